"""Maximum-constraint inputs of atcoder-abc148-f-playing-tag-on-tree (for
scripts/gen).

Bounds (AtCoder ABC148 F): 2 <= N <= 10^5, u != v, N - 1 edges of a tree.
Labels are shuffled and the edges come in a random order with their ends in
a random order.

- max-path: a path of 10^5 vertices, Takahashi at one end and Aoki at the
  other (the longest game: Aoki walks the whole path).
- max-path-middle: the same path, the two side by side in its middle.
- max-star: a star of 10^5 vertices, both on leaves.
- max-random: a random tree of 10^5 vertices.
- max-broom: a handle of 5 * 10^4 vertices ending in 5 * 10^4 leaves,
  Takahashi at the far end of the handle, Aoki on a leaf.
- path-2e5: a path of 2 * 10^5 vertices, twice the judge's N: nothing may
  recurse on it (the binary, the bundle, the Go and Java references).
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


def path(rng, n, takahashi, aoki):
    label, edges = tree_text(rng, [i - 1 for i in range(1, n)])
    return f"{n} {label[takahashi]} {label[aoki]}\n" + edges


def max_path(rng):
    return path(rng, MAX_N, MAX_N - 1, 0)


def max_path_middle(rng):
    return path(rng, MAX_N, MAX_N // 2, MAX_N // 2 + 1)


def max_star(rng):
    label, edges = tree_text(rng, [0] * (MAX_N - 1))
    return f"{MAX_N} {label[1]} {label[2]}\n" + edges


def max_random(rng):
    label, edges = tree_text(rng, [rng.randrange(i) for i in range(1, MAX_N)])
    return f"{MAX_N} {label[MAX_N - 1]} {label[0]}\n" + edges


def max_broom(rng):
    handle = MAX_N // 2
    parent = [i - 1 for i in range(1, handle)] + [handle - 1] * (MAX_N - handle)
    label, edges = tree_text(rng, parent)
    return f"{MAX_N} {label[0]} {label[MAX_N - 1]}\n" + edges


def path_2e5(rng):
    return path(rng, 2 * MAX_N, 2 * MAX_N - 1, 0)


INPUTS = {
    "atcoder-abc148-f-playing-tag-on-tree-max-path": max_path,
    "atcoder-abc148-f-playing-tag-on-tree-max-path-middle": max_path_middle,
    "atcoder-abc148-f-playing-tag-on-tree-max-star": max_star,
    "atcoder-abc148-f-playing-tag-on-tree-max-random": max_random,
    "atcoder-abc148-f-playing-tag-on-tree-max-broom": max_broom,
    "atcoder-abc148-f-playing-tag-on-tree-path-2e5": path_2e5,
}
