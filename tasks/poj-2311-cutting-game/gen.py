"""Maximum-constraint inputs of poj-2311-cutting-game (for scripts/gen).

Bounds (POJ 2311): 2 <= W, H <= 200, one sheet per line until the end of
the input; the number of lines is not stated.

- max-all-sizes: every sheet W x H with 2 <= W, H <= 200 (39601 lines), in
  random order: the whole table is needed
- max-lines:     2*10^5 random sheets (sides 2..200; 200 x 200 and 2 x 2
                 among them), the last line without a newline
"""

LO, HI = 2, 200
LINES = 2 * 10**5


def max_all_sizes(rng):
    sheets = [(w, h) for w in range(LO, HI + 1) for h in range(LO, HI + 1)]
    rng.shuffle(sheets)
    return "".join("%d %d\n" % s for s in sheets)


def max_lines(rng):
    sheets = [(rng.randint(LO, HI), rng.randint(LO, HI)) for _ in range(LINES - 2)]
    sheets += [(HI, HI), (LO, LO)]
    rng.shuffle(sheets)
    return "\n".join("%d %d" % s for s in sheets)


INPUTS = {
    "poj-2311-cutting-game-max-all-sizes": max_all_sizes,
    "poj-2311-cutting-game-max-lines": max_lines,
}
