"""Maximum-size inputs of hdu-3032-lasker-nim (for scripts/gen).

HDU 3032 bounds: 1 <= T <= 100 tests, 1 <= N <= 10^6 heaps a test,
1 <= s[i] <= 2^31 - 1. Taken literally that is 10^8 numbers (about 1.1 GB),
which no judge file can be: a solution published for it reads with Java's
Scanner (at best about 10^6 numbers a second, against HDU's 2 s for Java),
and C solutions with scanf would not read 10^8 numbers in 1 s. So these
inputs hold 10^6 heaps each (about 10.5 MB): the largest N in one test, or
the most tests.

- max-n-bob:     one test, N = 10^6 heaps in [1, 2^31 - 1] (both bounds
                 among them) whose Grundy values XOR to 0: "Bob"
- max-n-alice:   one test, N = 10^6 heaps that are all 3 or 0 mod 4 with
                 ordinary XOR 0 but Grundy XOR not 0: "Alice" (plain Nim
                 says "Bob")
- max-tests:     T = 100 tests of N = 10^4 heaps, every other one with
                 Grundy XOR 0
"""

T = 100
N = 10**6
N_EACH = 10**4
TOP = 2**31 - 1


def grundy(s):
    r = s % 4
    if r == 3:
        return s + 1
    if r == 0 and s > 0:
        return s - 1
    return s


def inverse(g):
    """The heap whose Grundy value is g (g is a bijection of the integers >= 0)."""
    r = g % 4
    if r == 0 and g > 0:
        return g - 1
    if r == 3:
        return g + 1
    return g


def render(tests):
    parts = [f"{len(tests)}\n"]
    for heaps in tests:
        parts.append(f"{len(heaps)}\n")
        parts.append(" ".join(map(str, heaps)) + "\n")
    return "".join(parts)


def grundy_xor(heaps):
    x = 0
    for s in heaps:
        x ^= grundy(s)
    return x


def make_losing(rng, heaps):
    """Rewrites the last two heaps (N >= 3) so that the Grundy XOR is 0, both
    staying in 1..TOP. Only g(TOP) = 2^31 has bit 31, so when the rest has
    it, one of the two must be TOP; when even that fails, the heap before
    them is redrawn."""
    while True:
        rest = grundy_xor(heaps[:-2])
        for _ in range(100):
            a = TOP if rest >> 31 else rng.randint(1, TOP)
            b = inverse(rest ^ grundy(a))
            if 1 <= b <= TOP:
                heaps[-2:] = [a, b]
                return heaps
        heaps[-3] = rng.randint(1, TOP)


def make_winning(heaps):
    if grundy_xor(heaps) == 0:
        heaps[-1] = heaps[-1] - 1 if heaps[-1] > 1 else 2
    return heaps


def max_n_bob(rng):
    heaps = [rng.randint(1, TOP) for _ in range(N)]
    heaps[0], heaps[1] = TOP, 1
    return render([make_losing(rng, heaps)])


def max_n_alice(rng):
    def draw():
        while True:
            s = rng.randint(3, TOP)
            if s % 4 in (0, 3):
                return s
    while True:
        heaps = [draw() for _ in range(N)]
        rest = 0
        for s in heaps[:-1]:
            rest ^= s
        last = rest  # ordinary XOR 0; rest is 0 or 3 mod 4 like every heap
        if 3 <= last <= TOP:
            heaps[-1] = last
            if grundy_xor(heaps) != 0:
                return render([heaps])


def max_tests(rng):
    tests = []
    for i in range(T):
        heaps = [rng.randint(1, TOP) for _ in range(N_EACH)]
        tests.append(make_losing(rng, heaps) if i % 2 else make_winning(heaps))
    return render(tests)


INPUTS = {
    "hdu-3032-lasker-nim-max-n-bob": max_n_bob,
    "hdu-3032-lasker-nim-max-n-alice": max_n_alice,
    "hdu-3032-lasker-nim-max-tests": max_tests,
}
