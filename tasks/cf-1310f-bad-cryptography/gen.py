"""Maximum-constraint inputs of cf-1310f-bad-cryptography (for scripts/gen).

Bounds (Codeforces 1310F): 1 <= t <= 100; 1 <= a, b < 2^64.

- max-random:    t = 100 pairs of uniform 64-bit values (about half solvable: a random a
                 generates a subgroup of index 1, 3, 5, 15, ... often the whole group)
- max-large-ord: t = 100 pairs, half with a = 2^64 - 1 (a generator: every b is a power,
                 every prime's baby-step giant-step runs), half with a random a
- max-subgroups: t = 100 pairs with a in a subgroup of order (2^64 - 1)/p and b outside
                 or inside it (-1 and solvable answers)
"""

MAX_T = 100
TOP = 2**64 - 1
PRIMES = [3, 5, 17, 257, 641, 65537, 6700417]


def render(pairs):
    return f"{len(pairs)}\n" + "".join(f"{a} {b}\n" for a, b in pairs)


def max_random(rng):
    pairs = [(rng.randint(1, TOP), rng.randint(1, TOP)) for _ in range(MAX_T)]
    pairs[0] = (TOP, TOP)
    return render(pairs)


def max_large_ord(rng):
    pairs = [(TOP, rng.randint(1, TOP)) for _ in range(MAX_T // 2)]
    pairs += [(rng.randint(1, TOP), rng.randint(1, TOP)) for _ in range(MAX_T - len(pairs))]
    return render(pairs)


def max_subgroups(rng):
    # The subgroups come from the subfields: a below 2^32 lies in
    # GF(2^32) (order 2^32 - 1 = 3*5*17*257*65537) and b above it is
    # outside, b below it inside half the time.
    pairs = []
    for i in range(MAX_T):
        bits = [8, 16, 32][i % 3]
        a = rng.randint(2, 2**bits - 1)
        b = rng.randint(1, 2**bits - 1) if i % 2 else rng.randint(2**bits, TOP)
        pairs.append((a, b))
    return render(pairs)


INPUTS = {
    "cf-1310f-bad-cryptography-max-random": max_random,
    "cf-1310f-bad-cryptography-max-large-ord": max_large_ord,
    "cf-1310f-bad-cryptography-max-subgroups": max_subgroups,
}
