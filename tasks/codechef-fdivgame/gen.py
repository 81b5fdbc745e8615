"""Maximum-constraint inputs of codechef-fdivgame (for scripts/gen).

Bounds (CodeChef FDIVGAME): T <= 1000, N <= 100, 1 <= A_i <= 10^18.

- max-random: T = 1000 tests of N = 100 integers in 1..10^18 (1 and 10^18 among them)
- max-sizes:  T = 1000 tests of N = 100 integers of every size, 10^18 >> s for s = 0..59
"""

MAX_T = 1000
MAX_N = 100
MAX_A = 10**18


def render(tests):
    lines = [str(len(tests))]
    for values in tests:
        lines.append(str(len(values)))
        lines.append(" ".join(map(str, values)))
    return "\n".join(lines) + "\n"


def max_random(rng):
    tests = [[rng.randint(1, MAX_A) for _ in range(MAX_N)] for _ in range(MAX_T)]
    tests[0][0], tests[0][1] = 1, MAX_A
    return render(tests)


def max_sizes(rng):
    return render([[max(1, MAX_A >> rng.randint(0, 59)) for _ in range(MAX_N)] for _ in range(MAX_T)])


INPUTS = {
    "codechef-fdivgame-max-random": max_random,
    "codechef-fdivgame-max-sizes": max_sizes,
}
