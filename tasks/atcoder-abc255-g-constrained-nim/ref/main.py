# AtCoder ABC 255 G Constrained Nim
# (https://atcoder.jp/contests/abc255/tasks/abc255_g), Python reference.
# In: N M, A_1 .. A_N, then M banned moves X_i Y_i (taking exactly Y_i stones
# from a pile of exactly X_i is not allowed). N, M <= 2*10^5, values <= 10^18.
# Out: "Takahashi" if the first player wins, else "Aoki".
# Theory (the official editorial): let h(n) = max g(0..n). g(0..n-1) holds
# every value 0..h(n-1), so a size n with no banned move has g(n) = h(n-1)+1:
# after the largest banned size b <= n, g(n) = h(b) + (n - b). For the banned
# sizes x, in increasing order: value v <= h(x-1) occurs 1 + extra[v] times
# in g(0..x-1) (extra[v] = earlier banned sizes whose g re-used v); v is lost
# when every occurrence is a banned target g(x - y); g(x) is the least lost
# value, or h(x-1) + 1 when none is lost.
import sys
from bisect import bisect_left, bisect_right
from collections import Counter, defaultdict


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    piles = [int(t) for t in data[2:2 + n]]
    banned = defaultdict(set)
    pos = 2 + n
    for _ in range(m):
        banned[int(data[pos])].add(int(data[pos + 1]))
        pos += 2
    sizes, gs, hs = [], [], []  # banned sizes, their g and h, increasing

    def g(v):
        i = bisect_right(sizes, v) - 1
        if i < 0:
            return v
        if sizes[i] == v:
            return gs[i]
        return hs[i] + (v - sizes[i])

    extra = Counter()
    for x in sorted(banned):
        i = bisect_left(sizes, x) - 1
        top = x - 1 if i < 0 else hs[i] + (x - 1 - sizes[i])  # h(x - 1)
        hits = Counter(g(x - y) for y in banned[x])
        lost = [v for v, c in hits.items() if c == 1 + extra[v]]
        if lost:
            gx = min(lost)
            extra[gx] += 1
            hx = top
        else:
            gx = hx = top + 1
        sizes.append(x)
        gs.append(gx)
        hs.append(hx)
    total = 0
    for a in piles:
        total ^= g(a)
    sys.stdout.write("Takahashi\n" if total else "Aoki\n")


if __name__ == "__main__":
    main()
