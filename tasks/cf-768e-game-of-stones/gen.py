"""Maximum-constraint inputs of cf-768e-game-of-stones (for scripts/gen).

Codeforces 768E bounds: 1 <= n <= 10^6 piles, 1 <= s_i <= 60, one per line.
"-max" has random piles (an answer of NO, almost surely); "-max-yes" has every
pile size an even number of times (XOR 0: YES), shuffled.
"""

N_MAX = 10**6
PILE_MAX = 60


def max_input(rng):
    piles = [rng.randint(1, PILE_MAX) for _ in range(N_MAX)]
    piles[rng.randrange(N_MAX)] = PILE_MAX
    return "%d\n" % N_MAX + "".join("%d\n" % s for s in piles)


def max_yes_input(rng):
    half = [rng.randint(1, PILE_MAX) for _ in range(N_MAX // 2)]
    piles = half + half
    rng.shuffle(piles)
    return "%d\n" % N_MAX + "".join("%d\n" % s for s in piles)


INPUTS = {
    "cf-768e-game-of-stones-max": max_input,
    "cf-768e-game-of-stones-max-yes": max_yes_input,
}
