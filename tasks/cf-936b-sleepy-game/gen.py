"""Maximum-constraint inputs of cf-936b-sleepy-game (for scripts/gen).

Codeforces 936B bounds: 2 <= n <= 10^5, 0 <= m <= 2*10^5, no self-loop and
no repeated edge. Every input has n = 10^5 and (but for max-odd-cycle)
m = 2*10^5, vertices relabelled at random and each vertex's edges in a
random order.

- max-long-walk: a path of 10^5 vertices (99 999 moves, odd) plus 10^5
  edges back along it: Win, the only winning walk the whole path.
- max-odd-cycle: an odd cycle of 99 999 vertices and a sink one edge off
  it, placed so that the walk must go once round the cycle to make its
  length odd: Win with a walk of 10^5 + 1 vertices that repeats two.
- max-deep-lose: 5*10^4 layers of two vertices, each vertex with an edge to
  both of the next layer (199 996 edges); the sinks (the last layer) are
  reached only after an even number of moves, and nothing loops: Lose
  after a search 5*10^4 deep.
- max-late-cycle: a path through all 10^5 vertices whose end steps back
  one vertex (a 2-cycle at the very end), plus 10^5 - 1 random forward
  chords and no sink: Draw, found 10^5 deep.
- max-random: 2*10^5 random edges, every vertex with at least one but 5
  000 sinks: usually Win with a short walk.
"""

N = 10**5
M = 2 * 10**5


def render(rng, n, edges, s):
    """The input text: vertices relabelled, each adjacency list shuffled."""
    labels = list(range(1, n + 1))
    rng.shuffle(labels)
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[labels[u] - 1].append(labels[v])
    lines = [f"{n} {len(edges)}"]
    for targets in adj:
        rng.shuffle(targets)
        lines.append(" ".join(map(str, [len(targets)] + targets)))
    lines.append(str(labels[s]))
    return "\n".join(lines) + "\n"


def max_long_walk(rng):
    edges = [(v, v + 1) for v in range(N - 1)]
    back = set()
    while len(back) < M - len(edges):
        v = rng.randrange(1, N - 1)  # the sink, N - 1, keeps no edge
        u = rng.randrange(0, v)
        back.add((v, u))
    return render(rng, N, edges + sorted(back), 0)


def max_odd_cycle(rng):
    cycle = N - 1  # 99 999 vertices 0..cycle-1, odd; the sink is N - 1
    edges = [(v, (v + 1) % cycle) for v in range(cycle)]
    # From 0, vertex 1 is 1 move away; the sink, 2 moves: even. Round the
    # cycle first: 1 + 99 999 + 1 moves, odd.
    edges.append((1, N - 1))
    return render(rng, N, edges, 0)


def max_deep_lose(rng):
    layers = N // 2
    edges = []
    for k in range(layers - 1):
        for a in (2 * k, 2 * k + 1):
            edges += [(a, 2 * k + 2), (a, 2 * k + 3)]
    # The sinks (layer 49 999) are 49 999 moves from layer 0, an odd
    # number: start in layer 1 instead, 49 998 moves away.
    return render(rng, N, edges, 2)


def max_late_cycle(rng):
    edges = [(v, v + 1) for v in range(N - 1)] + [(N - 1, N - 2)]
    chords = set()
    while len(chords) < M - len(edges):
        u = rng.randrange(0, N - 2)
        v = rng.randrange(u + 2, N)
        chords.add((u, v))
    return render(rng, N, edges + sorted(chords), 0)


def max_random(rng):
    sinks = set(rng.sample(range(N), 5000))
    movers = [v for v in range(N) if v not in sinks]
    edges = set()
    for v in movers:
        w = rng.randrange(N - 1)
        edges.add((v, w + (w >= v)))
    while len(edges) < M:
        v = rng.choice(movers)
        w = rng.randrange(N - 1)
        edges.add((v, w + (w >= v)))
    return render(rng, N, sorted(edges), rng.choice(movers))


INPUTS = {
    "cf-936b-sleepy-game-max-long-walk": max_long_walk,
    "cf-936b-sleepy-game-max-odd-cycle": max_odd_cycle,
    "cf-936b-sleepy-game-max-deep-lose": max_deep_lose,
    "cf-936b-sleepy-game-max-late-cycle": max_late_cycle,
    "cf-936b-sleepy-game-max-random": max_random,
}
