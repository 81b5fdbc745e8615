# Task 14 (t14-turning-turtles) reference: Turning Turtles winner.
# In: n, then a string of n characters H/T (position 0 leftmost; for n = 0
# the string is absent). Out: FIRST or SECOND.
# A head at 0-based i has Grundy value i + 1; XOR over the heads.
import sys


def turning_turtles_first_wins(s):  # s is bytes of b'H' / b'T'
    x = 0
    for i, ch in enumerate(s):
        if ch == 72:  # 'H'
            x ^= i + 1
    return x != 0


def main():
    data = sys.stdin.buffer.read().split()
    s = data[1] if len(data) > 1 else b""
    sys.stdout.write("FIRST\n" if turning_turtles_first_wins(s) else "SECOND\n")


if __name__ == "__main__":
    main()
