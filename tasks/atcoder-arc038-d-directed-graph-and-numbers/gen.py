"""Maximum-constraint inputs of atcoder-arc038-d-directed-graph-and-numbers (for scripts/gen).

Bounds (as far as the statement could be checked, README "Where the
statement is uncertain"): 1 <= N <= 10^5, 0 <= M <= 2*10^5, 0 <= x_i <= 10^9.
Every input has N = 10^5 and M = 2*10^5:
- max-random:  random arcs and numbers: most of the graph one strongly
               connected tangle, draws and scores mixed.
- max-cycle:   one long cycle 1 -> 2 -> ... -> N -> 1, numbers random, the
               other arcs chords forward by one or two: the longest walks
               back from the ends.
- max-layers:  a DAG of 50 layers of 2000 vertices, each vertex with four
               arcs into the next layer, numbers distinct: every score a
               different rank, no draw.
"""

N = 100_000
M = 200_000
MAX_X = 10**9


def render(x, arcs):
    lines = [f"{len(x)} {len(arcs)}", " ".join(map(str, x))]
    lines += [f"{a} {b}" for a, b in arcs]
    return "\n".join(lines) + "\n"


def max_random(rng):
    x = [rng.randint(0, MAX_X) for _ in range(N)]
    arcs = [(rng.randint(1, N), rng.randint(1, N)) for _ in range(M)]
    return render(x, arcs)


def max_cycle(rng):
    x = [rng.randint(0, MAX_X) for _ in range(N)]
    arcs = [(v, v % N + 1) for v in range(1, N + 1)]
    arcs += [(v, (v + 1) % N + 1) for v in range(1, M - N + 1)]
    rng.shuffle(arcs)
    return render(x, arcs)


def max_layers(rng):
    width = 2000
    x = rng.sample(range(MAX_X + 1), N)
    arcs = []
    for v in range(N - width):
        layer_next = (v // width + 1) * width
        for _ in range(4):
            arcs.append((v + 1, layer_next + rng.randrange(width) + 1))
    arcs = arcs[:M]
    while len(arcs) < M:
        arcs.append((rng.randint(1, N - width), rng.randint(N - width + 1, N)))
    rng.shuffle(arcs)
    return render(x, arcs)


INPUTS = {
    "atcoder-arc038-d-directed-graph-and-numbers-max-random": max_random,
    "atcoder-arc038-d-directed-graph-and-numbers-max-cycle": max_cycle,
    "atcoder-arc038-d-directed-graph-and-numbers-max-layers": max_layers,
}
