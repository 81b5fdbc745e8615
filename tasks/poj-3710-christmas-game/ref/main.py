# POJ 3710 Christmas Game (http://poj.org/problem?id=3710), Python reference.
# In: test cases until EOF; each N, then N trees "m k" and k edges "a b"
# (vertex 1 the root). Out: "Sally" if the first player wins, else "Harry".
# Fusion: vertices joined by a cycle fuse into one, each edge of the cycle a
# loop (worth 1, so only the parity counts). Two vertices are on a common
# cycle exactly when they stay connected after deleting any single edge; here
# an edge is on a cycle iff its ends stay connected without it. The fused
# graph is a tree of the remaining edges; the colon principle values it:
# g(v) = (loops at v mod 2) XOR the XOR over children c of (g(c) + 1).
import sys


def connected_without(m, edges, skip, a, b):
    adj = [[] for _ in range(m)]
    for i, (u, v) in enumerate(edges):
        if i != skip:
            adj[u].append(v)
            adj[v].append(u)
    seen = {a}
    todo = [a]
    while todo:
        v = todo.pop()
        for w in adj[v]:
            if w not in seen:
                seen.add(w)
                todo.append(w)
    return b in seen


def tree_value(m, edges):
    on_cycle = [u == v or connected_without(m, edges, i, u, v) for i, (u, v) in enumerate(edges)]
    label = list(range(m))

    def root(x):
        while label[x] != x:
            label[x] = label[label[x]]
            x = label[x]
        return x

    for i, (u, v) in enumerate(edges):
        if on_cycle[i]:
            label[root(u)] = root(v)
    loops = [0] * m
    tree = [[] for _ in range(m)]
    for i, (u, v) in enumerate(edges):
        a, b = root(u), root(v)
        if on_cycle[i]:
            loops[a] ^= 1
        else:
            tree[a].append(b)
            tree[b].append(a)
    start = root(0)
    order, parent = [start], {start: None}
    for v in order:
        for w in tree[v]:
            if w not in parent:
                parent[w] = v
                order.append(w)
    g = {v: loops[v] for v in order}
    for v in reversed(order):
        if parent[v] is not None:
            g[parent[v]] ^= g[v] + 1
    return g[start]


def main():
    vals = list(map(int, sys.stdin.buffer.read().split()))
    pos, out = 0, []
    while pos < len(vals):
        n = vals[pos]
        pos += 1
        x = 0
        for _ in range(n):
            m, k = vals[pos], vals[pos + 1]
            pos += 2
            edges = [(vals[pos + 2 * i] - 1, vals[pos + 2 * i + 1] - 1) for i in range(k)]
            pos += 2 * k
            x ^= tree_value(m, edges)
        out.append("Sally" if x else "Harry")
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
