# Task 4 (t04-dag-grundy) reference: Grundy value of every vertex of a DAG.
# In: V E, then E edges "u v" (a move u -> v). Out: line 1, the V Grundy
# values in vertex order; line 2, the vertices with Grundy value 0, ascending
# (possibly an empty line).
# g(v) = mex{ g(w) : v -> w }; sinks are 0. Reverse topological order by
# Kahn's algorithm gives a topological order; walk it backwards.
# Iterative, O(V + E), no recursion.
import sys


def dag_grundy(V, edges_u, edges_v):
    succ = [[] for _ in range(V)]
    indeg = [0] * V
    for u, v in zip(edges_u, edges_v):
        succ[u].append(v)
        indeg[v] += 1
    # Kahn's algorithm: a topological order (every move goes forward in it)
    order = [v for v in range(V) if indeg[v] == 0]
    append = order.append
    for u in order:  # order grows while we walk it (a FIFO queue)
        for v in succ[u]:
            indeg[v] -= 1
            if indeg[v] == 0:
                append(v)
    if len(order) != V:
        raise ValueError("the graph has a cycle")
    # reverse topological order: every successor is done before its vertex
    g = [0] * V
    mark = [-1] * (V + 1)  # mark[x] == v: value x is a successor value of v
    for v in reversed(order):
        for w in succ[v]:
            mark[g[w]] = v
        x = 0
        while mark[x] == v:
            x += 1
        g[v] = x
    return g


def main():
    data = sys.stdin.buffer.read().split()
    V = int(data[0])
    E = int(data[1])
    nums = list(map(int, data[2:2 + 2 * E]))
    g = dag_grundy(V, nums[0::2], nums[1::2])
    zeros = [str(v) for v in range(V) if g[v] == 0]
    sys.stdout.write(" ".join(map(str, g)) + "\n" + " ".join(zeros) + "\n")


if __name__ == "__main__":
    main()
