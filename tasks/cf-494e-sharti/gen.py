"""Maximum-constraint inputs of cf-494e-sharti (for scripts/gen).

Bounds (Codeforces 494E Sharti): 1 <= k <= n <= 10^9, 1 <= m <= 5*10^4
rectangles, 1 <= a <= c <= n, 1 <= b <= d <= n:

- max:       n = k = 10^9, m = 5*10^4 random rectangles (every power of two
             to 2^29 counts);
- max-small: n = 10^9, k = 10^9, m = 5*10^4 small rectangles (sides up to
             1000) scattered over the board: many disjoint pieces;
- max-lost:  n = 10^9, k = 1000, 2.5*10^4 random rectangles in the upper
             half and their copy shifted down by a multiple of 512 (the
             values repeat, so the XOR is 0: Malek).
"""

N = 10**9
M = 5 * 10**4


def render(n, k, rects):
    return "%d %d %d\n" % (n, len(rects), k) + "".join("%d %d %d %d\n" % r for r in rects)


def random_rect(rng, lo, hi, side=None):
    if side is None:
        a, c = sorted((rng.randint(lo, hi), rng.randint(lo, hi)))
        b, d = sorted((rng.randint(1, N), rng.randint(1, N)))
    else:
        a = rng.randint(lo, hi - side)
        c = a + rng.randint(0, side)
        b = rng.randint(1, N - side)
        d = b + rng.randint(0, side)
    return (a, b, c, d)


def max_input(rng):
    return render(N, N, [random_rect(rng, 1, N) for _ in range(M)])


def max_small_input(rng):
    return render(N, N, [random_rect(rng, 1, N, 1000) for _ in range(M)])


def max_lost_input(rng):
    shift = 512 * (N // 2 // 512 + 1)
    base = [random_rect(rng, 1, N // 2) for _ in range(M // 2)]
    return render(N, 1000, base + [(a + shift, b, c + shift, d) for a, b, c, d in base])


INPUTS = {
    "cf-494e-sharti-max": max_input,
    "cf-494e-sharti-max-small": max_small_input,
    "cf-494e-sharti-max-lost": max_lost_input,
}
