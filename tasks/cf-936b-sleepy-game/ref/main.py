# cf-936b-sleepy-game reference: Codeforces 936B Sleepy Game
# https://codeforces.com/problemset/problem/936/B
# In: n m; for each vertex i a line "c_i a_i,1 ... a_i,c_i" (its out-edges);
# then s.
# Out: "Win" and a walk from s to a vertex with no out-edge after an odd
# number of moves (any such walk is accepted); else "Draw" if the chip can
# be kept moving forever (10^6 moves); else "Lose".
# Theory: Petya moves for both, so a win is a path in the graph of states
# (vertex, moves mod 2) from (s, 0) to (t, 1) with t a sink: a breadth-first
# search over the states, each remembering the state it came from. Failing
# that, a draw is a cycle among the vertices reachable from s: peel them
# from the sinks backward (a vertex all of whose successors are peeled is
# peeled); a vertex left over lies on or leads to a cycle.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    pos = 2
    adj = []
    for _ in range(n):
        c = int(data[pos])
        adj.append([int(x) - 1 for x in data[pos + 1:pos + 1 + c]])
        pos += 1 + c
    s = int(data[pos]) - 1

    came = [[-1, -1] for _ in range(n)]  # the vertex before (v, p)
    came[s][0] = s
    queue = [(s, 0)]
    goal = None
    for v, p in queue:
        if not adj[v] and p == 1:
            goal = v
            break
        for w in adj[v]:
            if came[w][1 - p] < 0:
                came[w][1 - p] = v
                queue.append((w, 1 - p))
    if goal is not None:
        walk = [goal]
        v, p = goal, 1
        while (v, p) != (s, 0):
            v, p = came[v][p], 1 - p
            walk.append(v)
        walk.reverse()
        sys.stdout.write("Win\n" + " ".join(str(v + 1) for v in walk) + "\n")
        return

    reachable = [came[v][0] >= 0 or came[v][1] >= 0 for v in range(n)]
    before = [[] for _ in range(n)]
    left = [len(adj[v]) for v in range(n)]
    for v in range(n):
        if reachable[v]:
            for w in adj[v]:
                before[w].append(v)
    peeled = [v for v in range(n) if reachable[v] and left[v] == 0]
    for w in peeled:
        for v in before[w]:
            left[v] -= 1
            if left[v] == 0:
                peeled.append(v)
    sys.stdout.write("Draw\n" if len(peeled) < sum(reachable) else "Lose\n")


main()
