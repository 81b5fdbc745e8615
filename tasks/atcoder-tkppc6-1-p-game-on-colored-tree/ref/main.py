# AtCoder tkppc6-1 P Game on Colored Tree (https://atcoder.jp/contests/tkppc6-1/tasks/tkppc6_1_p), Python reference.
# In: T, then per test N and N - 1 edges "A B C" (C = B or R) of a tree rooted at 1.
# Out: per test "First" if Blue, moving first, wins the Blue-Red Hackenbush game, else "Second".
# Theory: every position is a number; a vertex is worth the sum of its edges, a Blue
# edge over a subtree worth x is worth (x + n) / 2^(n-1) for the least n >= 1 with
# x + n > 1, a Red one the negative of that for -x; Blue first wins iff the root > 0.
# Exact rationals (fractions.Fraction); an explicit stack, no recursion.
import sys
from fractions import Fraction


def blue_edge(x):
    n = 1
    while x + n <= 1:
        n += 1
    return (x + n) / 2 ** (n - 1)


def main():
    tokens = sys.stdin.buffer.read().split()
    pos = 0
    t = int(tokens[pos]); pos += 1
    out = []
    for _ in range(t):
        n = int(tokens[pos]); pos += 1
        adj = [[] for _ in range(n)]
        for _ in range(n - 1):
            a, b, c = int(tokens[pos]) - 1, int(tokens[pos + 1]) - 1, tokens[pos + 2]
            pos += 3
            adj[a].append((b, c == b"B"))
            adj[b].append((a, c == b"B"))
        parent = [-1] * n
        blue = [True] * n
        order, seen = [0], [False] * n
        seen[0] = True
        for v in order:
            for w, is_blue in adj[v]:
                if not seen[w]:
                    seen[w] = True
                    parent[w], blue[w] = v, is_blue
                    order.append(w)
        value = [Fraction(0)] * n
        for v in reversed(order[1:]):
            x = value[v]
            value[parent[v]] += blue_edge(x) if blue[v] else -blue_edge(-x)
        out.append("First" if value[0] > 0 else "Second")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
