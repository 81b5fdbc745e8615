"""Maximum-constraint inputs of cses-1730-nim-game-i (for scripts/gen).

Bounds (CSES 1730): t <= 2*10^5, n <= 2*10^5, 1 <= x_i <= 10^9, sum of n <= 2*10^5.

- max-heaps:        one test of n = 2*10^5 heaps (1 and 10^9 among them), XOR != 0: "first"
- max-heaps-second: the same with XOR == 0: "second"
- max-tests:        t = 2*10^5 tests of one heap each (1 and 10^9 among them): 2*10^5 lines
- max-mixed:        tests of 1..60 heaps summing to n = 2*10^5, about half of them XOR 0
"""

MAX_T = 2 * 10**5
MAX_SUM_N = 2 * 10**5
MAX_X = 10**9


def render(tests):
    """The input text for a list of tests (each a list of heap sizes)."""
    lines = [str(len(tests))]
    for heaps in tests:
        lines.append(str(len(heaps)))
        lines.append(" ".join(map(str, heaps)))
    return "\n".join(lines) + "\n"


def nim_sum(heaps):
    x = 0
    for h in heaps:
        x ^= h
    return x


def random_heaps(rng, n):
    return [rng.randint(1, MAX_X) for _ in range(n)]


def hit_bounds(heaps):
    """Puts both bounds of x_i, 10^9 and 1, at the front (n >= 4)."""
    heaps[0], heaps[1] = MAX_X, 1
    return heaps


def make_losing(rng, heaps):
    """Rewrites the last two heaps (n >= 2) so that the XOR is 0."""
    rest = nim_sum(heaps[:-2])
    while True:  # a ^ b == rest with both in range
        a = rng.randint(1, MAX_X)
        b = a ^ rest
        if 1 <= b <= MAX_X:
            heaps[-2:] = [a, b]
            return heaps


def make_winning(heaps):
    """Makes the XOR nonzero: if it is 0, changing any one heap will do."""
    if nim_sum(heaps) == 0:
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
        if n >= 2 and rng.random() < 0.5:
            tests.append(make_losing(rng, heaps))
        else:
            tests.append(make_winning(heaps))
    return render(tests)


INPUTS = {
    "cses-1730-nim-game-i-max-heaps": max_heaps,
    "cses-1730-nim-game-i-max-heaps-second": max_heaps_second,
    "cses-1730-nim-game-i-max-tests": max_tests,
    "cses-1730-nim-game-i-max-mixed": max_mixed,
}
