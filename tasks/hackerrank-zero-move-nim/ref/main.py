# HackerRank Zero-Move Nim (https://www.hackerrank.com/challenges/zero-move-nim/problem), Python reference.
# In: g, then g games, each a line n and a line of n piles p_i.
# Out: per game "W" if John (first) wins, else "L".
# Theory: a pile with its zero-move left is worth p + 1 (p odd), p - 1 (p even, > 0), 0 (p = 0);
# the game is the XOR of the piles' values.
import sys


def value(p):
    if p == 0:
        return 0
    return p + 1 if p % 2 else p - 1


def main():
    data = sys.stdin.buffer.read().split()
    games = int(data[0])
    pos = 1
    out = []
    for _ in range(games):
        n = int(data[pos])
        x = 0
        for p in data[pos + 1:pos + 1 + n]:
            x ^= value(int(p))
        pos += 1 + n
        out.append("W" if x else "L")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
