# CodeChef FDIVGAME Floor Division Game (https://www.codechef.com/problems/FDIVGAME), Python reference.
# In: T; per test N, then A_1 .. A_N. Out: per test Henry if the first player
# wins, else Derek.
# Each integer is a game of its own: g(0) = 0, g(n) = mex of g(n // k) for
# k = 2..6, memoized (explicit stack, no recursion); Henry wins iff the XOR
# of the g(A_i) is not 0.
import sys

MEMO = {0: 0}


def grundy(n):
    stack = [n]
    while stack:
        m = stack[-1]
        if m in MEMO:
            stack.pop()
            continue
        todo = [m // k for k in range(2, 7) if m // k not in MEMO]
        if todo:
            stack.extend(todo)
            continue
        seen = {MEMO[m // k] for k in range(2, 7)}
        g = 0
        while g in seen:
            g += 1
        MEMO[m] = g
        stack.pop()
    return MEMO[n]


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    t = int(data[pos]); pos += 1
    out = []
    for _ in range(t):
        n = int(data[pos]); pos += 1
        x = 0
        for a in data[pos:pos + n]:
            x ^= grundy(int(a))
        pos += n
        out.append("Henry" if x else "Derek")
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


if __name__ == "__main__":
    main()
