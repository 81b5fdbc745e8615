# Task 15 (t15-classify) reference: which tool fits a game.
# In: Q, then Q queries; each is a count c and c tokens key=value (0 or 1).
# Out: one line per query, from the first rule of docs/formats.md#t15-classify that applies.
import sys

DEFAULTS = {
    "impartial": 1,
    "normal_play": 1,
    "decomposable": 0,
    "huge_n": 0,
    "has_closed_form": 0,
    "coupled_move": 0,
    "acyclic": 1,
    "scored": 0,
    "chance": 0,
}


def classify(f):
    if f["impartial"] == 0:
        return "NOT_APPLICABLE: partizan - the players have different moves, so positions have no Grundy number; use Conway values for a sum, minimax for one small game"
    if f["acyclic"] == 0:
        return "NOT_APPLICABLE: loopy - positions can repeat, so the game graph is not a DAG; use retrograde analysis"
    if f["scored"] == 1:
        return "NOT_APPLICABLE: scored - the result is a score, not who moves last; use minimax"
    if f["chance"] == 1:
        return "NOT_APPLICABLE: chance - moves depend on randomness, outside the theory"
    if f["normal_play"] == 0:
        return "MISERE_SPECIAL: misere play flips the endgame; use the misere rule, not the plain XOR"
    if f["decomposable"] == 1 and f["coupled_move"] == 0:
        return "GRUNDY_XOR: independent components; XOR their Grundy values, O(V+E) per component"
    if f["has_closed_form"] == 1:
        return "CLOSED_FORM: a formula such as n mod (k+1) answers each query in O(1)"
    if f["huge_n"] == 1:
        return "PERIODICITY: certify the period with a full window of max(S) values, then O(1) per query after O(period) work"
    return "GRUNDY_TABLE: one game, small n; tabulate g by mex in O(n*k) for k moves"


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    pos = 1
    out = []
    for _ in range(q):
        c = int(data[pos])
        pos += 1
        f = dict(DEFAULTS)
        for tok in data[pos:pos + c]:
            key, _, value = tok.decode().partition("=")
            f[key] = int(value)
        pos += c
        out.append(classify(f) + "\n")
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
