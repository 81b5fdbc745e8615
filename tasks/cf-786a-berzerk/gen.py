"""Maximum-constraint inputs of cf-786a-berzerk (for scripts/gen).

Codeforces 786A bounds: 2 <= n <= 7000, 1 <= k1, k2 <= n - 1, steps
distinct in 1..n-1. Every input has n = 7000:
- max-full-sets:   both sets hold every step 1..6999 (the most arcs,
                   2 * 6999^2: every position wins at once).
- max-random-sets: 3500 random steps each (about half the arcs, a mix).
- max-loops:       Rick {2, 4}, Morty {2}: the odd objects never reach the
                   hole, so they loop; the longest chains of decisions.
- max-one-step:    both {1}: one long chain, Win and Lose alternating.
"""

N = 7000


def render(s1, s2):
    return f"{N}\n{len(s1)} {' '.join(map(str, s1))}\n{len(s2)} {' '.join(map(str, s2))}\n"


def max_full_sets(rng):
    return render(list(range(1, N)), list(range(1, N)))


def max_random_sets(rng):
    return render(rng.sample(range(1, N), N // 2), rng.sample(range(1, N), N // 2))


def max_loops(rng):
    return render([2, 4], [2])


def max_one_step(rng):
    return render([1], [1])


INPUTS = {
    "cf-786a-berzerk-max-full-sets": max_full_sets,
    "cf-786a-berzerk-max-random-sets": max_random_sets,
    "cf-786a-berzerk-max-loops": max_loops,
    "cf-786a-berzerk-max-one-step": max_one_step,
}
