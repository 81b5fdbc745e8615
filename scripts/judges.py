#!/usr/bin/env python3
"""The judges we name and the real judge problems' packages: the one table
of the judges (JUDGES: languages, the Rust and Java versions we rely on,
source limits, where each fact comes from), from which the file to submit
follows, and each package as its own folder describes it: the judge, the
problem and its input and output in brief ([package.metadata.judge] in
Cargo.toml), and the grundy-core modules the solution uses (its `use
grundy_core::…` lines).

Run, it writes the index of docs/judge-problems.md, the judge table of
docs/submitting.md (each between its markers) and every judge package
README's "Submitting" section; with --check it writes nothing and fails if
any is stale (the docs test runs it that way), so no one keeps them by hand.
With --plan it prints, a line a package, how CI compiles the file to submit
(scripts/submit-check.sh reads it): `PACKAGE rust EDITIONS LIMIT` or
`PACKAGE java RELEASE LEVEL LIMIT` (LIMIT 0 where none is recorded).
With --bundle-facts JUDGE... it prints what the bundler (crates/bundler)
needs, so that it keeps no copy of the table: `rust-floor VERSION`,
`bundle-limit BYTES`, then per judge named `judge LIMIT EDITIONS JUDGE`
(LIMIT 0 where none is recorded; EDITIONS comma-separated, `-` where the
judge runs no Rust we rely on; a judge not in the table is our own
problems', as a contest package's judge may not be in it yet).
Imported by the benchmarks and scripts/new_problem.py for the same facts.

Usage: scripts/judges.py [--check | --plan | --bundle-facts JUDGE...]
"""
import os
import re
import sys
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGE = os.path.join(ROOT, "docs", "judge-problems.md")
BEGIN = "<!-- index: scripts/judges.py writes from here -->"
END = "<!-- index ends -->"
SUBMITTING = os.path.join(ROOT, "docs", "submitting.md")
TABLE_BEGIN = "<!-- judges: scripts/judges.py writes from here -->"
TABLE_END = "<!-- judges end -->"
CORE = os.path.join(ROOT, "crates", "grundy-core", "src")

