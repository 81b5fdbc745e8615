"""Maximum-constraint inputs of library-checker-bipartitematching (for scripts/gen).

Library Checker bounds: 1 <= L, R <= 10^5, 1 <= M <= 2*10^5, no repeated
edge. Every input has L = R = 10^5 and M = 2*10^5 (or as close as its shape
allows).

- max-random: 2*10^5 distinct random edges.
- max-line: left i joins right i + 1 (listed first) and right i: the greedy
  start takes every right i + 1 and leaves one augmenting path through all
  2*10^5 vertices (a recursive DFS overflows; the judge's "line" test).
- max-paths: paths of every length 1, 2, 3, ... side by side, each built
  like max-line: Hopcroft-Karp needs about sqrt(V) phases (the judge's
  "many_paths"), and the rest of the edges random among the rest.
- max-blocks: complete bipartite blocks K(632, 316) (199 712 edges), most
  vertices of both sides outside it, unmatched.
"""

L = R = 10**5
M = 2 * 10**5


def render(l, r, edges):
    return f"{l} {r} {len(edges)}\n" + "".join(f"{a} {b}\n" for a, b in edges)


def line_edges(first_left, first_right, length):
    """A path of `length` left and `length` right vertices, adversarial to a
    greedy start that takes each left vertex's first edge."""
    edges = []
    for i in range(length):
        a = first_left + i
        if i + 1 < length:
            edges.append((a, first_right + i + 1))
        edges.append((a, first_right + i))
    return edges


def max_random(rng):
    edges = set()
    while len(edges) < M:
        edges.add((rng.randrange(L), rng.randrange(R)))
    edges = list(edges)
    rng.shuffle(edges)
    return render(L, R, edges)


def max_line(rng):
    edges = line_edges(0, 0, L)
    # 2*10^5 - 1 edges; one more, harmless, to reach M.
    edges.append((0, R - 1))
    return render(L, R, edges)


def max_paths(rng):
    edges = []
    used = 0
    length = 1
    while used + length <= L // 2:
        edges += line_edges(used, used, length)
        used += length
        length += 1
    taken = set(edges)
    while len(edges) < M:
        e = (rng.randrange(used, L), rng.randrange(used, R))
        if e not in taken:
            taken.add(e)
            edges.append(e)
    return render(L, R, edges)


def max_blocks(rng):
    left = rng.sample(range(L), 632)
    right = rng.sample(range(R), 316)
    edges = [(a, b) for a in left for b in right]
    rng.shuffle(edges)
    return render(L, R, edges)


INPUTS = {
    "library-checker-bipartitematching-max-random": max_random,
    "library-checker-bipartitematching-max-line": max_line,
    "library-checker-bipartitematching-max-paths": max_paths,
    "library-checker-bipartitematching-max-blocks": max_blocks,
}
