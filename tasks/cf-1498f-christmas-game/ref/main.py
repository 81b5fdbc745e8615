# cf-1498f-christmas-game reference: Codeforces 1498F Christmas Game
# https://codeforces.com/problemset/problem/1498/F
# In: n k; n-1 undirected edges "x y"; a_1..a_n (presents per node).
# Out: n values separated by spaces: the i-th is 1 if Alice (who moves first)
# wins when the tree is rooted at node i, else 0.
# Theory: write depth d = q*k + s. A move takes presents from depth d >= k to
# depth d - k: it keeps s and lowers q by one, so the presents play staircase
# Nim with step q (step 0 is the ground). Only odd steps count: Alice wins for
# root r iff the XOR of a_i over nodes with floor(depth_r(i) / k) odd, i.e.
# depth mod 2k in [k, 2k), is not 0.
# Every root at once: down[v][j] = XOR of a over v's subtree at distance
# j (mod 2k) from v; then full[c][j] = down[c][j] ^ full[p][j-1] ^ down[c][j-2]
# for a child c of p (p's whole-tree vector without c's part, one step
# further). Rooted at 1 by a BFS; O(n k).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    m = 2 * k
    adj = [[] for _ in range(n)]
    pos = 2
    for _ in range(n - 1):
        x, y = int(data[pos]) - 1, int(data[pos + 1]) - 1
        pos += 2
        adj[x].append(y)
        adj[y].append(x)
    a = [int(x) for x in data[pos:pos + n]]
    parent = [-1] * n
    order = [0]
    seen = [False] * n
    seen[0] = True
    for v in order:
        for w in adj[v]:
            if not seen[w]:
                seen[w] = True
                parent[w] = v
                order.append(w)
    down = [[0] * m for _ in range(n)]
    for v in reversed(order):
        dv = down[v]
        dv[0] ^= a[v]
        p = parent[v]
        if p >= 0:
            dp = down[p]
            for j in range(m):
                dp[(j + 1) % m] ^= dv[j]
    full = [None] * n
    full[0] = down[0]
    for v in order[1:]:
        fp, dv = full[parent[v]], down[v]
        full[v] = [dv[j] ^ fp[(j - 1) % m] ^ dv[(j - 2) % m] for j in range(m)]
    out = []
    for v in range(n):
        x = 0
        for j in range(k, m):
            x ^= full[v][j]
        out.append("1" if x else "0")
    sys.stdout.write(" ".join(out) + "\n")


if __name__ == "__main__":
    main()
