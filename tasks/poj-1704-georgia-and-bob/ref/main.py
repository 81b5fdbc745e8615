# POJ 1704 Georgia and Bob, Python reference.
# In: T; per test N, then N distinct cells P_i (not sorted). Out: "Georgia
# will win" if the first player wins, else "Bob will win", one line per test.
# Staircase Nim: sort the cells, put a wall at cell 0, and read the gaps of
# empty cells from the right end: step 1 is the gap left of the rightmost
# chessman, step 2 the next one, ... Sliding a chessman left moves empty
# cells from its step to the step before it (from step 1 they leave play).
# Georgia wins iff the XOR of the odd steps is not 0.
import sys


def georgia_wins(cells):
    cells = [0] + sorted(cells)
    steps = [cells[i] - cells[i - 1] - 1 for i in range(len(cells) - 1, 0, -1)]
    x = 0
    for gap in steps[0::2]:
        x ^= gap
    return x != 0


def main():
    vals = list(map(int, sys.stdin.buffer.read().split()))
    t, pos, out = vals[0], 1, []
    for _ in range(t):
        n = vals[pos]
        win = georgia_wins(vals[pos + 1:pos + 1 + n])
        out.append("Georgia will win" if win else "Bob will win")
        pos += 1 + n
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
