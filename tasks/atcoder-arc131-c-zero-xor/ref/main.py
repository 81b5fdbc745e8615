# AtCoder ARC131 C Zero XOR (https://atcoder.jp/contests/arc131/tasks/arc131_c), Python reference.
# Not written yet: it reads the input and refuses it. TODO: In, Out, and
# the theory in one line each, then a straightforward solution.
import sys


def main():
    sys.stdin.buffer.read()
    sys.stderr.write("error: tasks/atcoder-arc131-c-zero-xor/ref/main.py: the Python reference is not written yet\n")
    sys.exit(1)


if __name__ == "__main__":
    main()
