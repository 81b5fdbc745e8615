"""Large inputs of t13-misere-nim for scripts/gen: 10^5 piles."""


def piles(rng, m):
    return f"{m}\n{' '.join(str(rng.randint(0, 10**9)) for _ in range(m))}\n"


INPUTS = {"t13-m1e5": lambda rng: piles(rng, 10**5)}
