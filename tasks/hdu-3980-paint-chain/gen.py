"""Maximum inputs of hdu-3980-paint-chain (for scripts/gen).

HDU 3980 bounds: 1 <= N, M <= 1000; the statement bounds no T. One table a
distinct M, of rows up to N - M, so the work is largest when every M comes
with N = 1000:
- max-every-m:  T = 1000 tests, N = 1000 and M = 1, ..., 1000 (every table
                at its longest);
- max-tests:    T = 10^5 tests, N and M random in 1..1000 (the reading, the
                output and nearly every table; about 0.9 MB).
"""

TOP = 1000


def render(tests):
    return f"{len(tests)}\n" + "".join(f"{n} {m}\n" for n, m in tests)


def max_every_m(rng):
    return render([(TOP, m) for m in range(1, TOP + 1)])


def max_tests(rng):
    return render([(rng.randint(1, TOP), rng.randint(1, TOP)) for _ in range(10**5)])


INPUTS = {
    "hdu-3980-paint-chain-max-every-m": max_every_m,
    "hdu-3980-paint-chain-max-tests": max_tests,
}
