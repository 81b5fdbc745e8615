#!/usr/bin/env python3
"""Grid games side by side: grundy-core's engine of regions
(`grundy_core::partizan::grid`), CGSuite's core and the `cgt` crate on the
same positions, in one run.

    python3 bench/partizan_vs_cgsuite.py [--only REGEX] [--rounds N]
        [--cgsuite-timeout S] [--no-cgt] [--no-cgsuite]

Each item is one position (a Domineering rectangle, a Clobber board, a
Toads-and-Frogs strip), valued once per round by each program in a process
of its own, the programs interleaved item by item:

- grundy-core: `bench/examples/grid_value.rs` (release build). Its CPU time
  and peak memory are the process's (os.wait4): start, parse and print
  included, a few milliseconds.
- CGSuite: the core jar of ../shared/peers/ (its README) driven by
  CgsBench.java: a warm-up expression of the same ruleset first, untimed
  (class loading, CGScript compilation, JIT of the ruleset's code), then
  the item timed inside the JVM on the computing thread's CPU clock; the
  JVM's own threads (garbage collector, JIT) are not counted, which can
  only flatter CGSuite. CgsBench also checks that CGSuite's value equals
  the form grundy-core printed (`check`). Memory: the JVM's peak resident
  set.
- cgt: `bench/cgt` (the crate from crates.io in a workspace of its own),
  Domineering and Toads-and-Frogs only (it has no Clobber); its printed
  value is checked equal to ours by CGSuite at the end of the run.

The ratio is grundy-core's CPU over CGSuite's; the goal is at most 0.5 on
every item, within 2 GiB. A program that does not finish within the
timeout (`--cgsuite-timeout`, default 600 s, for every program) is
reported as "> limit". Prints a Markdown table with the date and the load
average before and after, for docs/performance.md.
"""
import argparse
import datetime
import os
import re
import signal
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PEERS = os.path.normpath(os.path.join(ROOT, "..", "shared", "peers"))
if not os.path.isdir(PEERS):
    PEERS = "/work/shared/peers"
JAR = os.path.join(PEERS, "cgsuite-core-2.2.0-SNAPSHOT-jar-with-dependencies.jar")
OURS = os.path.join(ROOT, "target", "release", "examples", "grid_value")
CGT = os.path.join(ROOT, "target", "cgt", "release", "cgt-bench")
CGS_CLASSES = os.path.join(ROOT, "target", "cgsuite-classes")


def rect(rows, cols):
    return "|".join(["." * cols] * rows)


def chequered(rows, cols):
    return "|".join("".join("xo"[(r + c) % 2] for c in range(cols)) for r in range(rows))


# (name, game, position). The game is grundy-core's and cgt's name; CGSuite's
# expression follows from it (CGSUITE below).
ITEMS = [
    ("domineering 4x4", "domineering", rect(4, 4)),
    ("domineering 4x5", "domineering", rect(4, 5)),
    ("domineering 5x5", "domineering", rect(5, 5)),
    ("domineering 4x6", "domineering", rect(4, 6)),
    ("domineering 4x7", "domineering", rect(4, 7)),
    ("domineering 5x6", "domineering", rect(5, 6)),
    ("domineering 6x6", "domineering", rect(6, 6)),
    ("clobber 3x4", "clobber", chequered(3, 4)),
    ("clobber 4x4", "clobber", chequered(4, 4)),
    ("clobber 3x5", "clobber", chequered(3, 5)),
    ("toads-and-frogs tttt..ffff", "toads-and-frogs", "tttt..ffff"),
    ("toads-and-frogs ttttt..fffff", "toads-and-frogs", "ttttt..fffff"),
    ("toads-and-frogs tttttt..ffffff", "toads-and-frogs", "tttttt..ffffff"),
    ("toads-and-frogs ttttt...fffff", "toads-and-frogs", "ttttt...fffff"),
]

# >>> Sums of switches with thermographs: a clearly marked place for the
# items of the thermograph API (being written beside this engine); the lead
# adds them here after merging, as (name, kind, expression) with a runner
# for the kind in RUNNERS below.
THERMOGRAPH_ITEMS = []
# <<< end of the thermograph items

CGSUITE = {
    "domineering": ('game.grid.Domineering("..|..").CanonicalForm',
                    'game.grid.Domineering("{}").CanonicalForm'),
    "clobber": ('game.grid.Clobber("xo|ox").CanonicalForm',
                'game.grid.Clobber("{}").CanonicalForm'),
    "toads-and-frogs": ('game.strip.ToadsAndFrogs("tt..ff").CanonicalForm',
                        'game.strip.ToadsAndFrogs("{}").CanonicalForm'),
}
CGT_GAMES = ("domineering", "toads-and-frogs")


