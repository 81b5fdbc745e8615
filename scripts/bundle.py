#!/usr/bin/env python3
"""Bundles one task binary into a single .rs file for an online judge.

The bundle is a text transformation of the very sources that `cargo test`
runs, in the manner of cargo-equip and ac-library-rs `expand.py`:

* `tasks/<pkg>/src/main.rs` becomes the crate root;
* the task's own library (`src/lib.rs`) and each path dependency named in its
  `[dependencies]` (grundy-core, judge-io) become `pub mod <crate_name> { .. }`;
* paths are rewritten: `grundy_core::x` -> `crate::grundy_core::x` in users of
  a crate, and `crate::x` -> `crate::grundy_core::x` inside grundy-core;
* of a library whose root holds only `mod` and `use` lines (grundy-core,
  judge-io), only the modules the binary reaches are kept, following
  `crate::` and `super::` paths transitively and the `pub use` re-exports;
  a module folder whose `mod.rs` holds only such lines (grundy-core's `sg/`,
  `games/`, `search/`) is followed the same way, to the modules reached;
* `#[cfg(test)]` items, comments (doc and plain: a judge's size limit
  counts them, and the sources are where they are read) and `missing_docs`
  lint attributes are dropped; `mod x;` declarations are inlined from their
  files;
* indentation is written with a tab per level, and an inlined module's
  body is not indented further than its file (a judge's size limit counts
  every byte, and Rust does not read indentation: indenting every module
  by its depth cost octal-games 6 KiB).

Nothing else changes, so the bundle runs the same code as the tests. The
output is deterministic: no absolute paths, no timestamps.

Usage: scripts/bundle.sh [--compile [--judge-rustc]] [--all | <package> ...]
Writes target/bundle/<package>.rs. With --compile also builds it with plain
rustc, edition 2021, `-O -D warnings`, into target/bundle/<package>-2021,
and prints the executable's path on stdout, one line per package; it also
type-checks the bundle with `-D warnings` (no executable) in the other
editions its judge takes (scripts/judges.py: 2018 for CSES, 2024 for
Codeforces and Library Checker). With --judge-rustc the build uses rustc
RUST_FLOOR (scripts/judges.py: 1.70.0, no newer than any judge's Rust; a
rustup toolchain that must be installed: `rustup toolchain install 1.70.0
--profile minimal`), so that a std API newer than a judge's is caught, and
the bundle must fit its judge's source limit too; CI builds every bundle so.
Any failure is a message on stderr and a non-zero exit status.
"""

import os
import subprocess
import sys

import judges
from bundling import common
from bundling.common import BundleError, rel
from bundling.crates import crates_of, load_toml, root_layout
from bundling.lexing import lex, tabify  # noqa: F401 (lex: for the tests)
from bundling.transform import PRELUDE_SHIM, child_path, transform

USAGE = "usage: scripts/bundle.sh [--compile [--judge-rustc]] [--all | <package> ...]"
SIZE_LIMIT = judges.BUNDLE_LIMIT  # bytes; Codeforces takes at most 65535
BUILD_EDITION = "2021"  # built with -O and run on the golden cases
# Editions from which rustc on: 2024 needs a newer rustc than the floor.
FIRST_RUSTC = {"2018": "1.31.0", "2021": "1.56.0", "2024": "1.85.0"}


