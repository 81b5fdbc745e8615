"""Maximum-constraint inputs of cf-455b-a-lot-of-games (for scripts/gen).

Bounds (Codeforces 455B): 1 <= n <= 10^5 words of lowercase letters, their
total length at most 10^5, 1 <= k <= 10^9.

- max-deep: one word of 10^5 letters (a trie that is a path, read without
  recursion), k = 10^9.
- max-n: 10^5 words of one letter each, k = 10^9 - 1.
- max-random: random words of 1 to 30 letters over {a, b} up to the total
  length (a bushy binary trie), k = 10^9.
- max-wide: random words of 1 to 6 letters over a to z up to the total
  length (a wide, shallow trie), k = 999999999.
- max-comb: words a, aa, aaa, ... with a branch b at each depth, up to the
  total length (every node a choice between stopping and going deeper).
- deep-2e5: one word of 2 * 10^5 letters, twice the judge's total: nothing
  may recurse on it (the binary, the bundle, the Go and Java references).
"""

MAX_LEN = 10**5


def random_words(rng, alphabet, longest):
    words, total = [], 0
    while total < MAX_LEN:
        w = "".join(rng.choice(alphabet) for _ in range(min(rng.randint(1, longest), MAX_LEN - total)))
        words.append(w)
        total += len(w)
    return words


def text(words, k):
    return f"{len(words)} {k}\n" + "\n".join(words) + "\n"


def max_deep(rng):
    return text(["".join(rng.choice("ab") for _ in range(MAX_LEN))], 10**9)


def max_n(rng):
    return text([rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(MAX_LEN)], 10**9 - 1)


def max_random(rng):
    return text(random_words(rng, "ab", 30), 10**9)


def max_wide(rng):
    return text(random_words(rng, "abcdefghijklmnopqrstuvwxyz", 6), 999999999)


def max_comb(rng):
    words, depth, total = [], 1, 0
    while total + 2 * depth <= MAX_LEN:
        words.append("a" * depth)
        words.append("a" * (depth - 1) + "b")
        total += 2 * depth
        depth += 1
    return text(words, 2)


def deep_2e5(rng):
    return text(["z" * (2 * MAX_LEN)], 7)


INPUTS = {
    "cf-455b-a-lot-of-games-max-deep": max_deep,
    "cf-455b-a-lot-of-games-max-n": max_n,
    "cf-455b-a-lot-of-games-max-random": max_random,
    "cf-455b-a-lot-of-games-max-wide": max_wide,
    "cf-455b-a-lot-of-games-max-comb": max_comb,
    "cf-455b-a-lot-of-games-deep-2e5": deep_2e5,
}
