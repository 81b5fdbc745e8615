# AtCoder Educational DP Contest K - Stones (https://atcoder.jp/contests/dp/tasks/dp_k),
# Python reference. In: N K, then a_1 < ... < a_N (1 <= a_i <= K). Out: "First"
# if Taro, who moves first on a pile of K stones, wins, "Second" otherwise.
# Subtraction game, win/loss only: 0 is losing, and x is losing iff no move
# a <= x leads to a losing position. Every losing x makes x + a winning for
# each a, so a sweep only has to find the losing positions in order.
# For speed in CPython the sweep works on bitsets held in Python ints, in blocks
# of C positions (as in the cses-1729-stick-game reference). Moves a >= C reach
# a block only from earlier blocks: their marks are ORed in once per block from
# windows of the finished blocks. Moves a < C are marked from each losing
# position by one OR of a precomputed mask; the next losing position is the
# lowest zero bit of the pending-marks int. Work: O(N) int operations per block
# plus O(1) per losing position, each on O(C) bits.
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
    small = [a for a in moves if a < c]
    large = sorted(a for a in moves if c <= a <= n)
    small_mask = 0
    for a in small:
        small_mask |= 1 << a
    # mark[j]: position j itself (decided) plus its small-move successors.
    mark = [(small_mask | 1) << j for j in range(c)]
    bit = [1 << j for j in range(c)]
    nblocks = n // c + 1
    blocks = [0] * nblocks
    pend = 0  # bit i set: position b + i is known to be winning (or decided)
    for t in range(nblocks):
        b = t * c
        ext = 0
        for a in large:
            s = b - a
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


def first_wins(k, moves):
    """Whether the player to move wins on a pile of k stones."""
    blocks = losing_blocks(k, moves)
    return not (blocks[k // C] >> (k % C)) & 1


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    k = int(data[1])
    moves = list(map(int, data[2:2 + n]))
    sys.stdout.write("First\n" if first_wins(k, moves) else "Second\n")


if __name__ == "__main__":
    main()
