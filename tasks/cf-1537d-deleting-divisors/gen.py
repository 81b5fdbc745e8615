"""Maximum-constraint inputs of cf-1537d-deleting-divisors (for scripts/gen).

Bounds (Codeforces 1537D Deleting Divisors): 1 <= t <= 10^4, 1 <= n <= 10^9.
- max-random: t = 10^4 random n up to 10^9, with 1, 10^9 and 2^29 among them.
- max-powers: t = 10^4 powers of 2 and their neighbours (every branch of the rule).
"""

MAX_T = 10**4
MAX_N = 10**9


def max_random(rng):
    values = [rng.randint(1, MAX_N) for _ in range(MAX_T)]
    values[0], values[1], values[2] = 1, MAX_N, 1 << 29
    return f"{MAX_T}\n" + "\n".join(map(str, values)) + "\n"


def max_powers(rng):
    values = []
    while len(values) < MAX_T:
        k = rng.randint(0, 29)
        values.append(max(1, min(MAX_N, (1 << k) + rng.randint(-1, 1))))
    return f"{MAX_T}\n" + "\n".join(map(str, values)) + "\n"


INPUTS = {
    "cf-1537d-deleting-divisors-max-random": max_random,
    "cf-1537d-deleting-divisors-max-powers": max_powers,
}
