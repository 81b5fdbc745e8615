# Codeforces 662A Gambling Nim (https://codeforces.com/contest/662/problem/A), Python reference.
# In: n, then n lines "a b". Out: Petya's winning probability "p/q", irreducible.
# The chosen heaps XOR to S ^ (XOR of d_i over the flipped cards), S = XOR a_i,
# d_i = a_i ^ b_i. The number of flip sets giving XOR 0 is 2^(n-r) when S is in
# the span of the d_i (rank r), else 0; so Petya loses with probability 1/2^r.
import sys
from fractions import Fraction


def main():
    vals = list(map(int, sys.stdin.buffer.read().split()))
    n = vals[0]
    s = 0
    rows = {}  # top bit -> the basis vector leading there
    for i in range(n):
        a, b = vals[1 + 2 * i], vals[2 + 2 * i]
        s ^= a
        d = a ^ b
        while d:
            top = d.bit_length() - 1
            if top not in rows:
                rows[top] = d
                break
            d ^= rows[top]
    while s and s.bit_length() - 1 in rows:
        s ^= rows[s.bit_length() - 1]
    rank = len(rows)
    lose = Fraction(1, 2 ** rank) if s == 0 else Fraction(0)
    win = 1 - lose
    sys.stdout.write("%d/%d\n" % (win.numerator, win.denominator))


if __name__ == "__main__":
    main()
