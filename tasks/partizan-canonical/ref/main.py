# partizan-canonical (this project's own problem: ../shared/judges/partizan_canonical),
# Python reference.
# In: k, then k components (`hackenbush S`, `domineering R C` + R board lines,
# `cutcake A B`, `game E`). Out: the canonical form of each component, of their
# sum, and the sum's outcome class (L, R, N, P), in the statement's notation.
# Engine: short games hash-consed by (sorted Left option ids, sorted Right option
# ids) of canonical options, so equal values share one id. G <= H by Conway's
# definition (no G^L >= H, no H^R <= G), memoised; numbers compared as
# Fractions. Canonical form: repeat { drop dominated options; bypass
# reversible ones (G^L whose G^LR <= G is replaced by G^LR's Left options,
# and symmetrically) } until nothing changes. Sums by the definition, with
# number + number done exactly and x + G = {G^L + x | G^R + x} for a number x
# and a G that is not a number (number translation). Printing: a number is printed from its value;
# otherwise if the Left and Right stops agree at x, H = G - x is tested for
# n.^ + *m: n is found by comparing H with multiples of up (j.^ + *m > 0 for
# j >= 2, so n is one or two above the last k with H > k.^), then H - n.^
# must be a nimber, recognised by its shape. Anything else is printed as
# braces with options sorted by their printed strings.
# Stalks by the simplicity rule over the prefixes; Domineering by splitting
# the empty cells into connected regions (a sum), memoised by region shape;
# Cutcake by its definition, memoised by (width, height).
import sys
import threading
from fractions import Fraction
from math import floor, ceil


def simplest(lo, hi):
    """Simplest number x with lo < x < hi (None = unbounded)."""
    if lo is None and hi is None:
        return Fraction(0)
    if lo is None:
        return Fraction(0) if hi > 0 else Fraction(ceil(hi) - 1)
    if hi is None:
        return Fraction(0) if lo < 0 else Fraction(floor(lo) + 1)
    if lo < 0 < hi:
        return Fraction(0)
    if lo >= 0 and floor(lo) + 1 < hi:
        return Fraction(floor(lo) + 1)
    if hi <= 0 and ceil(hi) - 1 > lo:
        return Fraction(ceil(hi) - 1)
    den = 2
    while True:
        m = floor(lo * den) + 1
        if Fraction(m, den) < hi:
            return Fraction(m, den)
        den *= 2


