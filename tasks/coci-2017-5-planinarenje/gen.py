"""Maximum-constraint inputs of coci-2017-5-planinarenje (for scripts/gen).

Bounds (COCI 2017/18 Planinarenje): 1 <= N <= 5000, 1 <= M <= min(5000, N*N),
at most one trail per peak-valley pair. Every input has N = 5000 and
M = 5000 (K_70,70 has 4900), peaks and valleys relabelled at random and the
trails in a random order.

- max-path: one alternating path peak, valley, peak, ... of 5000 trails (the
  longest augmenting path a matching search meets; a recursive one goes
  5000 deep).
- max-complete-bipartite: K_70,70 (every peak of it wins; the other peaks
  have no trail and lose).
- max-star: one valley joined to 5000 peaks.
- max-random: 5000 random trails.
"""

N = 5000
M = 5000


def render(rng, trails):
    peaks = list(range(1, N + 1))
    valleys = list(range(1, N + 1))
    rng.shuffle(peaks)
    rng.shuffle(valleys)
    trails = [(peaks[v], valleys[d]) for v, d in trails]
    rng.shuffle(trails)
    return f"{N} {len(trails)}\n" + "".join(f"{v} {d}\n" for v, d in trails)


def max_path(rng):
    # peak i - valley i - peak i + 1 - ...
    trails = []
    for i in range(M):
        trails.append((i // 2, i // 2) if i % 2 == 0 else (i // 2 + 1, i // 2))
    return render(rng, trails)


def max_complete_bipartite(rng):
    return render(rng, [(v, d) for v in range(70) for d in range(70)])


def max_star(rng):
    return render(rng, [(v, 0) for v in range(N)])


def max_random(rng):
    trails = set()
    while len(trails) < M:
        trails.add((rng.randrange(N), rng.randrange(N)))
    return render(rng, sorted(trails))


INPUTS = {
    "coci-2017-5-planinarenje-max-path": max_path,
    "coci-2017-5-planinarenje-max-complete-bipartite": max_complete_bipartite,
    "coci-2017-5-planinarenje-max-star": max_star,
    "coci-2017-5-planinarenje-max-random": max_random,
}
