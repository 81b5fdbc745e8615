# AtCoder CADDi 2018 D Harlequin (https://atcoder.jp/contests/caddi2018/tasks/caddi2018_b), Python reference.
# In: N; then a_1 .. a_N. Out: "first" or "second".
# Eat one apple of each of some colors; the last to eat wins: the player to
# move loses exactly when every count is even.
import sys


def main():
    vals = sys.stdin.buffer.read().split()
    n = int(vals[0])
    apples = [int(v) for v in vals[1:1 + n]]
    print("first" if any(a % 2 for a in apples) else "second")


if __name__ == "__main__":
    main()
