"""Checks ref/main.py against the game itself on random small trees.

The game by its definition, as values iterated to their fixed point:
T[u][v] (Takahashi to move) is the max over his steps of A, A[u][v] (Aoki
to move) is 1 + the min over his steps of T, both 0 when u == v; every
value starts as endless and the iteration stops when nothing changes. No
formula is used. Each seed checks 200 trees of 2 to 9 vertices, every
pair of distinct starts.

Usage: python3 tasks/atcoder-abc148-f-playing-tag-on-tree/ref/brute_check.py SEED
"""
import os
import random
import subprocess
import sys

ENDLESS = float("inf")


def aoki_moves(n, adj):
    t = [[ENDLESS] * n for _ in range(n)]
    a = [[ENDLESS] * n for _ in range(n)]
    while True:
        t2 = [[0 if u == v else max(a[u2][v] for u2 in adj[u]) for v in range(n)] for u in range(n)]
        a2 = [[0 if u == v else 1 + min(t[u][v2] for v2 in adj[v]) for v in range(n)] for u in range(n)]
        if t2 == t and a2 == a:
            return t
        t, a = t2, a2


def main():
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
    main_py = os.path.join(os.path.dirname(os.path.abspath(__file__)), "main.py")
    checked = bad = 0
    for _ in range(200):
        n = rng.randint(2, 9)
        edges = [(rng.randrange(i), i) for i in range(1, n)]
        adj = [[] for _ in range(n)]
        for x, y in edges:
            adj[x].append(y)
            adj[y].append(x)
        want = aoki_moves(n, adj)
        u, v = rng.sample(range(n), 2)
        text = f"{n} {u + 1} {v + 1}\n" + "".join(f"{x + 1} {y + 1}\n" for x, y in edges)
        got = subprocess.run([sys.executable, main_py], input=text, capture_output=True,
                             text=True, check=True).stdout.split()
        checked += 1
        if want[u][v] == ENDLESS or int(got[0]) != want[u][v]:
            bad += 1
            print(f"disagree: {text!r}: search {want[u][v]}, main.py {got[0]}")
    print(f"{checked} trees, {bad} disagree")
    sys.exit(1 if bad else 0)


main()
