"""Large inputs of t02-subtraction-table for scripts/gen: a table of 10^5 values for 20 moves."""


def table(rng, n, k):
    s = rng.sample(range(1, 60), k)
    return f"{n} {k}\n{' '.join(map(str, s))}\n"


INPUTS = {"t02-n1e5": lambda rng: table(rng, 10**5, 20)}
