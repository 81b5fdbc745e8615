#!/usr/bin/env python3
"""Times every real-judge package on its maximum inputs, beside its judge's
time limit, and checks its answers there against the references.

For each package with a [package.metadata.judge] table in its Cargo.toml
(or only those named), its release binary is built (only the named
packages' when named), and each input of its gen.py (scripts/gen) is
generated; the Go and Java references must print the same bytes (two
references agreeing: the Python ones are too slow for some of these
inputs), and the release binary and the one-file bundle (scripts/bundle.sh
--compile, edition 2021) must print them too; for a package with a checker
(any valid answer accepted: see benchlib.checker), the checker must accept
all four, each given Go's verdict. Then the binary and the bundle are timed,
interleaved, RUNS times each (wall clock, the median), with the Java
reference beside them where ref/Main.java is the file to submit
(scripts/judges.py); the peak RSS of one binary run is read with
/usr/bin/time. Progress goes to stderr as it runs; a row that fails says why
there (a reference that fails or is not written yet, which program
disagrees with the Go reference, or the share over a quarter).

The table (Markdown) goes to stdout and, when every package ran, to
docs/judges.md; a package whose slowest timed program takes more than a
quarter of its limit is marked, and makes the exit status 1, as does any
mismatch.

Usage: bench/judge_time_limits.py [--runs N] [package ...]
"""
import os
import subprocess
import sys
import time

import benchlib
from benchlib import ROOT

sys.path.insert(0, os.path.join(ROOT, "scripts"))
import judges  # noqa: E402

OUT = os.path.join(ROOT, "target", "bench", "judges")


def progress(message):
    print(message, file=sys.stderr, flush=True)


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
    packages = [p for p in sorted(os.listdir(os.path.join(ROOT, "tasks")))
                if judges.judge_meta(p) and (not chosen or p in chosen)]
    unknown = sorted(set(chosen) - set(packages))
    if unknown:
        sys.exit(f"error: not a judge package: {', '.join(unknown)} (tasks/<package> with [package.metadata.judge])")
    progress(f"building the release binaries of {', '.join(packages) if chosen else 'the workspace'}")
    benchlib.release_binaries(packages if chosen else None)
    inputs = benchlib.generated_inputs()
    rows, summary, status = [], [], 0
    for number, pkg in enumerate(packages, 1):
        meta = judges.judge_meta(pkg)
        progress(f"[{number}/{len(packages)}] {pkg}: bundle and references")
        if not inputs.get(pkg):
            progress(f"  {pkg}: no inputs in its gen.py: nothing to time")
        binary = benchlib.binary(pkg)
        exes = subprocess.run([os.path.join(ROOT, "scripts", "bundle.sh"), "--compile", pkg],
                              cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
        bundle = [exes[0]]  # edition 2021
        references = benchlib.references(pkg, ("go", "java"))
        limit = meta["time-limit-ms"]
        slowest = None
        for name in inputs.get(pkg, []):
            progress(f"  {pkg}: {name}")
            path = benchlib.generate(name, OUT)
            why = []
            want = benchlib.output(references["go"], path, why)
            judge = benchlib.checker(pkg)
            judged = {"java": references["java"], "rust": binary, "bundle": bundle}
            if judge:
                judged["go"] = references["go"]
            disagree = []
            for key, cmd in judged.items():
                failed = []
                if not benchlib.agrees(judge, path, want, benchlib.output(cmd, path, failed)):
                    disagree.append(f"{key} ({failed[0]})" if failed else key)
            agree = not why and not disagree
            if why:
                progress(f"  {pkg} {name}: MISMATCH: the Go reference fails ({why[0]}); "
                         "are the references written yet?")
            elif disagree:
                progress(f"  {pkg} {name}: MISMATCH: {', '.join(disagree)} "
                         f"{'not accepted by the checker' if judge else 'differ from the Go reference'}")
            timed = {"rust": binary, "bundle": bundle}
            if not judges.takes_rust(meta["judge"]):
                timed["java"] = references["java"]
            ms = benchlib.interleaved_medians(timed, path, runs)
            share = max(ms.values()) / limit
            ok = agree and share <= 0.25
            if agree and not ok:
                progress(f"  {pkg} {name}: over a quarter of the limit: {share:.1%} ({max(ms.values()):.0f} ms)")
            status |= not ok
            mark = "" if ok else (" **MISMATCH**" if not agree else " **over ¼**")
            java = f"{ms['java']:.1f}" if "java" in ms else ""
            rows.append(f"| [{pkg}](../tasks/{pkg}/README.md) | {meta['judge']} | [{meta['problem']}]({meta['url']}) "
                        f"| {limit / 1000:g} s{'' if meta['limit-confirmed'] else ' (assumed)'} | `{name}` "
                        f"| {ms['rust']:.1f} | {ms['bundle']:.1f} | {java} | {share:.1%}{mark} "
                        f"| {benchlib.peak_mib(binary, path):.1f} |")
            print(rows[-1], flush=True)
            if slowest is None or max(ms.values()) > slowest[0]:
                slowest = (max(ms.values()), name, share)
        submit = judges.file_to_submit(pkg, meta["judge"])
        if slowest:
            summary.append(f"| [{pkg}](../tasks/{pkg}/README.md) | {meta['judge']} | [{meta['problem']}]({meta['url']}) "
                           f"| {limit / 1000:g} s{'' if meta['limit-confirmed'] else ' (assumed)'} "
                           f"| {slowest[0]:.0f} ms ({slowest[2]:.1%}) | {submit} |")
    table = ["| package | judge | problem | time limit | maximum input | Rust ms | bundle ms | Java ms (file to submit) | share of limit | Rust MiB |",
             "|---|---|---|---|---|---:|---:|---:|---:|---:|"] + rows
    brief = ["| package | judge | problem | time limit | slowest maximum input (binary, bundle, or Java where submitted) | file to submit |",
             "|---|---|---|---|---:|---|"] + summary
    print("\n".join(brief))
    if chosen:
        return status  # docs/judges.md holds every package
    with open(os.path.join(ROOT, "docs", "judges.md"), "w") as f:
        f.write("# Real judge problems: measured on their maximum inputs\n\n"
                f"`bench/judge_time_limits.py --runs {runs}` on {time.strftime('%Y-%m-%d')} (median wall time of {runs} runs of the release "
                "binary, of the one-file bundle built with plain rustc and, where ref/Main.java is the file to submit, of "
                "the Java reference, interleaved; outputs equal "
                "to the Go and Java references' on every input).\n\n" + "\n".join(brief) + "\n\nEvery input:\n\n"
                + "\n".join(table) + "\n")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
