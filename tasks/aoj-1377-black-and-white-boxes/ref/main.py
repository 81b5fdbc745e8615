# AOJ 1377 Black and White Boxes (https://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=1377), Python reference.
# In: n (<= 40), then n piles, strings of B and W from the bottom up.
# Out: the most boxes in a choice of piles that is fair (the sum of the piles' values is 0).
# Theory: a pile is a Blue-Red Hackenbush stalk (B is Alice's, Left): by Berlekamp's rule
# the first run of one colour counts +-1 a box, the i-th box after it +-1/2^i; a sum of
# numbers is fair (the player to move loses, so both can win) exactly when it is 0.
# Values exact as Python integers in units of 2^-UNIT_BITS (a pile's value needs at
# most one bit per box after the first change of colour); the subsets by meeting in
# the middle (a dict of sums per half).
import sys

UNIT_BITS = 64


def stalk(s):
    sign = {"B": 1, "W": -1}
    i = 0
    value = 0
    while i < len(s) and s[i] == s[0]:
        value += sign[s[i]] << UNIT_BITS
        i += 1
    k = 1
    for c in s[i:]:
        assert k <= UNIT_BITS, "a pile finer than 2^-64"
        value += sign[c] << (UNIT_BITS - k)
        k += 1
    return value


def sums(items):
    best = {0: 0}
    for v, w in items:
        for s, b in list(best.items()):
            t = s + v
            if best.get(t, -1) < b + w:
                best[t] = b + w
    return best


def main():
    tokens = sys.stdin.read().split()
    n = int(tokens[0])
    items = [(stalk(p), len(p)) for p in tokens[1:1 + n]]
    low, high = sums(items[: n // 2]), sums(items[n // 2:])
    print(max(w + low[-s] for s, w in high.items() if -s in low))


if __name__ == "__main__":
    main()
