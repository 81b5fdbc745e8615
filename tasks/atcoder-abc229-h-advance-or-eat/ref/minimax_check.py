"""The binary and the Go, Java and Python references of atcoder-abc229-h-advance-or-eat against a
search of the whole game that knows no values (minimax over every position),
on boards up to 3 x 3, 25 a run. Prints ok, or each disagreement and exits 1.

Usage (after cargo build -p atcoder-abc229-h-advance-or-eat): python3 tasks/atcoder-abc229-h-advance-or-eat/ref/minimax_check.py [SEED]
"""
import functools, os, random, subprocess, sys
P = "atcoder-abc229-h-advance-or-eat"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
rng=random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
def brute(rows):
    n=len(rows)
    @functools.lru_cache(None)
    def wins(board, taka):  # board: tuple of row strings; player to move wins?
        mine,theirs=("W","B") if taka else ("B","W")
        b=[list(r) for r in board]
        for i in range(n):
            for j in range(n):
                if b[i][j]==theirs:
                    b[i][j]="."; nb=tuple("".join(r) for r in b); b[i][j]=theirs
                    if not wins(nb, not taka): return True
                if b[i][j]==mine and i>0 and b[i-1][j]==".":
                    b[i-1][j]=mine; b[i][j]="."; nb=tuple("".join(r) for r in b); b[i][j]=mine; b[i-1][j]="."
                    if not wins(nb, not taka): return True
        return False
    return "Takahashi" if wins(tuple(rows), True) else "Snuke"
cmds={"rust":[os.path.join(ROOT, "target", "debug", P)]}
for l in ("go","java","python"):
    cmds[l]=["bash","-c",f"cd \"{ROOT}\"; ROOT=$PWD; . scripts/refs.sh; build_ref {l} {P} && run_ref {l} {P}"]
bad=0
for _ in range(25):
    n=rng.randint(1,3)
    rows=["".join(rng.choice("WB..") for _ in range(n)) for _ in range(n)]
    inp=f"{n}\n"+"\n".join(rows)+"\n"
    want=brute(rows)
    for k,c in cmds.items():
        got=subprocess.run(c,input=inp.encode(),capture_output=True).stdout.decode().strip()
        if got!=want: print("MISMATCH",k,rows,got,want); bad+=1
print("ok" if not bad else "bad")
sys.exit(1 if bad else 0)
