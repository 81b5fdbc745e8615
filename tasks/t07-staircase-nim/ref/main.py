# Task 7 (t07-staircase-nim) reference: staircase Nim.
# In: k, then c[1] ... c[k]. Out: FIRST or SECOND.
# Equivalent to Nim on the odd steps: XOR of c[i] over odd i.
import sys


def staircase_first_wins(c):  # c is 1-indexed: c[0] unused
    x = 0
    for i in range(1, len(c), 2):
        x ^= c[i]
    return x != 0


def main():
    data = sys.stdin.buffer.read().split()
    k = int(data[0])
    c = [0] + list(map(int, data[1:1 + k]))
    sys.stdout.write("FIRST\n" if staircase_first_wins(c) else "SECOND\n")


if __name__ == "__main__":
    main()
