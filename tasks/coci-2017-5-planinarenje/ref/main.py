# COCI 2017/18 contest 5, Planinarenje, Python reference.
# In: N M, then M trails v d (peak v, valley d). Out: N lines, Slavko when
# every maximum matching covers peak i (he moves first), else Mirko.
# Kuhn's augmenting paths (an explicit stack), then the peaks reached from
# the unmatched peaks by alternating paths (any trail down, the matched
# trail up) are the ones some maximum matching avoids.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n + 1)]
    for i in range(m):
        adj[int(data[2 + 2 * i])].append(int(data[3 + 2 * i]))
    peak_of = [0] * (n + 1)  # valley -> its matched peak
    valley_of = [0] * (n + 1)  # peak -> its matched valley
    for root in range(1, n + 1):
        seen = [False] * (n + 1)
        # Each frame: a peak and the index of the next trail to try.
        stack = [[root, 0]]
        via = {}  # valley -> the peak that reached it
        found = 0
        while stack and not found:
            frame = stack[-1]
            p, i = frame
            if i == len(adj[p]):
                stack.pop()
                continue
            frame[1] += 1
            d = adj[p][i]
            if seen[d]:
                continue
            seen[d] = True
            via[d] = p
            if peak_of[d] == 0:
                found = d
            else:
                stack.append([peak_of[d], 0])
        d = found
        while d:
            p = via[d]
            nxt = valley_of[p]
            valley_of[p] = d
            peak_of[d] = p
            d = nxt
    avoidable = [False] * (n + 1)
    queue = [p for p in range(1, n + 1) if valley_of[p] == 0]
    for p in queue:
        avoidable[p] = True
    for p in queue:
        for d in adj[p]:
            q = peak_of[d]
            if q and not avoidable[q]:
                avoidable[q] = True
                queue.append(q)
    sys.stdout.write("".join("Mirko\n" if avoidable[p] else "Slavko\n" for p in range(1, n + 1)))


if __name__ == "__main__":
    main()
