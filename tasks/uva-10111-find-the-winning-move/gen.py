"""Maximum-size inputs of uva-10111-find-the-winning-move (for scripts/gen).

UVa 10111 / POJ 1568 give no bound on the number of boards in a file; each
board has x to move, at least two marks of each player, no line and an empty
cell. The hard boards are those with the fewest marks (4: two x, two o, 12
empty cells), whose searches are the longest.

- max:       every one of the 10 920 boards with two x and two o, in random order
- max-six:   10 000 random boards with three x and three o (10 empty cells)
- max-mixed: 10 000 random boards with 4 to 10 marks, as many x as o
"""
import itertools

LINES = [[4 * r + c for c in range(4)] for r in range(4)]
LINES += [[4 * r + c for r in range(4)] for c in range(4)]
LINES += [[5 * i for i in range(4)], [3 * i + 3 for i in range(4)]]


def has_line(cells):
    return any(cells[line[0]] != "." and all(cells[i] == cells[line[0]] for i in line)
               for line in LINES)


def render(boards):
    parts = []
    for cells in boards:
        parts.append("?\n" + "\n".join("".join(cells[4 * r:4 * r + 4]) for r in range(4)) + "\n")
    return "".join(parts) + "$\n"


def random_board(rng, pairs):
    """A board with `pairs` x and `pairs` o at random, no line."""
    while True:
        order = list(range(16))
        rng.shuffle(order)
        cells = ["."] * 16
        for k, i in enumerate(order[:2 * pairs]):
            cells[i] = "x" if k < pairs else "o"
        if not has_line(cells):
            return cells


def all_four_mark_boards(rng):
    boards = []
    for xs in itertools.combinations(range(16), 2):
        rest = [i for i in range(16) if i not in xs]
        for os_ in itertools.combinations(rest, 2):
            cells = ["."] * 16
            for i in xs:
                cells[i] = "x"
            for i in os_:
                cells[i] = "o"
            boards.append(cells)
    rng.shuffle(boards)
    return render(boards)


def six_mark_boards(rng):
    return render(random_board(rng, 3) for _ in range(10000))


def mixed_boards(rng):
    return render(random_board(rng, rng.randint(2, 5)) for _ in range(10000))


INPUTS = {
    "uva-10111-find-the-winning-move-max": all_four_mark_boards,
    "uva-10111-find-the-winning-move-max-six": six_mark_boards,
    "uva-10111-find-the-winning-move-max-mixed": mixed_boards,
}
