"""Maximum-constraint inputs of toph-notakto (for scripts/gen).

Bounds (the statement as quoted, and this package's assumption on T):
T <= 100 games, 1 <= n <= 10^4 boards a game, no board with three in a row.
Every input is at those bounds (100 games of 10^4 boards: 3 * 10^6 rows):
- max-random: every board a random board without a line (any number of X).
- max-empty:  every board empty (the most moves left on each).
"""

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
MAX_T = 100
MAX_N = 10_000


def live_boards():
    return [b for b in range(512) if not any(all(b >> c & 1 for c in line) for line in LINES)]


def text(b):
    return "\n".join("".join("X" if b >> (3 * r + c) & 1 else "." for c in range(3)) for r in range(3))


def render(pick):
    out = [str(MAX_T)]
    for _ in range(MAX_T):
        out.append(str(MAX_N))
        out.extend(text(pick()) for _ in range(MAX_N))
    return "\n".join(out) + "\n"


def max_random(rng):
    live = live_boards()
    return render(lambda: rng.choice(live))


def max_empty(rng):
    return render(lambda: 0)


INPUTS = {
    "toph-notakto-max-random": max_random,
    "toph-notakto-max-empty": max_empty,
}
