# Luogu P2599 [ZJOI2009] 取石子游戏 (https://www.luogu.com.cn/problem/P2599), Python reference.
# In: T; per test n, then a_1 .. a_n. Out: 1 if the first player wins, else 0.
# left(i, j): the one pile that, put left of a_i..a_j, makes a lost position
# (right(i, j) the same on the right). It is the smallest x >= 0 such that
# (x, a_i..a_j) has no move to a lost position; this reference finds it from
# the shorter segments' values by the End-Nim rule, case by case:
#   with x the new right pile of a_i..a_{j-1}, L = left(i, j-1), R = right(i, j-1):
#   x == R -> 0; x < min(L, R) or x > max(L, R) -> x; R < x <= L -> x - 1;
#   L <= x < R -> x + 1 (and the mirror image for right(i, j)).
import sys


def extend(x, far, near):
    if x == near:
        return 0
    if near < x <= far:
        return x - 1
    if far <= x < near:
        return x + 1
    return x


def first_wins(a):
    n = len(a)
    if n == 0:
        return False
    if n == 1:
        return True
    b = a[1:]
    m = len(b)
    left = {(i, i): b[i] for i in range(m)}
    right = dict(left)
    for length in range(2, m + 1):
        for i in range(0, m - length + 1):
            j = i + length - 1
            left[i, j] = extend(b[j], left[i, j - 1], right[i, j - 1])
            right[i, j] = extend(b[i], right[i + 1, j], left[i + 1, j])
    return a[0] != left[0, m - 1]


def main():
    vals = list(map(int, sys.stdin.buffer.read().split()))
    t, pos, out = vals[0], 1, []
    for _ in range(t):
        n = vals[pos]
        out.append("1" if first_wins(vals[pos + 1:pos + 1 + n]) else "0")
        pos += 1 + n
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
