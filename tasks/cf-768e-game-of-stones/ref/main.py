# cf-768e-game-of-stones reference: Codeforces 768E Game of Stones
# https://codeforces.com/problemset/problem/768/E
# In: n (1 <= n <= 10^6), then n pile sizes s_i (1..60), one per line.
# Out: YES if Jon, the SECOND player, wins (XOR of the pile values is 0), else NO.
# Theory: on one pile each removal amount may be used once, so a pile of s
# stones can last at most k moves, k the largest with 1 + 2 + ... + k <= s;
# its Grundy value is that k. The piles are independent: XOR.
import sys

MAX_PILE = 60


def pile_values(limit):
    """value[s] = the largest k with k(k+1)/2 <= s, for s = 0..limit."""
    value = []
    k = 0
    for s in range(limit + 1):
        while (k + 1) * (k + 2) // 2 <= s:
            k += 1
        value.append(k)
    return value


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    value = pile_values(MAX_PILE)
    by_token = {str(s).encode(): v for s, v in enumerate(value)}
    x = 0
    for v in map(by_token.__getitem__, data[1:1 + n]):
        x ^= v
    sys.stdout.write("YES\n" if x == 0 else "NO\n")


if __name__ == "__main__":
    main()
