"""Maximum-constraint inputs of cses-1098-nim-game-ii (for scripts/gen).

Bounds (CSES 1098): t <= 2*10^5, n <= 2*10^5, 1 <= x_i <= 10^9, sum of n <= 2*10^5.
The game is lost exactly when the residues x_i mod 4 XOR to 0.

- max-heaps:        one test of n = 2*10^5 heaps (1 and 10^9 among them), winning: "first"
- max-heaps-second: the same, losing: "second"
- max-tests:        t = 2*10^5 tests of one heap each, about a quarter multiples of 4
- max-mixed:        tests of 1..60 heaps summing to n = 2*10^5, about half of them losing
"""

MAX_T = 2 * 10**5
MAX_SUM_N = 2 * 10**5
MAX_X = 10**9  # itself a multiple of 4


def render(tests):
    """The input text for a list of tests (each a list of heap sizes)."""
    lines = [str(len(tests))]
    for heaps in tests:
        lines.append(str(len(heaps)))
        lines.append(" ".join(map(str, heaps)))
    return "\n".join(lines) + "\n"


def residue_xor(heaps):
    g = 0
    for h in heaps:
        g ^= h % 4
    return g


def random_heaps(rng, n):
    return [rng.randint(1, MAX_X) for _ in range(n)]


def heap_with_residue(rng, r):
    """A random heap size in [1, 10^9] that is r mod 4."""
    if r == 0:
        return 4 * rng.randint(1, MAX_X // 4)
    return 4 * rng.randint(0, MAX_X // 4 - 1) + r


def hit_bounds(heaps):
    """Puts both bounds of x_i, 10^9 and 1, at the front (n >= 3)."""
    heaps[0], heaps[1] = MAX_X, 1
    return heaps


def make_losing(rng, heaps):
    """Rewrites the last heap so that the residues XOR to 0."""
    heaps[-1] = heap_with_residue(rng, residue_xor(heaps[:-1]))
    return heaps


def make_winning(heaps):
    """Makes the residue XOR nonzero: if it is 0, changing one residue will do."""
    if residue_xor(heaps) == 0:
        heaps[-1] = heaps[-1] - 1 if heaps[-1] > 1 else 2
    return heaps


def max_heaps(rng):
    return render([make_winning(hit_bounds(random_heaps(rng, MAX_SUM_N)))])


def max_heaps_second(rng):
    return render([make_losing(rng, hit_bounds(random_heaps(rng, MAX_SUM_N)))])


def max_tests(rng):
    tests = [random_heaps(rng, 1) for _ in range(MAX_T)]
    tests[0], tests[1] = [MAX_X], [1]
    return render(tests)


def max_mixed(rng):
    tests, left = [], MAX_SUM_N
    while left > 0:
        n = min(left, rng.randint(1, 60))
        left -= n
        heaps = random_heaps(rng, n)
        if rng.random() < 0.5:
            tests.append(make_losing(rng, heaps))
        else:
            tests.append(make_winning(heaps))
    return render(tests)


INPUTS = {
    "cses-1098-nim-game-ii-max-heaps": max_heaps,
    "cses-1098-nim-game-ii-max-heaps-second": max_heaps_second,
    "cses-1098-nim-game-ii-max-tests": max_tests,
    "cses-1098-nim-game-ii-max-mixed": max_mixed,
}
