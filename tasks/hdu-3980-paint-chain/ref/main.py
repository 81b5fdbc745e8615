# HDU 3980 Paint Chain, Python reference.
# In: T; per test N M. Out: "Case #i: aekdycoin" if the first player wins,
# else "Case #i: abcdxyzk".
# Painting M beads of a row of L splits it into rows a and L - M - a; a row
# is worth the mex of those XORs (Sprague-Grundy). On the ring the first
# move has no choice that matters: N < M, no move; N = M, the whole ring;
# N > M, a row of N - M is left, and the first player wins iff it is worth 0.
import sys


def row_values(m, top):
    g = [0] * (top + 1)
    for length in range(m, top + 1):
        rest = length - m
        reach = {g[a] ^ g[rest - a] for a in range(rest + 1)}
        v = 0
        while v in reach:
            v += 1
        g[length] = v
    return g


def main():
    vals = list(map(int, sys.stdin.buffer.read().split()))
    t = vals[0]
    tests = [(vals[1 + 2 * i], vals[2 + 2 * i]) for i in range(t)]
    longest = {}
    for n, m in tests:
        if n > m:
            longest[m] = max(longest.get(m, 0), n - m)
    rows = {m: row_values(m, top) for m, top in longest.items()}
    out = []
    for i, (n, m) in enumerate(tests, 1):
        wins = n == m or (n > m and rows[m][n - m] == 0)
        out.append("Case #%d: %s\n" % (i, "aekdycoin" if wins else "abcdxyzk"))
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
