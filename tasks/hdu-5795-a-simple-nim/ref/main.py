# HDU 5795 A Simple Nim (http://acm.hdu.edu.cn/showproblem.php?pid=5795), Python reference.
# In: T; per test n, then s[0] .. s[n-1]. Out: "First player wins." or
# "Second player wins.", one line per test.
# The values of the first 24 heaps come from the moves themselves (the mex
# over taking any amount and every split into three non-empty heaps); they
# repeat blockwise: g(8m + r) = 8m + g(r) for r = 1 .. 8, which the table
# below is checked against before use. The XOR of the values decides.
import sys


def small_table(n):
    g = [0]
    for x in range(1, n + 1):
        options = set(g)  # take any amount: every smaller heap
        for a in range(1, x):
            for b in range(1, x - a):
                c = x - a - b
                if c >= 1:
                    options.add(g[a] ^ g[b] ^ g[c])
        m = 0
        while m in options:
            m += 1
        g.append(m)
    return g


G = small_table(24)
assert all(G[8 * m + r] == 8 * m + G[r] for m in range(3) for r in range(1, 9))


def grundy(s):
    if s == 0:
        return 0
    block, r = divmod(s - 1, 8)
    return 8 * block + G[r + 1]


def main():
    vals = list(map(int, sys.stdin.buffer.read().split()))
    t, pos, out = vals[0], 1, []
    for _ in range(t):
        n = vals[pos]
        x = 0
        for s in vals[pos + 1:pos + 1 + n]:
            x ^= grundy(s)
        out.append("First player wins." if x else "Second player wins.")
        pos += 1 + n
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
