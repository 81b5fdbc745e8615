#!/usr/bin/env python3
"""The ledger of derivations: which golden cases each reference has derived,
and which bundles have compiled and passed, as of which sources.

A derivation is a run whose result depends only on files in the repository:
the Go, Java or Python reference of a package on one golden case (its
ref/ sources, the case's .in and .out, the javac options of its judge), or
a package's one-file bundle on all its golden cases (the bundle's text, its
judge's facts and rustc, every .in/.out/.err of the package). Its key is a
hash of all of them. testdata/<package>/derivations holds a line per
derivation that passed, `KEY CASE LANG MS` or `KEY - bundle MS` (MS, the
milliseconds it took when its line was written), written by
`scripts/check-all.sh --record` (or make-golden.sh) on the machine that ran
it. A derivation whose key is still
current need not run again: the same programs on the same bytes print the
same bytes. So CI (check-all.sh --ledger SEED) runs only what changed since
its line was written, plus the recorded derivations that fall in a window
of SAMPLE_MS of their recorded time, the SEED-th such window along all of
them in order (cyclically), so that each line is proved again every few
runs at a cost that does not grow with the number of packages; a stale
line is run, never trusted.

A package whose outputs its own code judges (a checker, an interactor,
bench-crossover's --judge) has that code in its keys too: the package's
sources, the workspace's crates it builds on and the scripts that run it
(JUDGE_CODE), so a change to any of them runs its derivations again.

Usage:
  scripts/derivations.py plan DIR SEED PACKAGE...
      writes DIR/PACKAGE, a line per derivation to run (`CASE LANG` or
      `bundle`); the bundles must be in target/bundle/ already
  scripts/derivations.py record DIR PACKAGE...
      reads DIR/PACKAGE.passed (`CASE LANG MS` or `bundle MS` a line) and
      rewrites each testdata/PACKAGE/derivations: the lines still current
      as they are, and the passed derivations that changed with their new
      keys
"""

import glob
import hashlib
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import judges  # noqa: E402

ROOT = judges.ROOT
LANGS = ("go", "java", "python")
REF_FILES = {"go": ("*.go", "go.mod"), "java": ("*.java",), "python": ("*.py",)}
LEDGER = "derivations"
# The recorded time a CI run spends on derivations that did not change.
SAMPLE_MS = 20000
# The time assumed for a line recorded without one.
UNTIMED_MS = 1000


def read(path):
    with open(path, "rb") as f:
        return f.read()


def digest(parts):
    h = hashlib.sha256()
    for part in parts:
        h.update(len(part).to_bytes(8, "little"))
        h.update(part)
    return h.hexdigest()[:32]


def own_judge(pkg):
    """Whether the package's outputs are judged by its own code."""
    text = read(os.path.join(ROOT, "tasks", pkg, "Cargo.toml")).decode()
    return any(line.startswith(("checker = ", "interactor = ", 'judge = "--judge"')) for line in text.splitlines())


# What a package's own judge is built from and run by, beside the package:
# every crate of the workspace it may build on, and the scripts.
JUDGE_CODE = ("Cargo.toml", "Cargo.lock", "crates/*/Cargo.toml", "crates/*/src/**/*", "bench/Cargo.toml",
              "bench/src/**/*", "scripts/play.py", "scripts/refs.sh")
_shared_judge_code = {}  # JUDGE_CODE's hash, once a plan or a record


def files_digest(patterns, root):
    files = sorted({p for pattern in patterns for p in glob.glob(os.path.join(root, pattern), recursive=True)
                    if os.path.isfile(p)})
    return digest([os.path.relpath(p, root).encode() + b"\0" + read(p) for p in files])


def judge_code(pkg):
    """A hash of the code that judges the package's outputs (its own
    sources, and JUDGE_CODE), or "" where its outputs are compared byte for
    byte."""
    if not own_judge(pkg):
        return ""
    if ROOT not in _shared_judge_code:
        _shared_judge_code[ROOT] = files_digest(JUDGE_CODE, ROOT)
    own = files_digest(("Cargo.toml", "src/**/*"), os.path.join(ROOT, "tasks", pkg))
    return f" judged by {own} {_shared_judge_code[ROOT]}"


