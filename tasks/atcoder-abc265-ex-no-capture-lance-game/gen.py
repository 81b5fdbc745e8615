"""Maximum-constraint inputs of atcoder-abc265-ex-no-capture-lance-game (for scripts/gen).

Bounds (AtCoder ABC 265 Ex): 1 <= H <= 8000, 2 <= W <= 30. The input is the
two numbers; the cost grows as H * W^2 * (the XOR space, 32 at W = 30):

- max: H = 8000, W = 30, the largest.
- max-odd-width: H = 8000, W = 29.
- max-xor-boundary: H = 8000, W = 17 (gaps up to 15: an XOR space of 16).
"""


def fixed(h, w):
    return lambda rng: f"{h} {w}\n"


INPUTS = {
    "atcoder-abc265-ex-no-capture-lance-game-max": fixed(8000, 30),
    "atcoder-abc265-ex-no-capture-lance-game-max-odd-width": fixed(8000, 29),
    "atcoder-abc265-ex-no-capture-lance-game-max-xor-boundary": fixed(8000, 17),
}
