#!/usr/bin/env python3
"""Our misère quotients against MisereSolver's, code by code.

Runs MisereSolver's own command line (CGSuite's core jar,
`org.cgsuite.core.misere.solver.CommandLineInterface --maxheap N --timeout T CODE`,
all codes in one JVM through bench/miseresolver/MisereRun.java) and
grundy_core::misere::quotient (bench/examples/misere_quotient.rs) on the same
octal codes, and compares, for every code MisereSolver finishes within the
timeout: the last presentation it prints (the `(Q,P) = Tk` line or
`Q = <...>; P = {...}`), the order, the P-portion's size, the heaps at which
the presentation changed, and Φ (the word of every heap; MisereSolver stops
early when Φ turns periodic, and then its Φ is compared with ours as far as
it goes). Exits 1 on any difference, printing both sides.

--statement takes the 63 codes of tasks/misere-quotient's statement (0.d and
0.dd) at its heap bound, 10, in a few minutes. By default a fixed subset of the codes (quick ones, and 0.75 and 0.07 at
heap 30) runs in a minute or two; --all takes every octal code of at most
three digits (0.d, 0.dd, 0.ddd and 4., 4.d, 4.dd: 575 codes), which takes
hours on this machine, most of them in MisereSolver's timeouts.

The jar is not part of this repository: --jar, or $CGSUITE_JAR, or
../shared/peers/cgsuite-core-2.2.0-SNAPSHOT-jar-with-dependencies.jar from
the repository's root. Java 17 compiles the runner into target/.

Usage: bench/misere_agreement.py [--all | --statement] [--maxheap 30] [--timeout 60]
                                 [--jar PATH] [--codes C1,C2,...]
                                 [--miseresolver-output FILE]
"""
import argparse
import itertools
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Quick codes of every kind: tame, wild of small and larger quotients,
# splitting and d0 = 4 codes; 0.07 (order 360 at heap 30) is the slowest.
SUBSET = [
    "0.1", "0.3", "0.7", "0.12", "0.15", "0.31", "0.33", "0.34", "0.37",
    "0.51", "0.52", "0.53", "0.71", "0.72", "0.75", "0.77", "0.07", "0.137",
    "0.106", "0.123", "0.132", "0.155", "0.312", "0.715", "4.0", "4.3",
    "4.7", "4.33",
]


def all_codes(digits=3):
    """Every code 0.d, 0.dd, ... of at most `digits` digits (the last not
    0); with three, also 4. and 4.d, 4.dd."""
    codes = []
    for n in range(1, digits + 1):
        for ds in itertools.product(range(8), repeat=n):
            if ds[-1]:
                codes.append("0." + "".join(map(str, ds)))
    if digits < 3:
        return codes
    codes.append("4.0")
    for n in range(1, 3):
        for ds in itertools.product(range(8), repeat=n):
            if ds[-1]:
                codes.append("4." + "".join(map(str, ds)))
    return codes


def find_jar(arg):
    for path in [arg, os.environ.get("CGSUITE_JAR"),
                 os.path.join(ROOT, "..", "shared", "peers",
                              "cgsuite-core-2.2.0-SNAPSHOT-jar-with-dependencies.jar")]:
        if path and os.path.exists(path):
            return os.path.abspath(path)
    sys.exit("error: CGSuite's core jar not found (--jar or $CGSUITE_JAR)")


def compile_runner(jar):
    out = os.path.join(ROOT, "target", "miseresolver")
    src = os.path.join(ROOT, "bench", "miseresolver", "MisereRun.java")
    cls = os.path.join(out, "MisereRun.class")
    if not os.path.exists(cls) or os.path.getmtime(cls) < os.path.getmtime(src):
        os.makedirs(out, exist_ok=True)
        subprocess.run(["javac", "-cp", jar, "-d", out, src], check=True)
    return out


def parse_miseresolver(text):
    """{code: None if it did not finish, else a dict of what it printed}."""
    result = {}
    for block in re.split(r"^=== code ", text, flags=re.M)[1:]:
        code, _, body = block.partition("\n")
        code = code.strip()
        if "Timeout!" in body or "Exception" in body or "No Solution Found" not in body and "Solution Found" not in body:
            result[code] = None
            continue
        changes = [int(h) for h in re.findall(r"=== Presentation Changed at Heap (\d+) ===", body)]
        if changes:
            last = body.rsplit("=== Presentation Changed at Heap", 1)[1]
            lines = [l for l in last.split("\n")[1:] if l.strip()]
            presentation = lines[0].strip()
            m = re.match(r"\|Q\| = (\d+); \|P\| = (\d+)", lines[1])
            order, p = int(m.group(1)), int(m.group(2))
            phi_line = next(l for l in lines if l.startswith("Phi = "))
            phi = phi_line[len("Phi = "):].split()
        else:
            presentation, order, p, phi = None, 1, 0, None
        result[code] = dict(presentation=presentation, order=order, p=p, changes=changes, phi=phi)
    return result


