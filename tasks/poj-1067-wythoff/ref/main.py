# poj-1067-wythoff reference: POJ 1067 (= HDU 1527) Wythoff's game
# http://poj.org/problem?id=1067
# In: pairs "a b" (0 <= a, b <= 10^9) until the end of the input; no count line.
# Out: one line per pair: 1 if the player to move wins, 0 if not.
# Theory: the losing positions (a <= b) are (floor(k*phi), floor(k*phi) + k),
# k = 0, 1, 2, ..., phi = (1 + sqrt 5) / 2. So with a <= b and k = b - a, the
# mover loses exactly when a == floor(k*phi) = (k + isqrt(5*k*k)) // 2, an
# exact integer formula (floating-point phi is wrong from k = 102334155 on).
import math
import sys


def floor_k_phi(k):
    """floor(k * phi), exactly: sqrt(5) k is irrational for k > 0."""
    return (k + math.isqrt(5 * k * k)) // 2


def main():
    data = sys.stdin.buffer.read().split()
    out = []
    for i in range(0, len(data) - 1, 2):
        a, b = int(data[i]), int(data[i + 1])
        if a > b:
            a, b = b, a
        out.append("0" if floor_k_phi(b - a) == a else "1")
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
