"""Maximum-constraint inputs of spoj-matgame (for scripts/gen).

SPOJ MATGAME bounds: T <= 1000 tests, 1 <= N, M <= 50, entries 1..50, a blank
line between consecutive tests.
"""

T_MAX = 1000
SIDE_MAX = 50
VALUE_MAX = 50


def random_row(rng):
    kind = rng.random()
    if kind < 0.1:
        return [1] * SIDE_MAX
    if kind < 0.2:
        return [rng.randint(1, 3) for _ in range(SIDE_MAX)]
    return [rng.randint(1, VALUE_MAX) for _ in range(SIDE_MAX)]


def matrix(rng):
    """A 50 x 50 matrix; a third are rows in equal pairs (a SECOND position)."""
    if rng.random() < 1 / 3:
        half = [random_row(rng) for _ in range(SIDE_MAX // 2)]
        rows = half + [list(r) for r in half]
        rng.shuffle(rows)
        return rows
    return [random_row(rng) for _ in range(SIDE_MAX)]


def max_input(rng):
    tests = []
    for _ in range(T_MAX):
        rows = matrix(rng)
        tests.append("%d %d\n" % (SIDE_MAX, SIDE_MAX) + "".join(" ".join(map(str, r)) + "\n" for r in rows))
    return "%d\n" % T_MAX + "\n".join(tests)


INPUTS = {"spoj-matgame-max": max_input}
