# Task 4 (t04-dag-grundy) reference: Grundy value of every vertex of a DAG.
# In: V E, then E edges "u v" (a move u -> v). Out: line 1, the V Grundy
# values in vertex order; line 2, the vertices with Grundy value 0, ascending
# (possibly an empty line).
# g(v) = mex{ g(w) : v -> w }; sinks are 0. Reverse topological order by
# Kahn's algorithm on out-degrees: iterative, O(V + E), no recursion.
import sys


def dag_grundy(V, edges_u, edges_v):
    succ = [[] for _ in range(V)]
    pred = [[] for _ in range(V)]
    outdeg = [0] * V
    for u, v in zip(edges_u, edges_v):
        succ[u].append(v)
        pred[v].append(u)
        outdeg[u] += 1
    g = [0] * V
    queue = [v for v in range(V) if outdeg[v] == 0]
    head = 0
    while head < len(queue):
        v = queue[head]
        head += 1
        seen = {g[w] for w in succ[v]}
        x = 0
        while x in seen:
            x += 1
        g[v] = x
        for u in pred[v]:
            outdeg[u] -= 1
            if outdeg[u] == 0:
                queue.append(u)
    if head != V:
        raise ValueError("the graph has a cycle")
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