# The judges we name, one row each: the languages each takes, the versions
# of the compilers we rely on (Rust, Java), its source-size limit, the page
# the facts come from and how sure they are. The file to submit follows from
# the row (file_kind): the Rust bundle where the judge's Rust is recorded at
# RUST_FLOOR or newer, else the Java reference. Where a fact was not found,
# the row says so and the choice is the safe one: Java, held to Java 6.
#   rust:   (rustc version, the editions we build in) or None (none, or not found)
#   java:   the Java version held to (javac --release max(7, it); below 7 the
#           Java 7 language features are refused too); None: the judge takes no Java
#   limit:  the source-size limit in bytes, or None where none was found
JUDGES = {
    "AtCoder": dict(
        languages="C++, Rust, Java, Python, Go and more (2025 language update)",
        rust=("1.89.0", ("2021",)), java=24, limit=512 * 1024,
        page="https://atcoder.jp/contests/language-test",
        sure="reported: the 2025 language list (Rust (rustc 1.89.0), Java (OpenJDK 24.0.2)) as public "
             "submit tools copy it; the 2023 list had rustc 1.70.0; 512 KiB per AtCoder's rules"),
    "Codeforces": dict(
        languages="C++, Rust, Java, Python, Go, Kotlin and more",
        rust=("1.89.0", ("2021", "2024")), java=21, limit=65535,
        page="https://codeforces.com/problemset/submit",
        sure="reported: Rust 1.89 in editions 2021 and 2024, Java 21 (and 8) on the submit form; 64 KB source"),
    "CSES": dict(
        languages="C++, Rust, Java, Python, Pascal, Node.js, Scala",
        rust=("1.75.0", ("2018", "2021")), java=11, limit=128 * 1024,
        page="https://cses.fi/howto/",
        sure="uncertain: its how-to page as recorded earlier (rustc 1.75, edition 2018 or 2021; older copies "
             "said 1.66.1); the Java version and the 128 KiB limit not confirmed"),
    "Kattis": dict(
        languages="C, C++, Rust, Java, Python, Go and many more",
        rust=("1.78.0", ("2021",)), java=21, limit=128 * 1024,
        page="https://open.kattis.com/languages/rust",
        sure="uncertain: rustc 1.78 with --edition=2021 -O on one instance's language page (a 2020 contest "
             "instance ran 1.37.0 in 2018); Java version and limit not confirmed"),
    "Library Checker": dict(
        languages="C++, Rust, Java, Python, Go, Haskell and more",
        rust=("1.94.1", ("2024",)), java=17, limit=None,
        page="https://github.com/yosupo06/library-checker-judge/blob/master/langs/langs.toml",
        sure="confirmed: the judge's own configuration (rustc 1.94.1, --edition 2024 -C opt-level=3, "
             "openjdk 17)"),
    "UVa": dict(
        languages="ANSI C, C++, C++11, Pascal, Java, Python 3 (no Rust)",
        rust=None, java=8, limit=None,
        page="https://onlinejudge.org/index.php?option=com_onlinejudge&Itemid=25",
        sure="reported: its submit form lists JAVA 1.8.0 (OpenJDK); the languages confirmed by its history "
             "(Java since 2001, C++11 2014, Python 2016)"),
    "HDU": dict(
        languages="C, C++, Pascal, Java (no Rust)",
        rust=None, java=6, limit=None,
        page="https://acm.hdu.edu.cn/faq.php?lang=en",
        sure="the languages confirmed (its FAQ); the Java version not found: reported as 6 or 7, held to 6"),
    "POJ": dict(
        languages="C, C++, Pascal, Java, Fortran (no Rust)",
        rust=None, java=6, limit=None,
        page="http://poj.org/page?id=1000",
        sure="the languages confirmed (its FAQ); the Java version not found: reported as JDK 6, held to 6"),
    "AOJ": dict(
        languages="C, C++, Java, Python and more; Rust not confirmed",
        rust=None, java=6, limit=None,
        page="https://onlinejudge.u-aizu.ac.jp/",
        sure="not found: a 2011 copy of its submission notes says java 1.6.0; whether and which Rust it "
             "runs was not found, so Java, held to 6"),
    "SPOJ": dict(
        languages="about 40 languages, Java among them; its Rust version not found",
        rust=None, java=6, limit=50000,
        page="https://www.spoj.com/info/",
        sure="uncertain: its guide limits a source to 50 000 bytes and once named JDK 5; the Rust version "
             "not found, so Java, held to 6 (the oldest javac here checks)"),
    "LightOJ": dict(
        languages="C, C++, Java, Python and more; Rust not confirmed",
        rust=None, java=6, limit=None,
        page="https://lightoj.com/",
        sure="not found: neither its Rust nor its Java version, so Java, held to 6"),
    "Luogu": dict(
        languages="C, C++, Java, Python, Rust and more",
        rust=None, java=6, limit=None,
        page="https://www.luogu.com.cn/",
        sure="not found: its Rust and Java versions, so Java, held to 6"),
    "COCI": dict(
        languages="the contest's evaluator and its hosts (DMOJ, Baekjoon, Luogu) differ",
        rust=None, java=6, limit=None,
        page="https://hsin.hr/coci/",
        sure="not found: the hosts' Rust versions, so Java, held to 6"),
    "HackerRank": dict(
        languages="C, C++, Java 7/8/15, Python, Rust and more",
        rust=None, java=6, limit=None,
        page="https://www.hackerrank.com/environment",
        sure="not found: its Rust version, so Java, held to 6"),
    "CodeChef": dict(
        languages="C, C++, Rust, Java, Python, Go and many more",
        rust=None, java=6, limit=50000,
        page="https://www.codechef.com/help",
        sure="not found: a copy of its help page (an old one: j2se jdk 5.0, sources of at most 50 000 "
             "bytes) names no Rust; its Rust version was not found, so Java, held to 6"),
    "Toph": dict(
        languages="C, C++, Java, Python, Go, Rust and more; versions not confirmed",
        rust=None, java=6, limit=None,
        page="https://toph.co/",
        sure="not found: its Rust and Java versions, so Java, held to 6"),
    "own problem": dict(
        languages="ours: no judge; the bundle is the file",
        rust=("1.70.0", ("2021",)), java=None, limit=65535,
        page=None,
        sure="our own problems: their statement is the contract, the bundle the file"),
}
# The rustc every bundle is built with in CI: no newer than any judge's
# recorded Rust (Rust's stability promise: what builds on it builds on every
# later rustc). The workspace's rust-version says the same.
RUST_FLOOR = "1.70.0"
# The largest bundle scripts/bundle.sh writes.
BUNDLE_LIMIT = 65535


def judge_meta(pkg):
    """The package's [package.metadata.judge] table, or None for a practice
    task (a real judge problem's package has one)."""
    with open(os.path.join(ROOT, "tasks", pkg, "Cargo.toml"), "rb") as f:
        return tomllib.load(f)["package"].get("metadata", {}).get("judge")


