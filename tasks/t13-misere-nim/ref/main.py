# Task 13 (t13-misere-nim) reference: normal vs misere Nim.
# In: m, then m pile sizes. Out: "NORMAL: FIRST|SECOND" and
# "MISERE: FIRST|SECOND".
# Normal: the mover wins iff the XOR != 0. Misere: if every pile is <= 1
# (m = 0 included), the mover wins iff the number of 1-piles is even;
# otherwise as normal.
import sys


def normal_first_wins(piles):
    x = 0
    for p in piles:
        x ^= p
    return x != 0


def misere_first_wins(piles):
    if all(p <= 1 for p in piles):
        ones = sum(1 for p in piles if p == 1)
        return ones % 2 == 0
    return normal_first_wins(piles)


def word(first_wins):
    return "FIRST" if first_wins else "SECOND"


def main():
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    piles = list(map(int, data[1:1 + m]))
    sys.stdout.write("NORMAL: %s\nMISERE: %s\n"
                     % (word(normal_first_wins(piles)), word(misere_first_wins(piles))))


if __name__ == "__main__":
    main()
