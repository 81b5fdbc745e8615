"""Maximum-constraint inputs of poj-1067-wythoff (for scripts/gen).

POJ 1067 bounds: pairs "a b" with 0 <= a, b <= 10^9 until the end of the
input; the number of lines is not stated, so these take 10^6 lines (about
20 MB), most of them near 10^9:

- max:        random pairs, losing pairs (either order) and their neighbours
              off by one, and the 14 pairs where a double-precision phi is
              wrong (below), a third of the lines losing;
- max-losing: only losing pairs (answer 0 everywhere), b close to 10^9.
"""
import math

MAX_V = 10**9
LINES = 10**6

# The k <= 10^9 whose losing pair has b <= 10^9 and where the usual
# (int)(k * (1 + sqrt(5.0)) / 2.0) in doubles is one too high: every such k
# found by an exhaustive scan with exact 128-bit integers (95 k <= 10^9 in
# all; the first is the Fibonacci number 102334155). Checked by `traps()`.
FLOAT_TRAPS = [
    102334155, 141422324, 180510493, 204668310, 219598662, 243756479, 267914296,
    282844648, 307002465, 321932817, 336863169, 346090634, 361020986, 370248451,
]


def lower(k):
    """floor(k * phi), exactly."""
    return (k + math.isqrt(5 * k * k)) // 2


def losing_pair(k):
    a = lower(k)
    return a, a + k


# The largest k whose losing pair fits: b = floor(k phi) + k <= 10^9.
MAX_K = max(k for k in range(381966000, 381966100) if losing_pair(k)[1] <= MAX_V)


def traps():
    """FLOAT_TRAPS, checked to be traps for a double phi."""
    for k in FLOAT_TRAPS:
        assert int(k * (1 + math.sqrt(5.0)) / 2.0) == lower(k) + 1, k
        assert losing_pair(k)[1] <= MAX_V, k
    return FLOAT_TRAPS


def ordered(rng, a, b):
    return (a, b) if rng.random() < 0.5 else (b, a)


def line_maker(rng):
    """One random line: a random pair, a losing pair, or a near miss."""
    kind = rng.random()
    if kind < 0.3:
        return ordered(rng, rng.randint(0, MAX_V), rng.randint(0, MAX_V))
    k = rng.randint(MAX_K - 10**8, MAX_K)
    a, b = losing_pair(k)
    if kind < 0.65:
        return ordered(rng, a, b)
    da, db = rng.choice([(1, 1), (-1, -1), (1, 0), (0, 1), (-1, 0), (0, -1)])
    return ordered(rng, a + da, b + db)


def render(pairs):
    return "".join("%d %d\n" % p for p in pairs)


def max_input(rng):
    fixed = [(0, 0), (MAX_V, MAX_V), (0, MAX_V), (MAX_V, 0), losing_pair(MAX_K)]
    for k in traps():
        a, b = losing_pair(k)
        fixed += [(a, b), (b, a), (a + 1, b + 1)]
    pairs = fixed + [line_maker(rng) for _ in range(LINES - len(fixed))]
    rng.shuffle(pairs)
    return render(pairs)


def max_losing_input(rng):
    return render(ordered(rng, *losing_pair(rng.randint(MAX_K - 10**7, MAX_K))) for _ in range(LINES))


INPUTS = {
    "poj-1067-wythoff-max": max_input,
    "poj-1067-wythoff-max-losing": max_losing_input,
}
