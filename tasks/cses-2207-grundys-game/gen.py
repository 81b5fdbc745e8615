"""Maximum-constraint inputs of cses-2207-grundys-game (for scripts/gen).

CSES 2207 bounds: t <= 10^5 tests, 1 <= n <= 10^6.
- max: t = 10^5; most heaps within 1000 of 10^6 (10^6 itself included),
  the rest small (1 .. 2100, covering every losing heap up to 1222 and the
  bound the references compute to).
- all-small: t = 10^5 heaps in 1 .. 1300, about a third of them losing.
"""

T = 10**5
TOP = 10**6
LOSING = [1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316,
          334, 337, 340, 346, 359, 362, 365, 386, 389, 392, 566, 630, 633, 636,
          639, 673, 676, 682, 685, 923, 926, 929, 932, 1222]


def _text(heaps):
    return f"{len(heaps)}\n" + "\n".join(map(str, heaps)) + "\n"


def max_input(rng):
    heaps = [TOP, 1, 1222, 1223]
    while len(heaps) < T:
        r = rng.random()
        if r < 0.6:
            heaps.append(TOP - rng.randrange(1000))
        elif r < 0.8:
            heaps.append(rng.randint(1, 2100))
        else:
            heaps.append(rng.choice(LOSING))
    rng.shuffle(heaps)
    return _text(heaps)


def all_small(rng):
    heaps = [rng.choice(LOSING) if rng.random() < 0.3 else rng.randint(1, 1300)
             for _ in range(T)]
    return _text(heaps)


INPUTS = {
    "cses-2207-grundys-game-max": max_input,
    "cses-2207-grundys-game-all-small": all_small,
}
