"""Maximum-constraint inputs of hdu-2177-wythoff-moves (for scripts/gen).

HDU 2177 bounds: lines "a b" with 0 <= a <= b <= 10^6, ended by "0 0"; the
number of lines is not stated, so these take 10^6 lines before "0 0":

- max:       a quarter each of random pairs, losing pairs, losing pairs with
             one or both piles moved by one, and pairs (a, B_j) with
             A_j < a (two or three winning moves); a = 0, a = b and
             b = 10^6 among them;
- max-three: only positions with three winning moves (four output lines
             each, the longest answer).
"""
import functools
import math

MAX_V = 10**6
LINES = 10**6


def lower(k):
    """floor(k * phi), exactly."""
    return (k + math.isqrt(5 * k * k)) // 2


@functools.lru_cache(maxsize=None)
def tables():
    """A[k] for every difference k <= 10^6, the losing pairs with b <= 10^6,
    and the partner of every pile <= 10^6 (which may be above 10^6). Built
    on first use, so that listing the inputs (scripts/gen --list) stays fast."""
    a = [lower(k) for k in range(MAX_V + 1)]
    pairs = [(a[k], a[k] + k) for k in range(MAX_V + 1) if a[k] + k <= MAX_V]
    partner = {}
    for k in range(MAX_V + 1):
        if a[k] > MAX_V:
            break
        partner[a[k]], partner[a[k] + k] = a[k] + k, a[k]
    return a, pairs, partner


def below(rng, n):
    """A random integer in 0..n-1 (faster than randrange)."""
    return int(rng.random() * n)


def random_pair(rng):
    a, b = below(rng, MAX_V + 1), 1 + below(rng, MAX_V)
    return (min(a, b), max(a, b))


def losing_pair(rng):
    pairs = tables()[1]
    return pairs[1 + below(rng, len(pairs) - 1)]


def near_losing(rng):
    x, y = losing_pair(rng)
    da, db = rng.choice([(1, 1), (-1, -1), (1, 0), (0, 1), (-1, 0), (0, -1), (1, -1), (-1, 1)])
    a, b = x + da, min(y + db, MAX_V)
    return (min(a, b), max(a, b))


def upper_pile(rng):
    """(a, B_j) with A_j < a <= B_j: a move on pile a wins."""
    x, y = losing_pair(rng)
    return (x + 1 + below(rng, y - x), y)


def moves(a, b):
    """How many winning moves (a, b) has (judge's count: E, S, L)."""
    lower_of, _, partner = tables()
    n = int(lower_of[b - a] < a) + int(partner[b] < a)
    return n + int(a < b and partner[a] < b)


def three_moves(rng):
    while True:
        a, b = upper_pile(rng)
        if moves(a, b) == 3:
            return (a, b)


def render(pairs):
    return "".join("%d %d\n" % p for p in pairs) + "0 0\n"


def max_input(rng):
    makers = [random_pair, losing_pair, near_losing, upper_pile]
    fixed = [(0, 1), (0, MAX_V), (1, 1), (MAX_V, MAX_V), (0, 2), tables()[1][-1], (MAX_V - 1, MAX_V)]
    pairs = fixed + [rng.choice(makers)(rng) for _ in range(LINES - len(fixed))]
    rng.shuffle(pairs)
    return render(pairs)


def max_three_input(rng):
    return render(three_moves(rng) for _ in range(LINES))


INPUTS = {
    "hdu-2177-wythoff-moves-max": max_input,
    "hdu-2177-wythoff-moves-max-three": max_three_input,
}
