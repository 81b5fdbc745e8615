# Task 12 (t12-kayles) reference: Kayles table and position winner.
# In: n, m, then m segment lengths (each <= n). Out: line 1, g[0] ... g[n];
# line 2, FIRST or SECOND for the row of segments (XOR of g[segment]).
# Naive O(n^2) table (the seed oracle):
# g(x) = mex({ g(i) ^ g(x-1-i) : 0 <= i < x } U { g(i) ^ g(x-2-i) : 0 <= i < x-1 }).
import sys
from operator import xor


def kayles(n):
    g = [0] * (n + 1)
    for x in range(1, n + 1):
        one = g[:x]  # remove 1 pin at i: rows i and x-1-i
        reach = set(map(xor, one, reversed(one)))
        two = g[:x - 1]  # remove 2 adjacent pins at i, i+1: rows i and x-2-i
        reach.update(map(xor, two, reversed(two)))
        j = 0
        while j in reach:
            j += 1
        g[x] = j
    return g


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    m = int(data[1])
    segs = list(map(int, data[2:2 + m]))
    g = kayles(n)
    x = 0
    for s in segs:
        x ^= g[s]
    sys.stdout.write(" ".join(map(str, g)) + "\n" + ("FIRST\n" if x != 0 else "SECOND\n"))


if __name__ == "__main__":
    main()
