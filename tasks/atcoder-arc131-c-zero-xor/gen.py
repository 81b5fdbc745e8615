"""Maximum-constraint inputs of atcoder-arc131-c-zero-xor (for scripts/gen).

Bounds (AtCoder ARC 131 C Zero XOR): 1 <= N <= 4 * 10^5, 1 <= A_i <= 10^9,
the A_i distinct, their XOR not 0.
- max-even-random: N = 4 * 10^5 distinct random integers (even N: the
  search for a cookie equal to the XOR of all).
- max-even-win: the same with the last integer chosen to equal the XOR of
  all (an even N that wins at once).
- max-odd: N = 4 * 10^5 - 1 distinct random integers.
"""

N = 4 * 10**5
LARGEST = 10**9


def distinct(rng, n):
    """n distinct values in 1..=LARGEST whose XOR is not 0."""
    while True:
        values = rng.sample(range(1, LARGEST + 1), n)
        x = 0
        for v in values:
            x ^= v
        if x != 0:
            return values


def render(values):
    return f"{len(values)}\n" + " ".join(map(str, values)) + "\n"


def max_even_random(rng):
    return render(distinct(rng, N))


def max_even_win(rng):
    # a_1 .. a_{N-1} distinct with XOR x; the last is x ^ y for a y already
    # present, so eating y leaves XOR 0 (x ^ y distinct from the others).
    while True:
        values = distinct(rng, N - 1)
        x = 0
        for v in values:
            x ^= v
        # Some y whose x ^ y is new: the set of N values then has XOR y.
        taken = set(values)
        for y in values:
            if (x ^ y) not in taken and x ^ y != y and 1 <= x ^ y <= LARGEST:
                # XOR of all N is x ^ (x ^ y) = y, and y is a cookie.
                return render(values + [x ^ y])


def max_odd(rng):
    return render(distinct(rng, N - 1))


INPUTS = {
    "atcoder-arc131-c-zero-xor-max-even-random": max_even_random,
    "atcoder-arc131-c-zero-xor-max-even-win": max_even_win,
    "atcoder-arc131-c-zero-xor-max-odd": max_odd,
}
