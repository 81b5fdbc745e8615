# HDU 2516 (Fibonacci Nim), Python reference.
# In: one n per line, ended by a line holding 0. Out: per n "Second win" if
# the first player loses, else "First win".
# The first player loses exactly when n is a Fibonacci number. Here n is
# tested with Gessel's criterion: n is Fibonacci iff 5n^2 + 4 or 5n^2 - 4 is
# a perfect square (exact integer square roots, no floating point).
import sys
from math import isqrt


def is_square(m):
    return m >= 0 and isqrt(m) ** 2 == m


def is_fibonacci(n):
    return is_square(5 * n * n + 4) or is_square(5 * n * n - 4)


def main():
    out = []
    for token in sys.stdin.buffer.read().split():
        n = int(token)
        if n == 0:
            break
        out.append("Second win" if is_fibonacci(n) else "First win")
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