def bundle(package):
    """The bundle of one package, as text."""
    package_dir = os.path.join(common.ROOT, "tasks", package)
    if not os.path.isfile(os.path.join(package_dir, "Cargo.toml")):
        raise BundleError(f"no package tasks/{package}")
    workspace = load_toml(os.path.join(common.ROOT, "Cargo.toml"))
    main, crates = crates_of(package_dir, workspace)
    if not os.path.isfile(main):
        raise BundleError(f"tasks/{package} has no binary ({rel(main)})")
    main_files, main_refs = [], set()
    main_text = transform(main, None, set(crates), lambda _: True, main_refs, main_files)

    # Libraries, reached from the binary through `crate::<name>::` paths. Of
    # a library, the modules whose file holds only `mod` and `use` lines (the
    # root, and folders such as grundy-core's `sg/`) are followed to the
    # modules reached; any other module is a unit, taken whole.
    needed = set()  # the crates reached
    units, listed = {}, set()  # (crate, module path) -> files; list-only modules kept
    layouts = {}  # file -> root_layout(file)
    all_refs = set()
    pending = {(c, p) for c, p in main_refs if c in crates}
    done = set()

    def layout_of(path):
        if path not in layouts:
            layouts[path] = root_layout(path)
        return layouts[path]

    def take_unit(name, modpath, path):
        if (name, modpath) in units:
            return
        refs, fs = set(), []
        transform(path, name, set(crates[name].deps), lambda _: True, refs, fs, modpath)
        units[(name, modpath)] = fs
        parent = modpath[:-1]
        refs = {(c, parent + p if c == "super" else p) for c, p in refs}
        refs = {(name if c == "super" else c, p) for c, p in refs}
        all_refs.update(refs)
        pending.update((c, p) for c, p in refs if c in crates and (c, p) not in done)

    def reach(name, modpath, path, chain):
        """Keeps what `chain`, a path inside module `modpath` (file `path`), needs."""
        while True:
            layout = layout_of(path)
            if layout is None:
                take_unit(name, modpath, path)
                return
            listed.add((name, modpath))
            modules, names, globs = layout
            seg = chain[0] if chain else "*"
            if seg in modules:
                modpath, path, chain = modpath + (seg,), child_path(path, seg), chain[1:]
                continue
            if seg == "*":
                targets = modules
            elif seg in names:
                targets = [names[seg]]
            else:
                targets = sorted(globs)
            for target in targets:
                reach(name, modpath + (target,), child_path(path, target), ())
            return

    while pending:
        name, chain = min(pending)
        pending.discard((name, chain))
        if (name, chain) in done:
            continue
        done.add((name, chain))
        needed.add(name)
        reach(name, (), crates[name].root, chain)

    parts, sources = [], list(main_files)
    for name in (c for c in crates if c in needed):  # the task's library first
        crate = crates[name]
        whole = {p for c, p in units if c == name}
        kept = {p for c, p in listed if c == name}

        def keep(modpath, whole=whole, kept=kept):
            return modpath in kept or any(modpath[:k] in whole for k in range(1, len(modpath) + 1))

        refs, fs = set(), []
        body = transform(crate.root, name, set(crate.deps), keep, refs, fs)
        sources += fs
        parts.append(f"#[allow(dead_code, unused_imports, unused_macros)]\npub mod {name} {{\n"
                     + body.strip("\n") + "\n}\n")

    header = [f"// {line}" for line in doc_lines(main)]
    header.append("// One-file submission generated by scripts/bundle.sh from grundy-judge")
    header.append("// sources: " + ", ".join(sorted(set(sources), key=sources.index)))
    header.append("// Do not edit: change the sources and bundle again.")
    text = "\n".join(header) + "\n\n" + main_text.strip("\n") + "\n"
    for part in parts:
        text += "\n" + part
    if any(c == "" for c, _ in main_refs | all_refs):
        text += "\n" + PRELUDE_SHIM
    return tabify(text)


def doc_lines(main):
    """The `//!` lines at the top of main.rs, as plain text."""
    out = []
    with open(main, encoding="utf-8") as f:
        for line in f:
            if not line.startswith("//!"):
                break
            out.append(line[3:].strip())
    return out


# ------------------------------------------------------------ the command --

def packages_with_main():
    tasks = os.path.join(common.ROOT, "tasks")
    return sorted(p for p in os.listdir(tasks) if os.path.isfile(os.path.join(tasks, p, "src", "main.rs")))


def write_atomic(path, data):
    tmp = f"{path}.tmp{os.getpid()}"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    os.replace(tmp, path)


def judge_of(package):
    """The package's judge, as scripts/judges.py's table names it: a
    practice task's, or a contest package's whose judge is not in the table
    yet (scripts/judges.py --check refuses that in the repository), is
    "own problem" (edition 2021, 64 KiB)."""
    toml = load_toml(os.path.join(common.ROOT, "tasks", package, "Cargo.toml"))
    meta = toml["package"].get("metadata", {}).get("judge")
    return meta["judge"] if meta and meta["judge"] in judges.JUDGES else "own problem"


