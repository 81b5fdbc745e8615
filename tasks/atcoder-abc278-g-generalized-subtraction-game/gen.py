"""Maximum-constraint games of atcoder-abc278-g-generalized-subtraction-game (for scripts/gen).

An interactive package's input is the interactor's hidden test (`N L R`,
then `random SEED` or `best SEED`; README "The interactor"): each game is
played against the interactor, and the package is timed by its CPU time in
the game (bench/judge_time_limits.py). Bounds: 1 <= L <= R <= N <= 2000.
Every game has N = 2000:
- max-wide:        L = 1, R = 2000, a random judge: the widest move sets
                   (the engine's table with 2000 block sizes, and the
                   winning move searched among a million cuts of a row).
- max-half:        L = 1, R = 1000, a random judge.
- max-pairs:       L = R = 2, a random judge: the longest games (about 500
                   moves each), the winning move searched every time.
- max-single:      L = R = 1, a random judge: 1000 moves of each player.
- max-grundy-best: L = R = 3 (N - L odd: no mirror), the judge playing its
                   best replies (its own Grundy table).
"""

N = 2000


def game(l, r, strategy):
    return lambda rng: f"{N} {l} {r}\n{strategy} {rng.randrange(10**9)}\n"


INPUTS = {
    "atcoder-abc278-g-generalized-subtraction-game-max-wide": game(1, 2000, "random"),
    "atcoder-abc278-g-generalized-subtraction-game-max-half": game(1, 1000, "random"),
    "atcoder-abc278-g-generalized-subtraction-game-max-pairs": game(2, 2, "random"),
    "atcoder-abc278-g-generalized-subtraction-game-max-single": game(1, 1, "random"),
    "atcoder-abc278-g-generalized-subtraction-game-max-grundy-best": game(3, 3, "best"),
}
