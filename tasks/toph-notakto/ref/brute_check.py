"""Checks the two quotient references, ref/Main.java (the file to submit)
and ref/main.go (each finds its boards' elements in the misere quotient and
proves them at startup, each its own way), against `ref/main.go -search` (a
plain misere search of the whole sum of boards, without symmetry), byte for
byte.

Two sets of games, each sent in inputs of at most 100 games (the bound on T):
- every sum of one or two boards, one board of each class of the square's
  symmetries (as many games as those multisets: all of them);
- GAMES random games of 1 to 5 boards, each drawn from the boards without a
  line as they stand (any orientation), from SEED.

Usage: python3 tasks/toph-notakto/ref/brute_check.py [SEED [GAMES]]
(seed 1 and 3000 games by default); builds both references first
(scripts/refs.sh, into target/refs/toph-notakto/).
"""
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
PKG = "toph-notakto"
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
ROT = [6, 3, 0, 7, 4, 1, 8, 5, 2]
MIR = [2, 1, 0, 5, 4, 3, 8, 7, 6]
MAX_T = 100


def dead(b):
    return any(all(b >> c & 1 for c in line) for line in LINES)


def canon(b):
    """The least image of board B under the 8 symmetries of the square."""
    best, perm = None, list(range(9))
    for _ in range(4):
        for p in (perm, [MIR[perm[c]] for c in range(9)]):
            img = sum(1 << p[c] for c in range(9) if b >> c & 1)
            best = img if best is None else min(best, img)
        perm = [ROT[perm[c]] for c in range(9)]
    return best


def text(b):
    return "\n".join("".join("X" if b >> (3 * r + c) & 1 else "." for c in range(3)) for r in range(3))


def inputs(games):
    """The GAMES (lists of boards) as inputs of at most MAX_T games each."""
    for at in range(0, len(games), MAX_T):
        chunk = games[at:at + MAX_T]
        out = [str(len(chunk))]
        for g in chunk:
            out.append(str(len(g)))
            out.extend(text(b) for b in g)
        yield "\n".join(out) + "\n"


def run(cmd, data):
    r = subprocess.run(cmd, input=data, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"error: {cmd[-1]} exited {r.returncode}: {r.stderr.strip()[:300]}")
    return r.stdout


def check(name, games, search, quotients):
    """Runs the plain SEARCH and each of QUOTIENTS (name: command) on GAMES;
    prints and returns the number of disagreements with the search."""
    bad = {q: 0 for q in quotients}
    alice = 0
    for data in inputs(games):
        want = run(search, data)
        alice += want.count("Alice")
        for q, cmd in quotients.items():
            got = run(cmd, data)
            if got != want:
                lines = [(w, g) for w, g in zip(want.splitlines(), got.splitlines()) if w != g]
                bad[q] += max(len(lines), 1)
                print(f"disagree on {name}: first {lines[:3]} (search, {q})")
    counts = ", ".join(f"{q} {n}" for q, n in bad.items())
    print(f"{name}: {len(games)} games ({alice} Alice, {len(games) - alice} Bob), disagreeing: {counts}")
    return sum(bad.values())


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 3000
    subprocess.run(["bash", "-c", f"ROOT={ROOT}; . scripts/refs.sh; ensure_toolchains && "
                    f"build_ref go {PKG} && build_ref java {PKG}"], cwd=ROOT, check=True)
    d = os.path.join(ROOT, "target", "refs", PKG)
    search = [os.path.join(d, "go-main"), "-search"]
    quotients = {"Java": ["java", "-Xss512m", "-cp", os.path.join(d, "java"), "Main"],
                 "Go": [os.path.join(d, "go-main")]}
    live = [b for b in range(512) if not dead(b)]
    classes = sorted({canon(b) for b in live})
    pairs = [[a] for a in classes] + [[a, b] for i, a in enumerate(classes) for b in classes[i:]]
    rng = random.Random(seed)
    randoms = [[rng.choice(live) for _ in range(rng.randint(1, 5))] for _ in range(count)]
    bad = check(f"every sum of one or two of the {len(classes)} boards up to symmetry", pairs, search, quotients)
    bad += check(f"random games of 1 to 5 boards (seed {seed})", randoms, search, quotients)
    sys.exit(1 if bad else 0)


main()
