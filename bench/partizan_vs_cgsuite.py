#!/usr/bin/env python3
"""Grid games side by side: grundy-core's engine of regions
(`grundy_core::partizan::grid`), CGSuite's core and the `cgt` crate on the
same positions, in one run.

    python3 bench/partizan_vs_cgsuite.py [--only REGEX] [--rounds N]
        [--cgsuite-timeout S] [--no-cgt] [--cgt-skip REGEX] [--no-cgsuite]

Each item is one position (a Domineering rectangle, a Clobber board, a
Toads-and-Frogs strip), valued once per round by each program in a process
of its own, the programs interleaved item by item:

- grundy-core: `bench/examples/grid_value.rs` (release build). Its CPU time
  and peak memory are the process's (os.wait4): start, parse and print
  included, a few milliseconds. It runs with a budget of BUDGET_MIB
  (1.5 GiB) for its table of regions and its memos, where the library's
  default is 1 GiB: the arena's games come on top, and the whole stays
  within the goal's 2 GiB. Within the default, Domineering 6 x 6 drops
  regions and values them again many times over (docs/performance.md). A
  budget is a bound, not an allocation: a small board uses what it needs.
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

The thermograph items are sums of switches `{x + t | x - t}` (hotter and
hotter, dyadic means): grundy-core reads the sum in CGSuite's notation and
draws the thermograph of its canonical form (`bench/examples/thermograph.rs`,
`Arena::thermograph`), CGSuite evaluates `(SUM).Thermograph`, cgt adds the
canonical forms and takes `thermograph()`. Ours must print CGSuite's
thermograph character for character; cgt's mean and temperature must be
ours.

The ratio is grundy-core's CPU over CGSuite's; the goal is at most 0.5 on
every item, within 2 GiB. A program that does not finish within the
timeout (`--cgsuite-timeout`, default 600 s of CPU, or three times as
much wall time, for every program) is stopped and reported as "> X", X the
CPU its process had used (for CGSuite the whole JVM's, its start and
warm-up included), and the ratio as "< ours / X": a bound, slightly
flattering to us by the JVM's start. Prints a Markdown table with the date and the load
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
THERMO = os.path.join(ROOT, "target", "release", "examples", "thermograph")
# grid_value's memory budget for its table of regions and its memos (see above).
BUDGET_MIB = 1536
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



def switches(n):
    """The sum of n switches, the i-th {x + t + 1/2^(i mod 3) | x - t} with
    x = i/4 and t = 3i + 2: each hotter than the last, means and
    temperatures dyadic, written as CGSuite reads it."""
    from fractions import Fraction

    def num(v):
        return str(v.numerator) if v.denominator == 1 else f"{v.numerator}/{v.denominator}"

    parts = []
    for i in range(n):
        x, t = Fraction(i, 4), 3 * i + 2
        parts.append("{%s|%s}" % (num(x + t + Fraction(1, 2 ** (i % 3))), num(x - t)))
    return " + ".join(parts)


# Sums of switches with thermographs, as (name, "thermograph", the sum).
THERMOGRAPH_ITEMS = [
    (f"thermograph of {n} switches", "thermograph", switches(n)) for n in (8, 12, 16)
]

CGSUITE = {
    "domineering": ('game.grid.Domineering("..|..").CanonicalForm',
                    'game.grid.Domineering("{}").CanonicalForm'),
    "clobber": ('game.grid.Clobber("xo|ox").CanonicalForm',
                'game.grid.Clobber("{}").CanonicalForm'),
    "toads-and-frogs": ('game.strip.ToadsAndFrogs("tt..ff").CanonicalForm',
                        'game.strip.ToadsAndFrogs("{}").CanonicalForm'),
    "thermograph": ("({1|-1} + {5/2|-2}).Thermograph", "({}).Thermograph"),
}
CGT_GAMES = ("domineering", "toads-and-frogs", "thermograph")


def build():
    subprocess.run(["cargo", "build", "--release", "--quiet", "-p", "grundy-bench",
                    "--example", "grid_value", "--example", "thermograph"], cwd=ROOT, check=True)
    subprocess.run(["cargo", "build", "--release", "--quiet", "--manifest-path",
                    os.path.join(ROOT, "bench", "cgt", "Cargo.toml"),
                    "--target-dir", os.path.join(ROOT, "target", "cgt")], cwd=ROOT, check=True)
    os.makedirs(CGS_CLASSES, exist_ok=True)
    sources = [os.path.join(PEERS, f) for f in ("CgsBench.java", "CgsEval.java")]
    subprocess.run(["javac", "-cp", JAR, "-d", CGS_CLASSES, *sources], check=True)


def cpu_seconds(pid):
    """The CPU time a running process has used, all its threads (0 if it
    has just ended)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def run_measured(cmd, timeout):
    """Runs CMD; returns (stdout, stderr, cpu seconds, peak RSS MiB,
    finished), the CPU and memory the child's own (os.wait4)."""
    out_path = f"/tmp/bench-pvc-{os.getpid()}.out"
    err_path = f"/tmp/bench-pvc-{os.getpid()}.err"
    with open(out_path, "w") as out, open(err_path, "w") as err:
        p = subprocess.Popen(cmd, stdout=out, stderr=err, start_new_session=True)
        # The limit is on the child's CPU time (on this shared machine its
        # wall time can be ten times that), and on three times as much
        # wall time.
        deadline = time.monotonic() + 3 * timeout
        finished = True
        while True:
            pid, status, usage = os.wait4(p.pid, os.WNOHANG)
            if pid != 0:
                break
            if time.monotonic() > deadline or cpu_seconds(p.pid) > timeout:
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
    cmd = [THERMO, position] if game == "thermograph" else [OURS, game, position, str(BUDGET_MIB)]
    out, err, cpu, rss, ok = run_measured(cmd, timeout)
    lines = out.strip().splitlines() if ok else [None]
    # A thermograph's second line is its mean and temperature, for cgt.
    return {"cpu": cpu, "rss": rss, "ok": ok, "value": lines[0], "also": lines[-1]}


