"""Maximum-constraint inputs of cf-850c-arpa-and-mojtaba (for scripts/gen).

Bounds (Codeforces 850C): 1 <= n <= 100, 1 <= a_i <= 10^9. Every input has
n = 100:

- max-primes:  the 100 largest primes below 10^9: trial division runs to
               sqrt(a) for every number (each prime's exponent set is {1})
- max-masks:   powers of 2, 3, 5, 7, 11 and 13 whose exponent sets are the
               sets with the most reachable positions among many random ones
               (the Grundy memo's worst work), padded with large primes
- max-mixed:   random numbers up to 10^9, with 10^9 itself, 1, 2^29 and a
               square of a prime near 31607 among them
"""

N = 100
MAX_A = 10**9


def is_prime(x):
    if x < 2:
        return False
    d = 2
    while d * d <= x:
        if x % d == 0:
            return False
        d += 1
    return True


def primes_below(limit, count):
    out, x = [], limit - 1
    while len(out) < count:
        if is_prime(x):
            out.append(x)
        x -= 1
    return out


def render(numbers):
    return "%d\n%s\n" % (len(numbers), " ".join(map(str, numbers)))


def reach(mask):
    """How many exponent sets one prime can reach from `mask`."""
    seen, stack = {mask}, [mask]
    while stack:
        m = stack.pop()
        for k in range(1, m.bit_length()):
            q = ((m >> k) | (m & ((1 << k) - 1))) & ~1
            if q not in seen:
                seen.add(q)
                stack.append(q)
    return len(seen)


def hardest_mask(rng, top, tries=200):
    """The exponent set within 1..top, with top in it, that reaches the most."""
    best = None
    for _ in range(tries):
        m = (rng.getrandbits(top) << 1 | 1 << top) & ~1
        if best is None or reach(m) > reach(best):
            best = m
    return best


def max_primes(rng):
    ps = primes_below(MAX_A, N)
    rng.shuffle(ps)
    return render(ps)


def max_masks(rng):
    numbers = []
    for p in (2, 3, 5, 7, 11, 13):
        top = 0
        while p ** (top + 1) <= MAX_A:
            top += 1
        mask = hardest_mask(rng, top)
        numbers += [p ** e for e in range(1, top + 1) if mask >> e & 1]
    numbers = numbers[:N]
    numbers += primes_below(MAX_A, N - len(numbers))
    rng.shuffle(numbers)
    return render(numbers)


def max_mixed(rng):
    numbers = [rng.randint(1, MAX_A) for _ in range(N - 4)] + [MAX_A, 1, 2**29, 31607 * 31607]
    rng.shuffle(numbers)
    return render(numbers)


INPUTS = {
    "cf-850c-arpa-and-mojtaba-max-primes": max_primes,
    "cf-850c-arpa-and-mojtaba-max-masks": max_masks,
    "cf-850c-arpa-and-mojtaba-max-mixed": max_mixed,
}
