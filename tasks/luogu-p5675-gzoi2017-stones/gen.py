"""Maximum-constraint inputs of luogu-p5675-gzoi2017-stones (for scripts/gen).

Bounds (Luogu P5675): N <= 200, 1 <= a_i <= 200.

- max-distinct: N = 200 piles, every size 1..200 once, shuffled
- max-random:   N = 200 random piles in 1..200 (1 and 200 among them)
- max-equal:    N = 200 piles of 200
"""

MAX_N = 200
MAX_A = 200


def render(piles):
    return f"{len(piles)}\n{' '.join(map(str, piles))}\n"


def max_distinct(rng):
    piles = list(range(1, MAX_A + 1))
    rng.shuffle(piles)
    return render(piles)


def max_random(rng):
    piles = [rng.randint(1, MAX_A) for _ in range(MAX_N)]
    piles[0], piles[1] = 1, MAX_A
    return render(piles)


def max_equal(rng):
    return render([MAX_A] * MAX_N)


INPUTS = {
    "luogu-p5675-gzoi2017-stones-max-distinct": max_distinct,
    "luogu-p5675-gzoi2017-stones-max-random": max_random,
    "luogu-p5675-gzoi2017-stones-max-equal": max_equal,
}
