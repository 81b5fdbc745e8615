"""Maximum-constraint inputs of luogu-p4055-jsoi2009-game (for scripts/gen).

Bounds (Luogu P4055): 1 <= N, M <= 100, cells `.` or `#`.

- max-open: 100 x 100, every cell free (a perfect matching: LOSE).
- max-open-odd: 99 x 99, every cell free (the even cells win).
- max-snake: 100 x 100, walls on every other row but one gap at alternate
  ends: one corridor of about 5000 cells (long alternating paths).
- max-obstacles: 100 x 100, about 45% of the cells blocked at random (many
  small components).
- max-random: 100 x 100, 15% blocked.
"""

N = 100


def render(rows):
    return f"{len(rows)} {len(rows[0])}\n" + "".join(r + "\n" for r in rows)


def max_open(rng):
    return render(["." * N] * N)


def max_open_odd(rng):
    return render(["." * 99] * 99)


def max_snake(rng):
    rows = []
    for r in range(N):
        if r % 2 == 0:
            rows.append("." * N)
        elif r % 4 == 1:
            rows.append("#" * (N - 1) + ".")
        else:
            rows.append("." + "#" * (N - 1))
    return render(rows)


def blocked(rng, p):
    return render(["".join("#" if rng.random() < p else "." for _ in range(N)) for _ in range(N)])


def max_obstacles(rng):
    return blocked(rng, 0.45)


def max_random(rng):
    return blocked(rng, 0.15)


INPUTS = {
    "luogu-p4055-jsoi2009-game-max-open": max_open,
    "luogu-p4055-jsoi2009-game-max-open-odd": max_open_odd,
    "luogu-p4055-jsoi2009-game-max-snake": max_snake,
    "luogu-p4055-jsoi2009-game-max-obstacles": max_obstacles,
    "luogu-p4055-jsoi2009-game-max-random": max_random,
}
