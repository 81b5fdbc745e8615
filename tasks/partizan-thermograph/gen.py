"""Maximum-constraint inputs of partizan-thermograph (for scripts/gen).

Bounds (statement): 1 <= Q <= 1000; each game one line of at most 400
characters, braces nested at most 8 deep; integers to 10^18, dyadic
fractions, *n and ^n to 64. Every input has Q = 1000 lines, each filled
towards 400 characters:
- max-hot:        random games, braces up to 8 deep (7 levels, an atom such as +-{2|1} the 8th), hot options (switches,
                  dyadic numbers, +-G, Tiny and Miny), sums of two or three.
- max-switches:   sums of 4 switches {a|b} with dyadic ends (the
                  canonical form of a sum of switches, its thermograph
                  with many critical temperatures).
- max-all-small:  all-small games (ups to ^8, nimbers to *8), nested up to
                  8 deep and summed: the atomic-weight calculus.
- max-numbers:    games over integers to 10^18/4, and (every other line)
                  over fractions of denominators to 2^40: numbers are
                  64-bit dyadics in the binary, so both at once (10^18 and
                  2^-40 in one game) are beyond it (README, Limits).
The references' engines are general (no fast path for sums of ups), so the
tallest values the statement allows (sums of ^64*64) are timed by
bench/uptimal_sums.sh, which checks the binary against the bundle; here ups
and nimbers stay small enough for the references.
"""

Q = 1000
MAX_LEN = 400


def atom(rng, small=False, big=False):
    r = rng.random()
    if small or r < 0.3:
        c = rng.choice("^v*")
        if c == "*":
            m = rng.randint(1, 8)
            return "*" + (str(m) if m > 1 else "")
        n = rng.randint(1, 8)
        s = c + (str(n) if n > 1 else "")
        return s + ("*" if rng.random() < 0.3 else "")
    if r < 0.75:
        if big == "integers":
            return str(rng.randint(-10**18 // 4, 10**18 // 4))
        if big == "fine":
            k = rng.randint(1, 40)
            return f"{rng.randint(-64 * 2**k, 64 * 2**k) | 1}/{2**k}"
        den = rng.choice([1, 2, 4, 8, 16])
        p = rng.randint(-8 * den, 8 * den)
        if den > 1:
            p |= 1
        return f"{p}/{den}" if den > 1 else str(p)
    return rng.choice(["+-1", "+-3/2", "+-{2|1}", "Tiny(1)", "Miny(1/2)", "Tiny(2)", "{3|1}", "{1|-1}"])


def game(rng, depth, small=False, big=False):
    if depth == 0 or rng.random() < 0.25:
        return atom(rng, small, big)
    lo = 1 if small else 0
    sides = [[game(rng, depth - 1, small, big) for _ in range(rng.randint(lo, 2))] for _ in range(2)]
    if not small and not sides[0] and not sides[1]:
        sides[0] = [atom(rng)]
    return "{" + ",".join(sides[0]) + "|" + ",".join(sides[1]) + "}"


def line(rng, make, terms):
    parts = []
    for _ in range(terms):
        g = make()
        if len(" + ".join(parts + [g])) > MAX_LEN:
            break
        parts.append(g)
    return " + ".join(parts) if parts else "0"


def render(lines):
    return f"{len(lines)}\n" + "\n".join(lines) + "\n"


def max_hot(rng):
    return render([line(rng, lambda: game(rng, rng.randint(2, 7)), rng.randint(1, 3)) for _ in range(Q)])


def switch(rng):
    den = rng.choice([1, 2, 4])
    a = rng.randint(-20 * den, 20 * den)
    b = a - rng.randint(1, 20 * den)
    f = lambda p: f"{p}/{den}" if den > 1 and p % den else str(p // den)
    return "{" + f(a) + "|" + f(b) + "}"


def max_switches(rng):
    return render([line(rng, lambda: switch(rng), 4) for _ in range(Q)])


def max_all_small(rng):
    return render([line(rng, lambda: game(rng, rng.randint(2, 8), small=True), rng.randint(1, 2))
                   for _ in range(Q)])


def max_numbers(rng):
    kinds = ["integers", "fine"]
    return render([line(rng, lambda: game(rng, rng.randint(1, 3), big=kinds[i % 2]), 1) for i in range(Q)])


INPUTS = {
    "partizan-thermograph-max-hot": max_hot,
    "partizan-thermograph-max-switches": max_switches,
    "partizan-thermograph-max-all-small": max_all_small,
    "partizan-thermograph-max-numbers": max_numbers,
}
