"""Maximum-constraint inputs of moore-nim-k (for scripts/gen).

Bounds (our statement): T <= 10^4 tests, the sum of n at most 2·10^5,
1 <= k <= 10^9, 0 <= h_i <= 10^18.

- max-one:   one test of n = 2·10^5 heaps to 10^18 with k = 3, winning
             (a losing position with a few heaps changed);
- max-tests: T = 10^4 tests of n = 20 heaps, k from 1 to 25 (k >= n among
             them), half of them losing (heaps whose bit counts are each a
             multiple of k + 1) and half one move away from losing.
"""
MAX_H = 10**18


def losing(rng, n, k):
    """n heaps whose every bit count is a multiple of k + 1 (k + 1 <= n)."""
    heaps = [0] * n
    if k + 1 > n:
        return heaps
    for bit in range(59):  # below 2^59 < 10^18: no heap above the bound
        ones = (k + 1) * rng.randint(0, n // (k + 1))
        for i in rng.sample(range(n), ones):
            heaps[i] |= 1 << bit
    return heaps


def near(rng, heaps, k):
    """The heaps with up to k of them raised: a winning position, usually."""
    heaps = heaps[:]
    for i in rng.sample(range(len(heaps)), min(k, len(heaps))):
        heaps[i] = min(MAX_H, heaps[i] + rng.randint(1, 10**12))
    return heaps


def render(tests):
    return f"{len(tests)}\n" + "".join(f"{len(h)} {k}\n{' '.join(map(str, h))}\n" for k, h in tests)


def max_one(rng):
    n, k = 200_000, 3
    return render([(k, near(rng, losing(rng, n, k), k))])


def max_tests(rng):
    tests = []
    for i in range(10_000):
        k = rng.randint(1, 25)
        heaps = losing(rng, 20, k)
        tests.append((k, heaps if i % 2 else near(rng, heaps, k)))
    return render(tests)


INPUTS = {
    "moore-nim-k-max-one": max_one,
    "moore-nim-k-max-tests": max_tests,
}
