# hdu-2177-wythoff-moves reference: HDU 2177 Wythoff's game with the winning moves
# http://acm.hdu.edu.cn/showproblem.php?pid=2177
# In: lines "a b" (0 <= a <= b <= 10^6); the line "0 0" ends the input.
# Out: per line "0" if the player to move loses; else "1" and one line "x y"
# (x <= y, the piles left) per winning first move: first the move taking the
# same number from both piles, then the one taking from pile a, then the one
# taking from pile b (not listed when a == b: it is the move on pile a again).
# Theory: the losing positions (x <= y) are (A_k, A_k + k) with
# A_k = floor(k*phi) = (k + isqrt(5 k^2)) // 2; every positive integer is in
# exactly one of them. A move keeps the difference (both piles), or keeps one
# pile and must bring the other to that pile's partner in its losing pair.
import math
import sys


def lower(k):
    """A_k = floor(k * phi), exactly."""
    return (k + math.isqrt(5 * k * k)) // 2


def first_at_least(f, x):
    """The least k >= 0 with f(k) >= x (f increasing, f(k) >= k)."""
    lo, hi = 0, x
    while lo < hi:
        mid = (lo + hi) // 2
        if f(mid) >= x:
            hi = mid
        else:
            lo = mid + 1
    return lo


def partner(x):
    """The other pile of the losing pair that holds x."""
    k = first_at_least(lower, x)
    if lower(k) == x:
        return x + k
    k = first_at_least(lambda j: lower(j) + j, x)
    assert lower(k) + k == x
    return x - k


def winning_moves(a, b):
    """The positions (x <= y) left by the winning moves, in the judge's order."""
    moves = []
    k = b - a
    if lower(k) < a:
        moves.append((lower(k), lower(k) + k))
    p = partner(b)
    if p < a:
        moves.append((p, b))
    if a < b:
        q = partner(a)
        if q < b:
            moves.append((min(a, q), max(a, q)))
    return moves


def main():
    data = sys.stdin.buffer.read().split()
    out = []
    for i in range(0, len(data) - 1, 2):
        a, b = int(data[i]), int(data[i + 1])
        if a == 0 and b == 0:
            break
        if lower(b - a) == a:
            out.append("0\n")
            continue
        out.append("1\n")
        for x, y in winning_moves(a, b):
            out.append("%d %d\n" % (x, y))
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
