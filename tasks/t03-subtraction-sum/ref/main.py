# Task 3 (t03-subtraction-sum) reference: winner of a sum of subtraction-game piles.
# In: k, the k elements of S, m, then m pile sizes. Out: FIRST or SECOND.
# Grundy table to the largest pile, then XOR of g[pile] (never +).
import sys


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


def main():
    data = sys.stdin.buffer.read().split()
    k = int(data[0])
    S = list(map(int, data[1:1 + k]))
    m = int(data[1 + k])
    piles = list(map(int, data[2 + k:2 + k + m]))
    g = grundy_table(max(piles, default=0), S)
    x = 0
    for p in piles:
        x ^= g[p]
    sys.stdout.write("FIRST\n" if x != 0 else "SECOND\n")


if __name__ == "__main__":
    main()
