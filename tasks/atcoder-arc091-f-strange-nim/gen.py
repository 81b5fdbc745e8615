"""Maximum-constraint inputs of atcoder-arc091-f-strange-nim (for scripts/gen).

Bounds (AtCoder ARC 091 F): 1 <= N <= 200; 1 <= A_i, K_i <= 10^9.

- max-slow:   N = 200 piles with A near 10^9 and K from 1.5·10^4 to 2.5·10^4,
              where the jump recursion takes the most batches (about 38 000
              each; the single steps about 2·10^5);
- max-random: N = 200 piles, A and K uniform to 10^9 (most piles dead,
              K > A), with A = 10^9, K = 1 and K = A among them;
- max-nim:    N = 200 piles with K = 1 (plain Nim) and K = 2, A to 10^9.
"""
MAX_N = 200
MAX_V = 10**9


def render(piles):
    return f"{len(piles)}\n" + "".join(f"{a} {k}\n" for a, k in piles)


def max_slow(rng):
    return render([(MAX_V - rng.randint(0, 1000), rng.randint(15_000, 25_000)) for _ in range(MAX_N)])


def max_random(rng):
    piles = [(rng.randint(1, MAX_V), rng.randint(1, MAX_V)) for _ in range(MAX_N - 3)]
    piles += [(MAX_V, 1), (MAX_V, MAX_V), (MAX_V - 1, MAX_V)]
    rng.shuffle(piles)
    return render(piles)


def max_nim(rng):
    return render([(rng.randint(1, MAX_V), rng.choice([1, 2])) for _ in range(MAX_N)])


INPUTS = {
    "atcoder-arc091-f-strange-nim-max-slow": max_slow,
    "atcoder-arc091-f-strange-nim-max-random": max_random,
    "atcoder-arc091-f-strange-nim-max-nim": max_nim,
}
