# Task 6 (t06-grundys-game) reference: Grundy's game (split a pile into two
# unequal non-empty piles).
# In: m, then m pile sizes. Out: FIRST or SECOND.
# g(n) = mex{ g(a) ^ g(n-a) : 1 <= a < n-a }, table to the largest pile,
# then XOR of g[pile].
import sys


def grundys_table(n):
    g = [0] * (n + 1)
    for x in range(1, n + 1):
        seen = {g[a] ^ g[x - a] for a in range(1, (x + 1) // 2)}
        v = 0
        while v in seen:
            v += 1
        g[x] = v
    return g


def main():
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    piles = list(map(int, data[1:1 + m]))
    g = grundys_table(max(piles, default=0))
    x = 0
    for p in piles:
        x ^= g[p]
    sys.stdout.write("FIRST\n" if x != 0 else "SECOND\n")


if __name__ == "__main__":
    main()
