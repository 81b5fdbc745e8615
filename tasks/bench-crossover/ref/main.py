# Benchmark B (bench-crossover) reference: monolithic win/loss search vs
# Grundy decomposition on m piles of n, m = 1..mmax.
# In: n, k, the k elements of S, mmax. Flags: --time-budget-ms N (default
# 10000), --mem-budget-mb N (default 1024), --canonical.
# Out: "m states mono_ms decomp_ms mono decomp" (+ " canon_states canon_ms
# canon" with --canonical), one line per m, then the crossover line.
#
# The same algorithms as the Rust binary: the monolithic search fills a dense
# table (one byte per state here) indexed by the mixed-radix rank, bottom-up,
# since every move lowers the rank; the canonical search ranks sorted tuples
# with the combinatorial number system; decomposition is one Grundy table and
# an XOR. A search is skipped (and every later one) once its predicted time,
# from the last measured cost per unit of work, or its memory passes a budget.
import sys
import time

MAX_N = 10**6
MAX_MMAX = 1000
MAX_WORK = 10**9
U64 = 2**64 - 1


class InputError(Exception):
    pass


def parse_args(argv):
    opts = {"time": 10000, "mem": 1024, "canonical": False}
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--canonical":
            opts["canonical"] = True
            i += 1
            continue
        if a not in ("--time-budget-ms", "--mem-budget-mb"):
            raise InputError("option %r: unknown" % a)
        if i + 1 >= len(argv) or not argv[i + 1].isdigit() or not argv[i + 1].isascii() \
                or int(argv[i + 1]) > U64:
            raise InputError("option %s needs a non-negative integer" % a)
        opts["time" if a == "--time-budget-ms" else "mem"] = int(argv[i + 1])
        i += 2
    return opts


def grundy_table(moves, n):
    g = [0] * (n + 1)
    for x in range(1, n + 1):
        seen = {g[x - s] for s in moves if s <= x}
        v = 0
        while v in seen:
            v += 1
        g[x] = v
    return g


def decomposed_wins(moves, piles):
    g = grundy_table(moves, max(piles))
    x = 0
    for p in piles:
        x ^= g[p]
    return x != 0


def monolithic_wins(moves, piles):
    """moves: sorted distinct, each <= max(piles)."""
    m = len(piles)
    if m == 0:
        return False
    first, rest = piles[0], piles[1:]
    block = first + 1
    weights = []
    total = block
    for p in rest:
        weights.append(total)
        total *= p + 1
    win = bytearray(total)
    near = [[s for s in moves if s <= d0] for d0 in range(block)]
    digits = [0] * len(rest)
    base = 0
    while True:
        far = [s * weights[i] for i, d in enumerate(digits) for s in moves if s <= d]
        for d0 in range(block):
            r = base + d0
            for s in near[d0]:
                if not win[r - s]:
                    win[r] = 1
                    break
            else:
                for off in far:
                    if not win[r - off]:
                        win[r] = 1
                        break
        base += block
        i = 0
        while True:
            if i == len(digits):
                return win[total - 1] == 1
            if digits[i] < rest[i]:
                digits[i] += 1
                break
            digits[i] = 0
            i += 1


def canonical_wins(moves, piles):
    """Search over sorted tuples ranked by sum C(q_t + t, t + 1)."""
    m = len(piles)
    if m == 0:
        return False
    hi = max(piles)
    total = multisets(hi, m)
    # f[v][t] = C(v + t, t + 1)
    f = [[0] * m for _ in range(hi + 1)]
    for v in range(1, hi + 1):
        for t in range(m):
            f[v][t] = (1 if t == 0 else f[v][t - 1]) + f[v - 1][t]
    win = bytearray(total)
    q = [0] * m
    for rank in range(total):
        found = False
        for j in range(m):
            if j > 0 and q[j - 1] == q[j]:
                continue
            v = q[j]
            for s in moves:
                if s > v:
                    break
                w = v - s
                k = j
                dropped = f[v][j]
                added = 0
                while k > 0 and q[k - 1] > w:
                    k -= 1
                    dropped += f[q[k]][k]
                    added += f[q[k]][k + 1]
                added += f[w][k]
                if not win[rank - dropped + added]:
                    found = True
                    break
            if found:
                break
        if found:
            win[rank] = 1
        for t in range(m):
            if q[t] < (q[t + 1] if t + 1 < m else hi):
                q[t] += 1
                for u in range(t):
                    q[u] = 0
                break
    start = sorted(piles)
    return win[sum(f[p][t] for t, p in enumerate(start))] == 1


