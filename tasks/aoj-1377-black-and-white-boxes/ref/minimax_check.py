"""The binary and the Go, Java and Python references of aoj-1377-black-and-white-boxes against a
search of the whole game that knows no values (minimax over every position),
on up to 6 piles of up to 4 boxes, 25 inputs a run. Prints ok, or each disagreement and exits 1.

Usage (after cargo build -p aoj-1377-black-and-white-boxes): python3 tasks/aoj-1377-black-and-white-boxes/ref/minimax_check.py [SEED]
"""
import functools, itertools, os, random, subprocess, sys
P = "aoj-1377-black-and-white-boxes"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
rng=random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
@functools.lru_cache(None)
def wins(piles, alice):  # piles: tuple of strings (sorted), player to move wins?
    me = "B" if alice else "W"
    for i,p in enumerate(piles):
        for j,c in enumerate(p):
            if c==me:
                rest=list(piles); rest[i]=p[:j]
                rest=tuple(sorted(x for x in rest if x))
                if not wins(rest, not alice): return True
    return False
def fair(piles):
    t=tuple(sorted(piles))
    a_first=wins(t,True); b_first=wins(t,False)
    alice_always = a_first and not b_first
    bob_always = (not a_first) and b_first
    return not (alice_always or bob_always)
def brute(piles):
    best=0
    for r in range(len(piles)+1):
        for c in itertools.combinations(piles,r):
            if fair(c): best=max(best,sum(map(len,c)))
    return best
cmds={"rust":[os.path.join(ROOT, "target", "debug", P)]}
for l in ("go","java","python"):
    cmds[l]=["bash","-c",f"cd \"{ROOT}\"; ROOT=$PWD; . scripts/refs.sh; build_ref {l} {P} && run_ref {l} {P}"]
bad=0
for _ in range(25):
    n=rng.randint(1,6)
    piles=["".join(rng.choice("BW") for _ in range(rng.randint(1,4))) for _ in range(n)]
    inp=f"{n}\n"+"\n".join(piles)+"\n"
    want=brute(piles)
    for k,c in cmds.items():
        got=subprocess.run(c,input=inp.encode(),capture_output=True).stdout.decode().strip()
        if got!=str(want): print("MISMATCH",k,piles,got,want); bad+=1
print("ok" if not bad else "bad")
sys.exit(1 if bad else 0)
