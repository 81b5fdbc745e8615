# AtCoder caddi2018_b Harlequin (https://atcoder.jp/contests/caddi2018/tasks/caddi2018_b), Python reference.
# Not written yet: it reads the input and refuses it. TODO: In, Out, and
# the theory in one line each, then a straightforward solution.
import sys


def main():
    sys.stdin.buffer.read()
    sys.stderr.write("error: tasks/atcoder-caddi2018-d-harlequin/ref/main.py: the Python reference is not written yet\n")
    sys.exit(1)


if __name__ == "__main__":
    main()
