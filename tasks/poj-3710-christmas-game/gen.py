"""Maximum-size inputs of poj-3710-christmas-game (for scripts/gen).

POJ 3710 bounds: N < 100 trees a test case, m < 100 vertices and k < 500
edges a tree; test cases run until the end of the input (their number is
not stated; these take 30). A tree is a "Christmas tree": a tree with simple
polygons hung on it, each polygon sharing one vertex with the rest, 2-gons
(parallel edges) among them.

- max-cactus:    30 test cases of N = 99 trees of m = 99 vertices: random
                 trees with polygons of every length (2-gons included) hung
                 anywhere
- max-stalks:    30 test cases of 99 trees, each a stalk with odd and even
                 polygons hung along it; every other test case balanced
                 (its values XOR to 0, "Harry")
- max-polygons:  30 test cases of 99 trees, each the root with polygons of
                 length 2 to 9 hung at it and at a few vertices of them
"""

M = 99
N = 99
CASES = 30


def cactus(rng, m, polygon_share=0.5, attach=None):
    """A random Christmas tree of exactly m vertices (0-based edges)."""
    edges = []
    count = 1
    while count < m:
        v = attach(rng, count) if attach else rng.randrange(count)
        room = m - count
        if rng.random() < polygon_share and room >= 1:
            length = rng.randint(2, min(room + 1, 12))
            if length == 2:
                edges += [(v, count), (v, count)]
                count += 1
            else:
                ring = [v] + list(range(count, count + length - 1))
                count += length - 1
                edges += [(ring[i], ring[(i + 1) % length]) for i in range(length)]
        else:
            edges.append((v, count))
            count += 1
    rng.shuffle(edges)
    return [(b, a) if rng.random() < 0.5 else (a, b) for a, b in edges]


def stalk(rng, length):
    """A stalk of `length` vertices with polygons hung along it."""
    edges = [(i, i + 1) for i in range(length - 1)]
    count = length
    while count < M:
        v = rng.randrange(length)
        size = rng.randint(2, min(M - count + 1, 6))
        if size == 2:
            edges += [(v, count), (v, count)]
        else:
            ring = [v] + list(range(count, count + size - 1))
            edges += [(ring[i], ring[(i + 1) % size]) for i in range(size)]
        count += size - 1
    return count, edges


def render_tree(m, edges):
    return f"{m} {len(edges)}\n" + "".join(f"{a + 1} {b + 1}\n" for a, b in edges)


def render(cases):
    out = []
    for trees in cases:
        out.append(f"{len(trees)}\n")
        out += [render_tree(m, e) for m, e in trees]
    return "".join(out)


def max_cactus(rng):
    return render([[(M, cactus(rng, M)) for _ in range(N)] for _ in range(CASES)])


def max_stalks(rng):
    cases = []
    for c in range(CASES):
        trees = [stalk(rng, rng.randint(1, M)) for _ in range(N - 1)]
        if c % 2:
            # Pair every tree with its twin: equal values cancel.
            trees = trees[: (N - 1) // 2]
            trees = trees + trees + [(1, [])]
        else:
            trees.append(stalk(rng, M))
        cases.append(trees)
    return render(cases)


def max_polygons(rng):
    def near_root(rng, count):
        return 0 if rng.random() < 0.6 else rng.randrange(count)

    return render(
        [[(M, cactus(rng, M, polygon_share=0.95, attach=near_root)) for _ in range(N)] for _ in range(CASES)]
    )


INPUTS = {
    "poj-3710-christmas-game-max-cactus": max_cactus,
    "poj-3710-christmas-game-max-stalks": max_stalks,
    "poj-3710-christmas-game-max-polygons": max_polygons,
}