def parse_ours(text):
    result = {}
    for block in re.split(r"^code ", text, flags=re.M)[1:]:
        code, _, body = block.partition("\n")
        fields = {}
        for line in body.split("\n"):
            key, _, value = line.partition(" ")
            fields[key] = value
        if "error" in fields:
            result[code.strip()] = dict(error=fields["error"])
            continue
        result[code.strip()] = dict(
            presentation=fields["presentation"],
            order=int(fields["order"]),
            p=int(fields["p"]),
            changes=[int(h) for h in fields["changes"].split()],
            phi=fields["phi"].split(),
            ns=int(fields["engine-ns"]),
        )
    return result


def differences(ms, ours):
    if "error" in ours:
        return ["ours stopped: " + ours["error"]]
    out = []
    if ms["order"] != ours["order"] or ms["p"] != ours["p"]:
        out.append("order/P: MisereSolver %d/%d, ours %d/%d" % (ms["order"], ms["p"], ours["order"], ours["p"]))
    if ms["presentation"] is not None and ms["presentation"] != ours["presentation"]:
        out.append("presentation:\n  MisereSolver %s\n  ours         %s" % (ms["presentation"], ours["presentation"]))
    if ms["changes"] != ours["changes"][:len(ms["changes"])]:
        out.append("changes: MisereSolver %s, ours %s" % (ms["changes"], ours["changes"]))
    elif ms["changes"] and ours["changes"][len(ms["changes"]):]:
        # MisereSolver stopped early (periodic Φ): no change may follow.
        out.append("changes after MisereSolver's last heap: %s" % ours["changes"][len(ms["changes"]):])
    if ms["phi"] is not None and ms["phi"] != ours["phi"][:len(ms["phi"])]:
        out.append("phi:\n  MisereSolver %s\n  ours         %s" % (" ".join(ms["phi"]), " ".join(ours["phi"])))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--all", action="store_true", help="every code of at most three digits")
    ap.add_argument("--codes", help="comma-separated codes instead of the subset")
    ap.add_argument("--statement", action="store_true",
                    help="the 63 codes of misere-quotient's statement (0.d, 0.dd) at heap 10, "
                         "the package's bounds")
    ap.add_argument("--maxheap", type=int, default=30)
    ap.add_argument("--timeout", type=int, default=60, help="MisereSolver's timeout per code, seconds")
    ap.add_argument("--jar")
    ap.add_argument("--miseresolver-output", help="reuse a saved run of MisereRun cli instead of running it")
    args = ap.parse_args()
    if args.statement:
        codes, args.maxheap = all_codes(2), 10
    else:
        codes = all_codes() if args.all else (args.codes.split(",") if args.codes else SUBSET)

    if args.miseresolver_output:
        with open(args.miseresolver_output) as f:
            ms_text = f.read()
    else:
        jar = find_jar(args.jar)
        classes = compile_runner(jar)
        ms_text = subprocess.run(
            ["java", "-cp", jar + os.pathsep + classes, "MisereRun", "cli",
             str(args.maxheap), str(args.timeout)] + codes,
            check=True, capture_output=True, text=True).stdout
    ms = parse_miseresolver(ms_text)
    finished = [c for c in codes if ms.get(c) is not None]

    subprocess.run(["cargo", "build", "--release", "-q", "-p", "grundy-bench",
                    "--example", "misere_quotient"], check=True, cwd=ROOT)
    ours_text = subprocess.run(
        [os.path.join(ROOT, "target", "release", "examples", "misere_quotient"),
         str(args.maxheap)] + finished, check=True, capture_output=True, text=True).stdout
    ours = parse_ours(ours_text)

    bad = 0
    for code in finished:
        diff = differences(ms[code], ours[code])
        if diff:
            bad += 1
            print("DIFFERENT %s:\n  %s" % (code, "\n  ".join(diff)))
    unfinished = [c for c in codes if ms.get(c) is None]
    orders = sorted(ms[c]["order"] for c in finished)
    print("%d codes asked at heap %d; MisereSolver finished %d within %d s, did not finish %d"
          % (len(codes), args.maxheap, len(finished), args.timeout, len(unfinished)))
    if finished:
        print("compared %d: %d agree (presentation, order, P-portion, changes, phi), %d differ; orders %d..%d"
              % (len(finished), len(finished) - bad, bad, orders[0], orders[-1]))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
