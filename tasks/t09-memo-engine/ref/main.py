# Task 9 (t09-memo-engine) reference: a generic memoized Grundy engine.
# In: Q, then Q queries, each "sub n" (subtraction game S = {1,3,4}, pile n)
# or "nim a b" (two-pile Nim). Out: one line per query, the Grundy value
# computed by the engine (never by a formula).
# One engine (and cache) per game for the whole run; states are canonical
# (the Nim pair sorted), so (a,b) and (b,a) share one cache entry. The
# engine walks the move DAG with an explicit stack: no recursion.
import sys


class GrundyEngine:
    """g(state) = mex{ g(child) : child in successors(state) }, memoized by
    canonical(state). The move graph must be finite and acyclic."""

    def __init__(self, successors, canonical):
        self.successors = successors
        self.canonical = canonical
        self.cache = {}

    def _children(self, state):
        canon = self.canonical
        return [canon(c) for c in self.successors(state)]

    def grundy(self, state):
        cache = self.cache
        root = self.canonical(state)
        if root in cache:
            return cache[root]
        # frames: [state, its canonical children, index of next child to check]
        stack = [[root, self._children(root), 0]]
        while stack:
            frame = stack[-1]
            s, children, i = frame
            while i < len(children) and children[i] in cache:
                i += 1
            if i < len(children):
                frame[2] = i
                child = children[i]
                stack.append([child, self._children(child), 0])
                continue
            seen = {cache[c] for c in children}
            v = 0
            while v in seen:
                v += 1
            cache[s] = v
            stack.pop()
        return cache[root]


SUB_S = (1, 3, 4)


def sub_successors(n):
    return [n - s for s in SUB_S if s <= n]


def sub_canonical(n):
    return n


def nim_successors(state):
    a, b = state
    return [(x, b) for x in range(a)] + [(a, y) for y in range(b)]


def nim_canonical(state):
    a, b = state
    return (a, b) if a <= b else (b, a)


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    sub_engine = GrundyEngine(sub_successors, sub_canonical)
    nim_engine = GrundyEngine(nim_successors, nim_canonical)
    out = []
    pos = 1
    for _ in range(q):
        kind = data[pos]
        if kind == b"sub":
            out.append(sub_engine.grundy(int(data[pos + 1])))
            pos += 2
        elif kind == b"nim":
            out.append(nim_engine.grundy((int(data[pos + 1]), int(data[pos + 2]))))
            pos += 3
        else:
            raise ValueError("unknown query kind %r" % kind)
    sys.stdout.write("".join("%d\n" % v for v in out))


if __name__ == "__main__":
    main()
