"""The binary and the Go, Java and Python references of atcoder-abc265-ex-no-capture-lance-game against a
search of the whole game that knows no values (minimax over every position),
on every H <= 2 with W <= 6 and H = 3 with W <= 4. Prints ok, or each disagreement and exits 1.

Usage (after cargo build -p atcoder-abc265-ex-no-capture-lance-game): python3 tasks/atcoder-abc265-ex-no-capture-lance-game/ref/minimax_check.py [SEED]
"""
import functools, itertools, os, subprocess, sys
P = "atcoder-abc265-ex-no-capture-lance-game"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
def brute(H,W):
    @functools.lru_cache(None)
    def wins(board, first):  # board: tuple of (f,s) per row; first player's piece moves left
        for i,(f,s) in enumerate(board):
            if first:
                stop = s+1 if s<f else 0
                for to in range(stop,f):
                    nb=board[:i]+((to,s),)+board[i+1:]
                    if not wins(nb, False): return True
            else:
                stop = f if f>s else W
                for to in range(s+1,stop):
                    nb=board[:i]+((f,to),)+board[i+1:]
                    if not wins(nb, True): return True
        return False
    rows=[(f,s) for f in range(W) for s in range(W) if f!=s]
    return sum(wins(b, True) for b in itertools.product(rows, repeat=H)) % 998244353
cmds={"rust":[os.path.join(ROOT, "target", "debug", P)]}
for l in ("go","java","python"):
    cmds[l]=["bash","-c",f"cd \"{ROOT}\"; ROOT=$PWD; . scripts/refs.sh; build_ref {l} {P} && run_ref {l} {P}"]
bad=0
for H in (1,2,3):
    for W in range(2,7 if H<3 else 5):
        want=brute(H,W)
        for k,c in cmds.items():
            got=subprocess.run(c,input=f"{H} {W}\n".encode(),capture_output=True).stdout.decode().strip()
            if got!=str(want): print("MISMATCH",k,H,W,got,want); bad+=1
print("ok" if not bad else "bad")
sys.exit(1 if bad else 0)
