#!/usr/bin/env python3
"""Checks the C baseline of the benchmark (bench/baseline/*.c)
against the golden files: for every package it covers (`baseline --list`),
each valid case testdata/<package>/<case>.in must print exactly
<case>.out. The baseline validates nothing, so the bad cases
(testdata/<package>/bad/) are not given to it.

The baseline is built as bench/rust_vs_references.py builds it (cc -O2 into
target/baseline/, when missing or older than its source). One line per
package; the exit status is 1 if any case differs or fails, 2 on a
package the baseline does not cover.

Usage: scripts/check-baseline.py [package ...]
"""
import glob
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench"))
import benchlib  # noqa: E402
from benchlib import ROOT  # noqa: E402


def main(argv):
    if any(a.startswith("-") for a in argv):
        sys.exit(__doc__)
    baseline = benchlib.baseline()
    covered = subprocess.run(baseline + ["--list"], capture_output=True, text=True,
                             check=True).stdout.split()
    unknown = [p for p in argv if p not in covered]
    if unknown:
        print(f"error: the baseline has no solution for {', '.join(unknown)}", file=sys.stderr)
        return 2
    failed = 0
    for pkg in argv or covered:
        cases = sorted(glob.glob(os.path.join(ROOT, "testdata", pkg, "*.in")))
        bad = []
        for case in cases:
            with open(case[:-3] + ".out", "rb") as f:
                want = f.read()
            try:
                with open(case, "rb") as f:
                    r = subprocess.run(baseline + [pkg], stdin=f, capture_output=True, timeout=60)
                got = r.stdout if r.returncode == 0 else None
            except subprocess.TimeoutExpired:
                got = None
            if got != want:
                bad.append(os.path.basename(case)[:-3])
        failed += len(bad)
        print(f"{pkg}: {len(cases) - len(bad)} of {len(cases)} golden cases equal"
              + (f"; differ: {', '.join(bad)}" if bad else ""))
        if not cases:
            print(f"error: {pkg} has no golden cases", file=sys.stderr)
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
