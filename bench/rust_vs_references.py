#!/usr/bin/env python3
"""Times every practice task's release binary against its Go, Java and
Python references, and against the C baseline (below), on
the same maximum inputs; checks that all print the same bytes; writes
Markdown tables of median wall time and peak memory to docs/bench.md (or
--out; with --only, to stdout alone unless --out is given) and stdout.

Each input of a task's gen.py (scripts/gen, seed 1) is generated into
target/bench/. Every implementation runs once per round, the rounds
interleaved (the order alternates: this machine's speed drifts within
minutes, and drift then falls on all alike); the figure is the median of
--runs rounds (11). Peak RSS is read from one more run with /usr/bin/time.
The real judge problems have their own benchmark, bench/judge_time_limits.py.

The baseline column is the repository's own C of the same formats and
algorithms (bench/baseline/*.c, built with `cc -O2` into
target/baseline/ when missing or stale; scripts/check-baseline.py checks
it on the golden cases). It is run as `CMD <package> < input`; an exit
status of 2 means it has no solution for that package, and the row leaves
the column empty. --baseline CMD runs another program that way instead;
--no-baseline drops the column. Its output must equal ours. A row where
Rust takes more than 1.25 times the baseline's time is marked, and makes
the exit status 1, as does any mismatch.

Library rows follow the tasks, in a table of their own: an engine of
grundy-core timed through an example of the crate beside the baseline's C
of the same algorithm, on a generated input (LIBRARY below). Each program
times its engine itself, without the reading, the printing and the process
start, and prints `engine-ns N` on stderr (bench/src/engine_time.rs,
engine_start/engine_stop in bench/baseline/baseline.h); the table gives
that time and the whole run's wall time, both medians of the same
interleaved rounds, and a row whose engine takes more than 1.0 times C's
fails. The engines: retrograde analysis
(bench/examples/retrograde.rs, bench/baseline/retrograde.c) on a digraph
of 10^6 vertices and 4*10^6 arcs; scored retrograde analysis
(bench/examples/scored_retrograde.rs, bench/baseline/scored.c) on a move
graph of 10^6 positions and 4*10^6 arcs, a tenth of them ends with scores
on both sides of the draw; and nim multiplication
(bench/examples/nim_product.rs, bench/baseline/nimber.c): 10^6 products
of random 64-bit values drawn by xorshift64 inside each program; and the
maximum matchings
(bench/examples/bipartite_matching.rs and general_matching.rs,
bench/baseline/matching.c): Hopcroft-Karp on Library Checker's largest
bipartite inputs (10^5 + 10^5 vertices, 2*10^5 edges: paths of every
length, which take about sqrt(V) phases; random edges; one long line),
and the blossom algorithm with the Gallai-Edmonds sets on dense
500-vertex graphs, the inputs of the two library-checker packages'
gen.py; the linear sieve to 10^7 with Omega and omega
(bench/examples/sieve.rs, bench/baseline/sieve.c); counting sequences by
XOR with the Walsh-Hadamard transform over 2^20 values
(bench/examples/xor_count.rs, bench/baseline/xor_count.c); and dense
subtraction games by bitsets (bench/examples/bitset.rs,
bench/baseline/bitset.c): the Grundy table of a random half of 1..3*10^4
to 3*10^4, and who wins to 10^7 with 3% of 1..2*10^4 as moves, the data
drawn by xorshift64 inside each program. No references.

When t01-m1e7 is among the inputs, the parse benchmark (judge-io beside
proconio, bench/examples/parse.rs) runs on it too.

Usage: bench/rust_vs_references.py [--runs N] [--only REGEX] [--baseline CMD | --no-baseline] [--out FILE]
"""
import importlib.util
import os
import random
import re
import shlex
import subprocess
import sys

import benchlib
from benchlib import ROOT

sys.path.insert(0, os.path.join(ROOT, "scripts"))
import judges  # noqa: E402

TARGET_RATIO = 1.25
LIBRARY_RATIO = 1.0


