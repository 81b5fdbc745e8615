# POJ 2348 Euclid's Game (http://poj.org/problem?id=2348), Python reference.
# In: lines "a b" (up to 10^18), ended by "0 0". Out: "Stan wins" if the
# player to move wins, else "Ollie wins".
# Theory: walk Euclid's algorithm from the top; the first step whose
# quotient is at least 2 (or exact) is a win for whoever moves there, and
# every step before it (quotient 1, one legal move) hands the turn over.
import sys


def mover_wins(a, b):
    a, b = max(a, b), min(a, b)
    turns = 0  # forced moves made before a free choice
    while b > 0:
        q, r = divmod(a, b)
        if q >= 2 or r == 0:
            return turns % 2 == 0
        a, b = b, r
        turns += 1
    return turns % 2 == 1  # only when a 0 is given: the mover has lost


def main():
    data = sys.stdin.buffer.read().split()
    out = []
    for i in range(0, len(data), 2):
        a, b = int(data[i]), int(data[i + 1])
        if a == 0 and b == 0:
            break
        out.append("Stan wins" if mover_wins(a, b) else "Ollie wins")
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
