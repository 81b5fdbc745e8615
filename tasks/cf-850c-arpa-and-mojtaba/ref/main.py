# Codeforces 850C Arpa and a game with Mojtaba
# (https://codeforces.com/problemset/problem/850/C), Python reference.
# In: n, then a_1 .. a_n (1 <= n <= 100, 1 <= a_i <= 10^9).
# Out: "Mojtaba" if the first player wins, else "Arpa".
# Theory: primes never interact, so the game is the sum of one game per prime
# (XOR of Grundy values). For a prime p only the set of exponents e >= 1 of p
# in the numbers matters; as a bitmask (bit e), choosing p^k sends every
# e >= k to e - k (0 drops out) and keeps every e < k. Grundy values by
# memoised mex; every move lowers the highest exponent, so the recursion is at
# most 30 deep.
import sys

memo = {0: 0}


def grundy(mask):
    """Grundy value of one prime whose exponent set is `mask` (bit e = exponent e)."""
    if mask in memo:
        return memo[mask]
    seen = set()
    for k in range(1, mask.bit_length()):
        low = mask & ((1 << k) - 1)
        seen.add(grundy(((mask >> k) | low) & ~1))
    g = 0
    while g in seen:
        g += 1
    memo[mask] = g
    return g


def exponent_masks(numbers):
    """{prime: bitmask of its exponents} over the numbers."""
    masks = {}
    for x in numbers:
        p = 2
        while p * p <= x:
            if x % p == 0:
                e = 0
                while x % p == 0:
                    x //= p
                    e += 1
                masks[p] = masks.get(p, 0) | (1 << e)
            p += 1 if p == 2 else 2
        if x > 1:
            masks[x] = masks.get(x, 0) | 2
    return masks


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    numbers = [int(t) for t in data[1:1 + n]]
    total = 0
    for mask in exponent_masks(numbers).values():
        total ^= grundy(mask)
    sys.stdout.write("Mojtaba\n" if total else "Arpa\n")


if __name__ == "__main__":
    main()
