# CSES 2207 Grundy's Game (https://cses.fi/problemset/task/2207), Python reference.
# In: t, then t heap sizes n (1 <= n <= 10^6). Out: per test "first" if the
# player to move wins on one heap of n coins, "second" otherwise.
# A move splits a heap into two non-empty heaps of different sizes, so
# g(n) = mex{ g(a) XOR g(n-a) : 1 <= a < n-a } (Sprague-Grundy).
# Relied-on fact (computed, not proved): no heap n with 1222 < n <= 10^6 has
# g(n) = 0. Grundy's game has been computed far beyond 10^6 (to 2^21 and more),
# and its losing heaps there are exactly OEIS A036685 = 0, 1, 2, 4, 7, 10, 20,
# 23, ..., 929, 932, 1222. So g is computed by the definition up to BOUND = 2048
# (O(BOUND^2) work, every losing heap included), and every n > BOUND is a
# first-player win.
import sys
from operator import xor

BOUND = 2048


def grundy_table(top):
    """g[0..top] of Grundy's game, by the definition."""
    g = [0] * (top + 1)
    for n in range(3, top + 1):
        half = (n - 1) // 2  # a = 1 .. half, paired with n-1 .. n-half
        seen = set(map(xor, g[1:half + 1], g[n - 1:n - half - 1:-1]))
        v = 0
        while v in seen:
            v += 1
        g[n] = v
    return g


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    g = grundy_table(BOUND)
    out = []
    for tok in data[1:1 + t]:
        n = int(tok)
        out.append("first" if n > BOUND or g[n] != 0 else "second")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
