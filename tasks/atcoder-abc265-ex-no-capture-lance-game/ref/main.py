# AtCoder ABC265 Ex No-capture Lance Game (https://atcoder.jp/contests/abc265/tasks/abc265_h), Python reference.
# In: H W. Out: how many of the (W(W-1))^H placements are first-player wins, mod 998244353.
# Theory: a row whose pieces face away is the integer (first's free squares) - (second's);
# one whose pieces face each other is the nimber *gap; a board is x + *m, a first-player
# win iff x > 0 or (x = 0 and m != 0). Counting: x > 0 and x < 0 are equally many, and
# with c = [x^0] of powers of the integer rows' polynomial A and the XOR counts by the
# Walsh-Hadamard transform Bh of the gaps, the answer is
# 2^(H-1) T^H + [x^0](A + T)^H / 2 - sum_s [x^0](A + Bh_s)^H / M, T = W(W-1)/2;
# [x^0] of a power from the recurrence of P F' = H P' F, F = P^H.
import sys
from collections import Counter

MOD = 998244353


def central(a, d, beta, h, inv):
    """[x^0] (A + beta)^h, a[j] the coefficient of x^(j - d)."""
    p = list(a)
    p[d] = (p[d] + beta) % MOD
    if d == 0:
        return pow(p[0], h, MOD)
    f = [1]
    for n in range(1, d * h + 1):
        s = 0
        for j in range(1, min(2 * d, n) + 1):
            s += ((h + 1) * j - n) * p[j] * f[n - j]
        f.append(s % MOD * inv[n] % MOD)
    return f[d * h]


def main():
    h, w = map(int, sys.stdin.read().split())
    d = w - 2
    a = [0] * (2 * d + 1)
    m = 1
    while m < w - 1:
        m *= 2
    gaps = [0] * m
    for first in range(w):
        for second in range(w):
            if first < second:
                a[first - (w - 1 - second) + d] += 1
            elif first > second:
                gaps[first - second - 1] += 1
    t = w * (w - 1) // 2
    inv = [0, 1] + [0] * (d * h)
    for i in range(2, d * h + 1):
        inv[i] = (MOD - (MOD // i) * inv[MOD % i] % MOD) % MOD
    transformed = Counter(sum(gaps[g] * (-1) ** bin(g & s).count("1") for g in range(m)) for s in range(m))
    ans = pow(2, h - 1, MOD) * pow(t, h, MOD) + pow(2, MOD - 2, MOD) * central(a, d, t, h, inv)
    for beta, times in transformed.items():
        ans -= times * pow(m, MOD - 2, MOD) * central(a, d, beta % MOD, h, inv)
    print(ans % MOD)


if __name__ == "__main__":
    main()
