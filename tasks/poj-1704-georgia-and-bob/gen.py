"""Maximum-size inputs of poj-1704-georgia-and-bob (for scripts/gen).

POJ 1704 bounds: 1 <= T <= 20 tests, 1 <= N <= 1000 chessmen, distinct cells
1 <= P_i <= 10000, given in no particular order. Every generated input has
T = 20.

- max:    N = 1000 or 999 chessmen on random cells of 1..10000 (cells 1 and
          10000 among them), shuffled; every other test is lost for Georgia
- packed: N = 1000 or 999 chessmen packed against cell 10000 with a few
          holes, shuffled (large sort keys, small gaps)
"""

T = 20
N = 1000
CELLS = 10000


def render(tests):
    lines = [str(len(tests))]
    for cells in tests:
        lines.append(str(len(cells)))
        lines.append(" ".join(map(str, cells)))
    return "\n".join(lines) + "\n"


def gaps_xor(cells):
    """XOR of the empty cells inside each pair, pairing from the right (with
    a wall at 0 for an odd count)."""
    p = [0] + sorted(cells)
    x = 0
    for r in range(len(p) - 1, 0, -2):
        x ^= p[r] - p[r - 1] - 1
    return x


def make_losing(rng, cells):
    """Moves the rightmost chessman so that the XOR of the in-pair gaps is 0;
    redraws the test when it would leave the board."""
    while True:
        p = sorted(cells)
        # the XOR over every pair but the rightmost one
        q = [0] + p
        x = 0
        for r in range(len(q) - 3, 0, -2):
            x ^= q[r] - q[r - 1] - 1
        target = q[-2] + 1 + x
        if target <= CELLS:
            p[-1] = target
            assert gaps_xor(p) == 0
            return p
        cells = sorted(rng.sample(range(1, CELLS + 1), len(cells)))


def shuffled(rng, cells):
    cells = list(cells)
    rng.shuffle(cells)
    return cells


def max_input(rng):
    tests = []
    for i in range(T):
        n = N - (i // 2) % 2  # 1000, 1000, 999, 999, ...
        cells = sorted(rng.sample(range(2, CELLS), n - 2)) + [1, CELLS]
        if i % 2:
            cells = make_losing(rng, cells)
        tests.append(shuffled(rng, cells))
    return render(tests)


def packed(rng):
    tests = []
    for i in range(T):
        n = N - (i // 2) % 2
        holes = rng.randint(0, 20)
        cells = sorted(rng.sample(range(CELLS - n - holes + 1, CELLS + 1), n))
        tests.append(shuffled(rng, cells))
    return render(tests)


INPUTS = {
    "poj-1704-georgia-and-bob-max": max_input,
    "poj-1704-georgia-and-bob-packed": packed,
}
