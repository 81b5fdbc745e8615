# Codeforces 494E Sharti (https://codeforces.com/problemset/problem/494/E), Python reference.
# In: "n m k", then m lines "a b c d": rectangles from (a, b) to (c, d)
# whose union is the white cells of the n x n board.
# Out: "Hamed" if the first player wins, else "Malek".
# Theory: a lone white cell (i, j) is worth min(lowbit i, lowbit j, K), K
# the largest power of two <= k. The XOR over the white cells is computed
# value by value: the cells worth exactly 2^t (t below K's exponent) are
# those with both coordinates multiples of 2^t but not both of 2^(t+1); at
# K's exponent, those with both multiples of K. Each count is the size of a
# union of rectangles on the grid of multiples, by slabs between the
# rectangles' column boundaries and merged row intervals in each. Slow
# (quadratic in m), for the golden cases.
import sys


def union_size(rects):
    """Cells in the union of [r1, r2] x [c1, c2] rectangles."""
    cols = sorted({c for r in rects for c in (r[2], r[3] + 1)})
    total = 0
    for left, right in zip(cols, cols[1:]):
        rows = sorted((r1, r2) for r1, r2, c1, c2 in rects if c1 <= left and right - 1 <= c2)
        covered, end = 0, 0
        for r1, r2 in rows:
            if r2 > end:
                covered += r2 - max(r1 - 1, end)
                end = r2
        total += covered * (right - left)
    return total


def count_multiples(rects, p):
    shrunk = []
    for a, b, c, d in rects:
        r1, r2, c1, c2 = -(-a // p), c // p, -(-b // p), d // p
        if r1 <= r2 and c1 <= c2:
            shrunk.append((r1, r2, c1, c2))
    return union_size(shrunk)


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m, k = data[0], data[1], data[2]
    rects = [tuple(data[3 + 4 * i : 7 + 4 * i]) for i in range(m)]
    top = k.bit_length() - 1
    value = 0
    for t in range(top + 1):
        exact = count_multiples(rects, 1 << t)
        if t < top:
            exact -= count_multiples(rects, 1 << (t + 1))
        if exact % 2:
            value ^= 1 << t
    print("Hamed" if value else "Malek")


if __name__ == "__main__":
    main()
