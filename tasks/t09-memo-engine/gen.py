"""Large inputs of t09-memo-engine for scripts/gen: 10^5 mixed queries."""


def queries(rng, q):
    lines = []
    for _ in range(q):
        if rng.random() < 0.5:
            lines.append(f"sub {rng.randint(0, 1000)}")
        else:
            lines.append(f"nim {rng.randint(1, 100)} {rng.randint(1, 100)}")
    return f"{q}\n" + "\n".join(lines) + "\n"


INPUTS = {"t09-q1e5": lambda rng: queries(rng, 10**5)}
