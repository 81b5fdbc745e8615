"""Maximum-size inputs of hdu-2516-fibonacci-nim (for scripts/gen).

HDU 2516 bounds: each line one n with 2 <= n < 2^31, a line 0 ends the
input; the number of lines is not stated. These inputs have 10^6 lines
(about 11 MB), all values at the top of the range.

- max-random:    10^6 values in [2^30, 2^31 - 1], 1 in 5 a Fibonacci number
                 (the 2^31 - 1, 2 and 3 bounds among them)
- max-fibonacci: every Fibonacci number in [2, 2^31) and its neighbours +-1,
                 +-2, repeated to 10^6 lines
"""

LINES = 10**6
TOP = 2**31 - 1


def fibonacci_below(limit):
    """Fibonacci numbers 2, 3, 5, ... below limit."""
    out, a, b = [], 2, 3
    while a < limit:
        out.append(a)
        a, b = b, a + b
    return out


FIBS = fibonacci_below(2**31)


def render(values):
    return "".join(f"{n}\n" for n in values) + "0\n"


def max_random(rng):
    big_fibs = [f for f in FIBS if f >= 2**30] + FIBS[-6:]
    values = [rng.choice(FIBS if rng.random() < 0.5 else big_fibs) if rng.random() < 0.2
              else rng.randint(2**30, TOP) for _ in range(LINES)]
    values[:3] = [TOP, 2, 3]
    return render(values)


def max_fibonacci(rng):
    pool = sorted({v for f in FIBS for v in (f - 2, f - 1, f, f + 1, f + 2) if 2 <= v <= TOP})
    values = [pool[i % len(pool)] for i in range(LINES)]
    rng.shuffle(values)
    return render(values)


INPUTS = {
    "hdu-2516-fibonacci-nim-max-random": max_random,
    "hdu-2516-fibonacci-nim-max-fibonacci": max_fibonacci,
}
