"""Maximum-constraint inputs of hackerrank-zero-move-nim (for scripts/gen).

Bounds (HackerRank Zero-Move Nim): 1 <= g <= 10 games; 1 <= n <= 10 piles;
1 <= p_i < 2^30. The judge's largest input is tiny, so beside it:

- max:      g = 10 games of n = 10 piles below 2^30, half of them completed
            to value-XOR 0 (L), 2^30 - 1 and 1 among them;
- max-wide: beyond the judge's bounds, one game of 10^6 piles to 10^18
            (the reader streams the piles: memory stays the input's).
"""
MAX_P = 2**30 - 1


def value(p):
    return 0 if p == 0 else (p + 1 if p % 2 else p - 1)


def unvalue(v):
    """The pile whose value is v (the pairs swap back)."""
    return 0 if v == 0 else (v - 1 if v % 2 == 0 else v + 1)


def game(rng, n, top, lose):
    piles = [rng.randint(1, top) for _ in range(n)]
    if lose:
        x = 0
        for p in piles[:-1]:
            x ^= value(p)
        if 1 <= unvalue(x) <= top:
            piles[-1] = unvalue(x)
    return piles


def max_input(rng):
    games = [game(rng, 10, MAX_P, i % 2 == 0) for i in range(10)]
    games[1][0], games[3][0] = MAX_P, 1
    return "10\n" + "".join(f"{len(p)}\n{' '.join(map(str, p))}\n" for p in games)


def max_wide(rng):
    piles = game(rng, 10**6, 10**18 - 1, True)
    return f"1\n{len(piles)}\n{' '.join(map(str, piles))}\n"


INPUTS = {
    "hackerrank-zero-move-nim-max": max_input,
    "hackerrank-zero-move-nim-max-wide": max_wide,
}
