# Codeforces 786A Berzerk (https://codeforces.com/problemset/problem/786/A), Python reference.
# In: n, then Rick's set k1 s..., then Morty's set k2 s.... Out: two lines of
# Win/Lose/Loop for the first player, monster on objects 2..n, Rick moving
# first, then Morty moving first.
# Positions are numbered v = 2*o + p (object o 0-based, the black hole o = 0;
# player p to move). Whoever is to move at the black hole has lost. Retrograde
# analysis, a list used as a FIFO: a lost position makes each predecessor won;
# a won one takes one from each predecessor's count of moves still open, and a
# count that reaches zero makes it lost. Never reached: Loop. O(n (k1 + k2)).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    k1 = int(data[1])
    s = [[int(x) for x in data[2:2 + k1]]]
    k2 = int(data[2 + k1])
    s.append([int(x) for x in data[3 + k1:3 + k1 + k2]])
    WIN, LOSE = 1, 2
    res = [0] * (2 * n)
    open_moves = [len(s[v & 1]) for v in range(2 * n)]
    res[0] = res[1] = LOSE
    todo = [0, 1]
    i = 0
    while i < len(todo):
        v = todo[i]
        i += 1
        o, p = v >> 1, v & 1
        q = 1 - p
        lost = res[v] == LOSE
        for x in s[q]:
            u = 2 * ((o - x) % n) + q
            if u < 2 or res[u]:
                continue
            if lost:
                res[u] = WIN
                todo.append(u)
            else:
                open_moves[u] -= 1
                if open_moves[u] == 0:
                    res[u] = LOSE
                    todo.append(u)
    name = ("Loop", "Win", "Lose")
    out = []
    for p in range(2):
        out.append(" ".join(name[res[2 * o + p]] for o in range(1, n)))
    sys.stdout.write("\n".join(out) + "\n")


main()
