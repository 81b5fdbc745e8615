"""Maximum-constraint inputs of library-checker-nim-product-64 (for scripts/gen).

Bounds (Library Checker nim_product_64): 1 <= T <= 10^6; 0 <= A, B < 2^64.

- max-random: T = 10^6 pairs of uniform 64-bit values (0 and 2^64 - 1 among them)
- max-small:  T = 10^6 pairs below 2^16, most 16-bit blocks zero (the zero path of the tables)
- max-powers: T = 10^6 pairs of powers of two and Fermat powers, and their neighbours
"""

MAX_T = 10**6
TOP = 2**64 - 1


def render(pairs):
    return f"{len(pairs)}\n" + "".join(f"{a} {b}\n" for a, b in pairs)


def max_random(rng):
    pairs = [(rng.getrandbits(64), rng.getrandbits(64)) for _ in range(MAX_T)]
    pairs[0], pairs[1] = (TOP, TOP), (0, TOP)
    return render(pairs)


def max_small(rng):
    return render([(rng.getrandbits(16), rng.getrandbits(16)) for _ in range(MAX_T)])


def max_powers(rng):
    def value():
        v = 1 << rng.randrange(64)
        return v + rng.choice([-1, 0, 0, 1]) if 1 < v < TOP else v
    return render([(value(), value()) for _ in range(MAX_T)])


INPUTS = {
    "library-checker-nim-product-64-max-random": max_random,
    "library-checker-nim-product-64-max-small": max_small,
    "library-checker-nim-product-64-max-powers": max_powers,
}
