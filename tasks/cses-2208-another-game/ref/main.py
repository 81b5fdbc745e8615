# CSES 2208 Another Game (https://cses.fi/problemset/task/2208), Python reference.
# In: t; per test n, then x_1 .. x_n. Out: "first" or "second" per test.
# Not a disjunctive sum (a move takes one coin from each of several heaps),
# so no nim-sum: the losing positions are exactly "every heap even". From
# there every move makes some heap odd; from anywhere else, taking one coin
# from each odd heap makes all even. So first wins iff some x_i is odd.
import sys


def first_wins(heaps):
    """Whether the player to move wins: some heap is odd."""
    for h in heaps:
        if h % 2 == 1:
            return True
    return False


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
