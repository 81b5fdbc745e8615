"""Maximum inputs of hdu-2149-public-sale (for scripts/gen).

HDU 2149 bounds: 0 < N, M < 1100, lines to the end of the input (their
number is not bounded). One win/loss table a distinct N, up to the largest
M asked with it:
- max-every-n: M = 1099 with every N = 1, ..., 1099 (every table at its
               longest; the lines with N = 1099 list the most bids);
- max-lines:   10^4 lines, M and N random in 1..1099 (about half list
               N - M + 1 bids; about 9 MB out).
"""

TOP = 1099


def render(tests):
    return "".join(f"{m} {n}\n" for m, n in tests)


def max_every_n(rng):
    return render([(TOP, n) for n in range(1, TOP + 1)])


def max_lines(rng):
    return render([(rng.randint(1, TOP), rng.randint(1, TOP)) for _ in range(10**4)])


INPUTS = {
    "hdu-2149-public-sale-max-every-n": max_every_n,
    "hdu-2149-public-sale-max-lines": max_lines,
}
