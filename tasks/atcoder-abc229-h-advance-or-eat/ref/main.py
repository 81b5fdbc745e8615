# AtCoder ABC229 H Advance or Eat (https://atcoder.jp/contests/abc229/tasks/abc229_h), Python reference.
# In: N, then N rows of N cells W (Takahashi's), B (Snuke's) or '.', row 1 on top.
# Out: "Takahashi" if he, moving first, wins, else "Snuke".
# Theory: a move changes one column, so the board is the sum of its columns; every column
# is a number, the simplest number strictly between its best Left option (Takahashi: a W
# up into an empty cell, or eat a B) and its best Right option (Snuke: a B up, or eat a W).
# Takahashi moving first wins iff the sum is > 0. Exact Fractions, columns memoized.
import sys
from fractions import Fraction
from functools import lru_cache
from math import floor


def simplest(lo, hi):
    """The simplest number x with lo < x < hi (None: no bound)."""
    if (lo is None or lo < 0) and (hi is None or hi > 0):
        return Fraction(0)
    if hi is not None and hi <= 0:
        return -simplest(None if hi is None else -hi, None if lo is None else -lo)
    n = floor(lo) + 1
    if hi is None or n < hi:
        return Fraction(n)
    j = 1
    while True:
        m = floor(lo * 2 ** j) + 1
        if Fraction(m, 2 ** j) < hi:
            return Fraction(m, 2 ** j)
        j += 1


def moves(col, mine, theirs):
    for i, c in enumerate(col):
        if c == theirs:
            yield col[:i] + "." + col[i + 1:]
        if c == mine and i > 0 and col[i - 1] == ".":
            yield col[:i - 1] + mine + "." + col[i + 1:]


@lru_cache(maxsize=None)
def value(col):
    left = [value(c) for c in moves(col, "W", "B")]
    right = [value(c) for c in moves(col, "B", "W")]
    lo = max(left) if left else None
    hi = min(right) if right else None
    assert lo is None or hi is None or lo < hi, col
    return simplest(lo, hi)


def main():
    tokens = sys.stdin.read().split()
    n = int(tokens[0])
    rows = tokens[1:1 + n]
    total = sum(value("".join(row[j] for row in rows)) for j in range(n))
    print("Takahashi" if total > 0 else "Snuke")


if __name__ == "__main__":
    main()
