"""Maximum-constraint inputs of atcoder-abc229-h-advance-or-eat (for scripts/gen).

Bounds (AtCoder ABC 229 H): 1 <= N <= 8, an N x N board of `W`, `B` and `.`.
Every input here is N = 8 (all 3^8 columns are valued whatever the board):

- max-random: each cell W, B or . at random.
- max-full: no empty cell (only eating moves at first).
- max-climbers: White pieces on the bottom row under empty columns and Black
  ones on the top rows, the longest plays.
"""

N = 8


def render(rows):
    return f"{N}\n" + "\n".join(rows) + "\n"


def max_random(rng):
    return render(["".join(rng.choice("WB.") for _ in range(N)) for _ in range(N)])


def max_full(rng):
    return render(["".join(rng.choice("WB") for _ in range(N)) for _ in range(N)])


def max_climbers(rng):
    rows = ["".join(rng.choice("B.") for _ in range(N)) for _ in range(2)]
    rows += ["." * N] * (N - 3) + ["W" * N]
    return render(rows)


INPUTS = {
    "atcoder-abc229-h-advance-or-eat-max-random": max_random,
    "atcoder-abc229-h-advance-or-eat-max-full": max_full,
    "atcoder-abc229-h-advance-or-eat-max-climbers": max_climbers,
}
