# moore-nim-k (our own problem, Moore's Nim_k with a winning move), Python reference.
# In: T, then T tests: "n k", then n heaps h_i (0 <= h_i <= 10^18).
# Out: per test "SECOND" if the player to move loses, else "FIRST", m, and m lines "i v"
# (heap i, 1-based, becomes v < h_i): a move after which the player to move loses.
# Theory (Moore 1910): the mover loses iff every bit's count of ones is divisible by k + 1.
# Winning move: bits from the top down; a heap lowered at a higher bit is free below it.
# At a bit with c ones outside the lowered set L and d = c mod (k+1) != 0, lower d more heaps
# holding the bit (clearing it) when |L| + d <= k, else set the bit in k + 1 - d heaps of L.
import sys


def winning_move(heaps, k):
    lowered = {}  # index -> new value so far
    for bit in range(59, -1, -1):
        holders = [i for i, h in enumerate(heaps) if h >> bit & 1 and i not in lowered]
        d = len(holders) % (k + 1)
        if d == 0:
            continue
        if len(lowered) + d <= k:
            for i in holders[:d]:
                lowered[i] = (heaps[i] >> (bit + 1)) << (bit + 1)
        else:
            for i in list(lowered)[:k + 1 - d]:
                lowered[i] |= 1 << bit
    return sorted(lowered.items())


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n, k = int(data[pos]), int(data[pos + 1])
        heaps = [int(x) for x in data[pos + 2:pos + 2 + n]]
        pos += 2 + n
        move = winning_move(heaps, k)
        if not move:
            out.append("SECOND")
            continue
        out.append("FIRST")
        out.append(str(len(move)))
        for i, v in move:
            out.append("%d %d" % (i + 1, v))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
