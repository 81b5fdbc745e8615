# Luogu P4055 [JSOI2009] Game, Python reference.
# In: N M, then N rows of M cells . or #. Out: WIN and the cells "r c" (row
# by row) from which AA, who places the token, wins, or LOSE.
# YY moves first, so AA wins from a cell exactly when some maximum matching
# of the grid graph misses it. Kuhn's augmenting paths (explicit stack)
# from the cells with r + c even, then from the unmatched cells of each
# colour a search out along any edge and back along the matched one.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    rows = [data[2 + r].decode() for r in range(n)]
    free = [rows[v // m][v % m] == "." for v in range(n * m)]
    adj = [[] for _ in range(n * m)]
    for v in range(n * m):
        if not free[v]:
            continue
        r, c = divmod(v, m)
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            rr, cc = r + dr, c + dc
            if 0 <= rr < n and 0 <= cc < m and free[rr * m + cc]:
                adj[v].append(rr * m + cc)
    mate = [-1] * (n * m)
    seen = [-1] * (n * m)
    for root in range(n * m):
        if not free[root] or (root // m + root % m) % 2:
            continue
        stack = [[root, 0]]
        via = {}
        found = -1
        seen[root] = root
        while stack and found < 0:
            frame = stack[-1]
            v, i = frame
            if i == len(adj[v]):
                stack.pop()
                continue
            frame[1] += 1
            w = adj[v][i]
            if seen[w] == root:
                continue
            seen[w] = root
            via[w] = v
            if mate[w] < 0:
                found = w
            else:
                stack.append([mate[w], 0])
        w = found
        while w >= 0:
            v = via[w]
            old = mate[v]
            mate[v], mate[w] = w, v
            w = old
    avoidable = [free[v] and mate[v] < 0 for v in range(n * m)]
    queue = [v for v in range(n * m) if avoidable[v]]
    for v in queue:
        for w in adj[v]:
            x = mate[w]
            if x >= 0 and not avoidable[x]:
                avoidable[x] = True
                queue.append(x)
    wins = [v for v in range(n * m) if avoidable[v]]
    if wins:
        sys.stdout.write("WIN\n" + "".join(f"{v // m + 1} {v % m + 1}\n" for v in wins))
    else:
        sys.stdout.write("LOSE\n")


if __name__ == "__main__":
    main()
