"""Large inputs of t08-take-one-two for scripts/gen: a table of 10^6 and 10^5 piles."""


def piles(rng, n, m):
    return f"{n} {m}\n{' '.join(str(rng.randint(0, n)) for _ in range(m))}\n"


INPUTS = {"t08-n1e6": lambda rng: piles(rng, 10**6, 10**5)}
