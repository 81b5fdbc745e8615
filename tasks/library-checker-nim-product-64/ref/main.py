# Library Checker nim_product_64 Nim Product (F_{2^64}) (https://judge.yosupo.jp/problem/nim_product_64), Python reference.
# In: T, then T pairs A B (0 <= A, B < 2^64). Out: A (x) B per pair.
# Theory: the products below 16 by the mex definition itself; above, with
# F = 2^(half bits), a = a1 F + a0: a (x) b = (a1b1 + a1b0 + a0b1) F
# + a0b0 + a1b1 (x) F/2, since F (x) F = F + F/2 (Conway, ONAG ch. 6).
import sys
from functools import lru_cache

SMALL = [[0] * 16 for _ in range(16)]
for a in range(16):
    for b in range(16):
        options = {SMALL[x][b] ^ SMALL[a][y] ^ SMALL[x][y] for x in range(a) for y in range(b)}
        m = 0
        while m in options:
            m += 1
        SMALL[a][b] = m


@lru_cache(maxsize=None)
def mul(a, b, bits=64):
    if bits == 4:
        return SMALL[a][b]
    half = bits // 2
    mask = (1 << half) - 1
    a1, a0, b1, b0 = a >> half, a & mask, b >> half, b & mask
    p0 = mul(a0, b0, half)
    p1 = mul(a1, b1, half)
    cross = mul(a0, b1, half) ^ mul(a1, b0, half)
    return ((cross ^ p1) << half) | (p0 ^ mul(p1, 1 << (half - 1), half))


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        out.append(mul(int(data[1 + 2 * i]), int(data[2 + 2 * i])))
    sys.stdout.write("".join(f"{v}\n" for v in out))


main()
