# Task 3 (t03-subtraction-sum) reference: winner of a sum of subtraction-game piles.
# In: k, the k elements of S, m, then m pile sizes. Out: FIRST or SECOND.
# Grundy table to the largest pile, then XOR of g[pile] (never +).
# Piles above TABLE_LIMIT (up to 10^18) are first reduced with the certified
# period of g (first repeated window of max(S) values, as in t11), S cut to
# the elements that can apply.
import sys

TABLE_LIMIT = 10 ** 7


def grundy_table(n, S):
    moves = sorted(set(S))
    g = [0] * (n + 1)
    for x in range(1, n + 1):
        seen = {g[x - s] for s in moves if s <= x}
        v = 0
        while v in seen:
            v += 1
        g[x] = v
    return g


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
    m = int(data[1 + k])
    piles = list(map(int, data[2 + k:2 + k + m]))
    top = max(piles, default=0)
    if top > TABLE_LIMIT:
        # elements above the largest pile never apply: leave them out
        moves = [s for s in S if s <= top]
        if not moves:
            piles = [0] * len(piles)  # no move applies anywhere: g is 0
        else:
            n0, p, _ = certified_period(moves)
            piles = [x if x < n0 else n0 + (x - n0) % p for x in piles]
    g = grundy_table(max(piles, default=0), S)
    x = 0
    for pile in piles:
        x ^= g[pile]
    sys.stdout.write("FIRST\n" if x != 0 else "SECOND\n")


if __name__ == "__main__":
    main()
