"""Maximum-constraint inputs of cf-1404b-tree-tag (for scripts/gen).

Bounds (Codeforces 1404B Tree Tag): t <= 10^4 tests, 2 <= n <= 10^5 with the
sum of n at most 10^5, 1 <= da, db <= n - 1, a != b. Labels are shuffled and
the edges come in a random order with their ends in a random order.

- max-path: one path of 10^5 vertices, Alice and Bob at its two ends, Bob
  out of reach with db = 2 da + 1 and a diameter past 2 da (Bob wins: the
  whole diameter is walked).
- max-star: one star of 10^5 vertices, Alice and Bob on two leaves.
- max-random: one random tree of 10^5 vertices, reaches near the thresholds.
- max-tests: t = 10^4 trees of 10 vertices (the sum of n at its bound).
- path-2e5: one path of 2 * 10^5 vertices, twice the judge's n: nothing
  may recurse on it (the binary, the bundle, the Go and Java references).
"""

MAX_N = 10**5


def tree_text(rng, parent):
    """The edge lines of the tree parent[i] (i = 1..n-1), labels shuffled."""
    n = len(parent) + 1
    label = list(range(1, n + 1))
    rng.shuffle(label)
    lines = []
    for i in range(1, n):
        a, b = label[i], label[parent[i - 1]]
        if rng.random() < 0.5:
            a, b = b, a
        lines.append(f"{a} {b}\n")
    rng.shuffle(lines)
    return label, "".join(lines)


def path_test(rng, n):
    label, edges = tree_text(rng, [i - 1 for i in range(1, n)])
    da = n // 10
    return f"{n} {label[0]} {label[n - 1]} {da} {2 * da + 1}\n" + edges


def max_path(rng):
    return "1\n" + path_test(rng, MAX_N)


def max_star(rng):
    n = MAX_N
    label, edges = tree_text(rng, [0] * (n - 1))
    return f"1\n{n} {label[1]} {label[2]} 1 {n - 1}\n" + edges


def max_random(rng):
    n = MAX_N
    label, edges = tree_text(rng, [rng.randrange(i) for i in range(1, n)])
    return f"1\n{n} {label[0]} {label[n - 1]} 3 7\n" + edges


def max_tests(rng):
    t, n = 10**4, 10
    tests = []
    for _ in range(t):
        label, edges = tree_text(rng, [rng.randrange(i) for i in range(1, n)])
        da = rng.randint(1, 3)
        tests.append(f"{n} {label[0]} {label[n - 1]} {da} {rng.randint(1, n - 1)}\n" + edges)
    return f"{t}\n" + "".join(tests)


def path_2e5(rng):
    return "1\n" + path_test(rng, 2 * MAX_N)


INPUTS = {
    "cf-1404b-tree-tag-max-path": max_path,
    "cf-1404b-tree-tag-max-star": max_star,
    "cf-1404b-tree-tag-max-random": max_random,
    "cf-1404b-tree-tag-max-tests": max_tests,
    "cf-1404b-tree-tag-path-2e5": path_2e5,
}
