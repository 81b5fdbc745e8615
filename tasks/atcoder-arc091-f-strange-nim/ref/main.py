# AtCoder ARC 091 F Strange Nim (https://atcoder.jp/contests/arc091/tasks/arc091_d), Python reference.
# In: N, then N lines "A K": a pile of A stones, a move takes 1 to floor(x/K) of its x.
# Out: "Takahashi" if the first player wins, else "Aoki".
# Theory: g(x) = 0 for x < K, x/K when K divides x, else g(x - x//K - 1);
# the steps with the same quotient q all subtract q + 1, so take them together.
import sys


def grundy(x, k):
    while True:
        q, r = divmod(x, k)
        if q == 0:
            return 0
        if r == 0:
            return q
        # ceil(r / (q + 1)) steps of q + 1 reach q*k or drop below it.
        x -= -(-r // (q + 1)) * (q + 1)


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    x = 0
    for i in range(n):
        x ^= grundy(int(data[1 + 2 * i]), int(data[2 + 2 * i]))
    print("Takahashi" if x else "Aoki")


if __name__ == "__main__":
    main()
