"""Large inputs of t01-mex for scripts/gen: m up to 10^7 values."""


def max_values(rng, m):
    """Values 0..m-1 shuffled, one replaced by 10^18: the mex is the missing one."""
    values = list(range(m))
    rng.shuffle(values)
    values[rng.randrange(m)] = 10**18
    return f"{m}\n{' '.join(map(str, values))}\n"


def long_values(rng, m):
    """m values of 18 digits each (189 MB at 10^7): the largest input by
    bytes, where reading and parsing are all the work (the mex is 0)."""
    return f"{m}\n" + " ".join(str(rng.randrange(10**17, 10**18)) for _ in range(m)) + "\n"


INPUTS = {
    "t01-m1e5": lambda rng: max_values(rng, 10**5),
    "t01-m1e7": lambda rng: max_values(rng, 10**7),
    "t01-m1e7-18-digits": lambda rng: long_values(rng, 10**7),
}
