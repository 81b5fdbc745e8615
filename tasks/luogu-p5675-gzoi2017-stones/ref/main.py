# Luogu P5675 [GZOI2017] 取石子游戏 (Stone Game) (https://www.luogu.com.cn/problem/P5675), Python reference.
# Not written yet: it reads the input and refuses it. TODO: In, Out, and
# the theory in one line each, then a straightforward solution.
import sys


def main():
    sys.stdin.buffer.read()
    sys.stderr.write("error: tasks/luogu-p5675-gzoi2017-stones/ref/main.py: the Python reference is not written yet\n")
    sys.exit(1)


if __name__ == "__main__":
    main()