def judge_row(judge):
    """The judge's row of JUDGES; an unknown judge is an error."""
    if judge not in JUDGES:
        sys.exit(f"error: judge {judge!r} is not in scripts/judges.py's JUDGES: add its row first")
    return JUDGES[judge]


def version(text):
    return tuple(int(x) for x in text.split("."))


def file_kind(judge):
    """"rust" where the judge's Rust is recorded at RUST_FLOOR or newer,
    else "java"."""
    rust = judge_row(judge)["rust"]
    return "rust" if rust and version(rust[0]) >= version(RUST_FLOOR) else "java"


def takes_rust(judge):
    return file_kind(judge) == "rust"


def java_level(judge):
    """The Java version the file to submit is held to (6 where unknown)."""
    java = judge_row(judge)["java"]
    return 6 if java is None else java


def file_to_submit(pkg, judge):
    """What a user submits to the judge, as Markdown."""
    if takes_rust(judge):
        return f"`target/bundle/{pkg}.rs` (`scripts/bundle.sh {pkg}`)"
    return f"`tasks/{pkg}/ref/Main.java` (Java {java_level(judge)})"


def judge_packages():
    return [p for p in sorted(os.listdir(os.path.join(ROOT, "tasks"))) if judge_meta(p)]


def modules_used(pkg):
    """The grundy-core modules the package's sources import: each `use
    grundy_core::…` path cut after its folder's module (`sg::octal`,
    `loopy::retrograde`) or its top-level file (`oracle`)."""
    found = set()
    src = os.path.join(ROOT, "tasks", pkg, "src")
    for folder, _, files in os.walk(src):
        for name in files:
            if name.endswith(".rs"):
                with open(os.path.join(folder, name)) as f:
                    text = f.read()
                for stmt in re.findall(r"\buse grundy_core::([^;]*);", text):
                    for path in expand(stmt):
                        found.add(module_of(path.split("::")))
    return sorted(found)


def expand(stmt):
    """`a::{b, c::{d}}` as the paths a::b, a::c::d (whitespace removed)."""
    stmt = re.sub(r"\s+", "", stmt)
    m = re.match(r"^([^{]*)\{(.*)\}$", stmt)
    if not m:
        return [stmt]
    parts, depth, cur = [], 0, ""
    for ch in m.group(2):
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
            continue
        depth += (ch == "{") - (ch == "}")
        cur += ch
    parts.append(cur)
    return [p for part in parts if part for p in expand(m.group(1) + part)]


def module_of(segments):
    if os.path.isdir(os.path.join(CORE, segments[0])) and len(segments) > 1:
        return "::".join(segments[:2])
    return segments[0]


def submitting(pkg, judge):
    """The package README's "Submitting" section: the file to submit, from
    the judge's row (written by main, so every README says the same)."""
    row = judge_row(judge)
    timing = (f"`python3 bench/judge_time_limits.py {pkg}` times it on the `gen.py` inputs against a "
              "quarter of the time limit")
    if takes_rust(judge):
        rust, editions = row["rust"]
        return (f"`scripts/bundle.sh --compile {pkg}` writes `target/bundle/{pkg}.rs`, one std-only file "
                f"under 64 KiB: submit it in {judge}'s Rust (rustc {rust}, edition {' or '.join(editions)}; "
                f"[docs/submitting.md](../../docs/submitting.md#the-judges)). CI builds it with rustc "
                f"{RUST_FLOOR}, older than any judge's here, and runs it on every golden case. {timing}. "
                "`ref/main.go`, `ref/Main.java` and `ref/main.py` are solutions in those languages too.")
    level = java_level(judge)
    release = max(7, level)
    older = (", refuses what Java 6 lacks beyond that (`scripts/java_check.py`)," if level < 7 else "")
    return (f"{judge} runs no Rust recorded at rustc {RUST_FLOOR} or newer "
            f"([docs/submitting.md](../../docs/submitting.md#the-judges)), so the file to submit is "
            f"`ref/Main.java`, held to Java {level}: CI compiles it with `javac --release {release}`{older} "
            f"and runs it on every golden case. It must be submission-grade (read fast, within a quarter of "
            f"the time limit): {timing}, beside the binary and the bundle. The Rust bundle, "
            f"`scripts/bundle.sh {pkg}`, is for a judge whose Rust is {RUST_FLOOR} or newer.")


