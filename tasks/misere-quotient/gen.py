"""Maximum-constraint inputs of misere-quotient (for scripts/gen).

Bounds (own problem misere-quotient Misere quotients of octal games): TODO, from the statement.

TODO, one line per input, its name and what it holds at the bounds, e.g.
- max-tests: t = 10^5 tests at the largest values (both bounds among them)
"""

# Each input is a function of a random.Random returning the whole input
# text; its name starts with the package name. For example:
#
# MAX_T = 10**5
# MAX_X = 10**9
#
#
# def max_tests(rng):
#     values = [rng.randint(1, MAX_X) for _ in range(MAX_T)]
#     values[0], values[1] = 1, MAX_X
#     return f"{MAX_T}\n" + "\n".join(map(str, values)) + "\n"

INPUTS = {
    # "misere-quotient-max-tests": max_tests,
}
