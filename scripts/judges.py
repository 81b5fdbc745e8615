#!/usr/bin/env python3
"""The real judge problems' packages, as their own folders describe them:
the judge, the problem and its input and output in brief
([package.metadata.judge] in Cargo.toml), the file to
submit, and the grundy-core modules the solution uses (its `use
grundy_core::…` lines).

Run, it writes that index into docs/judge-problems.md between the markers;
with --check it writes nothing and fails if the page is stale (the docs test
runs it that way), so the index lists every package without anyone keeping it.
Imported by the benchmarks and scripts/new_problem.py for the same facts.

Usage: scripts/judges.py [--check]
"""
import os
import re
import sys
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGE = os.path.join(ROOT, "docs", "judge-problems.md")
BEGIN = "<!-- index: scripts/judges.py writes from here -->"
END = "<!-- index ends -->"
CORE = os.path.join(ROOT, "crates", "grundy-core", "src")

# Judges that take no Rust: there the file to submit is the Java reference,
# which bench/judge_time_limits.py times beside the binary and holds to the
# same quarter of the limit.
NO_RUST = {"HDU", "POJ"}


def judge_meta(pkg):
    """The package's [package.metadata.judge] table, or None for a practice
    task (a real judge problem's package has one)."""
    with open(os.path.join(ROOT, "tasks", pkg, "Cargo.toml"), "rb") as f:
        return tomllib.load(f)["package"].get("metadata", {}).get("judge")


def takes_rust(judge):
    return judge not in NO_RUST


def file_to_submit(pkg, judge):
    """What a user submits to the judge, as Markdown."""
    if takes_rust(judge):
        return f"`target/bundle/{pkg}.rs` (`scripts/bundle.sh {pkg}`)"
    return f"`tasks/{pkg}/ref/Main.java` ({judge} takes no Rust)"


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


def index():
    rows = ["| package | judge | problem | reads | prints | grundy-core modules | file to submit |",
            "|---|---|---|---|---|---|---|"]
    for pkg in judge_packages():
        meta = judge_meta(pkg)
        modules = ", ".join(f"`{m}`" for m in modules_used(pkg)) or "none"
        rows.append(f"| [{pkg}](../tasks/{pkg}/README.md) | {meta['judge']} | [{meta['problem']}]({meta['url']}) "
                    f"| {meta.get('reads', '')} | {meta.get('prints', '')} | {modules} | {file_to_submit(pkg, meta['judge'])} |")
    return "\n".join(rows)


def main(argv):
    if argv not in ([], ["--check"]):
        sys.exit(__doc__)
    with open(PAGE) as f:
        page = f.read()
    head, found, rest = page.partition(BEGIN)
    _, found_end, tail = rest.partition(END)
    if not found or not found_end:
        sys.exit(f"error: {PAGE}: the markers {BEGIN!r} and {END!r} are missing")
    new = f"{head}{BEGIN}\n{index()}\n{END}{tail}"
    if new == page:
        return 0
    if argv:
        print("error: docs/judge-problems.md's index is stale: run scripts/judges.py", file=sys.stderr)
        return 1
    with open(PAGE, "w") as f:
        f.write(new)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
