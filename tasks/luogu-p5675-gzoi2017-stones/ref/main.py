# Luogu P5675 [GZOI2017] 取石子游戏 (Stone Game) (https://www.luogu.com.cn/problem/P5675), Python reference.
# In: N, then N pile sizes. Out: mod 1e9+7, the number of (chosen set of
# piles, designated pile i in it) such that Alice, who must first take from
# pile i, loses Nim.
# Alice wins iff the other chosen piles' XOR x is below a_i (she leaves x in
# pile i): count, per pile size, the subsets of the other piles by XOR, and
# add those of XOR >= a_i once per pile of that size.
import sys

MOD = 10**9 + 7


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [int(t) for t in data[1:1 + n]]
    size = 1
    while size <= max(a, default=0):
        size *= 2
    total = 0
    for v in sorted(set(a)):
        others = list(a)
        others.remove(v)
        dp = [0] * size
        dp[0] = 1
        for b in others:
            dp = [(dp[x] + dp[x ^ b]) % MOD for x in range(size)]
        total += a.count(v) * sum(dp[v:])
    print(total % MOD)


if __name__ == "__main__":
    main()