def rustc(toolchain):
    """The command that runs rustc: plain, or a rustup toolchain's."""
    return ["rustc"] if toolchain is None else ["rustup", "run", toolchain, "rustc"]


def run_rustc(cmd, source, what, toolchain):
    """Runs rustc; a failure or any warning is a BundleError."""
    try:
        result = subprocess.run(cmd, capture_output=True, text=True)
    except OSError as e:
        raise BundleError(f"cannot run {cmd[0]}: {e}")
    if result.returncode != 0 or result.stderr.strip():
        hint = (f" (install it with `rustup toolchain install {toolchain} --profile minimal`)"
                if toolchain and "toolchain" in result.stderr and "not installed" in result.stderr else "")
        raise BundleError(f"{rel(source)} does not {what} cleanly with rustc {toolchain or ''}{hint}:\n"
                          + result.stderr.rstrip())


def compile_bundle(package, source, out_dir, judge_rustc=False):
    """Builds the bundle in BUILD_EDITION (with rustc RUST_FLOOR when
    judge_rustc) and type-checks it in its judge's other editions; the
    executables."""
    floor = judges.RUST_FLOOR if judge_rustc else None
    crate = package.replace("-", "_")
    exe = os.path.join(out_dir, f"{package}-{BUILD_EDITION}")
    tmp = f"{exe}.tmp{os.getpid()}"
    try:
        run_rustc(rustc(floor) + ["--edition", BUILD_EDITION, "-O", "-D", "warnings", "--crate-name", crate,
                                  "-o", tmp, source], source, f"compile (edition {BUILD_EDITION})", floor)
    except BundleError:
        if os.path.exists(tmp):
            os.remove(tmp)
        raise
    os.replace(tmp, exe)
    row = judges.judge_row(judge_of(package))
    for edition in (row["rust"] or (None, ()))[1]:
        if edition == BUILD_EDITION:
            continue
        # The floor where it knows the edition, else the rustc on the PATH.
        toolchain = floor if floor and judges.version(FIRST_RUSTC[edition]) <= judges.version(floor) else None
        meta = os.path.join(out_dir, f"{package}-{edition}.rmeta.tmp{os.getpid()}")
        try:
            run_rustc(rustc(toolchain) + ["--edition", edition, "-D", "warnings", "--emit=metadata",
                                          "--crate-name", crate, "-o", meta, source],
                      source, f"check (edition {edition})", toolchain)
        finally:
            if os.path.exists(meta):
                os.remove(meta)
    return [exe]


def main(argv):
    compile_it = judge_rustc = False
    args = []
    argv = list(argv)
    while argv:
        a = argv.pop(0)
        if a == "--compile":
            compile_it = True
        elif a == "--judge-rustc":
            judge_rustc = True
        elif a == "--all":
            args += packages_with_main()
        elif a.startswith("-"):
            print(USAGE, file=sys.stderr)
            return 2
        else:
            args.append(a)
    if not args or (judge_rustc and not compile_it):
        print(USAGE, file=sys.stderr)
        return 2
    out_dir = os.path.join(os.environ.get("CARGO_TARGET_DIR", os.path.join(common.ROOT, "target")), "bundle")
    os.makedirs(out_dir, exist_ok=True)
    status = 0
    for package in args:
        try:
            text = bundle(package)
            size = len(text.encode("utf-8"))
            path = os.path.join(out_dir, f"{package}.rs")
            write_atomic(path, text)
            limit = SIZE_LIMIT
            if judge_rustc:
                limit = min(limit, judges.judge_row(judge_of(package))["limit"] or limit)
            if size > limit:
                raise BundleError(f"{rel(path)} is {size} bytes, over the {limit}-byte limit")
            if compile_it:
                print(" ".join(compile_bundle(package, path, out_dir, judge_rustc)))
            else:
                print(f"{package}: wrote {rel(path)} ({size} bytes)", file=sys.stderr)
        except BundleError as e:
            print(f"error: bundling {package}: {e}", file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
