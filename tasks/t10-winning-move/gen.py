"""Large inputs of t10-winning-move for scripts/gen: 10^5 component values."""


def values(rng, m):
    return f"{m}\n{' '.join(str(rng.randint(0, 10**9)) for _ in range(m))}\n"


INPUTS = {"t10-m1e5": lambda rng: values(rng, 10**5)}
