"""Large inputs of t11-periodicity for scripts/gen: a set with a period above 10^6 and 10^5 queries."""


# A subtraction set whose Grundy sequence has a long eventual period
# (found by random search over five-move sets below 100): n0 = 0, p = 1429810.
LONG_PERIOD_SET = [2, 29, 52, 79, 81]


def queries(rng, s, q):
    ns = [rng.randint(0, 10**18) for _ in range(q)]
    return f"{len(s)}\n{' '.join(map(str, s))}\n{q}\n{' '.join(map(str, ns))}\n"


INPUTS = {"t11-long-period": lambda rng: queries(rng, LONG_PERIOD_SET, 10**5)}
