# HDU 3544 Alice's Game (http://acm.hdu.edu.cn/showproblem.php?pid=3544), Python reference.
# In: the number of test cases; each: N, then N lines "X Y".
# Out: per case "Case k: Alice" if Alice (first, cuts across X) wins, else "Case k: Bob".
# Theory: Cutcake (Winning Ways vol. 1 ch. 2): with 2^i <= Y < 2^(i+1) and 2^j <= X < 2^(j+1)
# a bar is worth max(0, X // 2^i - 1) - max(0, Y // 2^j - 1); Alice wins when the sum is > 0.
import sys


def value(x, y):
    i, j = y.bit_length() - 1, x.bit_length() - 1
    return max(0, (x >> i) - 1) - max(0, (y >> j) - 1)


def main():
    data = sys.stdin.buffer.read().split()
    cases = int(data[0])
    pos = 1
    out = []
    for k in range(1, cases + 1):
        n = int(data[pos])
        pos += 1
        total = 0
        for _ in range(n):
            total += value(int(data[pos]), int(data[pos + 1]))
            pos += 2
        out.append("Case %d: %s\n" % (k, "Alice" if total > 0 else "Bob"))
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
