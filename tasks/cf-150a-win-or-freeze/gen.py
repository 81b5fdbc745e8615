"""Maximum-constraint inputs of cf-150a-win-or-freeze (for scripts/gen).

Bounds (Codeforces 150A Win or Freeze): 1 <= q <= 10^13.
- max-prime: 9999999999971, the largest prime below 10^13 (no move: trial
  division runs to its square root).
- max-two-primes: 3162277 * 3162253 (two primes near sqrt(10^13): the second wins).
- max-power: 2^43 (the first wins with 4).
"""


def max_prime(rng):
    return "9999999999971\n"


def max_two_primes(rng):
    return f"{3162277 * 3162253}\n"


def max_power(rng):
    return f"{1 << 43}\n"


INPUTS = {
    "cf-150a-win-or-freeze-max-prime": max_prime,
    "cf-150a-win-or-freeze-max-two-primes": max_two_primes,
    "cf-150a-win-or-freeze-max-power": max_power,
}
