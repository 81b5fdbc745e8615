"""Maximum-constraint inputs of cf-1149e-election-promises (for scripts/gen).

Codeforces 1149E bounds: 1 <= n <= 2*10^5, 0 <= m <= 2*10^5, 0 <= h_i <= 10^9,
a DAG with no repeated road. Every input has n = m = 2*10^5, cities
relabelled at random and roads in a random order.

- max-random: a random DAG (roads go forward in a hidden random order),
  random taxes up to 10^9: WIN.
- max-levels: the highest levels m roads allow: a transitive tournament on
  632 cities (levels 0..631; 199 396 roads) plus random roads among the
  rest, taxes chosen so that every level's XOR is non-zero: the winning
  convention rewrites 631 neighbours.
- max-lose: the random DAG with the taxes of one city per level chosen so
  that every level's XOR is 0: LOSE.
- max-chain: a path of 2*10^5 - 1 roads (depth 2*10^5: a recursive search
  overflows) plus one extra road; random taxes.
"""

N = 2 * 10**5
M = 2 * 10**5
MAX_H = 10**9


def levels(n, edges):
    """mex levels, computed in reverse topological order (Kahn)."""
    out = [[] for _ in range(n)]
    indeg = [0] * n
    for u, v in edges:
        out[u].append(v)
        indeg[v] += 1
    order = [v for v in range(n) if indeg[v] == 0]
    for v in order:
        for w in out[v]:
            indeg[w] -= 1
            if indeg[w] == 0:
                order.append(w)
    level = [0] * n
    for v in reversed(order):
        seen = {level[w] for w in out[v]}
        x = 0
        while x in seen:
            x += 1
        level[v] = x
    return level


def render(rng, n, edges, h):
    labels = list(range(1, n + 1))
    rng.shuffle(labels)
    lines = [f"{labels[u]} {labels[v]}" for u, v in edges]
    rng.shuffle(lines)
    taxes = [0] * n
    for v in range(n):
        taxes[labels[v] - 1] = h[v]
    return f"{n} {len(edges)}\n" + " ".join(map(str, taxes)) + "\n" + "".join(l + "\n" for l in lines)


def random_dag(rng, n, m):
    """m distinct roads u -> v with u < v in index order (relabelled later)."""
    edges = set()
    while len(edges) < m:
        u, v = rng.randrange(n), rng.randrange(n)
        if u != v:
            edges.add((min(u, v), max(u, v)))
    return sorted(edges)


def random_taxes(rng, n):
    return [rng.randint(0, MAX_H) for _ in range(n)]


def max_random(rng):
    edges = random_dag(rng, N, M)
    return render(rng, N, edges, random_taxes(rng, N))


def max_levels(rng):
    top = 632  # 632 * 631 / 2 = 199 396 roads
    edges = [(u, v) for u in range(top) for v in range(u)]  # u -> every lower city
    rest = set()
    while len(edges) + len(rest) < M:
        u, v = rng.randrange(top, N), rng.randrange(top, N)
        if u != v:
            rest.add((min(u, v), max(u, v)))
    edges += sorted(rest)
    h = random_taxes(rng, N)
    level = levels(N, edges)
    xor = {}
    for v in range(N):
        xor[level[v]] = xor.get(level[v], 0) ^ h[v]
    for v in range(top):  # city v has level v: make every level's XOR non-zero
        if xor[v] == 0:
            h[v] ^= 1
    return render(rng, N, edges, h)


def max_lose(rng):
    edges = random_dag(rng, N, M)
    h = random_taxes(rng, N)
    level = levels(N, edges)
    xor, last = {}, {}
    for v in range(N):
        xor[level[v]] = xor.get(level[v], 0) ^ h[v]
        last[level[v]] = v
    for l, v in last.items():  # fix one city per level; stays <= 2^30 - 1
        h[v] ^= xor[l]
    return render(rng, N, edges, h)


def max_chain(rng):
    edges = [(v, v + 1) for v in range(N - 1)] + [(0, N - 1)]
    return render(rng, N, edges, random_taxes(rng, N))


INPUTS = {
    "cf-1149e-election-promises-max-random": max_random,
    "cf-1149e-election-promises-max-levels": max_levels,
    "cf-1149e-election-promises-max-lose": max_lose,
    "cf-1149e-election-promises-max-chain": max_chain,
}
