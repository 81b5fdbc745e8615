# CSES 1729 Stick Game (https://cses.fi/problemset/task/1729), Python reference.
# In: n k, then the k distinct moves p_1 .. p_k (1 <= p_i <= n). Out: one line of
# n characters, the i-th "W" if a heap of i sticks is won by the player to move,
# "L" otherwise.
# Subtraction game, win/loss only: position x is losing iff no move p <= x leads
# to a losing position (0 is losing). Every losing x makes x + p winning for
# each p, so a sweep only has to find the losing positions in order.
# For speed in CPython the sweep works on bitsets held in Python ints, in blocks
# of C positions. Moves p >= C reach a block only from earlier blocks: their
# marks are ORed in once per block from windows of the finished blocks. Moves
# p < C are marked from each losing position by one OR of a precomputed mask;
# the next losing position is the lowest zero bit of the pending-marks int.
# Work: O(k) int operations per block plus O(1) per losing position, each on
# O(C) bits.
import sys

C = 1024  # block size in positions (bits)


def window(blocks, s, c):
    """Bits of positions s .. s+c-1 of the block list (below 0: none), unmasked."""
    if s < 0:
        return blocks[0] << -s
    t, off = divmod(s, c)
    w = blocks[t] >> off
    if off:
        w |= blocks[t + 1] << (c - off)
    return w


def losing_blocks(n, moves):
    """blocks[t] has bit j set iff position t*C + j is losing, for 0 <= position <= n
    (bits beyond n are meaningless)."""
    c = C
    full = (1 << c) - 1
    small = [p for p in moves if p < c]
    large = sorted(p for p in moves if c <= p <= n)
    small_mask = 0
    for p in small:
        small_mask |= 1 << p
    # mark[j]: position j itself (decided) plus its small-move successors.
    mark = [(small_mask | 1) << j for j in range(c)]
    bit = [1 << j for j in range(c)]
    nblocks = n // c + 1
    blocks = [0] * nblocks
    pend = 0  # bit i set: position b + i is known to be winning (or decided)
    for t in range(nblocks):
        b = t * c
        ext = 0
        for p in large:
            s = b - p
            if s <= -c:
                break
            ext |= window(blocks, s, c)
        pend |= ext & full
        lose = 0
        while True:
            j = (pend ^ (pend + 1)).bit_length() - 1  # lowest zero bit of pend
            if j >= c:
                break
            lose |= bit[j]
            pend |= mark[j]
        blocks[t] = lose
        pend >>= c
    return blocks


def stick_game(n, moves):
    """The answer line: W/L for heaps 1..n."""
    blocks = losing_blocks(n, moves)
    nbytes = C // 8
    big = int.from_bytes(b"".join(x.to_bytes(nbytes, "little") for x in blocks), "little")
    bits = format(big, "b").zfill(len(blocks) * C)[::-1]  # bits[i]: position i
    return bits[1:n + 1].translate(str.maketrans("01", "WL"))


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    k = int(data[1])
    moves = list(map(int, data[2:2 + k]))
    sys.stdout.write(stick_game(n, moves) + "\n")


if __name__ == "__main__":
    main()
