# AtCoder ABC209 E Shiritori (https://atcoder.jp/contests/abc209/tasks/abc209_e), Python reference.
# In: N, then N words of 3 to 8 letters. Out: for each word, who wins the
# game Takahashi opens with it: Takahashi, Aoki or Draw.
# Vertices are the three-letter strings that occur (a dict, not 52^3 slots);
# a word is an arc from its first three letters to its last three, and the
# player with no arc out of the current string loses. Retrograde analysis
# with a deque: no arc out is lost; a lost string wins every predecessor; a
# won string lowers each predecessor's count of arcs still open, and a count
# at 0 is lost; never reached is a draw. Word i: Aoki moves at its end.
# O(N).
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    words = data[1:1 + n]
    ends = [(w[:3], w[-3:]) for w in words]
    left = {}
    back = {}
    for a, b in ends:
        left[a] = left.get(a, 0) + 1
        left.setdefault(b, 0)
        back.setdefault(b, []).append(a)
    result = {}
    todo = deque()
    for v, k in left.items():
        if k == 0:
            result[v] = "Takahashi"  # the mover at v loses; Aoki moves there
            todo.append(v)
    while todo:
        v = todo.popleft()
        mover_loses = result[v] == "Takahashi"
        for u in back.get(v, ()):
            if u in result:
                continue
            if mover_loses:
                result[u] = "Aoki"
                todo.append(u)
            else:
                left[u] -= 1
                if left[u] == 0:
                    result[u] = "Takahashi"
                    todo.append(u)
    sys.stdout.write("".join(result.get(b, "Draw") + "\n" for _, b in ends))


main()
