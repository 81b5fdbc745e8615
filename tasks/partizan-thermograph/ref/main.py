# partizan-thermograph (this project's own problem: ../shared/judges/partizan_thermograph),
# Python reference.
# In: Q, then Q lines, each a short partizan game in CGSuite's notation. Out: per
# game `outcome leftstop rightstop mean temperature birthday atomicweight thermograph`.
#
# Games are canonical forms held once each; a number is an atom (an exact
# Fraction) whose options are made when asked for (n = {n-1|} for n > 0,
# p/2^k = {(p-1)/2^k | (p+1)/2^k}), so 10^18 costs what 1 does.
# G <= H by the definition, with number avoidance where one side is a number
# and the other a canonical non-number (x <= H iff no H^R <= x).
# Sums by the definition, a number x plus a non-number H as {H^L + x | H^R + x}.
# Canonical form of {L | R}: a number if every option is one and max L < min R
# (the simplest number between); else drop dominated options and bypass
# reversible ones (a Left option whose Right option H has H <= G is replaced by
# H's Left options; symmetric), comparing with the form G = {L | R} itself by the
# definition, until nothing changes; then the number test again.
# Thermograph (Winning Ways ch. 6): walls are piecewise-linear functions of
# t >= -1; the left scaffold is the max over G^L of RW(G^L)(t) - t, the right one
# the min over G^R of LW(G^R)(t) + t; they are followed up to the first t where
# they meet (value x: the mean, t: the temperature), then the mast x. A
# scaffold pair already crossed at t = -1 (a cave) gives the constant 0 if it
# lies between them, else the nearer value. Integers: the constant n.
# Atomic weight of an all-small game (every follower with Left options exactly
# when it has Right ones), by the calculus (Winning Ways ch. 8; Siegel II.7):
# G' = {aw(G^L) - 2 | aw(G^R) + 2}; if G' is not an integer it is aw(G); else,
# with *N the far star (N a power of two above every nimber among G's
# followers, at least 2): if G < *N, the least integer n with n |> aw(G^L) - 2
# for every G^L; if G > *N, the greatest n with n <| aw(G^R) + 2 for every
# G^R; else G'. Printed in partizan-canonical's notation.
import sys
import threading
from fractions import Fraction

sys.setrecursionlimit(1 << 20)


