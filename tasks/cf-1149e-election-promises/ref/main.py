# cf-1149e-election-promises reference: Codeforces 1149E Election Promises
# https://codeforces.com/problemset/problem/1149/E
# In: n m; h_1..h_n (taxes, 0..10^9); m one-way roads "u v" forming a DAG.
# Out: "LOSE" if the first party cannot force a win; else "WIN" and the n
# taxes after one winning convention (any winning convention is accepted).
# Theory: the level of a city is the mex of its out-neighbours' levels (a
# sink has level 0). Let X(t) be the XOR of the taxes on level t. The mover
# loses iff every X(t) is 0. A convention at v lowers h_v and may rewrite
# only v's out-neighbours, none of them on v's level, so it breaks a zero
# X(level v). Conversely take the highest t with X(t) != 0 and a city v on
# level t whose tax has X(t)'s top bit: h_v ^= X(t) lowers it, and for each
# lower level l an out-neighbour on level l exists (mex), where h ^= X(l).
# This reference takes the LAST such city v and the LAST fitting neighbour
# (the other references take other ones: the answers are judged by the
# package's checker, not compared byte for byte).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    h = [int(x) for x in data[2:2 + n]]
    out_edges = [[] for _ in range(n)]
    indeg = [0] * n
    pos = 2 + n
    for _ in range(m):
        u, v = int(data[pos]) - 1, int(data[pos + 1]) - 1
        pos += 2
        out_edges[u].append(v)
        indeg[v] += 1
    # Kahn's order: every city before its out-neighbours.
    order = [v for v in range(n) if indeg[v] == 0]
    for v in order:
        for w in out_edges[v]:
            indeg[w] -= 1
            if indeg[w] == 0:
                order.append(w)
    level = [0] * n
    for v in reversed(order):
        seen = {level[w] for w in out_edges[v]}
        x = 0
        while x in seen:
            x += 1
        level[v] = x
    top = max(level) if n else 0
    xor = [0] * (top + 1)
    for v in range(n):
        xor[level[v]] ^= h[v]
    t = max((l for l in range(top + 1) if xor[l]), default=-1)
    if t < 0:
        sys.stdout.write("LOSE\n")
        return
    bit = 1 << (xor[t].bit_length() - 1)
    v = max(u for u in range(n) if level[u] == t and h[u] & bit)
    h[v] ^= xor[t]
    pick = {}
    for w in out_edges[v]:
        if level[w] < t:
            pick[level[w]] = w  # the last neighbour on each level
    for l in range(t):
        if xor[l]:
            h[pick[l]] ^= xor[l]
    sys.stdout.write("WIN\n" + " ".join(map(str, h)) + "\n")


if __name__ == "__main__":
    main()
