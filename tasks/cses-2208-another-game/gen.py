"""Maximum-constraint inputs of cses-2208-another-game (for scripts/gen).

Bounds (CSES 2208): t <= 2*10^5, n <= 2*10^5, 1 <= x_i <= 10^9, sum of n <= 2*10^5.
The game is lost exactly when every heap is even.

- max-heaps:          one test of n = 2*10^5 heaps (1 and 10^9 among them): "first"
- max-heaps-second:   the same with every heap even (10^9 among them): "second",
                      and every heap must be looked at
- max-heaps-last-odd: every heap even but the last: "first", known only at the end
- max-tests:          t = 2*10^5 tests of one heap each (1 and 10^9 among them)
- max-mixed:          tests of 1..60 heaps summing to n = 2*10^5, about half all even
"""

MAX_T = 2 * 10**5
MAX_SUM_N = 2 * 10**5
MAX_X = 10**9  # itself even


def render(tests):
    """The input text for a list of tests (each a list of heap sizes)."""
    lines = [str(len(tests))]
    for heaps in tests:
        lines.append(str(len(heaps)))
        lines.append(" ".join(map(str, heaps)))
    return "\n".join(lines) + "\n"


def random_heaps(rng, n):
    return [rng.randint(1, MAX_X) for _ in range(n)]


def even_heaps(rng, n):
    return [2 * rng.randint(1, MAX_X // 2) for _ in range(n)]


def max_heaps(rng):
    heaps = random_heaps(rng, MAX_SUM_N)
    heaps[0], heaps[1] = MAX_X, 1
    return render([heaps])


def max_heaps_second(rng):
    heaps = even_heaps(rng, MAX_SUM_N)
    heaps[0] = MAX_X
    return render([heaps])


def max_heaps_last_odd(rng):
    heaps = even_heaps(rng, MAX_SUM_N)
    heaps[0], heaps[-1] = MAX_X, MAX_X - 1
    return render([heaps])


def max_tests(rng):
    tests = [random_heaps(rng, 1) for _ in range(MAX_T)]
    tests[0], tests[1] = [MAX_X], [1]
    return render(tests)


def max_mixed(rng):
    tests, left = [], MAX_SUM_N
    while left > 0:
        n = min(left, rng.randint(1, 60))
        left -= n
        if rng.random() < 0.5:
            tests.append(even_heaps(rng, n))
        else:
            heaps = random_heaps(rng, n)
            heaps[rng.randrange(n)] |= 1  # at least one odd heap (still <= 10^9)
            tests.append(heaps)
    return render(tests)


INPUTS = {
    "cses-2208-another-game-max-heaps": max_heaps,
    "cses-2208-another-game-max-heaps-second": max_heaps_second,
    "cses-2208-another-game-max-heaps-last-odd": max_heaps_last_odd,
    "cses-2208-another-game-max-tests": max_tests,
    "cses-2208-another-game-max-mixed": max_mixed,
}
