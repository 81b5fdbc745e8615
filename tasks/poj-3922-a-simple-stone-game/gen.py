"""Maximum-constraint inputs of poj-3922-a-simple-stone-game (for scripts/gen).

POJ 3922 bounds: t <= 20; 2 <= n <= 10^8; 1 <= k <= 10^5. The cost of a test
is the table of losing piles up to n, largest for the largest k:

- max:       20 tests, n near 10^8 and k near 10^5 (about 7.5 * 10^5 terms
             each), n = 10^8 and k = 10^5 first;
- max-mixed: 20 tests, n near 10^8, k from 1 to 10^5 spread.
"""

MAX_N = 10**8
MAX_K = 10**5
T = 20


def render(tests):
    return "%d\n" % len(tests) + "".join("%d %d\n" % p for p in tests)


def max_input(rng):
    tests = [(MAX_N, MAX_K)] + [(MAX_N - rng.randrange(1000), MAX_K - rng.randrange(100)) for _ in range(T - 1)]
    return render(tests)


def max_mixed_input(rng):
    ks = [1, 2, 3, MAX_K] + [rng.randint(1, MAX_K) for _ in range(T - 4)]
    return render([(MAX_N - rng.randrange(10**6), k) for k in ks])


INPUTS = {
    "poj-3922-a-simple-stone-game-max": max_input,
    "poj-3922-a-simple-stone-game-max-mixed": max_mixed_input,
}
