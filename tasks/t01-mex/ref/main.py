# Task 1 (t01-mex) reference: mex of a list.
# In: m, then m values (0 <= value <= 10^18). Out: the mex.
# O(m): the mex is at most m, so a boolean array of m+1 slots suffices.
import sys


def mex(values):
    m = len(values)
    seen = [False] * (m + 1)
    for v in values:
        if v <= m:
            seen[v] = True
    i = 0
    while seen[i]:
        i += 1
    return i


def main():
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    vals = list(map(int, data[1:1 + m]))
    sys.stdout.write("%d\n" % mex(vals))


if __name__ == "__main__":
    main()