class Package:
    def __init__(self, pkg, facts):
        self.pkg = pkg
        self.dir = os.path.join(ROOT, "testdata", pkg)
        self.facts = (facts + judge_code(pkg)).encode()
        self.cases = sorted(os.path.basename(p)[:-3] for p in glob.glob(os.path.join(self.dir, "*.in"))
                            if os.path.exists(p[:-3] + ".out"))

    def ref_key(self, case, lang):
        ref = os.path.join(ROOT, "tasks", self.pkg, "ref")
        files = sorted({p for pattern in REF_FILES[lang] for p in glob.glob(os.path.join(ref, pattern))})
        parts = [b"ref", lang.encode(), self.facts]
        parts += [os.path.basename(p).encode() + b"\0" + read(p) for p in files]
        base = os.path.join(self.dir, case)
        return digest(parts + [read(base + ".in"), read(base + ".out")])

    def bundle_key(self):
        bundle = os.path.join(ROOT, "target", "bundle", self.pkg + ".rs")
        if not os.path.exists(bundle):
            return None
        files = sorted(glob.glob(os.path.join(self.dir, "*")) + glob.glob(os.path.join(self.dir, "bad", "*")))
        parts = [b"bundle", self.facts, read(bundle)]
        parts += [os.path.relpath(p, self.dir).encode() + b"\0" + read(p)
                  for p in files if p.endswith((".in", ".out", ".err"))]
        return digest(parts)

    def current(self):
        """Every derivation of the package: (case, lang) -> key."""
        keys = {(case, lang): self.ref_key(case, lang) for case in self.cases for lang in LANGS}
        keys[("-", "bundle")] = self.bundle_key()
        return keys

    def ledger(self):
        """The recorded lines: (case, lang) -> (key, ms)."""
        path = os.path.join(self.dir, LEDGER)
        lines = read(path).decode().splitlines() if os.path.exists(path) else []
        out = {}
        for w in (line.split() for line in lines):
            if len(w) in (3, 4):
                out[(w[1], w[2])] = (w[0], int(w[3]) if len(w) == 4 and w[3].isdigit() else UNTIMED_MS)
        return out


def facts_by_package():
    """Each package's line of `judges.py --plan` and the rustc floor."""
    return {line.split()[0]: f"{line} rustc {judges.RUST_FLOOR}" for line in judges.plan().splitlines()}


def window(timed, seed, width):
    """The items of `timed` ((item, ms) pairs, in order) that meet the
    SEED-th window of `width` ms along their times laid end to end,
    cyclically; all of them when they take no longer than one window."""
    total = sum(ms for _, ms in timed)
    if total <= width:
        return {item for item, _ in timed}
    start = seed * width % total
    chosen, at = set(), 0
    for item, ms in timed:
        # [at, at + ms] meets [start, start + width) on the circle of length total.
        end = at + max(ms, 1)
        if (at < start + width and end > start) or (at < start + width - total):
            chosen.add(item)
        at = end
    return chosen


def plan(out_dir, packages, seed, width=SAMPLE_MS):
    _shared_judge_code.clear()
    facts = facts_by_package()
    ledgers, todo, timed = {}, {}, []
    total = recorded = 0
    for pkg in sorted(packages):
        p = Package(pkg, facts[pkg])
        ledger = p.ledger()
        todo[pkg] = []
        for (case, lang), key in sorted(p.current().items()):
            total += 1
            line = ledger.get((case, lang))
            if key is not None and line is not None and line[0] == key:
                recorded += 1
                timed.append(((pkg, case, lang), line[1]))
            else:
                todo[pkg].append((case, lang))
    again = window(timed, seed, width)
    for pkg, case, lang in again:
        todo[pkg].append((case, lang))
    for pkg in packages:
        with open(os.path.join(out_dir, pkg), "w") as f:
            f.write("".join(("bundle" if lang == "bundle" else f"{case} {lang}") + "\n"
                            for case, lang in sorted(todo[pkg])))
    names = sorted({pkg for pkg, _, _ in again})
    print(f"derivations: {total - recorded} of {total} to run (changed or not in testdata/*/{LEDGER}), "
          f"and {len(again)} recorded ones run again ({width // 1000} s of their recorded time, "
          f"in {', '.join(names) or 'no package'})")


def record(in_dir, packages):
    _shared_judge_code.clear()
    facts = facts_by_package()
    for pkg in packages:
        passed_path = os.path.join(in_dir, pkg + ".passed")
        passed = {}
        if os.path.exists(passed_path):
            for line in read(passed_path).decode().splitlines():
                words = line.split()
                name, ms = " ".join(words[:-1]), words[-1]
                passed[name] = int(ms) if ms.isdigit() else UNTIMED_MS
        p = Package(pkg, facts[pkg])
        ledger = p.ledger()
        lines = []
        for (case, lang), key in sorted(p.current().items()):
            name = "bundle" if lang == "bundle" else f"{case} {lang}"
            old = ledger.get((case, lang))
            if key is None:
                continue
            # A current line stays as it is (its time too: a record that
            # changed nothing leaves the ledger's file unchanged).
            if old is not None and old[0] == key:
                lines.append(f"{key} {case} {lang} {old[1]}\n")
            elif name in passed:
                lines.append(f"{key} {case} {lang} {passed[name]}\n")
        path = os.path.join(p.dir, LEDGER)
        if lines:
            with open(path, "w") as f:
                f.write("".join(lines))
        elif os.path.exists(path):
            os.remove(path)


def main(argv):
    if len(argv) >= 3 and argv[0] == "plan" and argv[2].isdigit():
        plan(argv[1], argv[3:], int(argv[2]))
        return 0
    if len(argv) >= 2 and argv[0] == "record":
        record(argv[1], argv[2:])
        return 0
    sys.exit(__doc__)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
