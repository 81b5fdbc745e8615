# Task 5 (t05-take-k) reference: take-1..k winner for huge n, closed form.
# In: k Q, then Q values n. Out: Q lines, FIRST iff n mod (k+1) != 0.
# g(n) = n mod (k+1); O(1) per query, no table.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    k = int(data[0])
    q = int(data[1])
    mod = k + 1
    out = ["FIRST" if int(t) % mod != 0 else "SECOND" for t in data[2:2 + q]]
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
