# HDU 3404 Switch lights (http://acm.hdu.edu.cn/showproblem.php?pid=3404), Python reference.
# In: T, then per test case n and n lines "x y" (1 <= x, y <= 10000), the
# lights that are on, all distinct.
# Out: per test case "Have a try, lxhgww." if the first player wins, else
# "Don't waste your time.".
# Theory: Turning Corners (degenerate rectangles allowed) is Turning Turtles
# times itself, so by the Tartan theorem a light on (x, y) is worth the nim
# product x (*) y. Products below 16 by the definition itself,
# a (*) b = mex{a' (*) b ^ a (*) b' ^ a' (*) b' : a' < a, b' < b}; above,
# by halves (F = 2^L, a = a1 F + a0): a (*) b = (a1b1 ^ a1b0 ^ a0b1) F ^ a0b0
# ^ a1b1 (*) F/2 (Conway, ONAG ch. 6).
import sys
from functools import lru_cache

SMALL = [[0] * 16 for _ in range(16)]
for a in range(16):
    for b in range(16):
        seen = {SMALL[x][b] ^ SMALL[a][y] ^ SMALL[x][y] for x in range(a) for y in range(b)}
        m = 0
        while m in seen:
            m += 1
        SMALL[a][b] = m


@lru_cache(maxsize=None)
def mul(a, b, l=8):
    """a (*) b for a, b below 2^(2l)."""
    if a < 16 and b < 16:
        return SMALL[a][b]
    f = 1 << l
    a1, a0, b1, b0 = a >> l, a & (f - 1), b >> l, b & (f - 1)
    h = l // 2
    hi = mul(a1, b1, h)
    mid = hi ^ mul(a1, b0, h) ^ mul(a0, b1, h)
    return (mid << l) ^ mul(a0, b0, h) ^ mul(hi, f >> 1, h)


def main():
    data = sys.stdin.buffer.read().split()
    t, i, out = int(data[0]), 1, []
    for _ in range(t):
        n = int(data[i])
        i += 1
        x = 0
        for _ in range(n):
            x ^= mul(int(data[i]), int(data[i + 1]))
            i += 2
        out.append("Have a try, lxhgww." if x else "Don't waste your time.")
    sys.stdout.write("".join(s + "\n" for s in out))


if __name__ == "__main__":
    main()
