#!/usr/bin/env python3
"""The ledger of derivations: which golden cases each reference has derived,
and which bundles have compiled and passed, as of which sources.

A derivation is a run whose result depends only on files in the repository:
the Go, Java or Python reference of a package on one golden case (its
ref/ sources, the case's .in and .out, the javac options of its judge), or
a package's one-file bundle on all its golden cases (the bundle's text, its
judge's facts and rustc, every .in/.out/.err of the package). Its key is a
hash of all of them. testdata/<package>/derivations holds a line per
derivation that passed, `KEY CASE LANG` or `KEY - bundle`, written by
`scripts/check-all.sh --record` (or make-golden.sh) on the machine that ran
it. A derivation whose key is still current need not run again: the same
programs on the same bytes print the same bytes. So CI (check-all.sh
--ledger SEED) runs only what changed since its line was written, plus
every derivation of a few packages in turn (a fixed number a run, chosen by
SEED), so that each line is re-proved every few runs whatever the number
of packages; a stale line is run, never trusted.

Packages whose outputs are judged by code of their own (a checker, an
interactor, bench-crossover's --judge) depend on more than their files
here: theirs are never taken from the ledger.

Usage:
  scripts/derivations.py plan DIR [--sample-seed SEED] [--sample N] PACKAGE...
      writes DIR/PACKAGE, a line per derivation to run (`CASE LANG` or
      `bundle`); the bundles must be in target/bundle/ already
  scripts/derivations.py record DIR PACKAGE...
      reads DIR/PACKAGE.passed (lines as in plan's) and rewrites each
      testdata/PACKAGE/derivations: the passed lines with their keys, and
      the other lines still current
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


class Package:
    def __init__(self, pkg, facts):
        self.pkg = pkg
        self.dir = os.path.join(ROOT, "testdata", pkg)
        self.facts = facts.encode()
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
        path = os.path.join(self.dir, LEDGER)
        lines = read(path).decode().splitlines() if os.path.exists(path) else []
        return {(w[1], w[2]): w[0] for w in (line.split() for line in lines) if len(w) == 3}


def facts_by_package():
    """Each package's line of `judges.py --plan` and the rustc floor."""
    return {line.split()[0]: f"{line} rustc {judges.RUST_FLOOR}" for line in judges.plan().splitlines()}


def sample(packages, seed, size):
    """SIZE packages in turn: run SEED takes the SEED-th SIZE of them, cyclically."""
    if not packages or size <= 0:
        return set()
    size = min(size, len(packages))
    start = seed * size % len(packages)
    return {packages[(start + j) % len(packages)] for j in range(size)}


def plan(out_dir, packages, seed, size):
    facts = facts_by_package()
    chosen = sample(sorted(packages), seed, size) if seed is not None else set(packages)
    total = recorded = 0
    for pkg in packages:
        p = Package(pkg, facts[pkg])
        everything = pkg in chosen or own_judge(pkg)
        ledger = {} if everything else p.ledger()
        todo = []
        for (case, lang), key in p.current().items():
            total += 1
            if key is not None and ledger.get((case, lang)) == key:
                recorded += 1
            else:
                todo.append("bundle" if lang == "bundle" else f"{case} {lang}")
        with open(os.path.join(out_dir, pkg), "w") as f:
            f.write("".join(line + "\n" for line in todo))
    if seed is not None:
        again = f"; every derivation of these runs again: {', '.join(sorted(chosen))}" if chosen else ""
        print(f"derivations: {total - recorded} of {total} to run, {recorded} as testdata/*/{LEDGER} "
              f"recorded them{again}")


def record(in_dir, packages):
    facts = facts_by_package()
    for pkg in packages:
        passed_path = os.path.join(in_dir, pkg + ".passed")
        passed = set(read(passed_path).decode().splitlines()) if os.path.exists(passed_path) else set()
        p = Package(pkg, facts[pkg])
        ledger = p.ledger()
        lines = []
        for (case, lang), key in sorted(p.current().items()):
            name = "bundle" if lang == "bundle" else f"{case} {lang}"
            if key is not None and not own_judge(pkg) and (name in passed or ledger.get((case, lang)) == key):
                lines.append(f"{key} {case} {lang}\n")
        path = os.path.join(p.dir, LEDGER)
        if lines:
            with open(path, "w") as f:
                f.write("".join(lines))
        elif os.path.exists(path):
            os.remove(path)


def main(argv):
    if len(argv) >= 2 and argv[0] == "plan":
        out_dir, rest, seed, size = argv[1], argv[2:], None, 8
        while rest[:1] in (["--sample-seed"], ["--sample"]):
            if len(rest) < 2 or not rest[1].isdigit():
                sys.exit(__doc__)
            if rest[0] == "--sample-seed":
                seed = int(rest[1])
            else:
                size = int(rest[1])
            rest = rest[2:]
        plan(out_dir, rest, seed, size)
        return 0
    if len(argv) >= 2 and argv[0] == "record":
        record(argv[1], argv[2:])
        return 0
    sys.exit(__doc__)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
