# POJ 3922 A simple stone game (http://poj.org/problem?id=3922), Python reference.
# In: t, then t lines "n k". Out: "Case i: lose" if the first player loses,
# else "Case i: m", m the smallest winning first take.
# Theory (WC2009): list the losing piles in order. Each new one is one more
# than the largest pile that is a "k-spread" sum of the earlier ones (each
# part more than k times the next smaller); that largest sum grows by the
# new term plus the largest sum of the terms t with k*t below the new term.
# A winning pile is a k-spread sum, greedily; its smallest part wins.
import bisect
import sys


def answer(n, k):
    terms, largest = [1], [1]
    while terms[-1] < n:
        new = largest[-1] + 1
        # terms t with t * k < new: the parts that may follow `new`
        below = bisect.bisect_left(terms, -(-new // k))  # t < ceil(new / k)
        largest.append(new + (largest[below - 1] if below else 0))
        terms.append(new)
    if n <= 1 or terms[-1] == n:
        return "lose"
    part = None
    while n > 0:
        part = terms[bisect.bisect_right(terms, n) - 1]
        n -= part
    return str(part)


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        n, k = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        out.append("Case %d: %s\n" % (i + 1, answer(n, k)))
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
