# CSES 1099 Stair Game (https://cses.fi/problemset/task/1099), Python reference.
# In: t; per test n, then p_1 .. p_n (balls on stairs 1..n). Out: "first" or
# "second" per test. Staircase Nim with stair 1 as the floor: the even stairs
# 2, 4, 6, ... play Nim (moving balls down from one of them removes them from
# the even stairs), and a move from an odd stair k >= 3 onto even stair k-1 is
# undone by moving the same balls on to k-2. So the player to move wins iff
# p_2 XOR p_4 XOR p_6 ... != 0.
import sys


def first_wins(p):
    """Whether the player to move wins; p[0] is stair 1, p[-1] stair n."""
    x = 0
    for i in range(1, len(p), 2):  # stairs 2, 4, 6, ...
        x ^= p[i]
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
