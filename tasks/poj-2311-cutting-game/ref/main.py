# POJ 2311 Cutting Game (http://poj.org/problem?id=2311), Python reference.
# In: lines "W H" (2 <= W, H <= 200) until end of file.
# Out: one line per sheet, "WIN" if the first player wins, else "LOSE".
# Theory: a cut that leaves a piece with a side of 1 loses at once (the
# opponent cuts a 1 x 1 off that strip), so good play only makes cuts that
# leave both parts at least 2 x 2 in both sides, and a player with no such cut
# loses: normal play. Pieces are independent, so
#   g(w, h) = mex({g(i, h) ^ g(w-i, h) : 2 <= i <= w-2}
#                 | {g(w, j) ^ g(w, h-j) : 2 <= j <= h-2}),
# and the first player wins iff g(W, H) != 0. A strip 1 x n (n >= 2), beyond
# the judge's bounds, is a win at once: cut a 1 x 1 off it.
import sys


def table(size):
    g = [[0] * (size + 1) for _ in range(size + 1)]
    for w in range(2, size + 1):
        for h in range(2, w + 1):
            seen = set()
            for i in range(2, w // 2 + 1):
                seen.add(g[i][h] ^ g[w - i][h])
            for j in range(2, h // 2 + 1):
                seen.add(g[w][j] ^ g[w][h - j])
            v = 0
            while v in seen:
                v += 1
            g[w][h] = g[h][w] = v
    return g


def main():
    nums = list(map(int, sys.stdin.buffer.read().split()))
    sheets = list(zip(nums[0::2], nums[1::2]))
    g = table(max([2] + nums))
    sys.stdout.write("".join("WIN\n" if w == 1 or h == 1 or g[w][h] else "LOSE\n" for w, h in sheets))


if __name__ == "__main__":
    main()
