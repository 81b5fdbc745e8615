# AtCoder ABC278 G Generalized Subtraction Game, Python player.
# In: N L R from the judge; then the judge's moves "a b" (0 0: it cannot
# move, we won). Out: First or Second, then our moves "x y".
# Strategy (the editorial's): when some y in L..R has the parity of N, go
# first, remove the middle y cards so that two equal rows remain, and then
# copy each judge's move onto the other row. Otherwise L = R and N - L is
# odd: the rows are heaps of the game "remove L adjacent cards", whose
# Grundy values g(n) = mex{g(a) xor g(n-L-a)} take O(N^2); play to XOR 0.
import sys


def main():
    tokens = (t for line in sys.stdin for t in line.split())

    def read():
        return int(next(tokens))

    def say(text):
        sys.stdout.write(text + "\n")
        sys.stdout.flush()

    n, l, r = read(), read(), read()
    y = next((y for y in range(l, min(r, n) + 1) if (n - y) % 2 == 0), None)
    if y is not None:
        half = (n - y) // 2
        say("First")
        say(f"{half + 1} {y}")
        while True:
            a, b = read(), read()
            if (a, b) == (0, 0) or a < 0:
                return
            if a <= half:
                say(f"{a + half + y} {b}")
            else:
                say(f"{a - half - y} {b}")
    g = [0] * (n + 1)
    for m in range(l, n + 1):
        seen = set(g[a] ^ g[m - l - a] for a in range(m - l + 1))
        v = 0
        while v in seen:
            v += 1
        g[m] = v
    present = [False] + [True] * n

    def rows():
        out, c = [], 1
        while c <= n:
            if present[c]:
                s = c
                while c <= n and present[c]:
                    c += 1
                out.append((s, c - s))
            else:
                c += 1
        return out

    ours = g[n] != 0
    say("First" if ours else "Second")
    while True:
        if ours:
            rs = rows()
            total = 0
            for _, m in rs:
                total ^= g[m]
            move = None
            for s, m in rs:
                for a in range(m - l + 1):
                    if total ^ g[m] ^ g[a] ^ g[m - l - a] == 0:
                        move = (s + a, l)
                        break
                if move:
                    break
            if move is None:  # lost (never from the side chosen)
                say("0 0")
                return
            say(f"{move[0]} {move[1]}")
            for c in range(move[0], move[0] + l):
                present[c] = False
        else:
            a, b = read(), read()
            if (a, b) == (0, 0) or a < 0:
                return
            for c in range(a, a + b):
                present[c] = False
        ours = not ours


main()