class Engine:
    def __init__(self):
        self.left = []
        self.right = []
        self.num = []
        self.index = {}
        self.le_memo = {}
        self.add_memo = {}
        self.neg_memo = {}
        self.number_memo = {}
        self.nim_memo = {}
        self.stop_memo = {}
        self.print_memo = {}
        self.ups = {}
        self.zero = self.make((), ())
        self.star = self.make((self.zero,), (self.zero,))

    def make(self, L, R):
        key = (L, R)
        g = self.index.get(key)
        if g is not None:
            return g
        g = len(self.left)
        self.left.append(L)
        self.right.append(R)
        num = self.num
        val = None
        if len(L) <= 1 and len(R) <= 1 and all(num[o] is not None for o in L + R):
            lo = num[L[0]] if L else None
            hi = num[R[0]] if R else None
            if lo is None or hi is None or lo < hi:
                val = simplest(lo, hi)
        num.append(val)
        self.index[key] = g
        return g

    def number(self, x):
        g = self.number_memo.get(x)
        if g is not None:
            return g
        if x.denominator == 1:
            if x == 0:
                g = self.zero
            elif x > 0:
                g = self.make((self.number(x - 1),), ())
            else:
                g = self.make((), (self.number(x + 1),))
        else:
            step = Fraction(1, x.denominator)
            g = self.make((self.number(x - step),), (self.number(x + step),))
        self.number_memo[x] = g
        return g

    def le(self, a, b):
        if a == b:
            return True
        num = self.num
        if num[a] is not None and num[b] is not None:
            return num[a] <= num[b]
        key = (a, b)
        r = self.le_memo.get(key)
        if r is not None:
            return r
        r = True
        for al in self.left[a]:
            if self.le(b, al):
                r = False
                break
        if r:
            for br in self.right[b]:
                if self.le(br, a):
                    r = False
                    break
        self.le_memo[key] = r
        return r

    def canon(self, L, R):
        L = set(L)
        R = set(R)
        le = self.le
        while True:
            L = [x for x in L if not any(y != x and le(x, y) for y in L)]
            R = [x for x in R if not any(y != x and le(y, x) for y in R)]
            memo_gle = {}  # G <= h
            memo_leg = {}  # x <= G
            Ls, Rs = L, R

            def g_le(h):
                r = memo_gle.get(h)
                if r is None:
                    r = not any(le(h, l) for l in Ls) and not any(x_le(hr) for hr in self.right[h])
                    memo_gle[h] = r
                return r

            def x_le(x):
                r = memo_leg.get(x)
                if r is None:
                    r = not any(le(rr, x) for rr in Rs) and not any(g_le(xl) for xl in self.left[x])
                    memo_leg[x] = r
                return r

            changed = False
            newL = []
            for x in L:
                rev = None
                for xr in self.right[x]:
                    if x_le(xr):
                        rev = xr
                        break
                if rev is None:
                    newL.append(x)
                else:
                    newL.extend(self.left[rev])
                    changed = True
            newR = []
            for x in R:
                rev = None
                for xl in self.left[x]:
                    if g_le(xl):
                        rev = xl
                        break
                if rev is None:
                    newR.append(x)
                else:
                    newR.extend(self.right[rev])
                    changed = True
            L = set(newL)
            R = set(newR)
            if not changed:
                break
        return self.make(tuple(sorted(L)), tuple(sorted(R)))

    def add(self, g, h):
        if g == self.zero:
            return h
        if h == self.zero:
            return g
        key = (g, h) if g <= h else (h, g)
        r = self.add_memo.get(key)
        if r is not None:
            return r
        if self.num[g] is not None and self.num[h] is not None:
            r = self.number(self.num[g] + self.num[h])
        elif self.num[g] is not None or self.num[h] is not None:
            # number translation: x + G = {G^L + x | G^R + x} for G not a number
            x, G = (g, h) if self.num[g] is not None else (h, g)
            r = self.canon([self.add(o, x) for o in self.left[G]], [self.add(o, x) for o in self.right[G]])
        else:
            L = [self.add(x, h) for x in self.left[g]] + [self.add(g, x) for x in self.left[h]]
            R = [self.add(x, h) for x in self.right[g]] + [self.add(g, x) for x in self.right[h]]
            r = self.canon(L, R)
        self.add_memo[key] = r
        return r

    def neg(self, g):
        r = self.neg_memo.get(g)
        if r is not None:
            return r
        L = tuple(sorted(self.neg(x) for x in self.right[g]))
        R = tuple(sorted(self.neg(x) for x in self.left[g]))
        r = self.make(L, R)
        self.neg_memo[g] = r
        return r

    def nimber(self, m):
        g = self.zero
        opts = []
        for _ in range(m):
            opts.append(g)
            t = tuple(sorted(opts))
            g = self.make(t, t)
        return g

    def up_multiple(self, n):
        g = self.ups.get(n)
        if g is not None:
            return g
        if n == 0:
            g = self.zero
        elif n == 1:
            g = self.make((self.zero,), (self.star,))
        elif n < 0:
            g = self.neg(self.up_multiple(-n))
        else:
            g = self.add(self.up_multiple(n - 1), self.up_multiple(1))
        self.ups[n] = g
        return g

    def nim_value(self, g):
        """m if g is the nimber *m, else -1."""
        r = self.nim_memo.get(g)
        if r is not None:
            return r
        r = -1
        if g == self.zero:
            r = 0
        elif self.left[g] == self.right[g]:
            vals = sorted(self.nim_value(x) for x in self.left[g])
            if vals == list(range(len(vals))):
                r = len(vals)
        self.nim_memo[g] = r
        return r

    def stops(self, g):
        r = self.stop_memo.get(g)
        if r is not None:
            return r
        if self.num[g] is not None:
            r = (self.num[g], self.num[g])
        else:
            ls = max(self.stops(x)[1] for x in self.left[g])
            rs = min(self.stops(x)[0] for x in self.right[g])
            r = (ls, rs)
        self.stop_memo[g] = r
        return r

    def greater(self, a, b):
        return self.le(b, a) and not self.le(a, b)

    def as_nus(self, g):
        """(x, n, m) with g = x + n.^ + *m, or None."""
        if self.num[g] is not None:
            return (self.num[g], 0, 0)
        ls, rs = self.stops(g)
        if ls != rs:
            return None
        h = self.add(g, self.number(-ls))
        bound = 600
        if self.greater(h, self.zero):
            a = 0
            while a < bound and self.greater(h, self.up_multiple(a + 1)):
                a += 1
        else:
            a = -1
            while a > -bound and not self.greater(h, self.up_multiple(a)):
                a -= 1
        for n in (a + 1, a + 2):
            m = self.nim_value(self.add(h, self.up_multiple(-n)))
            if m >= 0:
                return (ls, n, m)
        return None

    def show(self, g):
        s = self.print_memo.get(g)
        if s is not None:
            return s
        nus = self.as_nus(g)
        if nus is not None:
            x, n, m = nus
            s = ""
            if x != 0:
                s = str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"
            if n == 1:
                s += "^"
            elif n >= 2:
                s += f"^{n}"
            elif n == -1:
                s += "v"
            elif n <= -2:
                s += f"v{-n}"
            if m == 1:
                s += "*"
            elif m >= 2:
                s += f"*{m}"
            if s == "":
                s = "0"
        else:
            ls = sorted(self.show(x) for x in self.left[g])
            rs = sorted(self.show(x) for x in self.right[g])
            s = "{" + ",".join(ls) + "|" + ",".join(rs) + "}"
        self.print_memo[g] = s
        return s


