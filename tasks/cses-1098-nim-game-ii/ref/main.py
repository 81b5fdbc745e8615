# CSES 1098 Nim Game II (https://cses.fi/problemset/task/1098), Python reference.
# In: t; per test n, then x_1 .. x_n. Out: "first" or "second" per test.
# Subtraction game S = {1,2,3}: g(x) = x mod 4, so by Sprague-Grundy the
# player to move wins iff (x_1 mod 4) XOR ... XOR (x_n mod 4) != 0.
import sys


def grundy(x):
    """Grundy value of one heap of x sticks when 1, 2 or 3 may be taken."""
    return x % 4


def first_wins(heaps):
    """Whether the player to move wins the sum of the heaps."""
    g = 0
    for h in heaps:
        g ^= grundy(h)
    return g != 0


def main():
    vals = list(map(int, sys.stdin.buffer.read().split()))
    t = vals[0]
    pos = 1
    out = []
    for _ in range(t):
        n = vals[pos]
        xs = vals[pos + 1:pos + 1 + n]
        pos += 1 + n
        out.append("first" if first_wins(xs) else "second")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