def retrograde_input(rng):
    """10^6 vertices, 4*10^6 arcs: a tenth of the vertices are dead ends
    (losses to start from), the arcs' tails spread over the rest at random,
    so cycles, wins, losses and draws all occur."""
    n, m = 10**6, 4 * 10**6
    live = [v for v in range(n) if rng.random() >= 0.1]
    tails = [live[rng.randrange(len(live))] for _ in range(m)]
    for i, v in enumerate(live):  # every live vertex keeps an arc out
        tails[i] = v
    lines = [f"{n} {m}"] + [f"{u} {rng.randrange(n)}" for u in tails]
    return "\n".join(lines) + "\n"


def scored_retrograde_input(rng):
    """10^6 positions, 4*10^6 arcs, Left to move at the even positions and
    Right at the odd ones: a tenth of the positions are over, with scores
    from 0 to 2*10^9, and a draw ranks above 10^9 and below the scores past
    it, so both passes run; the arcs' tails spread over the other positions
    at random (each keeps a move), so cycles and draws occur."""
    n, m, d = 10**6, 4 * 10**6, 10**9
    over = [v for v in range(n) if rng.random() < 0.1]
    is_over = set(over)
    live = [v for v in range(n) if v not in is_over]
    tails = [live[rng.randrange(len(live))] for _ in range(m)]
    for i, v in enumerate(live):  # every live position keeps a move
        tails[i] = v
    lines = [f"{n} {m} {len(over)} {d}"] + [f"{v} {rng.randrange(2 * d + 1)}" for v in over] + \
        [f"{u} {rng.randrange(n)}" for u in tails]
    return "\n".join(lines) + "\n"


def nim_product_input(rng):
    """10^6 products; each program draws the 2*10^6 values from the seed."""
    return f"{10**6} {rng.getrandbits(64) | 1}\n"


def sieve_input(rng):
    """The sieve to 10^7."""
    return f"{10**7}\n"


def xor_count_input(rng):
    """Sequences of 1000 components over 2^20 values; each program draws the
    weights from the seed."""
    return f"20 1000 {rng.getrandbits(64) | 1}\n"


def bitset_grundy_input(rng):
    """Mode 0: the Grundy table to 3*10^4, S about half of 1..3*10^4."""
    return f"0 30000 30000 50 {rng.getrandbits(64) | 1}\n"


def bitset_win_loss_input(rng):
    """Mode 1: who wins to 10^7, S about 3% of 1..2*10^4."""
    return f"1 10000000 20000 3 {rng.getrandbits(64) | 1}\n"


def package_input(package, function):
    """The generator `function` of tasks/<package>/gen.py."""
    def make(rng):
        spec = importlib.util.spec_from_file_location(
            "gen_" + package.replace("-", "_"), os.path.join(ROOT, "tasks", package, "gen.py"))
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return getattr(module, function)(rng)
    return make


BIPARTITE = "library-checker-bipartitematching"
GENERAL = "library-checker-general-matching"

# (input name, its generator, the crate's example, the baseline's entry).
LIBRARY = [("retrograde-1e6", retrograde_input, "retrograde", "retrograde"),
           ("scored-retrograde-1e6", scored_retrograde_input, "scored_retrograde", "scored-retrograde"),
           ("nim-product-1e6", nim_product_input, "nim_product", "nim-product"),
           ("hopcroft-karp-paths", package_input(BIPARTITE, "max_paths"), "bipartite_matching",
            "hopcroft-karp"),
           ("hopcroft-karp-random", package_input(BIPARTITE, "max_random"), "bipartite_matching",
            "hopcroft-karp"),
           ("hopcroft-karp-line", package_input(BIPARTITE, "max_line"), "bipartite_matching",
            "hopcroft-karp"),
           ("blossom-dense-500", package_input(GENERAL, "max_dense"), "general_matching", "blossom"),
           ("blossom-odd-cycles-500", package_input(GENERAL, "max_odd_cycles"), "general_matching",
            "blossom"),
           ("sieve-1e7", sieve_input, "sieve", "sieve"),
           ("xor-count-b20", xor_count_input, "xor_count", "xor-count"),
           ("bitset-grundy-3e4", bitset_grundy_input, "bitset", "bitset-games"),
           ("bitset-win-loss-1e7", bitset_win_loss_input, "bitset", "bitset-games")]


