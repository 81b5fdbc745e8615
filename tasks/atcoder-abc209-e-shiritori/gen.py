"""Maximum-constraint inputs of atcoder-abc209-e-shiritori (for scripts/gen).

ABC209 E bounds: 1 <= N <= 2*10^5, words of 3 to 8 English letters (52).
Every input has N = 2*10^5:
- max-random:     random words of 3 to 8 letters over all 52 letters (few
                  shared ends: mostly short wins).
- max-dense:      8-letter words over 6 letters (216 three-letter ends,
                  about 900 arcs out of each: cycles everywhere, draws).
- max-chain:      a path through 140 000 vertices ending in a dead end
                  (the rest of the words a second, 7-letter word for the
                  path's first arcs): answers alternate down the path, the
                  longest retrograde walk.
- max-cycle:      one cycle through 140 000 vertices with one exit to a
                  dead end (the rest as in max-chain): the exit's vertex
                  wins, and the walk back decides the whole cycle,
                  alternating, in one lap.
"""

N = 200_000
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def name(i):
    """The i-th three-letter string (i < 52^3)."""
    return LETTERS[i // 2704] + LETTERS[i // 52 % 52] + LETTERS[i % 52]


def render(words):
    return f"{len(words)}\n" + "\n".join(words) + "\n"


def max_random(rng):
    return render(["".join(rng.choice(LETTERS) for _ in range(rng.randint(3, 8))) for _ in range(N)])


def max_dense(rng):
    return render(["".join(rng.choice("abcdef") for _ in range(8)) for _ in range(N)])


LONG = 140_000  # vertices on the path or cycle (52^3 = 140 608 exist)


def word(a, b, middle=""):
    """A word from vertex a to vertex b: a's letters, middle, b's."""
    return name(a) + middle + name(b)


def fill(words, rng):
    """Pads to N words with 7-letter twins of the first arcs, shuffled."""
    words += [w[:3] + "x" + w[3:] for w in words[: N - len(words)]]
    rng.shuffle(words)
    return render(words)


def max_chain(rng):
    return fill([word(i, i + 1) for i in range(LONG)], rng)


def max_cycle(rng):
    words = [word(i, (i + 1) % LONG) for i in range(LONG)] + [word(LONG // 2, LONG + 5)]
    return fill(words, rng)


INPUTS = {
    "atcoder-abc209-e-shiritori-max-random": max_random,
    "atcoder-abc209-e-shiritori-max-dense": max_dense,
    "atcoder-abc209-e-shiritori-max-chain": max_chain,
    "atcoder-abc209-e-shiritori-max-cycle": max_cycle,
}
