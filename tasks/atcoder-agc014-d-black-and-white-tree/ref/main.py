# AtCoder AGC 014 D Black and White Tree (https://atcoder.jp/contests/agc014/tasks/agc014_d), Python reference.
# In: N, then N - 1 edges a b. Out: First, or Second when the tree has a
# perfect matching (Aoki answers each white vertex with its partner).
# Breadth-first from vertex 1, then children before parents: a free vertex
# takes its free parent (greedy from the leaves is a maximum matching).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    adj = [[] for _ in range(n + 1)]
    for i in range(n - 1):
        a, b = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        adj[a].append(b)
        adj[b].append(a)
    parent = [0] * (n + 1)
    order = [1]
    seen = [False] * (n + 1)
    seen[1] = True
    for v in order:
        for w in adj[v]:
            if not seen[w]:
                seen[w] = True
                parent[w] = v
                order.append(w)
    matched = [False] * (n + 1)
    for v in reversed(order):
        p = parent[v]
        if p and not matched[v] and not matched[p]:
            matched[v] = matched[p] = True
    print("Second" if all(matched[1:]) else "First")


if __name__ == "__main__":
    main()
