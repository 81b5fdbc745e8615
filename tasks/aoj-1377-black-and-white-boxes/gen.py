"""Maximum-constraint inputs of aoj-1377-black-and-white-boxes (for scripts/gen).

Bounds (AOJ 1377): 1 <= n <= 40 candidate piles, each a string of at most 40
boxes `B`/`W`, bottom to top. Every input here has n = 40 piles of 40 boxes:
2^20 subsets on each side of the meet in the middle.

- max-random: random piles (few fair choices beyond the empty one).
- max-mirrored: 20 random piles and their colour-swapped twins, shuffled:
  every pile fits in a fair choice, so the answer is all 1600 boxes.
- max-few-values: piles from a handful of shapes, so that many subsets
  share a sum (the most repeated keys on both sides).
"""

N = 40
LENGTH = 40


def pile(rng):
    return "".join(rng.choice("BW") for _ in range(LENGTH))


def render(piles):
    return f"{len(piles)}\n" + "\n".join(piles) + "\n"


def max_random(rng):
    return render([pile(rng) for _ in range(N)])


def max_mirrored(rng):
    swap = str.maketrans("BW", "WB")
    half = [pile(rng) for _ in range(N // 2)]
    piles = half + [p.translate(swap) for p in half]
    rng.shuffle(piles)
    return render(piles)


def max_few_values(rng):
    shapes = ["B" * 39 + "W", "W" * 39 + "B", "B" * 20 + "W" * 20, "W" * 20 + "B" * 20]
    return render([rng.choice(shapes) for _ in range(N)])


INPUTS = {
    "aoj-1377-black-and-white-boxes-max-random": max_random,
    "aoj-1377-black-and-white-boxes-max-mirrored": max_mirrored,
    "aoj-1377-black-and-white-boxes-max-few-values": max_few_values,
}
