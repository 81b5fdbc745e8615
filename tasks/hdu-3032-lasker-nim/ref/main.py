# HDU 3032 Nim or not Nim? (Lasker's Nim), Python reference.
# In: T; per test N, then s[0] .. s[N-1]. Out: "Alice" if the first player
# wins, else "Bob", one line per test.
# A heap of s is worth g(s): s for s = 1, 2 (mod 4), s + 1 for s = 3 (mod 4),
# s - 1 for s = 0 (mod 4) (and g(0) = 0); Alice wins iff the XOR is not 0.
import sys


def g(s):
    r = s % 4
    if r == 3:
        return s + 1
    if r == 0 and s > 0:
        return s - 1
    return s


def main():
    vals = list(map(int, sys.stdin.buffer.read().split()))
    t, pos, out = vals[0], 1, []
    for _ in range(t):
        n = vals[pos]
        x = 0
        for s in vals[pos + 1:pos + 1 + n]:
            x ^= g(s)
        out.append("Alice" if x else "Bob")
        pos += 1 + n
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
