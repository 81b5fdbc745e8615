# Codeforces 1537D Deleting Divisors (https://codeforces.com/problemset/problem/1537/D), Python reference.
# In: t; then t numbers n. Out: "Alice" or "Bob" per test.
# Subtract a divisor d of n, 1 < d < n: the player to move loses exactly
# when n is odd or n = 2^k with k odd.
import sys


def alice_wins(n):
    """Whether the player to move wins from n >= 1."""
    if n % 2 == 1:
        return False
    if n & (n - 1) == 0:
        return (n.bit_length() - 1) % 2 == 0
    return True


def main():
    vals = sys.stdin.buffer.read().split()
    t = int(vals[0])
    out = ["Alice" if alice_wins(int(v)) else "Bob" for v in vals[1:1 + t]]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