def build():
    subprocess.run(["cargo", "build", "--release", "--quiet", "-p", "grundy-bench",
                    "--example", "grid_value"], cwd=ROOT, check=True)
    subprocess.run(["cargo", "build", "--release", "--quiet", "--manifest-path",
                    os.path.join(ROOT, "bench", "cgt", "Cargo.toml"),
                    "--target-dir", os.path.join(ROOT, "target", "cgt")], cwd=ROOT, check=True)
    os.makedirs(CGS_CLASSES, exist_ok=True)
    sources = [os.path.join(PEERS, f) for f in ("CgsBench.java", "CgsEval.java")]
    subprocess.run(["javac", "-cp", JAR, "-d", CGS_CLASSES, *sources], check=True)


def run_measured(cmd, timeout):
    """Runs CMD; returns (stdout, stderr, cpu seconds, peak RSS MiB,
    finished), the CPU and memory the child's own (os.wait4)."""
    out_path = f"/tmp/bench-pvc-{os.getpid()}.out"
    err_path = f"/tmp/bench-pvc-{os.getpid()}.err"
    with open(out_path, "w") as out, open(err_path, "w") as err:
        p = subprocess.Popen(cmd, stdout=out, stderr=err, start_new_session=True)
        deadline = time.monotonic() + timeout
        finished = True
        while True:
            pid, status, usage = os.wait4(p.pid, os.WNOHANG)
            if pid != 0:
                break
            if time.monotonic() > deadline:
                finished = False
                os.killpg(p.pid, signal.SIGKILL)
                pid, status, usage = os.wait4(p.pid, 0)
                break
            time.sleep(0.02)
        p.returncode = status
    with open(out_path) as f:
        stdout = f.read()
    with open(err_path) as f:
        stderr = f.read()
    os.remove(out_path)
    os.remove(err_path)
    cpu = usage.ru_utime + usage.ru_stime
    return stdout, stderr, cpu, usage.ru_maxrss / 1024, finished and status == 0


def ours(game, position, timeout):
    out, err, cpu, rss, ok = run_measured([OURS, game, position], timeout)
    return {"cpu": cpu, "rss": rss, "ok": ok, "value": out.strip() if ok else None}


def cgsuite(game, position, check, timeout):
    warm, expr = CGSUITE[game]
    cmd = ["java", "-Xss64m", "-Xmx8g", "-cp", f"{JAR}:{CGS_CLASSES}", "CgsBench", warm,
           expr.format(position)]
    if check:
        cmd.append(cgsuite_form(check))
    out, err, cpu, rss, ok = run_measured(cmd, timeout)
    m = re.search(r"ms=([\d.]+) cpu_ms=([\d.]+) value=(.*?)( check=(\w+))?$", out.strip())
    if not ok or not m:
        return {"cpu": cpu, "rss": rss, "ok": False, "jvm_cpu": cpu}
    return {"cpu": float(m.group(2)) / 1e3, "wall": float(m.group(1)) / 1e3, "rss": rss,
            "ok": True, "jvm_cpu": cpu, "value": m.group(3), "check": m.group(5)}


def cgt(game, position, timeout):
    out, err, cpu, rss, ok = run_measured([CGT, game, position], timeout)
    return {"cpu": cpu, "rss": rss, "ok": ok, "value": out.strip() if ok else None}


def cgsuite_form(form):
    """A printed form as CGSuite reads it: `^n` is `^` n times there, and a
    number before `*`, `^` or `v` is a sum (`1/2*` is `1/2+*`), not a
    product."""
    form = re.sub(r"([\^v])(\d+)", lambda m: m.group(1) * int(m.group(2)), form)
    return re.sub(r"(\d)(?=[*^v])", r"\1+", form)


def cgsuite_equal(pairs):
    """CGSuite's word on `A == B` for each (A, B), in one JVM."""
    if not pairs:
        return []
    text = "".join(f"({cgsuite_form(a)}) == ({cgsuite_form(b)})\n" for a, b in pairs)
    p = subprocess.run(["java", "-cp", f"{JAR}:{CGS_CLASSES}", "CgsEval"], input=text,
                       capture_output=True, text=True, check=True)
    return [line.rsplit("=>", 1)[-1].strip() == "true" for line in p.stdout.splitlines()]


