# Task 10 (t10-winning-move) reference: a winning move in a sum.
# In: m, then g[1] ... g[m]. Out: LOSING if the XOR x is 0; otherwise "i t",
# i the smallest 1-based index whose g[i] has the highest set bit of x, and
# t = g[i] ^ x (so t < g[i] and the new XOR is 0).
import sys


def winning_move(g):  # g is 0-indexed here; returns (1-based i, t) or None
    x = 0
    for v in g:
        x ^= v
    if x == 0:
        return None
    h = x.bit_length() - 1
    for i, v in enumerate(g):
        if (v >> h) & 1:
            return (i + 1, v ^ x)
    raise AssertionError("some g[i] must have the highest bit of x")


def main():
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    g = list(map(int, data[1:1 + m]))
    mv = winning_move(g)
    sys.stdout.write("LOSING\n" if mv is None else "%d %d\n" % mv)


if __name__ == "__main__":
    main()
