"""Maximum-size inputs of hdu-1907-john (for scripts/gen).

HDU 1907 / POJ 3480 bounds: 1 <= T <= 474 tests, 1 <= N <= 47 colours,
1 <= A_i <= 4747 candies. Every generated input has T = 474.

- max:      N = 47 heaps per test, A_i up to 4747 (4747 and 1 among them);
            about half the tests have XOR 0 (Brother wins them)
- max-ones: N = 47 or 46 with every heap 1, or all 1 but one heap of 2 to
            4747: the misère endgame, where the parity of the 1-heaps decides
"""

T = 474
N = 47
A = 4747


def render(tests):
    lines = [str(len(tests))]
    for heaps in tests:
        lines.append(str(len(heaps)))
        lines.append(" ".join(map(str, heaps)))
    return "\n".join(lines) + "\n"


def xor_of(heaps):
    x = 0
    for h in heaps:
        x ^= h
    return x


def xor_zero(rng, heaps):
    """Rewrites the last two heaps so that the XOR is 0 (both stay in 1..A)."""
    rest = xor_of(heaps[:-2])
    while True:
        a = rng.randint(1, A)
        b = a ^ rest
        if 1 <= b <= A:
            heaps[-2:] = [a, b]
            return heaps


def max_input(rng):
    tests = []
    for i in range(T):
        heaps = [rng.randint(1, A) for _ in range(N)]
        heaps[i % N] = rng.choice([1, A])
        tests.append(xor_zero(rng, heaps) if i % 2 else heaps)
    return render(tests)


def max_ones(rng):
    tests = []
    for i in range(T):
        heaps = [1] * (N - i % 2)
        if i % 4 >= 2:
            heaps[rng.randrange(len(heaps))] = rng.randint(2, A)
        tests.append(heaps)
    return render(tests)


INPUTS = {
    "hdu-1907-john-max": max_input,
    "hdu-1907-john-max-ones": max_ones,
}
