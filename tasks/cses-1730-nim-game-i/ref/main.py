# CSES 1730 Nim Game I (https://cses.fi/problemset/task/1730), Python reference.
# In: t; per test n, then x_1 .. x_n. Out: "first" or "second" per test.
# Plain Nim (Bouton): the player to move wins iff x_1 XOR ... XOR x_n != 0.
import sys


def first_wins(heaps):
    """Whether the player to move wins Nim on these heaps."""
    x = 0
    for h in heaps:
        x ^= h
    return x != 0


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
