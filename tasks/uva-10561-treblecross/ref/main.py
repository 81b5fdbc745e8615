# uva-10561-treblecross reference: UVa 10561 Treblecross
# https://onlinejudge.org/index.php?option=com_onlinejudge&Itemid=8&category=17&page=show_problem&problem=1502
# In: N (N < 100), then N boards over '.' and 'X' (length 3..200, never XXX).
# Out: per board "WINNING" and a line of the winning cells (1-based, increasing),
# or "LOSING" and an empty line.
# Theory: an empty cell that completes XXX wins at once; when one exists, those
# cells are the answer. Else cells within distance 2 of an X are poison (the
# opponent would complete XXX); the safe cells form runs, and a move at offset j
# of a run of length m leaves runs max(0, j-2) and max(0, m-j-3), so
# g(m) = mex over j of g(max(0, j-2)) ^ g(max(0, m-j-3)). The position is the
# XOR of g over the runs; the winning cells are the safe cells whose move
# leaves XOR 0.
import sys

MAX_LEN = 200


def grundy_table(n):
    g = [0] * (n + 1)
    for m in range(1, n + 1):
        reach = {g[max(0, j - 2)] ^ g[max(0, m - j - 3)] for j in range(m)}
        v = 0
        while v in reach:
            v += 1
        g[m] = v
    return g


def immediate_wins(board):
    """0-based empty cells whose X completes three in a row."""
    n = len(board)
    wins = []
    for i in range(n):
        if board[i] != ".":
            continue
        for s in (i - 2, i - 1, i):
            if 0 <= s and s + 2 < n and all(board[c] == "X" or c == i for c in (s, s + 1, s + 2)):
                wins.append(i)
                break
    return wins


def safe_runs(board):
    """(start, length) of the maximal runs of cells at distance > 2 from every X."""
    n = len(board)
    safe = [True] * n
    for i, c in enumerate(board):
        if c == "X":
            for k in range(max(0, i - 2), min(n, i + 3)):
                safe[k] = False
    runs = []
    i = 0
    while i < n:
        if safe[i]:
            j = i
            while j < n and safe[j]:
                j += 1
            runs.append((i, j - i))
            i = j
        else:
            i += 1
    return runs


def winning_cells(board, g):
    """0-based cells where the player to move wins, increasing."""
    wins = immediate_wins(board)
    if wins:
        return wins
    runs = safe_runs(board)
    total = 0
    for _, m in runs:
        total ^= g[m]
    cells = []
    for start, m in runs:
        rest = total ^ g[m]
        for j in range(m):
            if rest ^ g[max(0, j - 2)] ^ g[max(0, m - j - 3)] == 0:
                cells.append(start + j)
    return cells


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    g = grundy_table(MAX_LEN)
    out = []
    for k in range(1, n + 1):
        cells = winning_cells(data[k].decode(), g)
        if cells:
            out.append("WINNING\n" + " ".join(str(c + 1) for c in cells) + "\n")
        else:
            out.append("LOSING\n\n")
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
