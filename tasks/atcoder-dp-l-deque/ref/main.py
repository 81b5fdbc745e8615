# AtCoder Educational DP Contest L - Deque (https://atcoder.jp/contests/dp/tasks/dp_l),
# Python reference. In: N, then a_1 .. a_N. Out: X - Y, Taro's total minus Jiro's,
# when Taro (moving first) maximises it and Jiro minimises it, each move taking the
# first or the last element left.
# The player to move on a_i..a_j ends ahead by
#   d(i, j) = max(a_i - d(i+1, j), a_j - d(i, j-1)),  d(i, i) = a_i,
# since after either move the other player is the one to move. One list per block
# length (d[i] is the block of that length starting at i), each built from the
# previous one in a single comprehension. Python ints are exact. O(N^2).
import sys


def best_difference(a):
    """The mover's total minus the other's under best play on the row a."""
    n = len(a)
    if n == 0:
        return 0  # nothing to take
    d = list(a)  # blocks of length 1
    for length in range(2, n + 1):
        ends = a[length - 1:]  # ends[i] = a[i + length - 1]
        d = [max(x - nxt, y - cur) for x, y, cur, nxt in zip(a, ends, d, d[1:])]
    return d[0]


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    sys.stdout.write(f"{best_difference(a)}\n")


if __name__ == "__main__":
    main()
