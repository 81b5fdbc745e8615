"""The binary and the Go, Java and Python references of atcoder-tkppc6-1-p-game-on-colored-tree against a
search of the whole game that knows no values (minimax over every position),
on trees of up to 9 vertices, 60 a run. Prints ok, or each disagreement and exits 1.

Usage (after cargo build -p atcoder-tkppc6-1-p-game-on-colored-tree): python3 tasks/atcoder-tkppc6-1-p-game-on-colored-tree/ref/minimax_check.py [SEED]
"""
import functools, os, random, subprocess, sys
P = "atcoder-tkppc6-1-p-game-on-colored-tree"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
rng=random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
def brute(n, edges):
    # edges: (a,b,c) 0-based; position = frozenset of remaining edge ids connected to 0
    adj=[[] for _ in range(n)]
    for i,(a,b,c) in enumerate(edges):
        adj[a].append((b,i)); adj[b].append((a,i))
    def connected(alive):
        seen={0}; st=[0]; keep=set()
        while st:
            v=st.pop()
            for w,i in adj[v]:
                if i in alive and i not in keep:
                    keep.add(i)
                    if w not in seen: seen.add(w); st.append(w)
        return frozenset(keep)
    @functools.lru_cache(None)
    def wins(alive, blue):  # player to move (blue?) wins
        for i in alive:
            if (edges[i][2]=='B')==blue:
                nxt=connected(alive-{i})
                if not wins(nxt, not blue): return True
        return False
    return "First" if wins(connected(frozenset(range(len(edges)))), True) else "Second"
cases=[]
for _ in range(60):
    n=rng.randint(1,9)
    edges=[]
    for i in range(1,n):
        edges.append((rng.randrange(i), i, rng.choice("BR")))
    perm=[0]+rng.sample(range(1,n),n-1)
    cases.append((n,[(perm[a],perm[b],c) for a,b,c in edges]))
inp=f"{len(cases)}\n"+"".join(f"{n}\n"+"".join(f"{a+1} {b+1} {c}\n" for a,b,c in e) for n,e in cases)
want="\n".join(brute(n,e) for n,e in cases)+"\n"
cmds={"rust":[os.path.join(ROOT, "target", "debug", P)]}
for l in ("go","java","python"):
    cmds[l]=["bash","-c",f"cd \"{ROOT}\"; ROOT=$PWD; . scripts/refs.sh; build_ref {l} {P} && run_ref {l} {P}"]
bad=0
for k,c in cmds.items():
    got=subprocess.run(c,input=inp.encode(),capture_output=True).stdout.decode()
    if got!=want: print("MISMATCH",k); bad+=1
print("ok" if not bad else "bad")
sys.exit(1 if bad else 0)
