#!/usr/bin/env python3
"""Times every real-judge package on its maximum inputs, beside its judge's
time limit, and checks its answers there against the references.

For each package with a [package.metadata.judge] table in its Cargo.toml,
each input of its gen.py (scripts/gen) is generated; the Go and Java
references must print the same bytes (two references agreeing: the Python
ones are too slow for some of these inputs), and the release binary and the
one-file bundle (scripts/bundle.sh --compile, edition 2021) must print them
too. Then the binary and the bundle are timed, interleaved, RUNS times each
(wall clock, the median), and the peak RSS of one binary run is read with
/usr/bin/time. The table (Markdown) goes to stdout and to docs/judges.md;
a package whose slower of binary and bundle takes more than a quarter of
its limit is marked, and makes the exit status 1, as does any mismatch.

Usage: scripts/bench-judges.py [--runs N] [package ...]
"""
import os
import statistics
import subprocess
import sys
import time
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "target", "bench", "judges")


def sh(cmd, **kw):
    return subprocess.run(cmd, cwd=ROOT, check=True, **kw)


def judge_packages():
    found = []
    for p in sorted(os.listdir(os.path.join(ROOT, "tasks"))):
        with open(os.path.join(ROOT, "tasks", p, "Cargo.toml"), "rb") as f:
            meta = tomllib.load(f)["package"].get("metadata", {}).get("judge")
        if meta:
            found.append((p, meta))
    return found


def refs(pkg):
    """The commands of the Go and Java references, built by scripts/refs.sh."""
    build = f'ROOT={ROOT}; . scripts/refs.sh; ensure_toolchains && build_ref go {pkg} && build_ref java {pkg}'
    sh(["bash", "-c", build])
    d = os.path.join(ROOT, "target", "refs", pkg)
    return {"go": [os.path.join(d, "go-main")],
            "java": ["java", "-Xss512m", "-Xmx4g", "-cp", os.path.join(d, "java"), "Main"]}


def output(cmd, path):
    with open(path, "rb") as f:
        r = subprocess.run(cmd, stdin=f, capture_output=True)
    if r.returncode != 0:
        raise RuntimeError(f"{cmd[0]} exited {r.returncode}: {r.stderr[:300]!r}")
    return r.stdout


def wall(cmd, path):
    with open(path, "rb") as f:
        start = time.perf_counter()
        subprocess.run(cmd, stdin=f, stdout=subprocess.DEVNULL, check=True)
        return time.perf_counter() - start


def peak_mib(cmd, path):
    with open(path, "rb") as f:
        r = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, stdin=f,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=True)
    return int(r.stderr.decode().strip().splitlines()[-1]) / 1024


def main(argv):
    runs = 5
    chosen = []
    while argv:
        a = argv.pop(0)
        if a == "--runs" and argv:
            runs = int(argv.pop(0))
        elif a.startswith("-"):
            sys.exit(__doc__)
        else:
            chosen.append(a)
    os.makedirs(OUT, exist_ok=True)
    sh(["cargo", "build", "--release", "--quiet", "--workspace", "--bins"])
    inputs = {}
    for line in subprocess.run([os.path.join(ROOT, "scripts", "gen"), "--list"], capture_output=True,
                               text=True, check=True).stdout.split("\n"):
        if line:
            name, pkg = line.split()
            inputs.setdefault(pkg, []).append(name)
    rows, summary, status = [], [], 0
    for pkg, meta in judge_packages():
        if chosen and pkg not in chosen:
            continue
        binary = [os.path.join(ROOT, "target", "release", pkg)]
        exes = subprocess.run([os.path.join(ROOT, "scripts", "bundle.sh"), "--compile", pkg],
                              cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
        bundle = [exes[0]]  # edition 2021
        references = refs(pkg)
        limit = meta["time-limit-ms"]
        slowest = None
        for name in inputs.get(pkg, []):
            path = os.path.join(OUT, name + ".in")
            with open(path, "w") as f:
                sh([os.path.join(ROOT, "scripts", "gen"), name], stdout=f)
            want = output(references["go"], path)
            agree = (output(references["java"], path) == want
                     and output(binary, path) == want and output(bundle, path) == want)
            times = {"rust": [], "bundle": []}
            for _ in range(runs):
                times["rust"].append(wall(binary, path))
                times["bundle"].append(wall(bundle, path))
            ms = {k: statistics.median(v) * 1000 for k, v in times.items()}
            share = max(ms.values()) / limit
            ok = agree and share <= 0.25
            status |= not ok
            mark = "" if ok else (" **MISMATCH**" if not agree else " **over ¼**")
            rows.append(f"| [{pkg}](tasks/{pkg}/README.md) | {meta['judge']} | [{meta['problem']}]({meta['url']}) "
                        f"| {limit / 1000:g} s{'' if meta['limit-confirmed'] else ' (assumed)'} | `{name}` "
                        f"| {ms['rust']:.1f} | {ms['bundle']:.1f} | {share:.1%}{mark} "
                        f"| {peak_mib(binary, path):.1f} |")
            print(rows[-1], flush=True)
            if slowest is None or max(ms.values()) > slowest[0]:
                slowest = (max(ms.values()), name, share)
        if slowest:
            summary.append(f"| [{pkg}](tasks/{pkg}/README.md) | {meta['judge']} | [{meta['problem']}]({meta['url']}) "
                           f"| {limit / 1000:g} s{'' if meta['limit-confirmed'] else ' (assumed)'} "
                           f"| {slowest[0]:.0f} ms ({slowest[2]:.1%}) | `scripts/bundle.sh {pkg}` |")
    table = ["| package | judge | problem | time limit | maximum input | Rust ms | bundle ms | share of limit | Rust MiB |",
             "|---|---|---|---|---|---:|---:|---:|---:|"] + rows
    brief = ["| package | judge | problem | time limit | slowest maximum input (binary or bundle) | file to submit |",
             "|---|---|---|---|---:|---|"] + summary
    print("\n".join(brief))
    with open(os.path.join(ROOT, "docs", "judges.md"), "w") as f:
        f.write("# Real judge problems: measured on their maximum inputs\n\n"
                f"`scripts/bench-judges.py --runs {runs}` (median wall time of {runs} runs of the release "
                "binary and of the one-file bundle built with plain rustc, interleaved; outputs equal "
                "to the Go and Java references' on every input).\n\n" + "\n".join(brief) + "\n\nEvery input:\n\n"
                + "\n".join(table) + "\n")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
