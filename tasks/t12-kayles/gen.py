"""Large inputs of t12-kayles for scripts/gen: a row of 5000 pins (the references are O(n^2))."""


def row(rng, n):
    segs = []
    left = n
    while left > 0:
        x = rng.randint(1, min(left, 200))
        segs.append(x)
        left -= x + 1
    return f"{n} {len(segs)}\n{' '.join(map(str, segs))}\n"


INPUTS = {"t12-n5000": lambda rng: row(rng, 5000)}