class Parser:
    def __init__(self, eng, text):
        self.e = eng
        self.s = text
        self.i = 0

    def digits(self):
        j = self.i
        while self.i < len(self.s) and self.s[self.i].isdigit():
            self.i += 1
        return self.s[j:self.i]

    def value(self):
        e = self.e
        if self.s[self.i] == "{":
            self.i += 1
            L = []
            R = []
            while self.s[self.i] != "|":
                L.append(self.value())
                if self.s[self.i] == ",":
                    self.i += 1
            self.i += 1
            while self.s[self.i] != "}":
                R.append(self.value())
                if self.s[self.i] == ",":
                    self.i += 1
            self.i += 1
            return e.canon(L, R)
        g = e.zero
        c = self.s[self.i]
        if c == "-" or c.isdigit():
            neg = c == "-"
            if neg:
                self.i += 1
            p = int(self.digits())
            q = 1
            if self.i < len(self.s) and self.s[self.i] == "/":
                self.i += 1
                q = int(self.digits())
            x = Fraction(p, q)
            g = e.number(-x if neg else x)
        if self.i < len(self.s) and self.s[self.i] in "^v":
            sign = 1 if self.s[self.i] == "^" else -1
            self.i += 1
            d = self.digits()
            g = e.add(g, e.up_multiple(sign * (int(d) if d else 1)))
        if self.i < len(self.s) and self.s[self.i] == "*":
            self.i += 1
            d = self.digits()
            g = e.add(g, e.nimber(int(d) if d else 1))
        return g


def stalk(e, s):
    vals = [Fraction(0)]  # vals[i]: the stalk s[:i]
    for i in range(1, len(s) + 1):
        lo = max((vals[j] for j in range(i) if s[j] == "B"), default=None)
        hi = min((vals[j] for j in range(i) if s[j] == "R"), default=None)
        vals.append(simplest(lo, hi))
    return e.number(vals[-1])


def domineering(e, rows):
    cells = frozenset((r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == ".")
    comp_memo = {}

    def regions(cs):
        cs = set(cs)
        out = []
        while cs:
            start = cs.pop()
            comp = [start]
            stack = [start]
            while stack:
                r, c = stack.pop()
                for nb in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if nb in cs:
                        cs.remove(nb)
                        comp.append(nb)
                        stack.append(nb)
            r0 = min(r for r, _ in comp)
            c0 = min(c for _, c in comp)
            out.append(frozenset((r - r0, c - c0) for r, c in comp))
        return out

    def value(cs):
        g = e.zero
        for comp in regions(cs):
            g = e.add(g, region(comp))
        return g

    def region(comp):
        g = comp_memo.get(comp)
        if g is not None:
            return g
        L = [value(comp - {(r, c), (r + 1, c)}) for r, c in comp if (r + 1, c) in comp]
        R = [value(comp - {(r, c), (r, c + 1)}) for r, c in comp if (r, c + 1) in comp]
        g = e.canon(L, R)
        comp_memo[comp] = g
        return g

    return value(cells)


def cutcake(e, memo, w, h):
    key = (w, h)
    g = memo.get(key)
    if g is None:
        L = [e.add(cutcake(e, memo, a, h), cutcake(e, memo, w - a, h)) for a in range(1, w)]
        R = [e.add(cutcake(e, memo, w, b), cutcake(e, memo, w, h - b)) for b in range(1, h)]
        g = e.canon(L, R)
        memo[key] = g
    return g


def solve():
    lines = sys.stdin.read().split("\n")
    k = int(lines[0].split()[0])
    e = Engine()
    cake_memo = {}
    comps = []
    pos = 1
    for _ in range(k):
        parts = lines[pos].split()
        pos += 1
        kind = parts[0]
        if kind == "hackenbush":
            g = stalk(e, parts[1])
        elif kind == "domineering":
            r = int(parts[1])
            rows = [lines[pos + i].strip() for i in range(r)]
            pos += r
            g = domineering(e, rows)
        elif kind == "cutcake":
            g = cutcake(e, cake_memo, int(parts[1]), int(parts[2]))
        else:
            g = Parser(e, parts[1]).value()
        comps.append(g)
    total = e.zero
    for g in comps:
        total = e.add(total, g)
    out = [e.show(g) for g in comps]
    out.append(e.show(total))
    if total == e.zero:
        out.append("P")
    elif e.le(e.zero, total):
        out.append("L")
    elif e.le(total, e.zero):
        out.append("R")
    else:
        out.append("N")
    sys.stdout.write("\n".join(out) + "\n")


def main():
    sys.setrecursionlimit(1 << 20)
    threading.stack_size(1 << 29)
    t = threading.Thread(target=solve)
    t.start()
    t.join()


if __name__ == "__main__":
    main()
