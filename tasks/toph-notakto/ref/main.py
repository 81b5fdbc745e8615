# Toph "Game of Tic-Tac-Toe, Again?" (statement quoted in https://codeforces.com/blog/entry/71272), Python reference.
# In: T, then per game n and n boards of three rows of X/. (no board has three
# in a row). Out: "Game #i: Alice" when the first player (Alice) wins, else
# "Game #i: Bob"; whoever completes the last three in a row loses.
# Plain misere search by the definition: a position is the sorted tuple of its
# live boards, each reduced to the least of its 8 symmetric images (a board
# with a line has no moves and is dropped); the player to move with no live
# board wins (the opponent completed the last line). Memoized; exponential in
# the number of boards, so right but slow beyond a few boards.
import sys
from functools import lru_cache

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
# The 8 symmetries of the square as cell permutations: image cell of each cell.
ROT = [6, 3, 0, 7, 4, 1, 8, 5, 2]
MIR = [2, 1, 0, 5, 4, 3, 8, 7, 6]


def compose(p, q):
    return [p[q[i]] for i in range(9)]


SYMS = []
perm = list(range(9))
for _ in range(4):
    SYMS.append(perm)
    SYMS.append(compose(MIR, perm))
    perm = compose(ROT, perm)


def dead(b):
    return any(all(b >> c & 1 for c in line) for line in LINES)


def canon(b):
    best = None
    for s in SYMS:
        img = 0
        for c in range(9):
            if b >> c & 1:
                img |= 1 << s[c]
        if best is None or img < best:
            best = img
    return best


@lru_cache(maxsize=None)
def mover_wins(pos):
    if not pos:
        return True
    for i, b in enumerate(pos):
        if i > 0 and pos[i - 1] == b:
            continue
        rest = pos[:i] + pos[i + 1:]
        for c in range(9):
            if not b >> c & 1:
                nb = b | 1 << c
                nxt = rest if dead(nb) else tuple(sorted(rest + (canon(nb),)))
                if not mover_wins(nxt):
                    return True
    return False


def main():
    sys.setrecursionlimit(10000)
    data = sys.stdin.read().split()
    t = int(data[0])
    k = 1
    out = []
    for g in range(1, t + 1):
        n = int(data[k])
        k += 1
        boards = []
        for _ in range(n):
            b = 0
            for r in range(3):
                for c, ch in enumerate(data[k + r]):
                    if ch in "Xx":
                        b |= 1 << (3 * r + c)
            k += 3
            if not dead(b):
                boards.append(canon(b))
        out.append("Game #%d: %s" % (g, "Alice" if mover_wins(tuple(sorted(boards))) else "Bob"))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
