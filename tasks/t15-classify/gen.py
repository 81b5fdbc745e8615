"""Large inputs of t15-classify for scripts/gen: 10^5 queries."""


KEYS = ["impartial", "normal_play", "decomposable", "huge_n", "has_closed_form",
        "coupled_move", "acyclic", "scored", "chance"]


def queries(rng, q):
    lines = []
    for _ in range(q):
        chosen = rng.sample(KEYS, rng.randint(0, len(KEYS)))
        lines.append(" ".join([str(len(chosen))] + [f"{k}={rng.randint(0, 1)}" for k in chosen]))
    return f"{q}\n" + "\n".join(lines) + "\n"


INPUTS = {"t15-q1e5": lambda rng: queries(rng, 10**5)}
