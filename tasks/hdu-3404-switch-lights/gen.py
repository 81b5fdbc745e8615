"""Maximum-constraint inputs of hdu-3404-switch-lights (for scripts/gen).

Bounds (HDU 3404 Switch lights): T <= 100 test cases, n <= 1000 distinct
lights each, 1 <= x, y <= 10000:

- max:      T = 100 test cases of n = 1000 random distinct lights;
- max-lost: T = 100 test cases of n = 1000 distinct lights whose nim
            products XOR to 0 (every answer "Don't waste your time."), the
            last light (1, v) cancelling the others' value v.
"""

T = 100
N = 1000
MAX_X = 10000


def nim_mul(a, b, half=8):
    """a (*) b for a, b below 2^(2 half), by halves."""
    if a < 2 or b < 2:
        return a * b
    f = 1 << half
    a1, a0, b1, b0 = a >> half, a & (f - 1), b >> half, b & (f - 1)
    h = half // 2
    lo, hi = nim_mul(a0, b0, h), nim_mul(a1, b1, h)
    mid = nim_mul(a0 ^ a1, b0 ^ b1, h)
    return ((mid ^ lo) << half) ^ lo ^ nim_mul(hi, f >> 1, h)


def lights(rng, n):
    found = set()
    while len(found) < n:
        found.add((rng.randint(1, MAX_X), rng.randint(1, MAX_X)))
    return list(found)


def render(tests):
    out = ["%d\n" % len(tests)]
    for t in tests:
        out.append("%d\n" % len(t))
        out.extend("%d %d\n" % p for p in t)
    return "".join(out)


def lost(rng):
    t = lights(rng, N - 2)
    v = 0
    for x, y in t:
        v ^= nim_mul(x, y)
    taken = set(t)
    while True:
        p = (rng.randint(1, MAX_X), rng.randint(1, MAX_X))
        w = v ^ nim_mul(*p)
        if 1 <= w <= MAX_X and p not in taken and (1, w) not in taken and (1, w) != p:
            return t + [p, (1, w)]


def max_input(rng):
    return render([lights(rng, N) for _ in range(T)])


def max_lost_input(rng):
    return render([lost(rng) for _ in range(T)])


INPUTS = {
    "hdu-3404-switch-lights-max": max_input,
    "hdu-3404-switch-lights-max-lost": max_lost_input,
}
