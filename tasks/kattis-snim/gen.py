"""Maximum-constraint inputs of kattis-snim (for scripts/gen).

Kattis snim bounds: k <= 100 moves s_i <= 10000, m <= 100 positions of l <= 100
heaps h_i <= 10000; one test case.
- max: k = 100 distinct random moves (1 and 10000 among them), m = 100
  positions of 100 heaps, most near 10000, some 0.
- small-moves: the moves 1 .. 100 (Grundy values up to 100), same positions.
"""

K = 100
M = 100
L = 100
TOP = 10000


def _positions(rng):
    lines = []
    for _ in range(M):
        heaps = [TOP - rng.randrange(200) if rng.random() < 0.8 else rng.randint(0, TOP)
                 for _ in range(L)]
        heaps[rng.randrange(L)] = rng.choice([0, TOP])
        lines.append(f"{L} {' '.join(map(str, heaps))}")
    return "\n".join(lines)


def max_input(rng):
    moves = [1, TOP] + rng.sample(range(2, TOP), K - 2)
    rng.shuffle(moves)
    return f"{K} {' '.join(map(str, moves))}\n{M}\n{_positions(rng)}\n"


def small_moves(rng):
    moves = list(range(1, K + 1))
    rng.shuffle(moves)
    return f"{K} {' '.join(map(str, moves))}\n{M}\n{_positions(rng)}\n"


INPUTS = {
    "kattis-snim-max": max_input,
    "kattis-snim-small-moves": small_moves,
}
