# Project Euler 409 Nim Extreme (https://projecteuler.net/problem=409), in our
# own format, Python reference.
# In: n (1 <= n <= 10^7). Out: W(n) mod 1e9+7, the Nim positions of n
# non-empty piles of pairwise different sizes below 2^n (piles in order) that
# the player to move wins.
# Z[k], the ordered choices of k distinct non-zero values below 2^n with XOR
# 0: the first k-1 values are free and distinct (P[k-1] ways, P the falling
# powers of N = 2^n - 1); the last is their XOR, which must be non-zero
# (minus Z[k-1]) and new (minus (k-1)(N-k+2) Z[k-2]). W(n) = P[n] - Z[n].
import sys

MOD = 10**9 + 7


def main():
    n = int(sys.stdin.read().split()[0])
    big = (pow(2, n, MOD) - 1) % MOD
    z_before, z, falling = 1, 0, big  # Z[k-2], Z[k-1], P[k-1] at step k
    for k in range(2, n + 1):
        z_before, z = z, (falling - z - (k - 1) * (big - k + 2) * z_before) % MOD
        falling = falling * (big - k + 1) % MOD
    print((falling - z) % MOD)


if __name__ == "__main__":
    main()
