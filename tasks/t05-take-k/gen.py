"""Large inputs of t05-take-k for scripts/gen: 10^5 queries near 10^18."""


def queries(rng, q):
    k = rng.randint(1, 10**9)
    ns = [10**18 - rng.randrange(10**6) for _ in range(q)]
    return f"{k} {q}\n{' '.join(map(str, ns))}\n"


INPUTS = {"t05-q1e5": lambda rng: queries(rng, 10**5)}
