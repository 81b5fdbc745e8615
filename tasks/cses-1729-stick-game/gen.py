"""Maximum-constraint inputs of cses-1729-stick-game (for scripts/gen).

All have n = 10^6 and k = 100 distinct moves including 1 (the bounds of CSES 1729).
- max: random moves, half of them below 1000 and half spread up to n.
- odd-small: the moves 1, 3, ..., 199; every even position is losing, the
  most losing positions there can be (each one marks k successors).
- odd-large: 1 and 99 large odd moves; again every even position is losing,
  and almost every move reaches back across a long distance.
- top: 1 and the 99 largest moves n-98 .. n.
"""

N = 10**6
K = 100


def _text(n, moves):
    return f"{n} {len(moves)}\n{' '.join(map(str, moves))}\n"


def max_input(rng):
    small = rng.sample(range(2, 1000), K // 2 - 1)
    large = rng.sample(range(1000, N + 1), K // 2)
    moves = [1] + small + large
    rng.shuffle(moves)
    return _text(N, moves)


def odd_small(rng):
    moves = list(range(1, 2 * K, 2))
    rng.shuffle(moves)
    return _text(N, moves)


def odd_large(rng):
    moves = [1] + rng.sample(range(N // 2 + 1, N, 2), K - 1)
    rng.shuffle(moves)
    return _text(N, moves)


def top(rng):
    moves = [1] + list(range(N - K + 2, N + 1))
    rng.shuffle(moves)
    return _text(N, moves)


INPUTS = {
    "cses-1729-stick-game-max": max_input,
    "cses-1729-stick-game-odd-small": odd_small,
    "cses-1729-stick-game-odd-large": odd_large,
    "cses-1729-stick-game-top": top,
}
