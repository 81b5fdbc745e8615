# AtCoder NIKKEI 2019 Qual C - Different Strokes
# (https://atcoder.jp/contests/nikkei2019-qual/tasks/nikkei2019_qual_c), Python reference.
# In: N, then N dishes A_i B_i. Out: Takahashi's total minus Aoki's when they eat
# in turn, Takahashi first, each maximising his own total minus the other's.
# Up to 16 dishes: the game itself, minimax over the sets of dishes eaten (no
# theory). Beyond: both take the dish of largest A_i + B_i left, in turn.
import sys
from functools import lru_cache


def by_search(a, b):
    n = len(a)
    full = (1 << n) - 1

    @lru_cache(maxsize=None)
    def best(eaten):
        # The mover's total minus the other's from here on.
        if eaten == full:
            return 0
        mover_is_takahashi = bin(eaten).count("1") % 2 == 0
        gain = a if mover_is_takahashi else b
        return max(gain[i] - best(eaten | 1 << i) for i in range(n) if not eaten >> i & 1)

    return best(0)


def by_order(a, b):
    order = sorted(range(len(a)), key=lambda i: -(a[i] + b[i]))
    return sum(a[i] if turn % 2 == 0 else -b[i] for turn, i in enumerate(order))


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:2 * n + 1:2]]
    b = [int(x) for x in data[2:2 * n + 2:2]]
    print(by_search(a, b) if n <= 16 else by_order(a, b))


if __name__ == "__main__":
    main()
