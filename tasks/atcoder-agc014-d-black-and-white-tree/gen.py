"""Maximum-constraint inputs of atcoder-agc014-d-black-and-white-tree (for scripts/gen).

Bounds (AtCoder AGC 014 D): 2 <= N <= 10^5, the edges a tree. Every input
here has N = 10^5, vertex labels shuffled, edges in a random order with
their two ends in a random order.

- max-path: a path (depth 10^5 - 1: a recursive search overflows); it pairs
  up, Second.
- max-star: a star, First.
- max-comb: a spine of N/2 vertices, a leaf on each: Second.
- max-comb-broken: the comb with one leaf moved to another leaf: First.
- max-random: a random tree (First, almost surely).
"""

N = 10**5


def render(rng, parent):
    """Input text: vertex 0..N-1 relabelled at random; parent[i] for i >= 1."""
    n = len(parent)
    labels = list(range(1, n + 1))
    rng.shuffle(labels)
    edges = []
    for child in range(1, n):
        x, y = labels[child], labels[parent[child]]
        edges.append(f"{x} {y}" if rng.random() < 0.5 else f"{y} {x}")
    rng.shuffle(edges)
    return f"{n}\n" + "".join(e + "\n" for e in edges)


def comb(rng):
    half = N // 2
    spine = [0] + [i - 1 for i in range(1, half)]
    return spine + list(range(half))


def max_path(rng):
    return render(rng, [0] + [i - 1 for i in range(1, N)])


def max_star(rng):
    return render(rng, [0] * N)


def max_comb(rng):
    return render(rng, comb(rng))


def max_comb_broken(rng):
    parent = comb(rng)
    half = N // 2
    parent[half + 7] = half + 3  # vertex 7 loses its leaf to vertex 3's leaf
    return render(rng, parent)


def max_random(rng):
    return render(rng, [0] + [rng.randrange(i) for i in range(1, N)])


INPUTS = {
    "atcoder-agc014-d-black-and-white-tree-max-path": max_path,
    "atcoder-agc014-d-black-and-white-tree-max-star": max_star,
    "atcoder-agc014-d-black-and-white-tree-max-comb": max_comb,
    "atcoder-agc014-d-black-and-white-tree-max-comb-broken": max_comb_broken,
    "atcoder-agc014-d-black-and-white-tree-max-random": max_random,
}
