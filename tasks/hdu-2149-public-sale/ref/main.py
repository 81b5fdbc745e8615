# HDU 2149 Public Sale, Python reference.
# In: lines "M N" to the end of the input. Out: per line Lele's winning
# first raises (each raise is 1..N; whoever brings the price to M or more
# buys the field), in increasing order and space-separated, or "none".
# A memoized search over "left to pay": with k left, the mover wins iff
# some raise b in 1..N has b >= k or leaves k - b that the opponent loses.
import sys


def losing_table(m, n):
    # lose[k]: the player to move with k left to pay loses (lose[0]: the
    # last raise bought the field). Filled upward from 0.
    lose = [True] + [False] * m
    for k in range(1, m + 1):
        lose[k] = not any(b >= k or lose[k - b] for b in range(1, n + 1))
    return lose


def main():
    vals = list(map(int, sys.stdin.buffer.read().split()))
    out = []
    for i in range(0, len(vals), 2):
        m, n = vals[i], vals[i + 1]
        lose = losing_table(m, n)
        bids = [b for b in range(1, n + 1) if b >= m or lose[m - b]]
        out.append(" ".join(map(str, bids)) if bids else "none")
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
