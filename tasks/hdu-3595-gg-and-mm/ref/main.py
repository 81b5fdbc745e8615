# HDU 3595 GG and MM (http://acm.hdu.edu.cn/showproblem.php?pid=3595), Python reference.
# In: tests until EOF, each N and N lines "p q". Out: "MM" if the first
# player wins, else "GG".
# Theory (every-SG, 2009 national-team paper): each Euclid game gets a step
# count, 0 when finished; a won game counts 1 + the longest step among
# moves to a lost game, a lost one 1 + the shortest step among its moves;
# MM wins exactly when the largest step is odd. In Euclid's game a lost
# position (quotient 1, remainder > 0) has one move, and a won one one
# losing move: to 0, to (b, r) if that is lost, else to (r + b, b).
import sys


def step(a, b):
    a, b = max(a, b), min(a, b)
    if b == 0:
        return 0
    q, r = divmod(a, b)
    if r == 0:
        return 1
    below = step(b, r)  # the position (b, r); lost exactly when even
    if q == 1 or below % 2 == 0:
        return below + 1
    return below + 2  # via (r + b, b), lost, which moves only to (b, r)


def main():
    data = sys.stdin.buffer.read().split()
    i, out = 0, []
    while i < len(data):
        n = int(data[i])
        pairs = data[i + 1:i + 1 + 2 * n]
        i += 1 + 2 * n
        best = max(step(int(pairs[j]), int(pairs[j + 1])) for j in range(0, 2 * n, 2))
        out.append("MM\n" if best % 2 == 1 else "GG\n")
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
