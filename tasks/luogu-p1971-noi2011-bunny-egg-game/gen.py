"""Maximum-constraint inputs of luogu-p1971-noi2011-bunny-egg-game (for scripts/gen).

Bounds (Luogu P1971): 1 <= n, m <= 40, 1 <= k <= 1000; the record is a
whole game that Tutu lost (she cannot move after Dandan's last move).
Each input plays a game on a 40 x 40 board until a player is stuck, and
keeps the first one that Tutu loses.

- max-checker-long: every cell the empty cell could enter (black on its
  own colour, white on the other), moves chosen to keep the walk long
  (fewest onward moves first, Warnsdorff's rule): hundreds of moves.
- max-checker-random: the same board, every move at random.
- max-random-pieces: pieces at random, moves at random.
"""

N = 40


def board(rng, n, m, checker):
    er, ec = rng.randrange(n), rng.randrange(m)
    rows = []
    for r in range(n):
        row = []
        for c in range(m):
            if (r, c) == (er, ec):
                row.append(".")
            elif checker:
                row.append("X" if (r + c) % 2 == (er + ec) % 2 else "O")
            else:
                row.append(rng.choice("XO"))
        rows.append(row)
    return rows, (er, ec)


def options(rows, hole, piece):
    n, m = len(rows), len(rows[0])
    r, c = hole
    return [(r + dr, c + dc) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
            if 0 <= r + dr < n and 0 <= c + dc < m and rows[r + dr][c + dc] == piece]


def play(rng, n, m, checker, long_walk):
    """A game Tutu loses, as input text; tries boards until one is found."""
    while True:
        rows, hole = board(rng, n, m, checker)
        start = ["".join(r) for r in rows]
        moves = []
        turn = 0
        while True:
            piece = "O" if turn % 2 == 0 else "X"
            choices = options(rows, hole, piece)
            if not choices:
                break
            if long_walk:
                other = "X" if piece == "O" else "O"
                rng.shuffle(choices)
                choices.sort(key=lambda q: len(options(rows, q, other)) or 99)
                pick = choices[0]
            else:
                pick = rng.choice(choices)
            (r, c), (pr, pc) = hole, pick
            rows[r][c], rows[pr][pc] = piece, "."
            hole = pick
            moves.append(pick)
            turn += 1
        if turn % 2 == 0 and moves and len(moves) <= 2000:
            k = len(moves) // 2
            return (f"{n} {m}\n" + "".join(r + "\n" for r in start) + f"{k}\n"
                    + "".join(f"{r + 1} {c + 1}\n" for r, c in moves))


def max_checker_long(rng):
    return play(rng, N, N, True, True)


def max_checker_random(rng):
    return play(rng, N, N, True, False)


def max_random_pieces(rng):
    return play(rng, N, N, False, False)


INPUTS = {
    "luogu-p1971-noi2011-bunny-egg-game-max-checker-long": max_checker_long,
    "luogu-p1971-noi2011-bunny-egg-game-max-checker-random": max_checker_random,
    "luogu-p1971-noi2011-bunny-egg-game-max-random-pieces": max_random_pieces,
}
