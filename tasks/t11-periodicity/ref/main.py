# Task 11 (t11-periodicity) reference: certified period of a subtraction
# game, then g(n) for huge n.
# In: k, the k elements of S, Q, then Q values n. Out: line 1 "n0 p" (least
# preperiod, least period); then Q lines, g(n).
# g(x) depends only on the previous M = max(S) values, so the first repeated
# window W(a) = W(b) of M values certifies that g is (b-a)-periodic from a.
# The table grows by doubling until such a repeat is found (windows hashed
# with a rolling hash, verified on a match). The least period p is the least
# divisor of b-a that is a period over one full period; n0 is found by
# scanning down from a. g(n) = g[n] if n < n0 else g[n0 + (n-n0) % p].
import sys

HASH_MOD = (1 << 61) - 1
HASH_BASE = 1000003


def extend_table(g, length, moves):
    """Appends to g, the subtraction-game table, until len(g) >= length."""
    for x in range(len(g), length):
        seen = {g[x - s] for s in moves if s <= x}
        v = 0
        while v in seen:
            v += 1
        g.append(v)


def certified_period(S):
    """Returns (n0, p, g) with g long enough to cover [0, n0 + p)."""
    moves = sorted(set(S))
    if not moves:  # no move: every g(n) is 0
        return 0, 1, [0]
    M = moves[-1]
    g = []
    length = 4 * M + 16
    extend_table(g, length, moves)
    top = pow(HASH_BASE, M - 1, HASH_MOD)
    h = 0
    for j in range(M):
        h = (h * HASH_BASE + g[j]) % HASH_MOD
    seen = {}  # window hash -> start indices of earlier windows
    i = 0  # h is the hash of the window g[i .. i+M)
    repeat = None
    while repeat is None:
        for a in seen.get(h, ()):
            if g[a:a + M] == g[i:i + M]:
                repeat = (a, i - a)
                break
        else:
            seen.setdefault(h, []).append(i)
            if i + M >= len(g):
                length *= 2
                extend_table(g, length, moves)
            h = ((h - g[i] * top) * HASH_BASE + g[i + M]) % HASH_MOD
            i += 1
    n0p, pp = repeat
    extend_table(g, n0p + 2 * pp + M, moves)
    divisors = set()
    d = 1
    while d * d <= pp:
        if pp % d == 0:
            divisors.add(d)
            divisors.add(pp // d)
        d += 1
    p = pp
    for d in sorted(divisors):
        if g[n0p + d:n0p + pp + d] == g[n0p:n0p + pp]:
            p = d
            break
    n0 = n0p
    while n0 > 0 and g[n0 - 1 + p] == g[n0 - 1]:
        n0 -= 1
    return n0, p, g


def main():
    data = sys.stdin.buffer.read().split()
    k = int(data[0])
    S = list(map(int, data[1:1 + k]))
    q = int(data[1 + k])
    queries = data[2 + k:2 + k + q]
    n0, p, g = certified_period(S)
    out = ["%d %d\n" % (n0, p)]
    for t in queries:
        n = int(t)
        out.append("%d\n" % (g[n] if n < n0 else g[n0 + (n - n0) % p]))
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
