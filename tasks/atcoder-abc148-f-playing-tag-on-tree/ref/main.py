# atcoder-abc148-f-playing-tag-on-tree reference: AtCoder ABC148 F Playing
# Tag on Tree, https://atcoder.jp/contests/abc148/tasks/abc148_f
# In: "N u v", then N-1 edges "A B" of a tree.
# Out: the number of moves Aoki (at v) makes before the game ends, when
# Takahashi (at u) moves first, each move is a step to a neighbour, the game
# ends when both stand on one vertex, Takahashi delays it and Aoki hurries.
# Theory: Takahashi can reach w without meeting Aoki iff dist(u, w) <
# dist(v, w). He runs to the such w farthest from Aoki and steps back and
# forth there; Aoki walks dist(v, w) - 1 steps before Takahashi must step
# onto him. Two BFS passes. No recursion.
import sys


def bfs(adj, n, s):
    dist = [-1] * n
    dist[s] = 0
    queue = [s]
    for x in queue:
        d = dist[x] + 1
        for w in adj[x]:
            if dist[w] < 0:
                dist[w] = d
                queue.append(w)
    return dist


def main():
    data = sys.stdin.buffer.read().split()
    n, u, v = int(data[0]), int(data[1]) - 1, int(data[2]) - 1
    adj = [[] for _ in range(n)]
    for e in range(n - 1):
        a, b = int(data[3 + 2 * e]) - 1, int(data[4 + 2 * e]) - 1
        adj[a].append(b)
        adj[b].append(a)
    du, dv = bfs(adj, n, u), bfs(adj, n, v)
    best = max((y - 1 for x, y in zip(du, dv) if x < y), default=0)
    print(best)


main()
