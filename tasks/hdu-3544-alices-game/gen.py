"""Maximum-constraint inputs of hdu-3544-alices-game (for scripts/gen).

Bounds (HDU 3544): N <= 100 bars per case, 1 <= X, Y <= 10^9; the number of
cases is not stated (the stored copies use at most 100), so:

- max:      100 cases of 100 bars each, sides to 10^9, with strips
            (X or Y = 1) and near-square bars among them;
- max-many: 2000 cases of 100 bars, beyond the stated count, for the
            reading speed of the Java file to submit.
"""
MAX_V = 10**9


def bar(rng):
    kind = rng.randrange(4)
    if kind == 0:
        return (rng.randint(1, MAX_V), 1)
    if kind == 1:
        return (1, rng.randint(1, MAX_V))
    if kind == 2:
        x = rng.randint(1, MAX_V)
        return (x, max(1, min(MAX_V, x + rng.randint(-3, 3))))
    return (rng.randint(1, MAX_V), rng.randint(1, MAX_V))


def cases(rng, count):
    parts = [f"{count}\n"]
    for _ in range(count):
        bars = [bar(rng) for _ in range(100)]
        parts.append("100\n" + "".join(f"{x} {y}\n" for x, y in bars))
    return "".join(parts)


INPUTS = {
    "hdu-3544-alices-game-max": lambda rng: cases(rng, 100),
    "hdu-3544-alices-game-max-many": lambda rng: cases(rng, 2000),
}
