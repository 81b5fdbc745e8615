"""Large inputs of t07-staircase-nim for scripts/gen: 10^5 steps."""


def steps(rng, k):
    return f"{k}\n{' '.join(str(rng.randint(0, 10**9)) for _ in range(k))}\n"


INPUTS = {"t07-k1e5": lambda rng: steps(rng, 10**5)}
