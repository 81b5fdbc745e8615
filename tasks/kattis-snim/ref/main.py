# Kattis snim, S-Nim (https://open.kattis.com/problems/snim), Python reference.
# In (one test case): k s_1 .. s_k; m; then m lines "l h_1 .. h_l".
# Out: one line of m characters, "W" if the i-th position is won by the player to
# move, "L" otherwise.
# Each heap is the subtraction game of S: g(0) = 0, g(h) = mex{ g(h-s) : s in S,
# s <= h }; a position is a sum of heaps, lost iff the XOR of their g is 0
# (Sprague-Grundy). The XOR of the raw heap sizes would be wrong.
import sys


def grundy_table(top, moves):
    """g[0..top] of the subtraction game with these moves."""
    moves = sorted(set(moves))
    g = [0] * (top + 1)
    for h in range(1, top + 1):
        seen = set()
        for s in moves:
            if s > h:
                break
            seen.add(g[h - s])
        v = 0
        while v in seen:
            v += 1
        g[h] = v
    return g


def main():
    data = sys.stdin.buffer.read().split()
    k = int(data[0])
    moves = list(map(int, data[1:1 + k]))
    pos = 1 + k
    m = int(data[pos])
    pos += 1
    positions = []
    for _ in range(m):
        l = int(data[pos])
        positions.append(list(map(int, data[pos + 1:pos + 1 + l])))
        pos += 1 + l
    g = grundy_table(max((max(p, default=0) for p in positions), default=0), moves)
    out = []
    for heaps in positions:
        x = 0
        for h in heaps:
            x ^= g[h]
        out.append("W" if x else "L")
    sys.stdout.write("".join(out) + "\n")


if __name__ == "__main__":
    main()
