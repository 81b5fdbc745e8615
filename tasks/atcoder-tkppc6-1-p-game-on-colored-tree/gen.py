"""Maximum-constraint inputs of atcoder-tkppc6-1-p-game-on-colored-tree (for scripts/gen).

Bounds (AtCoder tkppc6-1 P): T <= 3000 tests, each a tree of 1 <= N <= 40
vertices given by N - 1 edges "A B C", C = B or R; vertex 1 is the root.
Every tree here has N = 40 vertices (the mirror trees 39), its labels shuffled with the root kept
as 1, its edges in a random order with their ends in a random order.

- max-random: T = 3000 random trees, each edge's colour random.
- max-shapes: T = 3000 trees cycling through shapes that push the values: a
  path from the root alternating colours (the stalk whose value needs the
  finest denominator), a path of one colour then the other, paths rooted in
  their middle, stars, a Blue path over Red stars (each Blue edge over a
  negative subtree halves many times), a broom, and balanced mirror trees
  worth 0 (the second player wins).
"""

N = 40
T = 3000


def shuffled(rng, parent, colour):
    """The edge lines of a tree given by parent[i] (i = 1..n-1, vertex 0 the
    root) and the colour of the edge above each vertex."""
    n = len(parent) + 1
    label = [0] + rng.sample(range(1, n), n - 1)
    lines = []
    for i in range(1, n):
        a, b = label[i] + 1, label[parent[i - 1]] + 1
        if rng.random() < 0.5:
            a, b = b, a
        lines.append(f"{a} {b} {colour[i - 1]}")
    rng.shuffle(lines)
    return f"{n}\n" + "\n".join(lines) + "\n"


def alternating_path(rng):
    first = rng.randint(0, 1)
    return [i - 1 for i in range(1, N)], ["BR"[(i + first) % 2] for i in range(1, N)]


def two_runs(rng):
    cut = rng.randint(1, N - 2)
    return [i - 1 for i in range(1, N)], ["B" if i <= cut else "R" for i in range(1, N)]


def middle_path(rng):
    parent = [0 if i <= 2 else i - 2 for i in range(1, N)]
    return parent, [rng.choice("BR") for _ in range(1, N)]


def star(rng):
    return [0] * (N - 1), [rng.choice("BR") for _ in range(1, N)]


def blue_path_over_red_stars(rng):
    """A Blue path of k edges from the root, each path vertex holding Red
    leaves: the value under each Blue edge is negative."""
    k = 6
    parent = [i - 1 for i in range(1, k + 1)]
    colour = ["B"] * k
    while len(parent) < N - 1:
        parent.append(rng.randint(1, k))
        colour.append("R")
    return parent, colour


def broom(rng):
    handle = N // 2
    parent = [i - 1 for i in range(1, handle)] + [handle - 1] * (N - handle)
    return parent, [rng.choice("BR") for _ in range(1, N)]


def mirror(rng):
    """A random subtree of 19 edges on the root and its copy with the colours
    swapped: worth x + (-x) = 0, a second-player win (39 vertices)."""
    half = (N - 1) // 2
    parent, colour = [0], [rng.choice("BR")]
    for i in range(2, half + 1):
        parent.append(rng.randrange(i))
        colour.append(rng.choice("BR"))
    swap = {"B": "R", "R": "B"}
    return parent + [0 if p == 0 else p + half for p in parent], colour + [swap[c] for c in colour]


def random_tree(rng):
    return [rng.randrange(i) for i in range(1, N)], [rng.choice("BR") for _ in range(1, N)]


SHAPES = [alternating_path, two_runs, middle_path, star, blue_path_over_red_stars, broom, mirror, random_tree]


def max_random(rng):
    return f"{T}\n" + "".join(shuffled(rng, *random_tree(rng)) for _ in range(T))


def max_shapes(rng):
    return f"{T}\n" + "".join(shuffled(rng, *SHAPES[i % len(SHAPES)](rng)) for i in range(T))


INPUTS = {
    "atcoder-tkppc6-1-p-game-on-colored-tree-max-random": max_random,
    "atcoder-tkppc6-1-p-game-on-colored-tree-max-shapes": max_shapes,
}
