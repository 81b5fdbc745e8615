# Library Checker general_matching, Matching on General Graph
# (https://judge.yosupo.jp/problem/general_matching), Python reference.
# In: N M, then M edges "u v" of a simple undirected graph (from 0).
# Out: X, the size of a maximum matching, then its X edges "u v".
# Edmonds' blossom algorithm, with explicit alternating paths: each even
# vertex keeps its alternating path from the root; an edge between two even
# vertices of the tree closes a blossom, whose odd vertices become even with
# the path round the other side of the cycle. O(N^4) at worst: for the
# golden cases, not the judge's largest.
import sys


def augmenting_path(n, adj, mate, root):
    """An alternating path from root to a free vertex, or None."""
    path = {root: [root]}  # even vertex -> its even alternating path
    odd = set()
    queue = [root]
    i = 0
    while i < len(queue):
        v = queue[i]
        i += 1
        for w in adj[v]:
            if w in odd or w == mate[v]:
                continue
            if w not in path:
                if mate[w] < 0:
                    return path[v] + [w]
                odd.add(w)
                path[mate[w]] = path[v] + [w, mate[w]]
                queue.append(mate[w])
                continue
            # v and w both even: the cycle path[v] + path[w] reversed.
            pv, pw = path[v], path[w]
            k = 0
            while k < len(pv) and k < len(pw) and pv[k] == pw[k]:
                k += 1
            # Every odd vertex on either branch becomes even, reached the
            # other way round the cycle (through the edge v-w).
            for a, b in ((pv, pw), (pw, pv)):
                for j in range(k, len(a)):
                    x = a[j]
                    if x in odd:
                        path[x] = b + a[j:][::-1]
                        odd.discard(x)
                        queue.append(x)
    return None


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n)]
    for i in range(m):
        u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        adj[u].append(v)
        adj[v].append(u)
    mate = [-1] * n
    for v in range(n):  # a greedy start
        if mate[v] < 0:
            for w in adj[v]:
                if mate[w] < 0:
                    mate[v], mate[w] = w, v
                    break
    for root in range(n):
        if mate[root] >= 0:
            continue
        p = augmenting_path(n, adj, mate, root)
        if p is None:
            continue
        for j in range(0, len(p), 2):
            a, b = p[j], p[j + 1]
            mate[a], mate[b] = b, a
    pairs = [(u, mate[u]) for u in range(n) if mate[u] > u]
    sys.stdout.write("\n".join([str(len(pairs))] + ["%d %d" % q for q in pairs]) + "\n")


if __name__ == "__main__":
    main()
