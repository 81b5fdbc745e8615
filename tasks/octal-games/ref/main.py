# octal-games reference (Python). In: an octal code d0.d1d2... (or the word
# grundy), Q, then Q heaps. Out: "n0 p" (least preperiod and period,
# Guy-Smith certified) or "uncertified N", then g(heap) per line.
# Naive nim-sequence: g(x) = mex of the moves' values, where removing j
# tokens may leave nothing (bit 1 of dj, x == j), one heap (bit 2, x > j) or
# two non-empty heaps (bit 4, split x - j into a + b); grundy: split x into
# two unequal non-empty heaps. For an octal code the table grows 128, 256, ...
# up to its target T = min(2^25, max(largest heap + 1, 8192)) values, stopping
# at the first certificate (whether one fits in T values does not depend on how
# the table grows); "uncertified T" if none. Grundy's game, never certified, is
# computed to the largest heap + 1.
# Certificate (for octal codes only): g(n+p) == g(n) for max(n0,1) <= n < L-p
# in a table of L >= 2*max(n0,1) + 2p + t values (t = largest j with dj != 0).
import sys

MAX_TERMS = 1 << 25
CERTIFY_FLOOR = 8192  # the table of an octal code grows to at least this


def parse(code):
    if code == "grundy":
        return [], [], [0], True, None
    digits = [int(c) for c in code[0] + code[2:]]
    take_all = [j for j, d in enumerate(digits) if d & 1 and j > 0]
    take_one = [j for j, d in enumerate(digits) if d & 2 and j > 0]
    split = [j for j, d in enumerate(digits) if d & 4]
    t = max([j for j, d in enumerate(digits) if d] or [0])
    return take_all, take_one, split, False, t


def extend(g, length, rule):
    take_all, take_one, split, unequal, _ = rule
    for x in range(len(g), length):
        opts = set()
        if x in take_all:
            opts.add(0)
        for j in take_one:
            if x > j:
                opts.add(g[x - j])
        for j in split:
            m = x - j
            if m >= 2:
                top = (m - 1) // 2 if unequal else m // 2
                opts.update({g[a] ^ g[m - a] for a in range(1, top + 1)})
        v = 0
        while v in opts:
            v += 1
        g.append(v)


def certify(g, t):
    L = len(g)
    p = 1
    while 2 * p + t + 2 <= L:
        h = (L - 2 * p - t) // 2
        if all(g[n + p] == g[n] for n in range(h, L - p)):
            n0 = h
            while n0 > 0 and g[n0 - 1 + p] == g[n0 - 1]:
                n0 -= 1
            return n0, p
        p += 1
    return None


def main():
    data = sys.stdin.buffer.read().split()
    rule = parse(data[0].decode())
    q = int(data[1])
    heaps = [int(x) for x in data[2:2 + q]]
    t = rule[4]
    g = []
    found = None
    if t is None:
        extend(g, max(heaps, default=-1) + 1, rule)
    target = min(MAX_TERMS, max([h + 1 for h in heaps] + [CERTIFY_FLOOR]))
    length = 128
    while t is not None:
        extend(g, length, rule)
        found = certify(g, t)
        if found or length >= target:
            break
        length = min(2 * length, target)
    out = []
    if found:
        n0, p = found
        out.append("%d %d" % (n0, p))
        for h in heaps:
            out.append(str(g[h] if h < n0 else g[n0 + (h - n0) % p]))
    else:
        out.append("uncertified %d" % len(g))
        for h in heaps:
            out.append(str(g[h]))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
