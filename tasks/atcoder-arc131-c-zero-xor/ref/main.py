# AtCoder ARC 131 C Zero XOR (https://atcoder.jp/contests/arc131/tasks/arc131_c), Python reference.
# In: N; then A_1 .. A_N, distinct. Out: "Win" or "Lose".
# Eat one cookie a turn; leaving XOR 0 wins. An odd N wins; an even N wins
# only by a first move that leaves XOR 0 (some A_i equals the XOR of all).
import sys
from functools import reduce


def main():
    vals = sys.stdin.buffer.read().split()
    n = int(vals[0])
    a = [int(v) for v in vals[1:1 + n]]
    x = reduce(lambda p, q: p ^ q, a, 0)
    win = n % 2 == 1 or x in set(a)
    print("Win" if win else "Lose")


if __name__ == "__main__":
    main()
