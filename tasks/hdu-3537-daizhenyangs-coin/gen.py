"""Maximum-constraint inputs of hdu-3537-daizhenyangs-coin (for scripts/gen).

Bounds (HDU 3537 Daizhenyang's Coin): test cases to the end of the input,
0 <= n <= 100 positions each, 0 <= position < 10^8; the number of test cases
is not stated (the stored data seen goes to 5000), so these take 5000:

- max:      5000 test cases of n = 100 random positions below 10^8, some
            repeated;
- max-lost: 5000 test cases of n = 100 distinct positions whose XOR is 0
            (an even count: every answer `Yes`), each listed once.
"""

TESTS = 5000
N = 100
MAX_POS = 10**8 - 1


def render(cases):
    return "".join("%d\n%s\n" % (len(c), " ".join(map(str, c))) for c in cases)


def random_case(rng):
    heads = [rng.randint(0, MAX_POS) for _ in range(N - 10)]
    return heads + [rng.choice(heads) for _ in range(10)]


def lost_case(rng):
    while True:
        heads = rng.sample(range(MAX_POS + 1), N - 1)
        x = 0
        for h in heads:
            x ^= h
        if x not in heads:
            return heads + [x]


def max_input(rng):
    return render(random_case(rng) for _ in range(TESTS))


def max_lost_input(rng):
    return render(lost_case(rng) for _ in range(TESTS))


INPUTS = {
    "hdu-3537-daizhenyangs-coin-max": max_input,
    "hdu-3537-daizhenyangs-coin-max-lost": max_lost_input,
}