def cgsuite(game, position, check, timeout):
    warm, expr = CGSUITE[game]
    cmd = ["java", "-Xss64m", "-Xmx8g", "-cp", f"{JAR}:{CGS_CLASSES}", "CgsBench", warm,
           expr.format(position)]
    if check and game != "thermograph":
        cmd.append(cgsuite_form(check))
    out, err, cpu, rss, ok = run_measured(cmd, timeout)
    m = re.search(r"ms=([\d.]+) cpu_ms=([\d.]+) value=(.*?)( check=(\w+))?$", out.strip())
    if not ok or not m:
        return {"cpu": cpu, "rss": rss, "ok": False, "jvm_cpu": cpu}
    verdict = m.group(5)
    if game == "thermograph":
        # CGScript has no thermograph literal: the printed walls are compared.
        verdict = "true" if m.group(3).strip() == check else "false"
    return {"cpu": float(m.group(2)) / 1e3, "wall": float(m.group(1)) / 1e3, "rss": rss,
            "ok": True, "jvm_cpu": cpu, "value": m.group(3), "check": verdict}


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
        return f"> {r['cpu']:.0f}"
    return f"{r['cpu']:.3f}" if r["cpu"] < 10 else f"{r['cpu']:.1f}"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--only", default="", help="items whose name matches this regex")
    ap.add_argument("--rounds", type=int, default=1, help="rounds (the median is printed)")
    ap.add_argument("--cgsuite-timeout", type=float, default=600.0,
                    help="seconds each program may take on one item")
    ap.add_argument("--no-cgt", action="store_true")
    ap.add_argument("--cgt-skip", default="^$", help="items cgt does not run (a regex)")
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
            if not args.no_cgt and game in CGT_GAMES and not re.search(args.cgt_skip, name):
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

    # cgt's values against ours, by CGSuite (a thermograph's mean and
    # temperature as printed).
    pairs, keys, cgt_agrees = [], [], {}
    games = {name: game for name, game, _ in items}
    for name, row in results.items():
        o, t = median(row["ours"]), median(row["cgt"])
        if o and t and o["ok"] and t["ok"]:
            if games[name] == "thermograph":
                cgt_agrees[name] = o["also"] == t["value"]
            else:
                pairs.append((o["value"], t["value"]))
                keys.append(name)
    cgt_agrees.update(zip(keys, cgsuite_equal(pairs)))

    print(f"{started:%Y-%m-%d %H:%M} UTC, load average {load_before[0]:.2f} before and "
          f"{load_after[0]:.2f} after, {os.cpu_count()} cores; rounds: {args.rounds}; "
          f"limit {limit:.0f} s of CPU a program an item")
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
                cells.append(f"< {o['cpu'] / c['cpu']:.3f}")
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
                cells.append(f"< {o['cpu'] / t['cpu']:.3f}")
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
