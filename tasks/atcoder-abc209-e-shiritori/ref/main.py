# AtCoder ABC209 E Shiritori (https://atcoder.jp/contests/abc209/tasks/abc209_e), Python reference.
# Not written yet: it reads the input and refuses it. TODO: In, Out, and
# the theory in one line each, then a straightforward solution.
import sys


def main():
    sys.stdin.buffer.read()
    sys.stderr.write("error: tasks/atcoder-abc209-e-shiritori/ref/main.py: the Python reference is not written yet\n")
    sys.exit(1)


if __name__ == "__main__":
    main()
