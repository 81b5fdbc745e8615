"""Checks ref/main.py against the game itself on random small trees.

The game by its definition: positions (Alice's vertex, Bob's vertex, who
moves); Alice's winning positions are the least fixed point of "Alice to
move can land on Bob, or jump to a position where every Bob move lands on
her or in her winning set". No formula is used. Each seed makes 300 tests
of 2 to 8 vertices in one input, reaches in 1..n-1 (Alice's shorter
half the time).

Usage: python3 tasks/cf-1404b-tree-tag/ref/brute_check.py SEED
"""
import os
import random
import subprocess
import sys


def distances(n, edges):
    d = [[n] * n for _ in range(n)]
    for s in range(n):
        d[s][s] = 0
        for _ in range(n):
            for u, v in edges:
                d[s][u] = min(d[s][u], d[s][v] + 1)
                d[s][v] = min(d[s][v], d[s][u] + 1)
    return d


def alice_wins(n, edges, a, b, da, db):
    d = distances(n, edges)
    alice_turn = [[False] * n for _ in range(n)]
    bob_turn = [[False] * n for _ in range(n)]
    changed = True
    while changed:
        changed = False
        for x in range(n):
            for y in range(n):
                if not alice_turn[x][y] and any(
                        x2 == y or bob_turn[x2][y] for x2 in range(n) if d[x][x2] <= da):
                    alice_turn[x][y] = changed = True
                if not bob_turn[x][y] and all(
                        y2 == x or alice_turn[x][y2] for y2 in range(n) if d[y][y2] <= db):
                    bob_turn[x][y] = changed = True
    return alice_turn[a][b]


def main():
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
    tests, want = [], []
    for _ in range(300):
        n = rng.randint(2, 8)
        edges = [(rng.randrange(i), i) for i in range(1, n)]
        a = rng.randrange(n)
        b = rng.choice([v for v in range(n) if v != a])
        # Short reaches for Alice half the time, so that Bob wins often enough.
        da = rng.randint(1, n - 1 if rng.random() < 0.5 else max(1, (n - 1) // 3))
        db = rng.randint(1, n - 1)
        want.append("Alice" if alice_wins(n, edges, a, b, da, db) else "Bob")
        tests.append(f"{n} {a + 1} {b + 1} {da} {db}\n" + "".join(f"{u + 1} {v + 1}\n" for u, v in edges))
    text = f"{len(tests)}\n" + "".join(tests)
    main_py = os.path.join(os.path.dirname(os.path.abspath(__file__)), "main.py")
    got = subprocess.run([sys.executable, main_py], input=text, capture_output=True,
                         text=True, check=True).stdout.split()
    bad = [i for i in range(len(want)) if got[i] != want[i]]
    print(f"{len(want)} tests ({want.count('Alice')} Alice, {want.count('Bob')} Bob), {len(bad)} disagree")
    sys.exit(1 if bad else 0)


main()
