"""Maximum-constraint inputs of hdu-3094-a-tree-game (for scripts/gen).

HDU 3094 bounds: T <= 100 tests, each a tree of 1 <= N <= 10^5 vertices given
by N - 1 undirected edges; vertex 1 is the root. Every tree here has
N = 10^5 vertices, its labels shuffled with the root kept as 1, its edges in a
random order and each edge's two ends in a random order.

A tree's value has the parity of its edge count, so a tree of 10^5 vertices
(99 999 edges) is always a win for Alice: the shapes built to lose (Bob) have
99 999 vertices.

- max-shapes: 10 trees, one of each shape: a path hanging from the root (depth
  10^5 - 1: a recursive search overflows), a path rooted in its middle with
  equal arms (Bob), a star around the root, a star rooted at a leaf, a random
  tree, a deep random tree, a broom, a binary tree, twin subtrees (Bob), and a
  caterpillar.
- max-total: T = 100 trees of about 10^5 vertices (10^7 vertices, 114 MB:
  the most the bounds allow), the ten of max-shapes ten times over.
"""

N = 10**5
SHAPES_T = 10
TOTAL_T = 100


def path_from_root(rng, n):
    """Parent lists: parent[i] for i = 1..n-1 (vertex 0 is the root)."""
    return [i - 1 for i in range(1, n)]


def path_middle(rng, n):
    """Two equal arms from the root (n odd) or arms differing by one."""
    parent = []
    for i in range(1, n):
        parent.append(0 if i <= 2 else i - 2)
    return parent


def star(rng, n):
    return [0] * (n - 1)


def star_at_leaf(rng, n):
    """Vertex 1 is the centre, the root a leaf of it."""
    return [0] + [1] * (n - 2)


def random_tree(rng, n):
    return [rng.randrange(i) for i in range(1, n)]


def deep_random(rng, n):
    return [max(0, i - rng.randint(1, 3)) for i in range(1, n)]


def broom(rng, n):
    """A handle of n/2 vertices, then a star of bristles at its end."""
    handle = n // 2
    return [i - 1 for i in range(1, handle)] + [handle - 1] * (n - handle)


def binary(rng, n):
    return [(i - 1) // 2 for i in range(1, n)]


def twins(rng, n):
    """Two copies of one random subtree under the root (n odd): value 0."""
    half = (n - 1) // 2
    sub = [rng.randrange(i) for i in range(1, half)]  # inside one copy
    parent = [0] * (n - 1)
    for base in (1, 1 + half):  # the two copies' roots, children of 0
        for j, p in enumerate(sub, start=1):
            parent[base + j - 1] = base + p
    return parent


def caterpillar(rng, n):
    spine = n // 3
    parent = [i - 1 for i in range(1, spine)]
    parent += [rng.randrange(spine) for _ in range(spine, n)]
    return parent


SHAPES = [path_from_root, path_middle, star, star_at_leaf, random_tree,
          deep_random, broom, binary, twins, caterpillar]


def render_tree(rng, n, parent):
    """The test text: labels shuffled (root stays 1), edges shuffled."""
    labels = list(range(2, n + 1))
    rng.shuffle(labels)
    labels = [1] + labels
    edges = []
    for child in range(1, n):
        a, b = labels[child], labels[parent[child - 1]]
        edges.append(f"{a} {b}" if rng.random() < 0.5 else f"{b} {a}")
    rng.shuffle(edges)
    return f"{n}\n" + "".join(e + "\n" for e in edges)


def render(rng, count, n):
    parts = [f"{count}\n"]
    for i in range(count):
        shape = SHAPES[i % len(SHAPES)]
        size = n - 1 if shape in (twins, path_middle) and n % 2 == 0 else n
        parts.append(render_tree(rng, size, shape(rng, size)))
    return "".join(parts)


def max_shapes(rng):
    return render(rng, SHAPES_T, N)


def max_total(rng):
    """The ten shapes of max-shapes, each written ten times (rendering 10^7
    vertices afresh in Python takes about a minute; a repeated tree costs a
    solver exactly as much as a new one)."""
    shapes = render(rng, SHAPES_T, N)
    return f"{TOTAL_T}\n" + shapes.split("\n", 1)[1] * (TOTAL_T // SHAPES_T)


INPUTS = {
    "hdu-3094-a-tree-game-max-shapes": max_shapes,
    "hdu-3094-a-tree-game-max-total": max_total,
}
