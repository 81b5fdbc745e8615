"""Maximum-constraint inputs of atcoder-caddi2018-d-harlequin (for scripts/gen).

Bounds (AtCoder CADDi 2018 D Harlequin): 1 <= N <= 10^5, 1 <= a_i <= 10^9.
- max-all-even: N = 10^5 even counts up to 10^9 (second wins; every a_i read).
- max-one-odd: N = 10^5 even counts but the last, odd (first wins).
"""

N = 10**5
MAX_A = 10**9


def max_all_even(rng):
    values = [2 * rng.randint(1, MAX_A // 2) for _ in range(N)]
    return f"{N}\n" + "\n".join(map(str, values)) + "\n"


def max_one_odd(rng):
    values = [2 * rng.randint(1, MAX_A // 2) for _ in range(N)]
    values[-1] = MAX_A - 1
    return f"{N}\n" + "\n".join(map(str, values)) + "\n"


INPUTS = {
    "atcoder-caddi2018-d-harlequin-max-all-even": max_all_even,
    "atcoder-caddi2018-d-harlequin-max-one-odd": max_one_odd,
}
