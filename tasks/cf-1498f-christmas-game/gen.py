"""Maximum-constraint inputs of cf-1498f-christmas-game (for scripts/gen).

Codeforces 1498F bounds: 3 <= n <= 10^5, 1 <= k <= 20, 0 <= a_i <= 10^9.
Every input here has n = 10^5, node labels shuffled, edges in a random order
with their two ends in a random order. k = 20 makes the vectors of the
all-roots pass longest (2k = 40 entries a node).

- max-path-k20: a path (depth 10^5 - 1 from an end: a recursive search
  overflows), random a up to 10^9.
- max-random-k20: a random tree; a_i in {0, 1} with one node in 50 holding a
  present, so the answers are a mix of 0 and 1.
- max-star-k1: a star, k = 1, a_i = 10^9 or random.
- max-caterpillar-k20: a spine of n/3 nodes with the rest hung on it,
  one present on one node in 500 (mixed answers).
"""

N = 10**5
MAX_A = 10**9


def render(rng, k, parent, a):
    """Input text: node 0..N-1 relabelled at random; parent[i] for i >= 1."""
    n = len(a)
    labels = list(range(1, n + 1))
    rng.shuffle(labels)
    edges = []
    for child in range(1, n):
        x, y = labels[child], labels[parent[child - 1]]
        edges.append(f"{x} {y}" if rng.random() < 0.5 else f"{y} {x}")
    rng.shuffle(edges)
    values = [0] * n
    for v in range(n):
        values[labels[v] - 1] = a[v]
    return f"{n} {k}\n" + "".join(e + "\n" for e in edges) + " ".join(map(str, values)) + "\n"


def max_path_k20(rng):
    parent = [i - 1 for i in range(1, N)]
    return render(rng, 20, parent, [rng.randint(0, MAX_A) for _ in range(N)])


def max_random_k20(rng):
    parent = [rng.randrange(i) for i in range(1, N)]
    a = [1 if rng.randrange(50) == 0 else 0 for _ in range(N)]
    return render(rng, 20, parent, a)


def max_star_k1(rng):
    parent = [0] * (N - 1)
    a = [MAX_A if rng.random() < 0.5 else rng.randint(0, MAX_A) for _ in range(N)]
    return render(rng, 1, parent, a)


def max_caterpillar_k20(rng):
    spine = N // 3
    parent = [i - 1 for i in range(1, spine)] + [rng.randrange(spine) for _ in range(spine, N)]
    a = [1 if rng.randrange(500) == 0 else 0 for _ in range(N)]
    return render(rng, 20, parent, a)


INPUTS = {
    "cf-1498f-christmas-game-max-path-k20": max_path_k20,
    "cf-1498f-christmas-game-max-random-k20": max_random_k20,
    "cf-1498f-christmas-game-max-star-k1": max_star_k1,
    "cf-1498f-christmas-game-max-caterpillar-k20": max_caterpillar_k20,
}
