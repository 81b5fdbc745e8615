# loopy-token-sum: tokens on a digraph with cycles (our own problem; its statement is the package README), Python reference.
# In: n m, m arcs u v, then q positions k t_1..t_k. Out: each vertex's
# generalized Sprague-Grundy value (g, or inf and the finite values of its
# followers), then WIN, LOSE or DRAW for each position.
# Smith's rounds as written, by sweeping until nothing changes: in round i an
# unlabelled vertex takes i when no follower has i and every follower that is
# unlabelled or inf has a follower with i; after the sweeps, an unlabelled
# vertex with no follower labelled i is inf. Sum: all finite, LOSE exactly
# when the XOR is 0; one inf(K), WIN exactly when the XOR of the others is in
# K; otherwise DRAW. Slow on large graphs (sweeps), exact everywhere.
import sys

INF = "inf"


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    succ = [[] for _ in range(n)]
    for j in range(m):
        succ[int(data[2 + 2 * j]) - 1].append(int(data[3 + 2 * j]) - 1)
    label = [None] * n
    i = 0
    while None in label:
        has_i = [False] * n
        changed = True
        while changed:
            changed = False
            for u in range(n):
                if label[u] is not None or has_i[u]:
                    continue
                if all(has_i[f] for f in succ[u] if label[f] is None or label[f] == INF):
                    label[u] = i
                    changed = True
                    for v in range(n):
                        if u in succ[v]:
                            has_i[v] = True
        for u in range(n):
            if label[u] is None and not has_i[u]:
                label[u] = INF
        i += 1
    out = []
    reach = {}
    for v in range(n):
        if label[v] == INF:
            reach[v] = sorted({label[f] for f in succ[v] if label[f] != INF})
            out.append(" ".join(["inf"] + [str(k) for k in reach[v]]))
        else:
            out.append(str(label[v]))
    pos = 2 + 2 * m
    q = int(data[pos])
    pos += 1
    for _ in range(q):
        k = int(data[pos])
        tokens = [int(t) - 1 for t in data[pos + 1:pos + 1 + k]]
        pos += 1 + k
        infinite = [t for t in tokens if label[t] == INF]
        x = 0
        for t in tokens:
            if label[t] != INF:
                x ^= label[t]
        if not infinite:
            out.append("LOSE" if x == 0 else "WIN")
        elif len(infinite) == 1 and x in reach[infinite[0]]:
            out.append("WIN")
        else:
            out.append("DRAW")
    sys.stdout.write("\n".join(out) + "\n")


main()