class Engine:
    def __init__(self):
        self.left = []  # options of non-number ids (None for numbers)
        self.right = []
        self.val = []  # Fraction for numbers, None otherwise
        self.index = {}
        self.nums = {}
        self.le_memo = {}
        self.add_memo = {}
        self.neg_memo = {}
        self.stop_memo = {}
        self.bday_memo = {}
        self.aw_memo = {}
        self.small_memo = {}
        self.nim_memo = {}
        self.zero = self.number(Fraction(0))
        self.star = self.intern((self.zero,), (self.zero,))

    # ---- atoms ----
    def number(self, x):
        g = self.nums.get(x)
        if g is None:
            g = len(self.val)
            self.left.append(None)
            self.right.append(None)
            self.val.append(x)
            self.nums[x] = g
        return g

    def is_num(self, g):
        return self.val[g] is not None

    def intern(self, l, r):
        key = (l, r)
        g = self.index.get(key)
        if g is None:
            g = len(self.val)
            self.left.append(l)
            self.right.append(r)
            self.val.append(None)
            self.index[key] = g
        return g

    def opts(self, g, side):
        x = self.val[g]
        if x is None:
            return self.left[g] if side == 0 else self.right[g]
        if x.denominator == 1:
            if side == 0:
                return (self.number(x - 1),) if x > 0 else ()
            return (self.number(x + 1),) if x < 0 else ()
        step = Fraction(1, x.denominator)
        return (self.number(x - step),) if side == 0 else (self.number(x + step),)

    def nimber_small(self, m):
        key = ("nim", m)
        g = self.nums.get(key)
        if g is None:
            if m == 0:
                g = self.zero
            else:
                prev = tuple(sorted(self.nimber_small(j) for j in range(m)))
                g = self.intern(prev, prev)
            self.nums[key] = g
        return g

    # ---- order ----
    def le(self, g, h):
        if g == h:
            return True
        xg, xh = self.val[g], self.val[h]
        if xg is not None and xh is not None:
            return xg <= xh
        key = (g, h)
        r = self.le_memo.get(key)
        if r is not None:
            return r
        if xg is not None:  # number avoidance: x <= H iff no H^R <= x
            r = not any(self.le(hr, g) for hr in self.right[h])
        elif xh is not None:  # G <= y iff no G^L >= y
            r = not any(self.le(h, gl) for gl in self.left[g])
        else:
            r = not any(self.le(h, gl) for gl in self.left[g]) and \
                not any(self.le(hr, g) for hr in self.right[h])
        self.le_memo[key] = r
        return r

    # H <= {L|R} and {L|R} <= H for a form given by its options (canonical H).
    def le_to_form(self, h, L, R):
        return not any(self.form_le(L, R, hl) for hl in self.opts(h, 0)) and \
            not any(self.le(gr, h) for gr in R)

    def form_le(self, L, R, h):
        return not any(self.le(h, gl) for gl in L) and \
            not any(self.le_to_form(hr, L, R) for hr in self.opts(h, 1))

    # ---- construction ----
    def simplest(self, lo, hi):
        """The simplest number x with lo < x < hi (None for no bound)."""
        if lo is None and hi is None:
            return Fraction(0)
        if lo is None:
            return Fraction(0) if hi > 0 else Fraction(hi.__ceil__() - 1)
        if hi is None:
            return Fraction(0) if lo < 0 else Fraction(lo.__floor__() + 1)
        if lo < 0 < hi:
            return Fraction(0)
        if lo >= 0:
            c = Fraction(lo.__floor__() + 1)
            if c < hi:
                return c
        else:
            c = Fraction(hi.__ceil__() - 1)
            if c > lo:
                return c
        step = Fraction(1, 2)
        while True:
            c = (lo / step).__floor__() * step + step
            if c < hi:
                return c
            step /= 2

    def as_number(self, L, R):
        if not all(self.is_num(o) for o in L + R):
            return None
        lo = max((self.val[o] for o in L), default=None)
        hi = min((self.val[o] for o in R), default=None)
        if lo is not None and hi is not None and lo >= hi:
            return None
        return self.number(self.simplest(lo, hi))

    def canonical(self, L, R):
        L, R = list(dict.fromkeys(L)), list(dict.fromkeys(R))
        g = self.as_number(L, R)
        if g is not None:
            return g
        while True:
            L = [a for a in L if not any(b != a and self.le(a, b) for b in L)]
            R = [a for a in R if not any(b != a and self.le(b, a) for b in R)]
            changed = False
            newL = []
            for a in L:
                rev = next((h for h in self.opts(a, 1) if self.le_to_form(h, L, R)), None)
                if rev is None:
                    newL.append(a)
                else:
                    newL.extend(self.opts(rev, 0))
                    changed = True
            newR = []
            for a in R:
                rev = next((h for h in self.opts(a, 0) if self.form_le(L, R, h)), None)
                if rev is None:
                    newR.append(a)
                else:
                    newR.extend(self.opts(rev, 1))
                    changed = True
            L, R = list(dict.fromkeys(newL)), list(dict.fromkeys(newR))
            if not changed:
                break
        g = self.as_number(L, R)
        if g is not None:
            return g
        return self.intern(tuple(sorted(L)), tuple(sorted(R)))

    def neg(self, g):
        if self.is_num(g):
            return self.number(-self.val[g])
        r = self.neg_memo.get(g)
        if r is None:
            r = self.intern(tuple(sorted(self.neg(o) for o in self.right[g])),
                            tuple(sorted(self.neg(o) for o in self.left[g])))
            self.neg_memo[g] = r
        return r

    def add(self, g, h):
        if g > h:
            g, h = h, g
        key = (g, h)
        r = self.add_memo.get(key)
        if r is not None:
            return r
        xg, xh = self.val[g], self.val[h]
        if xg is not None and xh is not None:
            r = self.number(xg + xh)
        elif xg is not None and xg == 0:
            r = h
        elif xh is not None and xh == 0:
            r = g
        elif xg is not None:
            r = self.canonical([self.add(o, g) for o in self.left[h]], [self.add(o, g) for o in self.right[h]])
        elif xh is not None:
            r = self.canonical([self.add(o, h) for o in self.left[g]], [self.add(o, h) for o in self.right[g]])
        else:
            r = self.canonical([self.add(o, h) for o in self.left[g]] + [self.add(g, o) for o in self.left[h]],
                               [self.add(o, h) for o in self.right[g]] + [self.add(g, o) for o in self.right[h]])
        self.add_memo[key] = r
        return r

    # ---- properties ----
    def stops(self, g):
        x = self.val[g]
        if x is not None:
            return (x, x)
        r = self.stop_memo.get(g)
        if r is None:
            r = (max(self.stops(o)[1] for o in self.left[g]), min(self.stops(o)[0] for o in self.right[g]))
            self.stop_memo[g] = r
        return r

    def outcome(self, g):
        ge0, le0 = self.le(self.zero, g), self.le(g, self.zero)
        if ge0 and le0:
            return "P"
        if ge0:
            return "L"
        if le0:
            return "R"
        return "N"

    def birthday(self, g):
        x = self.val[g]
        if x is not None:
            whole = abs(x.numerator // x.denominator if x >= 0 else -((-x.numerator) // x.denominator))
            if x.denominator == 1:
                return whole
            return whole + 1 + x.denominator.bit_length() - 1
        r = self.bday_memo.get(g)
        if r is None:
            r = 1 + max(self.birthday(o) for o in self.left[g] + self.right[g])
            self.bday_memo[g] = r
        return r

    def all_small(self, g):
        x = self.val[g]
        if x is not None:
            return x == 0
        r = self.small_memo.get(g)
        if r is None:
            r = bool(self.left[g]) and bool(self.right[g]) and \
                all(self.all_small(o) for o in self.left[g] + self.right[g])
            self.small_memo[g] = r
        return r

    def max_nimber(self, g, seen, best):
        # The largest m with *m among the followers of G (iterative).
        stack = [g]
        seen.add(g)
        while stack:
            x = stack.pop()
            if not self.is_num(x) and self.left[x] == self.right[x]:
                m = self.nim_index(x)
                if m is not None:
                    best = max(best, m)
            for o in self.opts(x, 0) + self.opts(x, 1):
                if o not in seen:
                    seen.add(o)
                    stack.append(o)
        return best

    def nim_index(self, g):
        if g == self.zero:
            return 0
        if self.is_num(g) or self.left[g] != self.right[g]:
            return None
        if g in self.nim_memo:
            return self.nim_memo[g]
        idx = [self.nim_index(o) for o in self.left[g]]
        r = None if any(i is None for i in idx) or sorted(idx) != list(range(len(idx))) else len(idx)
        self.nim_memo[g] = r
        return r

    def atomic_weight(self, g):
        r = self.aw_memo.get(g)
        if r is not None:
            return r
        if g == self.zero:
            return self.zero
        two = self.number(Fraction(2))
        mtwo = self.number(Fraction(-2))
        wl = [self.add(self.atomic_weight(o), mtwo) for o in self.left[g]]
        wr = [self.add(self.atomic_weight(o), two) for o in self.right[g]]
        w = self.canonical(wl, wr)
        x = self.val[w]
        if x is not None and x.denominator == 1:
            n = 2
            while n <= self.max_nimber(g, set(), 0):
                n *= 2
            far = self.nimber_small(n)
            lt = self.le(g, far) and not self.le(far, g)
            gt = self.le(far, g) and not self.le(g, far)
            if lt:
                lo = min(self.stops(a)[1] for a in wl).__floor__() - 2
                k = lo
                while not all(not self.le(self.number(Fraction(k)), a) for a in wl):
                    k += 1
                w = self.number(Fraction(k))
            elif gt:
                hi = max(self.stops(a)[0] for a in wr).__ceil__() + 2
                k = hi
                while not all(not self.le(a, self.number(Fraction(k))) for a in wr):
                    k -= 1
                w = self.number(Fraction(k))
        self.aw_memo[g] = w
        return w

    # ---- printing in partizan-canonical's notation ----
    def show(self, g):
        x = self.val[g]
        if x is not None:
            return fr(x)
        lo, hi = self.stops(g)
        if lo == hi:
            nus = self.as_nus(g, lo)
            if nus is not None:
                return nus
        L = sorted(self.show(o) for o in self.left[g])
        R = sorted(self.show(o) for o in self.right[g])
        return "{" + ",".join(L) + "|" + ",".join(R) + "}"

    def as_nus(self, g, x):
        h = self.add(g, self.number(-x))
        for n in range(-70, 71):
            d = self.add(h, self.neg(self.ups(n)))
            m = self.nim_index(d)
            if m is not None:
                s = "" if x == 0 and (n != 0 or m != 0) else fr(x)
                if n:
                    s += ("^" if n > 0 else "v") + (str(abs(n)) if abs(n) > 1 else "")
                if m:
                    s += "*" + (str(m) if m > 1 else "")
                return s or "0"
        return None

    def ups(self, n):
        key = ("up", n)
        g = self.nums.get(key)
        if g is None:
            if n == 0:
                g = self.zero
            elif n < 0:
                g = self.neg(self.ups(-n))
            elif n == 1:
                g = self.intern((self.zero,), (self.star,))
            else:
                g = self.add(self.ups(n - 1), self.ups(1))
            self.nums[key] = g
        return g


def fr(x):
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


# ---- thermographs: a wall is (points, top): points [(t, v)] from t = -1 up,
# top the slope beyond the last point ----
BASE = Fraction(-1)


def value_at(w, t):
    pts, top = w
    for i in range(len(pts) - 1, -1, -1):
        if pts[i][0] <= t:
            if i == len(pts) - 1:
                return pts[i][1] + top * (t - pts[i][0])
            (t0, v0), (t1, v1) = pts[i], pts[i + 1]
            return v0 + (v1 - v0) * (t - t0) / (t1 - t0)
    raise ValueError("t below -1")


def slope_after(w, t):
    pts, top = w
    for i in range(len(pts) - 1):
        if pts[i][0] <= t < pts[i + 1][0]:
            (t0, v0), (t1, v1) = pts[i], pts[i + 1]
            return (v1 - v0) / (t1 - t0)
    return top


def simplify(pts, top):
    out = [pts[0]]
    for i in range(1, len(pts)):
        if pts[i][0] == out[-1][0]:
            continue
        out.append(pts[i])
        while len(out) >= 3:
            (a, va), (b, vb), (c, vc) = out[-3], out[-2], out[-1]
            if (vb - va) * (c - b) == (vc - vb) * (b - a):
                del out[-2]
            else:
                break
    if len(out) >= 2:
        (a, va), (b, vb) = out[-2], out[-1]
        if (vb - va) == top * (b - a):
            out.pop()
    return (out, top)


def tilt(w, a):
    pts, top = w
    return ([(t, v + a * t) for t, v in pts], top + a)


def combine(u, w, pick_max):
    ts = sorted(set(t for t, _ in u[0]) | set(t for t, _ in w[0]))
    cross = []
    for i in range(len(ts) - 1):
        d0 = value_at(u, ts[i]) - value_at(w, ts[i])
        d1 = value_at(u, ts[i + 1]) - value_at(w, ts[i + 1])
        if d0 * d1 < 0:
            cross.append(ts[i] + d0 / (d0 - d1) * (ts[i + 1] - ts[i]))
    last = ts[-1]
    d = value_at(u, last) - value_at(w, last)
    ds = u[1] - w[1]
    if ds != 0 and d * ds < 0:
        cross.append(last - d / ds)
    ts = sorted(set(ts) | set(cross))
    better = (lambda a, b: a >= b) if pick_max else (lambda a, b: a <= b)
    pts = []
    for t in ts:
        a, b = value_at(u, t), value_at(w, t)
        pts.append((t, a if better(a, b) else b))
    t = ts[-1]
    a, b = value_at(u, t), value_at(w, t)
    if a != b:
        top = u[1] if better(a, b) else w[1]
    else:
        top = max(u[1], w[1]) if pick_max else min(u[1], w[1])
    return simplify(pts, top)


def constant(x):
    return ([(BASE, x)], Fraction(0))


def thermograph(e, g, memo):
    x = e.val[g]
    if x is not None and x.denominator == 1:
        return (constant(x), constant(x))
    if g in memo:
        return memo[g]
    sl = None
    for o in e.opts(g, 0):
        w = tilt(thermograph(e, o, memo)[1], Fraction(-1))
        sl = w if sl is None else combine(sl, w, True)
    sr = None
    for o in e.opts(g, 1):
        w = tilt(thermograph(e, o, memo)[0], Fraction(1))
        sr = w if sr is None else combine(sr, w, False)
    a, b = value_at(sl, BASE), value_at(sr, BASE)
    if a <= b:
        x = a if a > 0 else b if b < 0 else Fraction(0)
        res = (constant(x), constant(x))
    else:
        tau = meeting(sl, sr)
        x = value_at(sl, tau)
        res = (up_to(sl, tau, x), up_to(sr, tau, x))
    memo[g] = res
    return res


def meeting(sl, sr):
    ts = sorted(set(t for t, _ in sl[0]) | set(t for t, _ in sr[0]))
    prev = None
    for t in ts:
        d = value_at(sl, t) - value_at(sr, t)
        if d <= 0:
            t0, d0 = prev
            return t0 + d0 / (d0 - d) * (t - t0)
        prev = (t, d)
    t0, d0 = prev
    return t0 + d0 / (sr[1] - sl[1])


def up_to(w, tau, x):
    pts = [(t, v) for t, v in w[0] if t < tau] + [(tau, x)]
    return simplify(pts, Fraction(0))


def show_wall(w):
    pts, top = w
    mast = value_at(w, pts[-1][0])
    crit = [t for t, _ in pts[1:]][::-1]
    slopes = [top]
    for i in range(len(pts) - 1, 0, -1):
        (t0, v0), (t1, v1) = pts[i - 1], pts[i]
        slopes.append((v1 - v0) / (t1 - t0))
    return f"{fr(mast)},[{','.join(fr(c) for c in crit)}],[{','.join(fr(s) for s in slopes)}]"


# ---- CGSuite's notation ----
class Parser:
    def __init__(self, e, s):
        self.e, self.s, self.i = e, s, 0

    def peek(self, k=0):
        return self.s[self.i + k] if self.i + k < len(self.s) else ""

    def space(self):
        while self.peek() == " ":
            self.i += 1

    def sum(self):
        acc = self.prefixed()
        while True:
            self.space()
            c = self.peek()
            if c == "+" and self.peek(1) == "-":
                acc = self.e.add(acc, self.prefixed())
            elif c == "+":
                self.i += 1
                acc = self.e.add(acc, self.prefixed())
            elif c == "-":
                self.i += 1
                acc = self.e.add(acc, self.e.neg(self.prefixed()))
            else:
                return acc

    def prefixed(self):
        self.space()
        if self.peek() == "+" and self.peek(1) == "-":
            self.i += 2
            g = self.prefixed()
            return self.e.canonical([g], [self.e.neg(g)])
        if self.peek() == "+":
            self.i += 1
            return self.prefixed()
        if self.peek() == "-":
            self.i += 1
            return self.e.neg(self.prefixed())
        return self.primary()

    def digits(self):
        start = self.i
        while self.peek().isdigit():
            self.i += 1
        if start == self.i:
            raise ValueError("digits expected")
        return int(self.s[start:self.i])

    def primary(self):
        self.space()
        c = self.peek()
        e = self.e
        if c == "{":
            self.i += 1
            return self.braces()
        if c == "(":
            self.i += 1
            g = self.sum()
            self.expect(")")
            return g
        for word, tiny in (("Tiny(", True), ("Miny(", False)):
            if self.s.startswith(word, self.i):
                self.i += len(word)
                g = self.sum()
                self.expect(")")
                zero = e.zero
                if tiny:
                    return e.canonical([zero], [e.canonical([zero], [e.neg(g)])])
                return e.canonical([e.canonical([g], [zero])], [zero])
        if c.isdigit():
            p = self.digits()
            q = 1
            if self.peek() == "/":
                self.i += 1
                q = self.digits()
            return e.number(Fraction(p, q))
        if c == "*":
            self.i += 1
            return e.nimber_small(self.star_digits())
        if c in "^v":
            self.i += 1
            if self.peek().isdigit():
                n = self.digits()
            else:
                n = 1
                while self.peek() == c:
                    n += 1
                    self.i += 1
            save = self.i
            self.space()
            m = 0
            if self.peek() == "*":
                self.i += 1
                m = self.star_digits()
            else:
                self.i = save
            g = e.ups(n if c == "^" else -n)
            return e.add(g, e.nimber_small(m))
        raise ValueError("unexpected")

    def star_digits(self):
        save = self.i
        self.space()
        if self.peek().isdigit():
            return self.digits()
        self.i = save
        return 1

    def expect(self, c):
        self.space()
        if self.peek() != c:
            raise ValueError("expected " + c)
        self.i += 1

    def braces(self):
        items, seps = [], []
        while True:
            self.space()
            if self.peek() in "|},":
                items.append(None)
            else:
                items.append(self.sum())
            self.space()
            c = self.peek()
            if c == "}":
                self.i += 1
                break
            if c == ",":
                self.i += 1
                seps.append(0)
            elif c == "|":
                k = 0
                while self.peek() == "|":
                    k += 1
                    self.i += 1
                seps.append(k)
            else:
                raise ValueError("unexpected in braces")
        return self.fold(items, seps)

    def fold(self, items, seps):
        k = max(seps)
        j = seps.index(k)
        sides = []
        for its, sps in ((items[:j + 1], seps[:j]), (items[j + 1:], seps[j + 1:])):
            if any(s > 0 for s in sps):
                sides.append([self.fold(its, sps)])
            elif len(its) == 1 and its[0] is None:
                sides.append([])
            else:
                sides.append(list(its))
        return self.e.canonical(sides[0], sides[1])


def solve():
    data = sys.stdin.read().split("\n")
    lines = [" ".join(l.split()) for l in data]
    lines = [l for l in lines if l]
    q = int(lines[0])
    e = Engine()
    memo = {}
    out = []
    for text in lines[1:q + 1]:
        p = Parser(e, text)
        g = p.sum()
        lw, rw = thermograph(e, g, memo)
        x = e.val[g]
        mean = value_at(lw, lw[0][-1][0])
        if x is not None:
            temp = Fraction(-1, x.denominator)
        else:
            tops = [w[0][-1][0] for w in (lw, rw) if len(w[0]) > 1]
            temp = max(tops) if tops else Fraction(-1)
        lo, hi = e.stops(g)
        aw = e.show(e.atomic_weight(g)) if e.all_small(g) else "-"
        out.append(f"{e.outcome(g)} {fr(lo)} {fr(hi)} {fr(mean)} {fr(temp)} {e.birthday(g)} {aw} "
                   f"Thermograph({show_wall(lw)},{show_wall(rw)})")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    threading.stack_size(1 << 29)
    t = threading.Thread(target=solve)
    t.start()
    t.join()
