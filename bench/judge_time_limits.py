#!/usr/bin/env python3
"""Times every real-judge package on its maximum inputs, beside its judge's
time limit, and checks its answers there against the references.

For each package with a [package.metadata.judge] table in its Cargo.toml
(or only those named), its release binary is built (only the named
packages' when named), and each input of its gen.py (scripts/gen) is
generated; the Go and Java references must print the same bytes (two
references agreeing: the Python ones are too slow for some of these
inputs), and the release binary and the one-file bundle (scripts/bundle.sh
--compile, edition 2021) must print them too; for an interactive package
(benchlib.interactor) each input is a hidden test, every one of the four
plays it against the package's interactor and must win with the same
verdict, and the figures are the player's CPU time in the game (what a
judge charges it) and its peak memory; for a package with a checker
(any valid answer accepted: see benchlib.checker), the checker must accept
all four, each given Go's verdict. Then the binary and the bundle are timed,
interleaved, RUNS times each (wall clock, the median), with the Java
reference beside them where ref/Main.java is the file to submit
(scripts/judges.py); the peak RSS of one binary run is read with
/usr/bin/time. Progress goes to stderr as it runs; a row that fails says why
there (a reference that fails or is not written yet, which program
disagrees with the Go reference, or the share over a quarter).

The table (Markdown) goes to stdout and to docs/judges.md, where a run
over named packages replaces only their rows (each row says when it was
measured and the load then); a package whose slowest timed program takes
more than a quarter of its limit is marked, and makes the exit status 1,
as does any mismatch.

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
    measured = f"{time.strftime('%Y-%m-%d')}, {runs} runs, load {os.getloadavg()[0]:.1f}"
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
            interactor = benchlib.interactor(pkg)
            if interactor:
                row = interactive_row(pkg, meta, name, path, interactor, references, binary, bundle, runs)
                status |= not row[0]
                rows.append(row[1])
                print(rows[-1], flush=True)
                if slowest is None or row[2] > slowest[0]:
                    slowest = (row[2], name, row[2] / limit)
                continue
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
                           f"| {slowest[0]:.0f} ms ({slowest[2]:.1%}) | {submit} | {measured} |")
    print("\n".join([BRIEF_HEAD, *summary]))
    write_page(summary, rows, chosen)
    return status


def interactive_row(pkg, meta, name, path, interactor, references, binary, bundle, runs):
    """(ok, table row, slowest ms) of an interactive package's input PATH,
    a hidden test: the Go and Java references, the binary and the bundle
    each play it against the interactor and must win with the same verdict;
    the binary and the bundle are timed by their CPU time in the game."""
    limit = meta["time-limit-ms"]
    players = {"go": references["go"], "java": references["java"], "rust": binary, "bundle": bundle}
    games = {}
    lost = []
    for key, cmd in players.items():
        why = []
        games[key] = benchlib.game(interactor, cmd, path, why)
        if why:
            lost.append(f"{key} ({why[0]})")
    verdicts = {g[1] for g in games.values()}
    agree = not lost and len(verdicts) == 1
    if not agree:
        progress(f"  {pkg} {name}: MISMATCH: {', '.join(lost) or 'the verdicts differ'}")
    timed = {"rust": binary, "bundle": bundle}
    if not judges.takes_rust(meta["judge"]):
        timed["java"] = references["java"]
    ms = benchlib.interleaved_medians(timed, path, runs, measure=benchlib.player_cpu(interactor)) if agree \
        else {key: float("nan") for key in timed}
    share = max(ms.values()) / limit
    ok = agree and share <= 0.25
    if agree and not ok:
        progress(f"  {pkg} {name}: over a quarter of the limit: {share:.1%} ({max(ms.values()):.0f} ms)")
    mark = "" if ok else (" **MISMATCH**" if not agree else " **over ¼**")
    java = f"{ms['java']:.1f}" if "java" in ms else ""
    row = (f"| [{pkg}](../tasks/{pkg}/README.md) | {meta['judge']} | [{meta['problem']}]({meta['url']}) "
           f"| {limit / 1000:g} s{'' if meta['limit-confirmed'] else ' (assumed)'} | `{name}` (a game: CPU time) "
           f"| {ms['rust']:.1f} | {ms['bundle']:.1f} | {java} | {share:.1%}{mark} "
           f"| {games['rust'][3] / 1024:.1f} |")
    return ok, row, max(ms.values())


PAGE = os.path.join(ROOT, "docs", "judges.md")
BRIEF_HEAD = ("| package | judge | problem | time limit | slowest maximum input (binary, bundle, or Java where "
              "submitted) | file to submit | measured (date, runs, load average) |\n|---|---|---|---|---:|---|---|")
TABLE_HEAD = ("| package | judge | problem | time limit | maximum input | Rust ms | bundle ms | Java ms (file to "
              "submit) | share of limit | Rust MiB |\n|---|---|---|---|---|---:|---:|---:|---:|---:|")


def package_of(row):
    """The package a table row is about (its first cell's link text)."""
    return row[len("| ["):row.index("]")]


def write_page(summary, rows, chosen):
    """Writes docs/judges.md: every package's rows from this run, or, when
    packages were CHOSEN, their rows replacing theirs in the page as it is,
    the other packages' rows kept with their own dates."""
    if chosen and os.path.exists(PAGE):
        with open(PAGE, encoding="utf-8") as f:
            old = [line for line in f.read().splitlines() if line.startswith("| [")]
        ran = set(chosen)
        # Rows from before the measured column: the last whole run's.
        old_brief = [r if r.count(" | ") == 6 else f"{r} 2026-11-26, 3 runs |"
                     for r in old if r.count(" | ") in (5, 6) and package_of(r) not in ran]
        old_rows = [r for r in old if r.count(" | ") == 9 and package_of(r) not in ran]
        summary = sorted(old_brief + summary, key=package_of)
        rows = sorted(old_rows + rows, key=lambda r: (package_of(r), old.index(r) if r in old else 0))
    with open(PAGE, "w", encoding="utf-8") as f:
        f.write("# Real judge problems: measured on their maximum inputs\n\n"
                "`bench/judge_time_limits.py` (median wall time of its runs of the release binary, of the one-file "
                "bundle built with plain rustc and, where ref/Main.java is the file to submit, of the Java "
                "reference, interleaved; outputs equal to the Go and Java references' on every input). A run over "
                "named packages replaces their rows and keeps the others; each package's row says when it was "
                "measured, and the load average then (the machine has 2 cores: a load far above 2 slows every "
                "figure).\n\n" + BRIEF_HEAD + "\n" + "\n".join(summary) + "\n\nEvery input:\n\n" + TABLE_HEAD
                + "\n" + "\n".join(rows) + "\n")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
