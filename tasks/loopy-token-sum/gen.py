"""Maximum-constraint inputs of loopy-token-sum (for scripts/gen).

Bounds (the statement): n <= 2*10^5 vertices, m <= 5*10^5 arcs, q <= 2*10^5
positions, at most 5*10^5 tokens in all. Every input is at those bounds
(q = 2*10^5 positions, 5*10^5 tokens: 1 to 4 per position):
- max-random:   random arcs (self-loops and repeats among them): cycles,
                finite values and inf mixed.
- max-all-draw: every vertex has a self-loop and random arcs among the
                first half: most values inf, most sums DRAW.
- max-cycle:    one cycle through all 2*10^5 vertices plus random chords
                and a few sinks: the longest rounds of labelling.
- max-chain:    a path of 10^5 vertices down to a sink (values 0 and 1
                alternating down it), then 10^5 vertices in 2-cycles, each
                cycle with one exit into the path.
- max-values:   a transitive tournament on 999 vertices (every arc i -> j,
                i > j: value i) plus random arcs into it: the largest
                finite values m allows.
"""

N = 200_000
M = 500_000
Q = 200_000
TOKENS = 500_000


def render(n, arcs, rng):
    counts = [1] * Q
    for _ in range(TOKENS - Q):
        counts[rng.randrange(Q)] += 1
    lines = [f"{n} {len(arcs)}"] + [f"{u} {v}" for u, v in arcs] + [str(Q)]
    for k in counts:
        lines.append(f"{k} " + " ".join(str(rng.randint(1, n)) for _ in range(k)))
    return "\n".join(lines) + "\n"


def max_random(rng):
    return render(N, [(rng.randint(1, N), rng.randint(1, N)) for _ in range(M)], rng)


def max_all_draw(rng):
    arcs = [(v, v) for v in range(1, N + 1)]
    arcs += [(rng.randint(1, N), rng.randint(1, N // 2)) for _ in range(M - N)]
    return render(N, arcs, rng)


def max_cycle(rng):
    arcs = [(v, v % N + 1) for v in range(1, N + 1)]
    sinks = set(rng.sample(range(1, N + 1), 50))
    arcs = [(u, v) for u, v in arcs if u not in sinks]
    arcs += [(rng.randint(1, N), rng.randint(1, N)) for _ in range(M - len(arcs))]
    arcs = [(u, v) for u, v in arcs if u not in sinks]
    return render(N, arcs, rng)


def max_chain(rng):
    half = N // 2
    arcs = [(v, v - 1) for v in range(2, half + 1)]
    for v in range(half + 1, N, 2):
        arcs += [(v, v + 1), (v + 1, v), (v, rng.randint(1, half))]
    return render(N, arcs, rng)


def max_values(rng):
    k = 999
    arcs = [(i, j) for i in range(2, k + 1) for j in range(1, i)]
    arcs += [(rng.randint(k + 1, N), rng.randint(1, N)) for _ in range(M - len(arcs))]
    return render(N, arcs, rng)


INPUTS = {
    "loopy-token-sum-max-random": max_random,
    "loopy-token-sum-max-all-draw": max_all_draw,
    "loopy-token-sum-max-cycle": max_cycle,
    "loopy-token-sum-max-chain": max_chain,
    "loopy-token-sum-max-values": max_values,
}
