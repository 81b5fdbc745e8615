# cf-1404b-tree-tag reference: Codeforces 1404B Tree Tag
# https://codeforces.com/problemset/problem/1404/B
# In: t; per test "n a b da db" and n-1 edges "u v" of a tree.
# Out: per test "Alice" if Alice (moving first, jumps of at most da) can land
# on Bob's vertex (his jumps at most db), else "Bob".
# Theory (the round's editorial): Alice wins iff dist(a, b) <= da (she jumps
# onto him), or 2*da >= the diameter (from a centre of the tree she reaches
# every vertex), or db <= 2*da (Bob cannot jump over her; she closes in).
# Otherwise Bob keeps to a longest path and jumps past her.
# Distances by BFS; the diameter by BFS from a farthest vertex. No recursion.
import sys


def bfs(adj, n, s):
    dist = [-1] * n
    dist[s] = 0
    queue = [s]
    for v in queue:
        d = dist[v] + 1
        for w in adj[v]:
            if dist[w] < 0:
                dist[w] = d
                queue.append(w)
    return dist, queue[-1]


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n, a, b, da, db = (int(x) for x in data[pos:pos + 5])
        pos += 5
        adj = [[] for _ in range(n)]
        for _ in range(n - 1):
            u, v = int(data[pos]) - 1, int(data[pos + 1]) - 1
            pos += 2
            adj[u].append(v)
            adj[v].append(u)
        dist, far = bfs(adj, n, a - 1)
        ab = dist[b - 1]
        dist, other = bfs(adj, n, far)
        diameter = dist[other]
        alice = ab <= da or 2 * da >= diameter or db <= 2 * da
        out.append("Alice" if alice else "Bob")
    sys.stdout.write("\n".join(out) + "\n")


main()
