"""Large inputs of t14-turning-turtles for scripts/gen: a row of 10^5 coins."""


def coins(rng, n):
    return f"{n}\n{''.join(rng.choice('HT') for _ in range(n))}\n"


INPUTS = {"t14-n1e5": lambda rng: coins(rng, 10**5)}
