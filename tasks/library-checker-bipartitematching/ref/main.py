# Library Checker bipartitematching, Matching on Bipartite Graph
# (https://judge.yosupo.jp/problem/bipartitematching), Python reference.
# In: L R M, then M edges "a b" (left a, right b, from 0).
# Out: K, the size of a maximum matching, then its K edges "left right".
# Augmenting paths one at a time (Berge): a breadth-first search from all
# free left vertices over alternating paths; flip the first path found to a
# free right vertex; stop when none is found.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    l, r, m = int(data[0]), int(data[1]), int(data[2])
    adj = [[] for _ in range(l)]
    for i in range(m):
        adj[int(data[3 + 2 * i])].append(int(data[4 + 2 * i]))
    mate_l = [-1] * l
    mate_r = [-1] * r
    for a in range(l):  # a greedy start
        for b in adj[a]:
            if mate_r[b] < 0:
                mate_l[a], mate_r[b] = b, a
                break
    while True:
        # came[b] = the left vertex b was reached from.
        came = [-1] * r
        queue = [a for a in range(l) if mate_l[a] < 0]
        end = -1
        for a in queue:
            for b in adj[a]:
                if came[b] < 0:
                    came[b] = a
                    if mate_r[b] < 0:
                        end = b
                        break
                    queue.append(mate_r[b])
            if end >= 0:
                break
        if end < 0:
            break
        b = end
        while b >= 0:
            a = came[b]
            nb = mate_l[a]
            mate_l[a], mate_r[b] = b, a
            b = nb
    pairs = [(a, mate_l[a]) for a in range(l) if mate_l[a] >= 0]
    out = [str(len(pairs))] + ["%d %d" % p for p in pairs]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
