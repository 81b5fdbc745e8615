"""Maximum-constraint inputs of library-checker-general-matching (for scripts/gen).

Library Checker bounds: 1 <= N <= 500, 0 <= M <= N(N-1)/2, a simple graph.
Every input has N = 500 (499 for max-flower, odd on purpose), vertices
relabelled at random unless the shape needs its order, edges in a random
order.

- max-dense: each of the 124 750 pairs an edge with probability 1/2.
- max-complete: every pair (124 750 edges).
- max-flower: a centre with 249 triangles hanging from it (every triangle a
  blossom through the centre), and the triangles joined in a ring by edges
  between their tips: odd cycles nested in odd cycles, one vertex left over.
- max-odd-cycles: cycles of lengths 3, 5, 7, ... joined in a path by one
  edge each, numbered so the greedy start matches the joining edges first.
- max-sparse: 600 random edges (many free vertices, long alternating paths).
"""

N = 500


def render(rng, n, edges, relabel=True):
    labels = list(range(n))
    if relabel:
        rng.shuffle(labels)
    lines = [(labels[u], labels[v]) if rng.random() < 0.5 else (labels[v], labels[u]) for u, v in edges]
    rng.shuffle(lines)
    return f"{n} {len(lines)}\n" + "".join(f"{u} {v}\n" for u, v in lines)


def max_dense(rng):
    edges = [(u, v) for u in range(N) for v in range(u + 1, N) if rng.random() < 0.5]
    return render(rng, N, edges)


def max_complete(rng):
    return render(rng, N, [(u, v) for u in range(N) for v in range(u + 1, N)])


def max_flower(rng):
    n = 499
    edges = []
    tips = []
    for t in range(249):
        a, b = 1 + 2 * t, 2 + 2 * t
        edges += [(0, a), (0, b), (a, b)]
        tips.append((a, b))
    for t in range(249):
        edges.append((tips[t][1], tips[(t + 1) % 249][0]))
    return render(rng, n, edges)


def max_odd_cycles(rng):
    edges = []
    start = 0
    previous = None
    length = 3
    while start + length <= N:
        cycle = list(range(start, start + length))
        edges += [(cycle[i], cycle[(i + 1) % length]) for i in range(length)]
        if previous is not None:
            edges.append((previous, cycle[0]))
        previous = cycle[-1]
        start += length
        length += 2
    # The rest: a path on the remaining vertices.
    edges += [(v, v + 1) for v in range(start, N - 1)]
    return render(rng, N, edges, relabel=False)


def max_sparse(rng):
    edges = set()
    while len(edges) < 600:
        u, v = rng.randrange(N), rng.randrange(N)
        if u != v:
            edges.add((min(u, v), max(u, v)))
    return render(rng, N, sorted(edges))


INPUTS = {
    "library-checker-general-matching-max-dense": max_dense,
    "library-checker-general-matching-max-complete": max_complete,
    "library-checker-general-matching-max-flower": max_flower,
    "library-checker-general-matching-max-odd-cycles": max_odd_cycles,
    "library-checker-general-matching-max-sparse": max_sparse,
}
