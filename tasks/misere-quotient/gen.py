"""Maximum-constraint inputs of misere-quotient (for scripts/gen).

Bounds (our own statement, tasks/misere-quotient/README.md): a code 0.d or
0.dd, heaps up to n <= 10, q <= 10^5 sums of at most 10^6 heaps in all.

- misere-quotient-max-035: 0.35 to heap 10 (the largest quotient of the
  codes allowed, order 246, and the slowest to find), 10^5 sums of 10 heaps
  each (10^6 heaps), every heap size 0..10 among them.
- misere-quotient-max-077: Kayles (0.77) to heap 10, the same sums' shape.
"""

MAX_N = 10
MAX_Q = 10**5
PER_SUM = 10


def sums(rng, code):
    lines = ["%s %d" % (code, MAX_N), str(MAX_Q)]
    for i in range(MAX_Q):
        heaps = [rng.randint(0, MAX_N) for _ in range(PER_SUM)]
        if i == 0:
            heaps = list(range(PER_SUM + 1))[1:]
        lines.append("%d %s" % (PER_SUM, " ".join(map(str, heaps))))
    return "\n".join(lines) + "\n"


INPUTS = {
    "misere-quotient-max-035": lambda rng: sums(rng, "0.35"),
    "misere-quotient-max-077": lambda rng: sums(rng, "0.77"),
}
