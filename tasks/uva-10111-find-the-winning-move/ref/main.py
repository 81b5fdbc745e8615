# uva-10111-find-the-winning-move reference: UVa 10111 (= POJ 1568) Find the Winning Move
# https://onlinejudge.org/external/101/10111.pdf
# In: boards, each a line "?" and four lines of four cells from ".", "x", "o";
# then a line starting with "$".
# Out: per board the first cell in row-major order where x has a forced win,
# as "(r,c)", or "#####" if there is none.
# Theory: plain game search. x_wins(x, o, x_moves) says whether x forces a
# win from a position where nobody has four in a line yet: with x to move,
# some cell wins on the spot or leads to a position x wins; with o to move,
# no cell gives o a line or a position x does not win. A full board without a
# line is a draw, which is not a win. Positions are remembered across boards.
import sys

sys.setrecursionlimit(10000)

FULL = (1 << 16) - 1
LINES = []
for _i in range(4):
    LINES.append(sum(1 << (4 * _i + _j) for _j in range(4)))  # row
    LINES.append(sum(1 << (4 * _j + _i) for _j in range(4)))  # column
LINES.append(sum(1 << (5 * _i) for _i in range(4)))  # (0,0) to (3,3)
LINES.append(sum(1 << (3 * _i + 3) for _i in range(4)))  # (0,3) to (3,0)

memo = {}


def has_line(marks):
    for line in LINES:
        if marks & line == line:
            return True
    return False


def x_wins(x, o, x_moves):
    """Whether x forces a win; neither side has a line, the board is not full."""
    key = (x << 17) | (o << 1) | x_moves
    if key in memo:
        return memo[key]
    empty = FULL & ~(x | o)
    result = not x_moves  # x to move: no winning cell yet; o to move: no escape yet
    cells = empty
    while cells:
        cell = cells & -cells
        cells ^= cell
        if x_moves:
            nx = x | cell
            if has_line(nx) or ((nx | o) != FULL and x_wins(nx, o, False)):
                result = True
                break
        else:
            no = o | cell
            if has_line(no) or (x | no) == FULL or not x_wins(x, no, True):
                result = False
                break
    memo[key] = result
    return result


def first_winning_cell(x, o):
    for i in range(16):
        cell = 1 << i
        if (x | o) & cell:
            continue
        nx = x | cell
        if has_line(nx) or ((nx | o) != FULL and x_wins(nx, o, False)):
            return i
    return None


def main():
    lines = sys.stdin.read().split()
    out = []
    k = 0
    while lines[k][0] != "$":
        x = o = 0
        for r in range(4):
            row = lines[k + 1 + r]
            for c in range(4):
                if row[c] == "x":
                    x |= 1 << (4 * r + c)
                elif row[c] == "o":
                    o |= 1 << (4 * r + c)
        k += 5
        i = first_winning_cell(x, o)
        out.append("#####" if i is None else "(%d,%d)" % (i // 4, i % 4))
    sys.stdout.write("".join(s + "\n" for s in out))


if __name__ == "__main__":
    main()
