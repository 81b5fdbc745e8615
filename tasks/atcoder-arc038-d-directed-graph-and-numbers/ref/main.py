# AtCoder ARC038 D: the number the piece ends on, the first player
# maximizing it and the second minimizing it; each player in turn moves the
# piece along an arc or ends the game. For a threshold d, "the first player
# ends on at least d" is a win/lose game with draws, solved backward from
# the positions where the mover wins or loses at once; the answer is the
# largest d among the numbers for which the first player wins from vertex 1.
import sys
from collections import deque


def first_reaches(n, x, rev, outdeg, d):
    # state v: first to move at v; n + v: second to move at v.
    # win[s]: 1 mover wins, 0 mover loses, -1 unknown (a draw counts as the
    # first player failing).
    win = [-1] * (2 * n)
    left = [outdeg[v % n] for v in range(2 * n)]
    q = deque()
    for v in range(n):
        if x[v] >= d:
            win[v] = 1
            q.append(v)
            if outdeg[v] == 0:
                win[n + v] = 0
                q.append(n + v)
        else:
            win[n + v] = 1
            q.append(n + v)
            if outdeg[v] == 0:
                win[v] = 0
                q.append(v)
    while q:
        s = q.popleft()
        v = s % n
        other = 0 if s >= n else n
        for u in rev[v]:
            p = other + u
            if win[p] != -1:
                continue
            if win[s] == 0:
                win[p] = 1
                q.append(p)
            else:
                left[p] -= 1
                if left[p] == 0:
                    win[p] = 0
                    q.append(p)
    return win[0] == 1


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    x = [int(t) for t in data[2:2 + n]]
    rev = [[] for _ in range(n)]
    outdeg = [0] * n
    pos = 2 + n
    for _ in range(m):
        a, b = int(data[pos]) - 1, int(data[pos + 1]) - 1
        pos += 2
        rev[b].append(a)
        outdeg[a] += 1
    cand = sorted(set(x))
    lo, hi = 0, len(cand) - 1  # cand[lo] always reached (x_1 at least)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if first_reaches(n, x, rev, outdeg, cand[mid]):
            lo = mid
        else:
            hi = mid - 1
    print(cand[lo])


main()