def judge_table():
    """docs/submitting.md's table of the judges."""
    rows = ["| judge | languages | Rust we rely on | Java held to | source limit | file to submit | source, and how sure |",
            "|---|---|---|---|---|---|---|"]
    for name, row in JUDGES.items():
        rust = f"rustc {row['rust'][0]}, edition {' or '.join(row['rust'][1])}" if row["rust"] else "none recorded"
        java = "no Java" if row["java"] is None else f"Java {row['java']}"
        limit = f"{row['limit']} bytes" if row["limit"] else "not found"
        kind = "the Rust bundle" if takes_rust(name) else "`ref/Main.java`"
        page = f"[{row['page']}]({row['page']})" if row["page"] else "—"
        rows.append(f"| {name} | {row['languages']} | {rust} | {java} | {limit} | {kind} | {page}: {row['sure']} |")
    return "\n".join(rows)


def index():
    rows = ["| package | judge | problem | reads | prints | grundy-core modules | file to submit |",
            "|---|---|---|---|---|---|---|"]
    for pkg in judge_packages():
        meta = judge_meta(pkg)
        modules = ", ".join(f"`{m}`" for m in modules_used(pkg)) or "none"
        rows.append(f"| [{pkg}](../tasks/{pkg}/README.md) | {meta['judge']} | [{meta['problem']}]({meta['url']}) "
                    f"| {meta.get('reads', '')} | {meta.get('prints', '')} | {modules} | {file_to_submit(pkg, meta['judge'])} |")
    return "\n".join(rows)


def between(text, begin, end, body, path):
    """TEXT with what stands between the markers BEGIN and END replaced by BODY."""
    head, found, rest = text.partition(begin)
    _, found_end, tail = rest.partition(end)
    if not found or not found_end:
        sys.exit(f"error: {path}: the markers {begin!r} and {end!r} are missing")
    return f"{head}{begin}\n{body}\n{end}{tail}"


def readme_with_submitting(path, body):
    """The README at PATH with its "## Submitting" section's text replaced by BODY."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"(^## Submitting\n\n)(.*?)(\n\n## |\Z)", text, re.S | re.M)
    if not m:
        sys.exit(f"error: {path} has no \"## Submitting\" section")
    return text, text[:m.start(2)] + body + text[m.end(2):]


def pages():
    """{path: (text now, text it should hold)} of every file main writes."""
    out = {}
    with open(PAGE, encoding="utf-8") as f:
        page = f.read()
    out[PAGE] = (page, between(page, BEGIN, END, index(), PAGE))
    with open(SUBMITTING, encoding="utf-8") as f:
        page = f.read()
    out[SUBMITTING] = (page, between(page, TABLE_BEGIN, TABLE_END, judge_table(), SUBMITTING))
    for pkg in judge_packages():
        path = os.path.join(ROOT, "tasks", pkg, "README.md")
        out[path] = readme_with_submitting(path, submitting(pkg, judge_meta(pkg)["judge"]))
    return out


def plan():
    """How CI compiles each package's file to submit (see the docstring)."""
    lines = []
    for pkg in sorted(os.listdir(os.path.join(ROOT, "tasks"))):
        meta = judge_meta(pkg)
        judge = meta["judge"] if meta else "own problem"  # the practice tasks are ours
        row = judge_row(judge)
        limit = min(row["limit"] or BUNDLE_LIMIT, BUNDLE_LIMIT)
        if takes_rust(judge):
            lines.append(f"{pkg} rust {','.join(row['rust'][1])} {limit}")
        else:
            lines.append(f"{pkg} java {max(7, java_level(judge))} {java_level(judge)} {row['limit'] or 0}")
    return "\n".join(lines)


def bundle_facts(judges):
    """What the bundler needs of JUDGES (see the docstring)."""
    lines = [f"rust-floor {RUST_FLOOR}", f"bundle-limit {BUNDLE_LIMIT}"]
    for judge in judges:
        row = JUDGES[judge if judge in JUDGES else "own problem"]
        editions = ",".join(row["rust"][1]) if row["rust"] else "-"
        lines.append(f"judge {row['limit'] or 0} {editions} {judge}")
    return "\n".join(lines)


def main(argv):
    if argv == ["--plan"]:
        print(plan())
        return 0
    if argv[:1] == ["--bundle-facts"]:
        print(bundle_facts(argv[1:]))
        return 0
    if argv not in ([], ["--check"]):
        sys.exit(__doc__)
    stale = [path for path, (now, new) in pages().items() if now != new]
    if argv:
        for path in stale:
            print(f"error: {os.path.relpath(path, ROOT)} is stale: run scripts/judges.py", file=sys.stderr)
        return 1 if stale else 0
    for path, (now, new) in pages().items():
        if now != new:
            with open(path, "w", encoding="utf-8") as f:
                f.write(new)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
