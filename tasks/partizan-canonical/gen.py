"""Maximum-constraint inputs of partizan-canonical (for scripts/gen).

Bounds (statement): 1 <= k <= 8; stalks of 1..40 edges; Domineering with
R*C <= 16; Cutcake up to 12 x 12; game expressions of at most 200 characters,
braces nested at most 6 deep, atoms with |x| <= 64, denominator <= 64,
|n| <= 8, m <= 15. Every input has k = 8 components at or near those bounds,
chosen so that a straightforward Python engine still finishes in seconds:
- max-hackenbush:  eight 40-edge stalks (one all-blue, one alternating from a
                   red ground edge, six random): exact sums over 2^39.
- max-domineering: eight 16-cell boards (4x4 empty, 2x8, 1x16, 8x2, 4x4 with
                   a few blocked cells, 3x5 plus 5x3).
- max-cutcake:     8 cakes up to 12 x 12 (12x12, 12x1, 1x12, 11x7, ...).
- max-game:        eight random game expressions of up to 200 characters,
                   nested 6 deep, atoms at the bounds (|x| = 64, 63/64, ^8, *15).
- max-mixed:       two of each kind.
"""


def atom(rng):
    parts = []
    if rng.random() < 0.6:
        den = rng.choice([1, 2, 4, 64])
        p = rng.randint(-64 * den + 1, 64 * den - 1) | (1 if den > 1 else 0)
        if den == 1 and rng.random() < 0.3:
            p = rng.choice([64, -64])
        if p != 0:
            parts.append(f"{p}/{den}" if den > 1 else str(p))
    if rng.random() < 0.4:
        n = rng.choice([1, 2, 8, -1, -3, -8])
        parts.append(("^" if n > 0 else "v") + (str(abs(n)) if abs(n) > 1 else ""))
    if rng.random() < 0.4:
        m = rng.choice([1, 2, 7, 15])
        parts.append("*" + (str(m) if m > 1 else ""))
    return "".join(parts) or "0"


def expr(rng, depth, budget):
    """An expression of at most budget characters, nested at most depth deep."""
    if depth == 0 or budget < 12 or rng.random() < 0.15:
        a = atom(rng)
        return a if len(a) <= budget else "0"
    sides = [[], []]
    used = 3
    for side in (0, 1):
        for _ in range(rng.randint(1, 3)):
            part = expr(rng, depth - 1, min(budget - used - 1, budget // 3))
            if used + len(part) + 1 > budget:
                break
            sides[side].append(part)
            used += len(part) + 1
    return "{" + ",".join(sides[0]) + "|" + ",".join(sides[1]) + "}"


def game(rng):
    e = expr(rng, 6, 200)
    assert len(e) <= 200
    return "game " + e


def stalk(rng):
    return "hackenbush " + "".join(rng.choice("BR") for _ in range(40))


BOARDS = [
    ["...."] * 4,
    ["........"] * 2,
    ["................"],
    [".."] * 8,
    ["....", ".#..", "..#.", "...."],
    ["....."] * 3,
    ["..."] * 5,
    ["#...", "....", "....", "...#"],
]


def board(rows):
    return f"domineering {len(rows)} {len(rows[0])}\n" + "\n".join(rows)


def render(comps):
    return f"{len(comps)}\n" + "\n".join(comps) + "\n"


def max_hackenbush(rng):
    comps = ["hackenbush " + "B" * 40, "hackenbush " + "RB" * 20]
    comps += [stalk(rng) for _ in range(6)]
    return render(comps)


def max_domineering(rng):
    return render([board(b) for b in BOARDS])


def max_cutcake(rng):
    sizes = [(12, 12), (12, 1), (1, 12), (11, 7), (7, 11), (12, 5), (9, 12), (rng.randint(1, 12), rng.randint(1, 12))]
    return render([f"cutcake {a} {b}" for a, b in sizes])


def max_game(rng):
    return render([game(rng) for _ in range(8)])


def max_mixed(rng):
    comps = [stalk(rng), stalk(rng), board(BOARDS[0]), board(BOARDS[5]), "cutcake 12 12", "cutcake 12 7",
             game(rng), game(rng)]
    return render(comps)


INPUTS = {
    "partizan-canonical-max-hackenbush": max_hackenbush,
    "partizan-canonical-max-domineering": max_domineering,
    "partizan-canonical-max-cutcake": max_cutcake,
    "partizan-canonical-max-game": max_game,
    "partizan-canonical-max-mixed": max_mixed,
}
