"""Maximum-constraint inputs of pe-409-nim-extreme (for scripts/gen).

Bounds (our format of Project Euler 409): 1 <= n <= 10^7.

- max-n: n = 10^7, Project Euler's own question
"""


def max_n(rng):
    return "10000000\n"


INPUTS = {
    "pe-409-nim-extreme-max-n": max_n,
}
