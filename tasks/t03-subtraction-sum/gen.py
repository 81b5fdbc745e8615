"""Large inputs of t03-subtraction-sum for scripts/gen: 10^4 piles up to 10^5 for 20 moves."""


def piles(rng, m, max_pile):
    s = rng.sample(range(1, 30), 20)
    ps = [rng.randint(0, max_pile) for _ in range(m)]
    return f"20\n{' '.join(map(str, s))}\n{m}\n{' '.join(map(str, ps))}\n"


INPUTS = {"t03-m1e4": lambda rng: piles(rng, 10**4, 10**5)}
