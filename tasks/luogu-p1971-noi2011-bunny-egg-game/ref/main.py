# Luogu P1971 [NOI2011] Bunny and Egg Game, Python reference.
# In: n m, n rows of X, O and one ., then k and 2k moves x y (Tutu first).
# Out: the number of Tutu's mistakes, then their move numbers.
# The empty cell enters black cells of its own chessboard colour and white
# cells of the other, never twice: vertex geography. The mover at v wins
# exactly when the unvisited graph without v has a smaller maximum matching
# than with it; both are computed from scratch at every position (Kuhn).
import sys

sys.setrecursionlimit(10000)


def matching_size(vertices, adj):
    mate = {}

    def augment(v, seen):
        for w in adj[v]:
            if w in vertices and w not in seen:
                seen.add(w)
                if w not in mate or augment(mate[w], seen):
                    mate[w] = v
                    mate[v] = w
                    return True
        return False

    size = 0
    for v in vertices:
        if v[2] == 0 and v not in mate and augment(v, set()):
            size += 1
    return size


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    rows = data[2:2 + n]
    k = int(data[2 + n])
    moves = [(int(data[3 + n + 2 * i]) - 1, int(data[4 + n + 2 * i]) - 1) for i in range(2 * k)]
    er, ec = next((r, c) for r in range(n) for c in range(m) if rows[r][c] == ".")
    parity = (er + ec) % 2

    def node(r, c):
        # side 0: the empty cell and the black cells of its colour; side 1:
        # the white cells of the other colour; None: never entered.
        same = (r + c) % 2 == parity
        if same and rows[r][c] != "O":
            return (r, c, 0)
        if not same and rows[r][c] == "O":
            return (r, c, 1)
        return None

    nodes = {(r, c): node(r, c) for r in range(n) for c in range(m) if node(r, c)}
    adj = {}
    for (r, c), v in nodes.items():
        adj[v] = [nodes[(r + dr, c + dc)] for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
                  if (r + dr, c + dc) in nodes and nodes[(r + dr, c + dc)][2] != v[2]]
    alive = set(nodes.values())

    def mover_wins(v):
        with_v = matching_size(alive, adj)
        alive.discard(v)
        without = matching_size(alive, adj)
        return with_v > without

    hole = nodes[(er, ec)]
    mistakes = []
    for turn in range(k):
        before = mover_wins(hole)
        hole = nodes[moves[2 * turn]]
        after = mover_wins(hole)
        if before and after:
            mistakes.append(turn + 1)
        hole = nodes[moves[2 * turn + 1]]
    print(len(mistakes))
    for t in mistakes:
        print(t)


if __name__ == "__main__":
    main()
