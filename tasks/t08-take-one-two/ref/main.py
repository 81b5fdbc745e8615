# Task 8 (t08-take-one-two) reference: the subtraction game S = {1, 2}.
# In: n, m, then m pile sizes (each <= n). Out: line 1, g[0] ... g[n]
# computed by mex (not by formula); line 2, FIRST or SECOND for the sum.
import sys


def grundy_take12(n):
    g = [0] * (n + 1)
    for x in range(1, n + 1):
        a = g[x - 1]
        b = g[x - 2] if x >= 2 else -1
        v = 0
        while v == a or v == b:
            v += 1
        g[x] = v
    return g


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    m = int(data[1])
    piles = list(map(int, data[2:2 + m]))
    g = grundy_take12(n)
    x = 0
    for p in piles:
        x ^= g[p]
    sys.stdout.write(" ".join(map(str, g)) + "\n" + ("FIRST\n" if x != 0 else "SECOND\n"))


if __name__ == "__main__":
    main()
