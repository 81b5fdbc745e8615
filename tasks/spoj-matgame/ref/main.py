# spoj-matgame reference: SPOJ MATGAME Matrix Game (CodeChef SNCK01)
# https://www.spoj.com/problems/MATGAME/
# In: T, then T tests: N M and N rows of M integers (1..50); blank lines
# between tests, so the input is read as tokens. Out: FIRST or SECOND per test.
# Theory: the rows are independent games (a move touches one row), so the
# matrix is their sum: XOR of the row values. A row is a sequential compound
# (only its left-most non-zero entry can be played); folding from the right
# with g = 0, an entry a turns the value of the rest g into g' = a - 1 if
# a <= g else a. FIRST iff the XOR is non-zero.
import sys


def row_value(row):
    g = 0
    for a in reversed(row):
        g = a - 1 if a <= g else a
    return g


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n, m = int(data[pos]), int(data[pos + 1])
        pos += 2
        x = 0
        for _ in range(n):
            x ^= row_value(list(map(int, data[pos:pos + m])))
            pos += m
        out.append("FIRST\n" if x else "SECOND\n")
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
