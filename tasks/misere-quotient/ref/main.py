#!/usr/bin/env python3
"""misere-quotient reference (Python): the misère quotient of an octal game
by brute force, written from the statement (tasks/misere-quotient/README.md).

The misère outcome of a sum of heaps (a count of each heap size 1..n) comes
from a memoized search of the game itself. Two sums u, v are alike when
u + t and v + t have the same outcome for every t in a set R of sums; R
starts as {empty sum} and takes in every u + (one heap) that is alike to no
member of R, until a whole pass over R and the heaps adds nothing. R is
then one sum per element of the quotient, and R itself tells every two
elements apart (the guess is checked on every sum of at most DEGREE heaps
and every representative with at most NEAR more heaps).
The generators a, b, c, ... are the heaps' elements in heap order, each taken
when the earlier ones do not generate it, then each dropped, first to last,
that the rest generate.
Normal forms are least words in the statement's order; the relations are
the minimal words that are not normal forms.
"""
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)

# The largest number of heaps in the sums every quotient is checked on.
DEGREE = 6
# ... and on every sum of a representative and at most NEAR more heaps.
NEAR = 3


def read():
    data = sys.stdin.read().split()
    code, n, q = data[0], int(data[1]), int(data[2])
    pos = 3
    sums = []
    for _ in range(q):
        k = int(data[pos])
        sums.append([int(x) for x in data[pos + 1:pos + 1 + k]])
        pos += 1 + k
    return code, n, sums


