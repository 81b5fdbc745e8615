# HDU 1907 / POJ 3480 John (misère Nim), Python reference.
# In: T; per test N, then A_1 .. A_N. Out: "John" if the first player (John)
# wins, else "Brother", one line per test.
# Misère Nim (Bouton): if every heap is 1, the first player wins iff the
# number of heaps is even; otherwise iff the XOR of the heaps is not 0.
import sys


def john_wins(heaps):
    if all(a <= 1 for a in heaps):
        return sum(heaps) % 2 == 0
    x = 0
    for a in heaps:
        x ^= a
    return x != 0


def main():
    vals = list(map(int, sys.stdin.buffer.read().split()))
    t, pos, out = vals[0], 1, []
    for _ in range(t):
        n = vals[pos]
        out.append("John" if john_wins(vals[pos + 1:pos + 1 + n]) else "Brother")
        pos += 1 + n
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
