# CSES 1097 Removal Game (https://cses.fi/problemset/task/1097), Python reference.
# In: n, then x_1 .. x_n (each -10^9..10^9). Out: the first player's total when
# each player, taking the first or the last number left on every move, makes
# their own total as large as possible.
# The mover's best total on a block is the block's sum minus the least the other
# player can be held to as the mover of what is left:
#   f(i, j) = sum(i..j) - min(f(i+1, j), f(i, j-1)),  f(i, i) = x_i.
# One list per block length (f[i] is the block of that length starting at i),
# each built from the previous one in a comprehension. Python ints are exact.
# O(n^2).
import sys


def first_total(x):
    """The first player's total under best play on the row x."""
    n = len(x)
    prefix = [0]
    for v in x:
        prefix.append(prefix[-1] + v)
    if n == 0:
        return 0  # nothing to take
    f = list(x)  # blocks of length 1
    for length in range(2, n + 1):
        block_sums = [b - a for a, b in zip(prefix, prefix[length:])]
        f = [s - min(cur, nxt) for s, cur, nxt in zip(block_sums, f, f[1:])]
    return f[0]


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    x = list(map(int, data[1:1 + n]))
    sys.stdout.write(f"{first_total(x)}\n")


if __name__ == "__main__":
    main()