def multisets(n, m):
    c = 1
    for i in range(1, m + 1):
        c = c * (n + i) // i
    return c


class Budget:
    def __init__(self, pile_power):
        self.pile_power = pile_power
        self.cost = None
        self.skipped_from = None

    def work(self, states, m):
        return float(states) * float(m) ** self.pile_power

    def allows(self, opts, m, states, extra_bytes, fallback):
        if self.skipped_from is not None:
            return False
        cost = self.cost if self.cost is not None else fallback
        fits = (states <= U64
                and states + extra_bytes <= opts["mem"] * (1 << 20)
                and cost * self.work(states, m) <= float(opts["time"]))
        if not fits:
            self.skipped_from = m
        return fits

    def measured(self, ms, states, m):
        self.cost = ms / self.work(states, m)


def winner(w):
    return "FIRST" if w else "SECOND"


def read_input(data):
    pos = 0

    def num(what, limit):
        nonlocal pos
        if pos >= len(data):
            raise InputError("token %d (%s): missing: the input ended" % (pos + 1, what))
        tok = data[pos]
        pos += 1
        if not tok.isdigit() or int(tok) > limit:
            raise InputError("token %d (%s): expected an integer in 0..=%d, found %r"
                             % (pos, what, limit, tok.decode("utf-8", "replace")))
        return int(tok)

    n = num("n", MAX_N)
    k = num("k", U64)
    if k > len(data) - pos:
        raise InputError("token %d (k): more elements than the input holds" % pos)
    moves = []
    for _ in range(k):
        s = num("element of S", U64)
        if s == 0:
            raise InputError("token %d (element of S): is 0: a pass makes the game loopy" % pos)
        moves.append(s)
    mmax = num("mmax", MAX_MMAX)
    if pos != len(data):
        raise InputError("token %d (end of input): unexpected extra token" % (pos + 1))
    return n, moves, mmax


def main():
    try:
        opts = parse_args(sys.argv[1:])
        n, moves, mmax = read_input(sys.stdin.buffer.read().split())
        applicable = sorted(set(s for s in moves if s <= n))
        if mmax * (n + 1) * len(applicable) > MAX_WORK:
            raise InputError("n, S and mmax: above the work limit %d" % MAX_WORK)
    except InputError as e:
        sys.stderr.write("error: %s\n" % e)
        sys.exit(1)

    out = ["m states mono_ms decomp_ms mono decomp"
           + (" canon_states canon_ms canon" if opts["canonical"] else "")]
    mono, canon = Budget(1), Budget(2)
    for m in range(1, mmax + 1):
        piles = [n] * m
        t0 = time.perf_counter()
        decomp = decomposed_wins(applicable, piles)
        decomp_ms = (time.perf_counter() - t0) * 1000
        fallback = decomp_ms / (n + 1)
        states = (n + 1) ** m
        if mono.allows(opts, m, states, 0, fallback):
            t0 = time.perf_counter()
            w = monolithic_wins(applicable, piles)
            ms = (time.perf_counter() - t0) * 1000
            mono.measured(ms, states, m)
            mono_ms, mono_w = "%.3f" % ms, winner(w)
        else:
            mono_ms, mono_w = "-", "-"
        line = "%d %d %s %.3f %s %s" % (m, states, mono_ms, decomp_ms, mono_w, winner(decomp))
        if opts["canonical"]:
            cstates = multisets(n, m)
            if canon.allows(opts, m, cstates, (n + 1) * m * 8, fallback):
                t0 = time.perf_counter()
                w = canonical_wins(applicable, piles)
                ms = (time.perf_counter() - t0) * 1000
                canon.measured(ms, cstates, m)
                line += " %d %.3f %s" % (cstates, ms, winner(w))
            else:
                line += " %d - -" % cstates
        out.append(line)
    if mono.skipped_from is not None:
        out.append("crossover: monolithic impractical from m=%d" % mono.skipped_from)
    else:
        out.append("crossover: none up to m=%d" % mmax)
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
