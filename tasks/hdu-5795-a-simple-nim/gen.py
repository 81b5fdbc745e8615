"""Maximum-size inputs of hdu-5795-a-simple-nim (for scripts/gen).

HDU 5795 bounds: 1 <= T <= 100 tests, 1 <= n <= 10^6 heaps a test,
1 <= s[i] <= 10^9. Taken literally that is 10^8 numbers (about 1 GB), which
no judge file holds; these inputs hold 10^6 heaps each (about 10 MB):

- max-n-second: one test, n = 10^6 heaps in [1, 10^9] (both bounds among
                them) whose values XOR to 0: "Second player wins."
- max-n-first:  one test, n = 10^6 heaps, all 7 or 0 mod 8, whose plain
                XOR is 0 but whose values do not XOR to 0: "First player wins."
- max-tests:    T = 100 tests of n = 10^4 heaps, every other one lost
"""

T = 100
N = 10**6
N_EACH = 10**4
TOP = 10**9


def grundy(s):
    r = s % 8
    if r == 7:
        return s + 1
    if r == 0 and s > 0:
        return s - 1
    return s


# g is its own inverse (it swaps 8m+7 and 8m+8 and fixes the rest).
inverse = grundy


def render(tests):
    parts = [f"{len(tests)}\n"]
    for heaps in tests:
        parts.append(f"{len(heaps)}\n")
        parts.append(" ".join(map(str, heaps)) + "\n")
    return "".join(parts)


def value_xor(heaps):
    x = 0
    for s in heaps:
        x ^= grundy(s)
    return x


def make_losing(rng, heaps):
    """Rewrites the last heap so that the values XOR to 0, staying in
    1..TOP; redraws the one before it until that is possible."""
    while True:
        rest = value_xor(heaps[:-1])
        last = inverse(rest)
        if 1 <= last <= TOP:
            heaps[-1] = last
            return heaps
        heaps[-2] = rng.randint(1, TOP)


def make_winning(heaps):
    if value_xor(heaps) == 0:
        heaps[-1] = heaps[-1] - 1 if heaps[-1] > 1 else 2
    return heaps


def max_n_second(rng):
    heaps = [rng.randint(1, TOP) for _ in range(N)]
    heaps[0], heaps[1] = TOP, 1
    return render([make_losing(rng, heaps)])


def max_n_first(rng):
    def draw():
        while True:
            s = rng.randint(7, TOP)
            if s % 8 in (0, 7):
                return s
    while True:
        heaps = [draw() for _ in range(N)]
        rest = 0
        for s in heaps[:-1]:
            rest ^= s
        if 7 <= rest <= TOP and rest % 8 in (0, 7):
            heaps[-1] = rest
            if value_xor(heaps) != 0:
                return render([heaps])


def max_tests(rng):
    tests = []
    for i in range(T):
        heaps = [rng.randint(1, TOP) for _ in range(N_EACH)]
        tests.append(make_losing(rng, heaps) if i % 2 else make_winning(heaps))
    return render(tests)


INPUTS = {
    "hdu-5795-a-simple-nim-max-n-second": max_n_second,
    "hdu-5795-a-simple-nim-max-n-first": max_n_first,
    "hdu-5795-a-simple-nim-max-tests": max_tests,
}
