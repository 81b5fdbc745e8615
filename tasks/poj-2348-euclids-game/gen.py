"""Maximum-constraint inputs of poj-2348-euclids-game (for scripts/gen).

Bounds (POJ 2348 / HDU 1525 / Kattis euclidsgame): both numbers positive and
below 2^31; the number of lines is not stated (stored cases: about 10^5), so
these take 10^6 lines before "0 0":

- max:       a third each of random pairs below 2^31, consecutive Fibonacci
             numbers (every quotient 1: the longest forced chains) and their
             neighbours, and pairs with small quotients; 1 and 2^31 - 1
             among them, both orders;
- max-chain: only consecutive Fibonacci pairs near 2^31 (45 forced moves).
"""

MAX_V = 2**31 - 1
LINES = 10**6


def fibonacci_pairs():
    pairs = []
    f, g = 1, 2
    while g <= MAX_V:
        pairs.append((g, f))
        f, g = g, f + g
    return pairs


FIB = fibonacci_pairs()


def random_pair(rng):
    return (rng.randint(1, MAX_V), rng.randint(1, MAX_V))


def chain_pair(rng):
    a, b = FIB[rng.randrange(len(FIB))]
    da, db = rng.choice([(0, 0), (0, 0), (1, 0), (0, 1), (-1, 0), (1, 1)])
    return (max(1, min(MAX_V, a + da)), max(1, b + db))


def small_quotient(rng):
    b = rng.randint(1, MAX_V // 3)
    return (b * rng.randint(1, 3) + rng.randrange(b), b)


def render(pairs):
    return "".join("%d %d\n" % p for p in pairs) + "0 0\n"


def max_input(rng):
    makers = [random_pair, chain_pair, small_quotient]
    fixed = [(1, 1), (MAX_V, 1), (1, MAX_V), (MAX_V, MAX_V), FIB[-1], FIB[-1][::-1]]
    pairs = fixed + [rng.choice(makers)(rng) for _ in range(LINES - len(fixed))]
    for i in range(len(pairs)):
        if rng.random() < 0.5:
            pairs[i] = pairs[i][::-1]
    return render(pairs)


def max_chain_input(rng):
    top = FIB[-4:]
    return render(top[rng.randrange(len(top))] for _ in range(LINES))


INPUTS = {
    "poj-2348-euclids-game-max": max_input,
    "poj-2348-euclids-game-max-chain": max_chain_input,
}
