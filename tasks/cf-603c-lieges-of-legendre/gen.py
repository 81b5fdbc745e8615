"""Maximum-constraint inputs of cf-603c-lieges-of-legendre (for scripts/gen).

Bounds (Codeforces 603C): 1 <= n <= 10^5, 1 <= k <= 10^9, 1 <= a_i <= 10^9.
Every input has n = 10^5 piles:

- max-odd-k:   k = 999999999; piles c * 2^t (long halving chains, c odd),
               with 1..6, 10^9 and 2^29 among them
- max-even-k:  k = 10^9; random piles up to 10^9, the same edges
- max-k-one:   k = 1 (the smallest k); random piles
- max-even-k-second: k = 10^9 with the last pile chosen so that the XOR of
               the values is 0: the second player wins
"""

N = 10**5
MAX = 10**9
EDGES = [1, 2, 3, 4, 5, 6, MAX, 2**29]


def render(k, piles):
    return "%d %d\n%s\n" % (len(piles), k, " ".join(map(str, piles)))


def chain_pile(rng):
    """c * 2^t <= 10^9 with c odd: the odd-k value walks t halvings."""
    t = rng.randint(0, 29)
    c = rng.randrange(1, max(2, MAX >> t) + 1, 2)
    return min(c << t, MAX)


def with_edges(rng, piles):
    piles[:len(EDGES)] = EDGES
    rng.shuffle(piles)
    return piles


def max_odd_k(rng):
    return render(MAX - 1, with_edges(rng, [chain_pile(rng) for _ in range(N)]))


def max_even_k(rng):
    return render(MAX, with_edges(rng, [rng.randint(1, MAX) for _ in range(N)]))


def max_k_one(rng):
    return render(1, with_edges(rng, [rng.randint(1, MAX) for _ in range(N)]))


def even_k_value(x):
    """The value of a pile for even k: 0, 1, 2, then 1 on even, 0 on odd."""
    return x if x <= 2 else 1 - x % 2


def max_even_k_second(rng):
    piles = with_edges(rng, [rng.randint(1, MAX) for _ in range(N)])
    rest = 0
    for x in piles[:-1]:
        rest ^= even_k_value(x)
    if rest == 3:  # no pile is worth 3: turn one pile worth 2 into one worth 0
        rest ^= 2
        piles[piles.index(2)] = 3
    piles[-1] = {0: MAX - 1, 1: MAX, 2: 2}[rest]  # a pile worth exactly rest
    return render(MAX, piles)


INPUTS = {
    "cf-603c-lieges-of-legendre-max-odd-k": max_odd_k,
    "cf-603c-lieges-of-legendre-max-even-k": max_even_k,
    "cf-603c-lieges-of-legendre-max-k-one": max_k_one,
    "cf-603c-lieges-of-legendre-max-even-k-second": max_even_k_second,
}
