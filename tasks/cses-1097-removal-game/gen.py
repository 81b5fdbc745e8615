"""Maximum-constraint inputs of cses-1097-removal-game (for scripts/gen).

CSES 1097 bounds: 1 <= n <= 5000, -10^9 <= x_i <= 10^9. Every input has
n = 5000 (the O(n^2) table at its largest):
- max-random:      random values in -10^9..10^9, both bounds among them.
- max-equal:       all 10^9: the first total 2.5*10^12.
- max-negative:    all -10^9: every number must still be taken, -2.5*10^12.
- max-alternating: 10^9 -10^9 10^9 ... (the parity strategy is exact).
- max-increasing:  -10^9 up to 10^9 in equal steps.
"""

N = 5000
MAX_X = 10**9


def render(x):
    return f"{len(x)}\n{' '.join(map(str, x))}\n"


def max_random(rng):
    x = [rng.randint(-MAX_X, MAX_X) for _ in range(N)]
    x[rng.randrange(N)], x[rng.randrange(N)] = -MAX_X, MAX_X
    return render(x)


def max_equal(rng):
    return render([MAX_X] * N)


def max_negative(rng):
    return render([-MAX_X] * N)


def max_alternating(rng):
    return render([MAX_X, -MAX_X] * (N // 2))


def max_increasing(rng):
    step = 2 * MAX_X // (N - 1)
    return render([-MAX_X + i * step for i in range(N - 1)] + [MAX_X])


INPUTS = {
    "cses-1097-removal-game-max-random": max_random,
    "cses-1097-removal-game-max-equal": max_equal,
    "cses-1097-removal-game-max-negative": max_negative,
    "cses-1097-removal-game-max-alternating": max_alternating,
    "cses-1097-removal-game-max-increasing": max_increasing,
}
