"""Maximum-constraint inputs of cses-1099-stair-game (for scripts/gen).

Bounds (CSES 1099): t <= 2*10^5, n <= 2*10^5, 0 <= p_i <= 10^9, sum of n <= 2*10^5.
The game is lost exactly when p_2 XOR p_4 XOR ... is 0.

- max-stairs:        one test of n = 2*10^5 stairs (0 and 10^9 on odd and even stairs),
                     winning: "first"
- max-stairs-second: the same, losing: "second"
- max-tests:         t = 2*10^5 tests of one stair each (0 and 10^9 among them); no move
                     exists, so all "second"
- max-mixed:         tests of 1..60 stairs summing to n = 2*10^5, about half of them losing
"""

MAX_T = 2 * 10**5
MAX_SUM_N = 2 * 10**5
MAX_P = 10**9


def render(tests):
    """The input text for a list of tests (each a list p_1 .. p_n)."""
    lines = [str(len(tests))]
    for stairs in tests:
        lines.append(str(len(stairs)))
        lines.append(" ".join(map(str, stairs)))
    return "\n".join(lines) + "\n"


def even_xor(stairs):
    """p_2 XOR p_4 XOR ... (stairs[0] is stair 1)."""
    x = 0
    for i in range(1, len(stairs), 2):
        x ^= stairs[i]
    return x


def random_stairs(rng, n):
    return [rng.randint(0, MAX_P) for _ in range(n)]


def hit_bounds(stairs):
    """Puts 10^9 and 0 on odd and on even stairs: stairs 1..4 (n >= 8)."""
    stairs[:4] = [MAX_P, 0, 0, MAX_P]
    return stairs


def make_losing(rng, stairs):
    """Rewrites the last two even stairs (or the only one) so that the XOR is 0."""
    even = list(range(1, len(stairs), 2))
    if len(even) == 1:
        stairs[1] = 0
    elif len(even) >= 2:
        rest = 0
        for i in even[:-2]:
            rest ^= stairs[i]
        while True:  # a ^ b == rest with both in range
            a = rng.randint(0, MAX_P)
            b = a ^ rest
            if b <= MAX_P:
                stairs[even[-2]], stairs[even[-1]] = a, b
                break
    return stairs  # a single stair is lost anyway: no move exists


def make_winning(stairs):
    """Makes the XOR nonzero (n >= 2): if it is 0, changing one even stair will do."""
    if len(stairs) >= 2 and even_xor(stairs) == 0:
        i = len(stairs) - 1 if len(stairs) % 2 == 0 else len(stairs) - 2
        stairs[i] = stairs[i] - 1 if stairs[i] > 0 else 1
    return stairs


def max_stairs(rng):
    return render([make_winning(hit_bounds(random_stairs(rng, MAX_SUM_N)))])


def max_stairs_second(rng):
    return render([make_losing(rng, hit_bounds(random_stairs(rng, MAX_SUM_N)))])


def max_tests(rng):
    tests = [random_stairs(rng, 1) for _ in range(MAX_T)]
    tests[0], tests[1] = [MAX_P], [0]
    return render(tests)


def max_mixed(rng):
    tests, left = [], MAX_SUM_N
    while left > 0:
        n = min(left, rng.randint(1, 60))
        left -= n
        stairs = random_stairs(rng, n)
        if rng.random() < 0.5:
            tests.append(make_losing(rng, stairs))
        else:
            tests.append(make_winning(stairs))
    return render(tests)


INPUTS = {
    "cses-1099-stair-game-max-stairs": max_stairs,
    "cses-1099-stair-game-max-stairs-second": max_stairs_second,
    "cses-1099-stair-game-max-tests": max_tests,
    "cses-1099-stair-game-max-mixed": max_mixed,
}