def shown(cmd):
    """cmd with a program inside the repository named relative to it."""
    program = cmd[0]
    if os.path.isabs(program) and program.startswith(ROOT + os.sep):
        program = os.path.relpath(program, ROOT)
    return [program] + cmd[1:]


def main(argv):
    runs, only, baseline, own_baseline = 11, ".", None, True
    out = None
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == "--no-baseline":
            own_baseline = False
        elif a in ("--runs", "--only", "--baseline", "--out") and args:
            value = args.pop(0)
            if a == "--runs":
                runs = int(value)
            elif a == "--only":
                only = value
            elif a == "--baseline":
                baseline, own_baseline = shlex.split(value), False
            else:
                out = value
        else:
            sys.exit(__doc__)
    if out is None:
        # docs/bench.md holds every row: a run of some (--only) writes it
        # only when told to with --out.
        out = os.path.join(ROOT, "docs", "bench.md") if only == "." else None
    if own_baseline:
        baseline = benchlib.baseline()
    tasks = {pkg: [name for name in inputs if re.search(only, name)]
             for pkg, inputs in benchlib.generated_inputs().items() if not judges.judge_meta(pkg)}
    tasks = {pkg: inputs for pkg, inputs in tasks.items() if inputs}
    if tasks:  # only what --only selects (none for the library rows alone)
        benchlib.release_binaries(sorted(tasks))
    directory = os.path.join(ROOT, "target", "bench")
    names = ["rust"] + (["baseline"] if baseline else []) + list(benchlib.LANGS)
    time_rows, library_rows, memory_rows, problems = [], [], [], []
    parse_line = None
    for pkg, inputs in tasks.items():
        commands = {"rust": benchlib.binary(pkg)}
        for name in inputs:
            path = benchlib.generate(name, directory)
            # The references are built once per package, on its first input.
            if len(commands) == 1:
                commands.update(benchlib.references(pkg))
            here = dict(commands)
            _, want = benchlib.output(here["rust"], path)
            if baseline:
                status, got = benchlib.output(baseline + [pkg], path)
                if status == 0:
                    here = {"rust": here["rust"], "baseline": baseline + [pkg], **commands}
                    if got != want:
                        problems.append(f"{name}: the baseline's output differs from Rust's")
                elif status != 2:
                    problems.append(f"{name}: the baseline exited {status}")
            for lang in benchlib.LANGS:
                status, got = benchlib.output(here[lang], path)
                if status != 0 or got != want:
                    problems.append(f"{name}: {lang} output differs from Rust's")
            ms = benchlib.interleaved_medians(here, path, runs)
            mib = {key: benchlib.peak_mib(cmd, path) for key, cmd in here.items()}
            cell = lambda d, key, f="{:.1f}": f.format(d[key]) if key in d else ""
            ratio = lambda key: f"{ms[key] / ms['rust']:.1f}x"
            vs_baseline = ""
            if "baseline" in ms:
                r = ms["rust"] / ms["baseline"]
                vs_baseline = f"{r:.2f}" + (" **over 1.25**" if r > TARGET_RATIO else "")
                if r > TARGET_RATIO:
                    problems.append(f"{name}: Rust takes {r:.2f} times the baseline's time")
            row = [name, pkg, cell(ms, "rust")] + \
                ([cell(ms, "baseline"), vs_baseline] if baseline else []) + \
                [cell(ms, lang) for lang in benchlib.LANGS] + [ratio(lang) for lang in benchlib.LANGS]
            time_rows.append("| " + " | ".join(row) + " |")
            memory_rows.append("| " + " | ".join([name, pkg] + [cell(mib, key) for key in names]) + " |")
            print(time_rows[-1], flush=True)
            if name == "t01-m1e7":
                parse_line = subprocess.run(
                    ["cargo", "run", "--release", "--quiet", "-p", "grundy-bench", "--example", "parse",
                     str(runs)], cwd=ROOT, stdin=open(path, "rb"), capture_output=True, text=True,
                    check=True).stdout.strip()
                print(parse_line, flush=True)
    for name, make, example, entry in LIBRARY:
        if not re.search(only, name) or not baseline:
            continue
        path = os.path.join(directory, name + ".in")
        if not os.path.exists(path):
            os.makedirs(directory, exist_ok=True)
            with open(path, "w") as f:
                f.write(make(random.Random(1)))
        benchlib.sh(["cargo", "build", "--release", "--quiet", "-p", "grundy-bench", "--example", example])
        here = {"rust": [os.path.join(ROOT, "target", "release", "examples", example)],
                "baseline": baseline + [entry]}
        _, want = benchlib.output(here["rust"], path)
        status, got = benchlib.output(here["baseline"], path)
        if status != 0 or got != want:
            problems.append(f"{name}: the baseline's output differs from Rust's")
        ms = benchlib.interleaved_medians(here, path, runs, measure=benchlib.engine_and_wall)
        mib = {key: benchlib.peak_mib(cmd, path) for key, cmd in here.items()}
        (engine, run), (c_engine, c_run) = ms["rust"], ms["baseline"]
        r = engine / c_engine
        if r > LIBRARY_RATIO:
            problems.append(f"{name}: Rust's engine takes {r:.2f} times the baseline's time")
        program = f"grundy-core (bench/examples/{example}.rs)"
        row = [name, program, f"{engine:.2f}", f"{c_engine:.2f}",
               f"{r:.2f}" + (f" **over {LIBRARY_RATIO}**" if r > LIBRARY_RATIO else ""),
               f"{run:.1f}", f"{c_run:.1f}", f"{run / c_run:.2f}"]
        library_rows.append("| " + " | ".join(row) + " |")
        memory_rows.append("| " + " | ".join([name, program, f"{mib['rust']:.1f}", f"{mib['baseline']:.1f}"]
                                             + [""] * 3) + " |")
        print(library_rows[-1], flush=True)
    head = ["input", "package", "Rust ms"] + (["baseline ms", "Rust / baseline"] if baseline else []) + \
        ["Go ms", "Java ms", "Python ms", "Go/Rust", "Java/Rust", "Python/Rust"]
    text = [f"Median wall time of {runs} interleaved rounds, in milliseconds"
            + (f"; baseline `{shlex.join(shown(baseline))} <package>`" if baseline else "") + ":", "",
            "| " + " | ".join(head) + " |", "|---|---|" + "---:|" * (len(head) - 2)] + time_rows
    if library_rows:
        text += ["", "The library rows: the engine's own time inside each program (`engine-ns` on stderr: "
                 "without the reading, the printing and the process start), then the whole run's wall time; "
                 f"medians of the same {runs} rounds, in milliseconds:", "",
                 "| input | program | Rust engine ms | C engine ms | Rust / C | Rust run ms | C run ms "
                 "| Rust / C, whole run |", "|---|---|" + "---:|" * 6] + library_rows
    text += ["", "Peak RSS of one run, in MiB:", "",
             "| input | package | " + " | ".join(n.capitalize() if n != "rust" else "Rust" for n in names) + " |",
             "|---|---|" + "---:|" * len(names)] + memory_rows
    if parse_line:
        text += ["", "Parsing alone (`bench/examples/parse.rs`, on t01-m1e7):", "", "    " + parse_line]
    text += [""] + [f"- {p}" for p in problems]
    command = "bench/rust_vs_references.py " + shlex.join(argv)
    if out:
        with open(out, "w") as f:
            f.write(f"# Rust against the references{' and the baseline' if baseline else ''}\n\n"
                    f"Written by `{command.strip()}`.\n\n" + "\n".join(text).rstrip() + "\n")
    print("\n".join(text))
    if out:
        print(f"tables written to {out}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
