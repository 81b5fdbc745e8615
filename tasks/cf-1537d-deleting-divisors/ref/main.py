# Codeforces 1537D Deleting Divisors (https://codeforces.com/problemset/problem/1537/D), Python reference.
# Not written yet: it reads the input and refuses it. TODO: In, Out, and
# the theory in one line each, then a straightforward solution.
import sys


def main():
    sys.stdin.buffer.read()
    sys.stderr.write("error: tasks/cf-1537d-deleting-divisors/ref/main.py: the Python reference is not written yet\n")
    sys.exit(1)


if __name__ == "__main__":
    main()
