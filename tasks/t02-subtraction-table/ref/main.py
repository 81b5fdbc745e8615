# Task 2 (t02-subtraction-table) reference: Grundy table of a subtraction game.
# In: n, k, then the k elements of S. Out: one line g[0] ... g[n].
# g[0] = 0; g[x] = mex{ g[x-s] : s in S, s <= x }.  O(n*|S|).
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
    n = int(data[0])
    k = int(data[1])
    S = list(map(int, data[2:2 + k]))
    g = grundy_table(n, S)
    sys.stdout.write(" ".join(map(str, g)) + "\n")


if __name__ == "__main__":
    main()
