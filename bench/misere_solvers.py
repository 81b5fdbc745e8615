#!/usr/bin/env python3
"""grundy_core::misere::quotient against MisereSolver, side by side.

Each round runs MisereSolver (CGSuite's core jar, through
bench/miseresolver/MisereRun.java in `time` mode: one JVM, a warm-up solve
of 0.75 to the same heap first, untimed, then every code) and our engine
(bench/examples/misere_quotient.rs, one process, every code), alternately,
so that the machine's drift falls on both. Every code is solved to the same
heap on both sides, every heap computed (MisereSolver's command line would
stop early on a periodic Φ; here neither side does).

The times are taken inside each process around the solve alone, so neither
the JVM's start nor CGSuite's class loading counts: the solving thread's CPU
time (Java's ThreadMXBean; our clock_gettime(CLOCK_THREAD_CPUTIME_ID)), which a loaded
machine does not inflate, and the wall time. The table gives the median of
the rounds per code and the ratio ours / MisereSolver of CPU time; the script
exits 1 if any ratio exceeds --max-ratio (1.0), or if the two sides give a
code different orders or P-portions.

By default the codes are those of the table in docs/performance.md (every
kind of quotient MisereSolver finishes at heap 30, from order 2 to 520,
0.07 among them); --codes picks others.

Usage: bench/misere_solvers.py [--runs 3] [--maxheap 30] [--codes C1,C2,...]
                               [--jar PATH] [--max-ratio 1.0]
"""
import argparse
import os
import re
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))
from misere_agreement import compile_runner, find_jar  # noqa: E402

CODES = [
    "0.1", "0.52", "0.75", "0.147", "0.34", "0.53", "0.044", "0.115", "0.04",
    "0.44", "0.144", "0.71", "0.77", "0.15", "0.57", "0.54", "0.164", "0.26",
    "0.045", "0.4", "0.142", "0.07", "0.163", "0.055", "0.137",
]


def miseresolver_round(jar, classes, maxheap, codes):
    out = subprocess.run(
        ["java", "-cp", jar + os.pathsep + classes, "MisereRun", "time", str(maxheap), "0.75"] + codes,
        check=True, capture_output=True, text=True).stdout
    result = {}
    for line in out.splitlines():
        m = re.match(r"code (\S+) order (\d+) p (\d+) wall_ns (\d+) cpu_ns (\d+)", line)
        if m:
            result[m.group(1)] = dict(order=int(m.group(2)), p=int(m.group(3)),
                                      wall=int(m.group(4)), cpu=int(m.group(5)))
    return result


def ours_round(maxheap, codes):
    exe = os.path.join(ROOT, "target", "release", "examples", "misere_quotient")
    out = subprocess.run([exe, str(maxheap)] + codes, check=True, capture_output=True, text=True).stdout
    result = {}
    for block in re.split(r"^code ", out, flags=re.M)[1:]:
        code, _, body = block.partition("\n")
        fields = dict(line.split(" ", 1) for line in body.splitlines() if " " in line)
        if "error" in fields:
            sys.exit("error: our engine stopped on %s: %s" % (code, fields["error"]))
        result[code.strip()] = dict(order=int(fields["order"]), p=int(fields["p"]),
                                    wall=int(fields["engine-ns"]), cpu=int(fields["cpu-ns"]))
    return result


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--maxheap", type=int, default=30)
    ap.add_argument("--codes")
    ap.add_argument("--jar")
    ap.add_argument("--max-ratio", type=float, default=1.0)
    args = ap.parse_args()
    codes = args.codes.split(",") if args.codes else CODES
    jar = find_jar(args.jar)
    classes = compile_runner(jar)
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "grundy-bench",
                    "--example", "misere_quotient"], check=True, cwd=ROOT)
    ms_runs, our_runs = [], []
    for _ in range(args.runs):
        ms_runs.append(miseresolver_round(jar, classes, args.maxheap, codes))
        our_runs.append(ours_round(args.maxheap, codes))
    print("| code | order | P | MisereSolver CPU ms | ours CPU ms | ratio | MisereSolver wall ms | ours wall ms |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    worst, bad = 0.0, False
    for code in codes:
        ms = [r[code] for r in ms_runs]
        us = [r[code] for r in our_runs]
        if (ms[0]["order"], ms[0]["p"]) != (us[0]["order"], us[0]["p"]):
            print("DIFFERENT %s: MisereSolver %d/%d, ours %d/%d"
                  % (code, ms[0]["order"], ms[0]["p"], us[0]["order"], us[0]["p"]))
            bad = True
        med = lambda runs, key: statistics.median(r[key] for r in runs) / 1e6
        ratio = med(us, "cpu") / max(med(ms, "cpu"), 1e-9)
        worst = max(worst, ratio)
        print("| %s | %d | %d | %.2f | %.3f | %.3f | %.2f | %.3f |" % (
            code, us[0]["order"], us[0]["p"], med(ms, "cpu"), med(us, "cpu"), ratio,
            med(ms, "wall"), med(us, "wall")))
    total_ms = sum(statistics.median(r[c]["cpu"] for r in ms_runs) for c in codes) / 1e6
    total_us = sum(statistics.median(r[c]["cpu"] for r in our_runs) for c in codes) / 1e6
    print("\n%d codes to heap %d, medians of %d rounds: CPU %.1f ms (MisereSolver) against %.1f ms (ours), "
          "%.3f overall; the largest ratio %.3f" % (len(codes), args.maxheap, args.runs, total_ms, total_us,
                                                    total_us / total_ms, worst))
    if bad or worst > args.max_ratio:
        sys.exit(1)


if __name__ == "__main__":
    main()
