# HDU 3537 Daizhenyang's Coin (http://acm.hdu.edu.cn/showproblem.php?pid=3537), Python reference.
# In: test cases to the end of the input, each n then n positions of heads
# (from 0; a position listed more than once is one head).
# Out: per test case "Yes" if the first player loses, else "No".
# Theory: Mock Turtles; a head on coin x is worth 2x + e(x), e(x) = 1 when
# x has an even number of 1 bits. The XOR over the distinct heads is 0 iff
# the XOR X of the positions is 0 (the 2x parts) and the XOR of the e(x) is
# 0; e(x) = 1 - parity(x), and the parities XOR to parity(X) = 0, so that
# XOR is the parity of the number of heads.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    i, out = 0, []
    while i < len(data):
        n = int(data[i])
        heads = set(map(int, data[i + 1 : i + 1 + n]))
        i += 1 + n
        x = 0
        for h in heads:
            x ^= h
        out.append("Yes" if x == 0 and len(heads) % 2 == 0 else "No")
    sys.stdout.write("".join(s + "\n" for s in out))


if __name__ == "__main__":
    main()
