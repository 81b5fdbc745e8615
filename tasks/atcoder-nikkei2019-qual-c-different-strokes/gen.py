"""Maximum-constraint inputs of atcoder-nikkei2019-qual-c-different-strokes (for scripts/gen).

AtCoder NIKKEI 2019 Qual C bounds: 1 <= N <= 10^5, 1 <= A_i, B_i <= 10^9.
Every input has N = 10^5 dishes (the sort at its largest):
- max-random:     A_i, B_i random in 1..10^9, 1 and 10^9 among them.
- max-ties:       every A_i + B_i equal (10^9 + 1), A_i all different: any
                  order is best, the answer is the same.
- max-one-sided:  A_i = 10^9, B_i random: Aoki's taste alone decides.
- max-largest:    every A_i = B_i = 10^9: |answer| up to 10^14.
"""

N = 10**5
MAX_A = 10**9


def render(dishes):
    return f"{len(dishes)}\n" + "".join(f"{a} {b}\n" for a, b in dishes)


def max_random(rng):
    dishes = [(rng.randint(1, MAX_A), rng.randint(1, MAX_A)) for _ in range(N)]
    dishes[0], dishes[1] = (1, MAX_A), (MAX_A, 1)
    return render(dishes)


def max_ties(rng):
    firsts = rng.sample(range(1, MAX_A + 1), N)
    return render([(a, MAX_A + 1 - a) for a in firsts])


def max_one_sided(rng):
    return render([(MAX_A, rng.randint(1, MAX_A)) for _ in range(N)])


def max_largest(rng):
    return render([(MAX_A, MAX_A)] * N)


INPUTS = {
    "atcoder-nikkei2019-qual-c-different-strokes-max-random": max_random,
    "atcoder-nikkei2019-qual-c-different-strokes-max-ties": max_ties,
    "atcoder-nikkei2019-qual-c-different-strokes-max-one-sided": max_one_sided,
    "atcoder-nikkei2019-qual-c-different-strokes-max-largest": max_largest,
}
