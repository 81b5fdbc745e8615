# hdu-3094-a-tree-game reference: HDU 3094 A tree game
# https://acm.hdu.edu.cn/showproblem.php?pid=3094
# In: T (T <= 100); per test N (1 <= N <= 10^5) and N-1 undirected edges "I J".
# Vertex 1 is the root. Out: per test "Alice" if the first player (Alice)
# wins, else "Bob".
# Theory: Green Hackenbush on a rooted tree. By the colon principle a vertex
# with children c1..cr is worth the Nim heap XOR over i of (g(ci) + 1), a child
# subtree hanging from one edge being a stalk one longer than the subtree.
# Alice wins iff g(1) != 0. The tree is rooted at 1 by a breadth-first search
# (no recursion), and the values are folded in reverse BFS order.
import sys


def tree_value(n, edges):
    adj = [[] for _ in range(n + 1)]
    for a, b in edges:
        adj[a].append(b)
        adj[b].append(a)
    parent = [0] * (n + 1)
    seen = [False] * (n + 1)
    order = [1]
    seen[1] = True
    for v in order:  # the list grows while it is walked: a BFS
        for w in adj[v]:
            if not seen[w]:
                seen[w] = True
                parent[w] = v
                order.append(w)
    g = [0] * (n + 1)
    for v in reversed(order[1:]):
        g[parent[v]] ^= g[v] + 1
    return g[1]


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        pos += 1
        edges = []
        for _ in range(n - 1):
            edges.append((int(data[pos]), int(data[pos + 1])))
            pos += 2
        out.append("Alice" if tree_value(n, edges) else "Bob")
    sys.stdout.write("\n".join(out) + "\n" if out else "")


if __name__ == "__main__":
    main()