def fmt_cpu(r, limit):
    if r is None:
        return "—"
    if not r["ok"]:
        return f"> {limit:.0f}"
    return f"{r['cpu']:.3f}" if r["cpu"] < 10 else f"{r['cpu']:.1f}"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--only", default="", help="items whose name matches this regex")
    ap.add_argument("--rounds", type=int, default=1, help="rounds (the median is printed)")
    ap.add_argument("--cgsuite-timeout", type=float, default=600.0,
                    help="seconds each program may take on one item")
    ap.add_argument("--no-cgt", action="store_true")
    ap.add_argument("--no-cgsuite", action="store_true")
    args = ap.parse_args()
    items = [it for it in ITEMS + THERMOGRAPH_ITEMS if re.search(args.only, it[0])]
    build()
    limit = args.cgsuite_timeout
    started = datetime.datetime.now(datetime.timezone.utc)
    load_before = os.getloadavg()
    results = {}
    for rnd in range(args.rounds):
        for name, game, position in items:
            row = results.setdefault(name, {"ours": [], "cgs": [], "cgt": []})
            o = ours(game, position, limit)
            row["ours"].append(o)
            print(f"[{rnd + 1}] {name}: grundy-core {fmt_cpu(o, limit)} s", file=sys.stderr, flush=True)
            if not args.no_cgsuite:
                c = cgsuite(game, position, o.get("value"), limit)
                row["cgs"].append(c)
                print(f"[{rnd + 1}] {name}: CGSuite {fmt_cpu(c, limit)} s", file=sys.stderr, flush=True)
            if not args.no_cgt and game in CGT_GAMES:
                t = cgt(game, position, limit)
                row["cgt"].append(t)
                print(f"[{rnd + 1}] {name}: cgt {fmt_cpu(t, limit)} s", file=sys.stderr, flush=True)
    load_after = os.getloadavg()

    def median(runs):
        if not runs:
            return None
        done = [r for r in runs if r["ok"]]
        if len(done) < len(runs):
            return min(runs, key=lambda r: r["ok"])
        mid = sorted(done, key=lambda r: r["cpu"])[len(done) // 2]
        return mid

    # cgt's values against ours, by CGSuite.
    pairs, keys = [], []
    for name, row in results.items():
        o, t = median(row["ours"]), median(row["cgt"])
        if o and t and o["ok"] and t["ok"]:
            pairs.append((o["value"], t["value"]))
            keys.append(name)
    cgt_agrees = dict(zip(keys, cgsuite_equal(pairs)))

    print(f"{started:%Y-%m-%d %H:%M} UTC, load average {load_before[0]:.2f} before and "
          f"{load_after[0]:.2f} after, {os.cpu_count()} cores; rounds: {args.rounds}; "
          f"limit {limit:.0f} s a program an item")
    print()
    print("| item | grundy-core CPU s | MiB | CGSuite CPU s | MiB | grundy-core / CGSuite "
          "| cgt CPU s | MiB | grundy-core / cgt | values agree |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    misses = []
    for name, row in results.items():
        o, c, t = median(row["ours"]), median(row["cgs"]), median(row["cgt"])
        cells = [name, fmt_cpu(o, limit), f"{o['rss']:.0f}"]
        agree = []
        if c is not None:
            cells += [fmt_cpu(c, limit), f"{c['rss']:.0f}"]
            if o["ok"] and c["ok"]:
                ratio = o["cpu"] / c["cpu"]
                cells.append(f"{ratio:.3f}")
                agree.append("CGSuite " + ("yes" if c.get("check") == "true" else "NO"))
                if ratio > 0.5:
                    misses.append(f"{name}: {ratio:.2f} of CGSuite's CPU")
            elif o["ok"]:
                cells.append(f"< {o['cpu'] / limit:.3f}")
            else:
                cells.append("—")
        else:
            cells += ["—", "—", "—"]
        if t is not None:
            cells += [fmt_cpu(t, limit), f"{t['rss']:.0f}"]
            if o["ok"] and t["ok"]:
                cells.append(f"{o['cpu'] / t['cpu']:.3f}")
                agree.append("cgt " + ("yes" if cgt_agrees.get(name) else "NO"))
            elif o["ok"]:
                cells.append(f"< {o['cpu'] / limit:.3f}")
            else:
                cells.append("—")
        else:
            cells += ["—", "—", "—"]
        cells.append(", ".join(agree) or "—")
        if not o["ok"]:
            misses.append(f"{name}: grundy-core did not finish within {limit:.0f} s")
        elif o["rss"] > 2048:
            misses.append(f"{name}: grundy-core used {o['rss']:.0f} MiB")
        print("| " + " | ".join(cells) + " |")
    print()
    if misses:
        print("Not at the goal (at most 0.5 of CGSuite's CPU, within 2 GiB):")
        for m in misses:
            print(f"- {m}")
    else:
        print("Every item at most 0.5 of CGSuite's CPU time and within 2 GiB.")


if __name__ == "__main__":
    main()
