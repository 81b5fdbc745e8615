"""Maximum-constraint inputs of cf-662a-gambling-nim (for scripts/gen).

Codeforces 662A bounds: 1 <= n <= 500 000 cards, 0 <= a_i, b_i <= 10^18.
Each input has n = 500 000 (about 19 MB of text at 10^18):

- max-rank-60:   random sides up to 10^18 (0 and 10^18 among them): the
                 differences reach rank 60, the denominator 2^60
- max-outside:   a_i ^ b_i below 2^40 while the a's XOR has bit 59 set:
                 XOR a_i lies outside the span, the answer 1/1
- max-equal:     a_i = b_i for every card except one pair whose sides
                 differ, arranged so that every choice XORs to 0 or to
                 that difference: rank 1, the answer 1/2
"""

N = 500_000
TOP = 10**18


def render(cards):
    return f"{len(cards)}\n" + "".join(f"{a} {b}\n" for a, b in cards)


def max_rank_60(rng):
    cards = [(rng.randint(0, TOP), rng.randint(0, TOP)) for _ in range(N)]
    cards[0], cards[1] = (0, TOP), (TOP, 0)
    return render(cards)


def max_outside(rng):
    cards = []
    for _ in range(N):
        a = rng.randint(0, TOP)
        cards.append((a, a ^ rng.randint(0, 2**40 - 1)))
    s = 0
    for a, _ in cards:
        s ^= a
    if not s >> 59 & 1:
        a, b = cards[-1]
        top = 1 << 59
        cards[-1] = (a ^ top, b ^ top)
    return render(cards)


def max_equal(rng):
    cards = []
    s = 0
    for _ in range(N - 2):
        a = rng.randint(0, TOP)
        s ^= a
        cards.append((a, a))
    # The last two: (s, s) cancels the rest; (x, 0) with x != 0 gives rank 1.
    x = rng.randint(1, TOP)
    cards += [(s, s), (0, x)]
    return render(cards)


INPUTS = {
    "cf-662a-gambling-nim-max-rank-60": max_rank_60,
    "cf-662a-gambling-nim-max-outside": max_outside,
    "cf-662a-gambling-nim-max-equal": max_equal,
}
