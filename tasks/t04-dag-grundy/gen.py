"""Large inputs of t04-dag-grundy for scripts/gen: a random DAG of 10^5 vertices and 5·10^5 edges, and a path of 10^6."""


def random_dag(rng, v, e):
    """Edges go from a lower to a higher position of a random order: a DAG."""
    order = list(range(v))
    rng.shuffle(order)
    edges = []
    for _ in range(e):
        a = rng.randrange(v - 1)
        b = rng.randrange(a + 1, v)
        edges.append(f"{order[a]} {order[b]}")
    return f"{v} {e}\n" + "\n".join(edges) + "\n"


def path(v):
    return f"{v} {v - 1}\n" + "\n".join(f"{i} {i + 1}" for i in range(v - 1)) + "\n"


INPUTS = {
    "t04-random": lambda rng: random_dag(rng, 10**5, 5 * 10**5),
    "t04-path1e6": lambda rng: path(10**6),
}
