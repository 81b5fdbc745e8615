# own problem loopy-token-sum Tokens on a digraph with cycles (https://en.wikipedia.org/wiki/Sprague%E2%80%93Grundy_theorem), Python reference.
# Not written yet: it reads the input and refuses it. TODO: In, Out, and
# the theory in one line each, then a straightforward solution.
import sys


def main():
    sys.stdin.buffer.read()
    sys.stderr.write("error: tasks/loopy-token-sum/ref/main.py: the Python reference is not written yet\n")
    sys.exit(1)


if __name__ == "__main__":
    main()