def solve(code, n, sums):
    digits = [int(c) for c in code[2:]]

    def options(s):
        """Each option of a heap of s tokens, as a tuple of heap sizes."""
        out = []
        for j, d in enumerate(digits, start=1):
            if s < j:
                continue
            r = s - j
            if d & 1 and r == 0:
                out.append(())
            if d & 2 and r > 0:
                out.append((r,))
            if d & 4:
                for a in range(1, r // 2 + 1):
                    out.append((a, r - a))
        return out

    heap_opts = [options(s) for s in range(n + 1)]

    @lru_cache(maxsize=None)
    def mover_wins(counts):
        """Misère: the mover wins a sum with no move, else iff some option loses."""
        moved = False
        for s in range(1, n + 1):
            if counts[s - 1] == 0:
                continue
            for opt in heap_opts[s]:
                moved = True
                c = list(counts)
                c[s - 1] -= 1
                for t in opt:
                    c[t - 1] += 1
                if not mover_wins(tuple(c)):
                    return True
        return not moved

    def add(u, v):
        return tuple(x + y for x, y in zip(u, v))

    def unit(j):
        return tuple(1 if i == j - 1 else 0 for i in range(n))

    def words(h, degree):
        """Every sum of heaps 1..h with at most `degree` heaps, fewest first."""
        out = [tuple([0] * n)]
        frontier = out
        for _ in range(degree):
            nxt = []
            for w in frontier:
                last = max([i for i in range(n) if w[i]] or [0])
                for j in range(last, h):
                    v = list(w)
                    v[j] += 1
                    nxt.append(tuple(v))
            out += nxt
            frontier = nxt
        return out

    def divisors(w):
        out = [()]
        for c in w:
            out = [d + (e,) for d in out for e in range(c + 1)]
        return out

    def quotient(h):
        """(reps, table): reps[x] a sum of heaps 1..h; table[x][j-1] = x + heap j.

        reps grows while some reps[x] + heap j is told apart from every rep
        by the tests (the reps and the sums that refuted an earlier guess);
        the guess is then checked against the search on every sum of at
        most DEGREE heaps and every rep with at most NEAR more heaps (and
        on the heaps' actions commuting), and a sum it gets wrong adds its
        divisors to the tests."""
        reps = [tuple([0] * n)]
        extra = set()
        checks = words(h, DEGREE)
        near = words(h, NEAR)
        while True:
            while True:
                tests = list(reps) + sorted(extra)
                sig = lambda w: tuple(mover_wins(add(w, t)) for t in tests)
                known = {sig(r): i for i, r in enumerate(reps)}
                grew = False
                for r in list(reps):
                    for j in range(1, h + 1):
                        w = add(r, unit(j))
                        s = sig(w)
                        if s not in known:
                            known[s] = len(reps)
                            reps.append(w)
                            grew = True
                if not grew:
                    break
            table = [[known[sig(add(r, unit(j)))] for j in range(1, h + 1)] for r in reps]
            p = [not mover_wins(r) for r in reps]
            # The heaps' actions must commute: where x+i+j and x+j+i part, a
            # test t tells the two apart, and j+t (or i+t) refutes a claim on
            # the way; both join the tests.
            split = None
            for x in range(len(reps)):
                for i in range(h):
                    for j in range(i + 1, h):
                        a, b = table[table[x][i]][j], table[table[x][j]][i]
                        if a == b or split:
                            continue
                        for t in tests:
                            if mover_wins(add(reps[a], t)) != mover_wins(add(reps[b], t)):
                                split = [add(unit(i + 1), t), add(unit(j + 1), t)]
                                break
            if split:
                for w in split:
                    extra.update(divisors(w))
                continue
            wrong = None
            for w in checks + [add(r, v) for r in reps for v in near]:
                x = 0
                for j in range(1, h + 1):
                    for _ in range(w[j - 1]):
                        x = table[x][j - 1]
                if p[x] == mover_wins(w):
                    wrong = w
                    break
            if wrong is None:
                return reps, table
            extra.update(divisors(wrong))

    reps, table = quotient(n)
    order = len(reps)
    p = [not mover_wins(r) for r in reps]

    def times(x, w):
        for j in range(1, n + 1):
            for _ in range(w[j - 1]):
                x = table[x][j - 1]
        return x

    def generated(x, gens):
        """Whether the elements gens generate x."""
        reach, stack = {0}, [0]
        while stack:
            z = stack.pop()
            for y in gens:
                v = times(z, reps[y])
                if v not in reach:
                    reach.add(v)
                    stack.append(v)
        return x in reach

    # The generators: the heaps' elements in heap order, each taken when
    # the ones taken before do not generate it; then each dropped, first to
    # last, that the rest generate.
    letters = []
    for h in range(1, n + 1):
        x = table[0][h - 1]
        if not generated(x, letters):
            letters.append(x)
    for x in list(letters):
        if generated(x, [y for y in letters if y != x]):
            letters.remove(x)
    g = len(letters)
    key = lambda e: tuple(reversed(e))
    nf = {0: tuple([0] * g)}
    for i in range(g):
        lower = sorted(nf.items(), key=lambda kv: key(kv[1]))
        power, seen, e = 0, set(), 0
        while True:
            power = times(power, reps[letters[i]])
            e += 1
            if power in seen:
                break
            seen.add(power)
            for y, wy in lower:
                z = times(y, reps[power])
                if z not in nf:
                    w = list(wy)
                    w[i] = e
                    nf[z] = tuple(w)
    if len(nf) != order:
        sys.exit("error: the generators do not generate the quotient")
    element = {w: x for x, w in nf.items()}

    def of_word(w):
        x = 0
        for i in range(g):
            for _ in range(w[i]):
                x = times(x, reps[letters[i]])
        return x

    minimal = []
    for x in range(order):
        for i in range(g):
            w = list(nf[x])
            w[i] += 1
            w = tuple(w)
            if element.get(w) is not None:
                continue
            if any(all(a >= b for a, b in zip(w, m)) for m in minimal):
                continue
            minimal = [m for m in minimal if not all(a >= b for a, b in zip(m, w))]
            minimal.append(w)
    minimal.sort(key=key)

    def show(w):
        s = "".join(chr(97 + i) + (str(e) if e > 1 else "") for i, e in enumerate(w) if e)
        return s or "1"

    psize = sum(p)
    if order <= 2 or (psize == 2 and (order - 2) & (order - 3) == 0):
        line = "(Q,P) = T%d" % (order.bit_length() - 1)
    else:
        rels = ",".join("%s=%s" % (show(m), show(nf[of_word(m)])) for m in minimal)
        pw = ",".join(show(w) for w in sorted((nf[x] for x in range(order) if p[x]), key=key))
        line = "Q = <%s | %s>; P = {%s}" % (",".join(chr(97 + i) for i in range(g)), rels, pw)
    out = ["%d %d" % (order, psize), line]
    for s in sums:
        x = 0
        for h in s:
            if h:
                x = table[x][h - 1]
        out.append("SECOND" if p[x] else "FIRST")
    return "\n".join(out) + "\n"


def main():
    code, n, sums = read()
    sys.stdout.write(solve(code, n, sums))


if __name__ == "__main__":
    main()
