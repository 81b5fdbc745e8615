# Codeforces 150A Win or Freeze (https://codeforces.com/problemset/problem/150/A), Python reference.
# In: q. Out: "2", or "1" and a winning first move ("0" if there is no move).
# Write a divisor strictly between 1 and the last number; who cannot move
# wins. The player to move loses exactly when q is a product of two primes;
# from q with three or more prime factors, p1*p2 (the two smallest) wins.
import sys


def main():
    q = int(sys.stdin.buffer.read().split()[0])
    primes = []
    m, p = q, 2
    while p * p <= m and len(primes) < 3:
        while m % p == 0 and len(primes) < 3:
            m //= p
            primes.append(p)
        p += 1
    if m > 1 and len(primes) < 3:
        primes.append(m)
    if len(primes) <= 1:
        print("1\n0")
    elif len(primes) == 2:
        print("2")
    else:
        print("1\n%d" % (primes[0] * primes[1]))


if __name__ == "__main__":
    main()
