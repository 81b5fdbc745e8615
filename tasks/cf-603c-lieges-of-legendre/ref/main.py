# Codeforces 603C Lieges of Legendre
# (https://codeforces.com/problemset/problem/603/C), Python reference.
# In: n k, then a_1 .. a_n (n <= 10^5, k <= 10^9, a_i <= 10^9).
# Out: "Kevin" if the first player wins, else "Nicky".
# Theory: Sprague-Grundy per pile. Splitting 2x into k piles of x is worth
# g(x) XOR-ed k times: g(x) for odd k, 0 for even k. So
#   g(x) = mex{ g(x-1), [x even] (g(x/2) if k odd else 0) }.
# k even: g = 0, 1, 2 for x = 0, 1, 2, then 1 for even x, 0 for odd x.
# k odd: g = 0, 1, 0, 1, 2 for x <= 4; then odd x -> 0 and even x ->
# mex{0, g(x/2)} (2 if g(x/2) == 1, else 1), a chain of halvings.
import sys


def grundy_even_k(x):
    if x <= 2:
        return x
    return 1 if x % 2 == 0 else 0


def grundy_odd_k(x):
    if x <= 4:
        return (0, 1, 0, 1, 2)[x]
    if x % 2 == 1:
        return 0
    return 2 if grundy_odd_k(x // 2) == 1 else 1


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    g = grundy_odd_k if k % 2 == 1 else grundy_even_k
    total = 0
    for t in data[2:2 + n]:
        total ^= g(int(t))
    sys.stdout.write("Kevin\n" if total else "Nicky\n")


if __name__ == "__main__":
    main()
