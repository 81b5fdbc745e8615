"""Maximum-constraint inputs of hdu-3595-gg-and-mm (for scripts/gen).

HDU 3595 bounds: at most 100 tests until the end of the input; each N <= 1000
games, piles p, q <= 1000. These take 100 tests of N = 1000:

- max:      random piles 0..1000 (a few zeros: finished games), with
            consecutive Fibonacci numbers (the longest forced chains: 987 610)
            mixed in;
- max-deep: only pairs near consecutive Fibonacci numbers up to 1000.
"""

MAX_V = 1000
TESTS = 100
N = 1000


def fibonacci_pairs():
    pairs, f, g = [], 1, 2
    while g <= MAX_V:
        pairs.append((g, f))
        f, g = g, f + g
    return pairs


FIB = fibonacci_pairs()


def render(tests):
    return "".join("%d\n" % len(t) + "".join("%d %d\n" % p for p in t) for t in tests)


def game(rng):
    if rng.random() < 0.1:
        p, q = FIB[rng.randrange(len(FIB))]
    else:
        p, q = rng.randint(0, MAX_V), rng.randint(0, MAX_V)
        if rng.random() < 0.9:
            p, q = max(p, 1), max(q, 1)
    return (p, q) if rng.random() < 0.5 else (q, p)


def max_input(rng):
    return render([[game(rng) for _ in range(N)] for _ in range(TESTS)])


def deep(rng):
    p, q = FIB[len(FIB) - 1 - rng.randrange(4)]
    return (p + rng.choice([0, 0, 1, -1]), q)


def max_deep_input(rng):
    return render([[deep(rng) for _ in range(N)] for _ in range(TESTS)])


INPUTS = {
    "hdu-3595-gg-and-mm-max": max_input,
    "hdu-3595-gg-and-mm-max-deep": max_deep_input,
}
