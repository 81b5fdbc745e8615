"""Maximum-constraint inputs of uva-10561-treblecross (for scripts/gen).

UVa 10561 bounds: N < 100 boards, each of length 3..200 over '.' and 'X' with
no XXX. Every generated board has length 200: empty boards, sparse random X,
boards with an immediate win (XX. / X.X / .XX placed anywhere, edges included)
and boards built as losing positions (their runs of safe cells come in equal
pairs).
"""

BOARDS = 99
LENGTH = 200


def empty_board(rng):
    return "." * LENGTH


def sparse_board(rng):
    """X with a small random density, never three in a row."""
    p = rng.choice([0.02, 0.05, 0.1, 0.2, 0.3])
    cells = []
    for _ in range(LENGTH):
        x = rng.random() < p and cells[-2:] != ["X", "X"]
        cells.append("X" if x else ".")
    return "".join(cells)


def immediate_win_board(rng):
    """A sparse board with one to three XX. / X.X / .XX patterns pasted in."""
    cells = list(sparse_board(rng))
    for _ in range(rng.randint(1, 3)):
        pattern = rng.choice(["XX.", "X.X", ".XX"])
        at = rng.choice([0, LENGTH - 3, rng.randrange(LENGTH - 2)])
        cells[at:at + 3] = pattern
    board = "".join(cells)
    while "XXX" in board:  # pasting next to an X can make three in a row
        board = board.replace("XXX", "XX.", 1)
    return board


def losing_board(rng):
    """X's whose gaps of interior dots come in equal pairs, plus one gap of 2 or
    4 dots (no safe cell) and equal edges: every safe run has a twin."""
    while True:
        pairs = [rng.randint(2, 30) for _ in range(rng.randint(0, 8))]
        dead = rng.choice([2, 4])
        used = 2 * len(pairs) + 2 + 2 * sum(pairs) + dead
        if used <= LENGTH:
            break
    gaps = pairs + pairs + [dead]
    rng.shuffle(gaps)
    edge = (LENGTH - used) // 2
    return "." * edge + "X" + "".join("." * g + "X" for g in gaps) + "." * edge


def max_input(rng):
    makers = [empty_board] * 12 + [sparse_board] * 35 + [immediate_win_board] * 27 + [losing_board] * 25
    rng.shuffle(makers)
    return "%d\n" % BOARDS + "".join(make(rng) + "\n" for make in makers)


def max_empty_input(rng):
    """Only empty boards of length 200: the longest answer lines."""
    return "%d\n" % BOARDS + ("." * LENGTH + "\n") * BOARDS


INPUTS = {
    "uva-10561-treblecross-max": max_input,
    "uva-10561-treblecross-max-empty": max_empty_input,
}
