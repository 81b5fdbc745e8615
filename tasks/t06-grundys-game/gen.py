"""Large inputs of t06-grundys-game for scripts/gen: 100 piles near 2000 (the references are O(n^2))."""


def piles(rng, m, pile):
    ps = [pile - rng.randrange(50) for _ in range(m)]
    return f"{m}\n{' '.join(map(str, ps))}\n"


INPUTS = {"t06-piles2000": lambda rng: piles(rng, 100, 2000)}
