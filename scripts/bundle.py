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
* indentation is written with a tab per level (a judge's size limit counts
  every byte, and Rust does not read indentation).

Nothing else changes, so the bundle runs the same code as the tests. The
output is deterministic: no absolute paths, no timestamps.

Usage: scripts/bundle.sh [--compile] [--msrv TOOLCHAIN] [--all | <package> ...]
Writes target/bundle/<package>.rs. With --compile also builds it with plain
rustc, editions 2021 and 2018, `-O -D warnings`, into
target/bundle/<package>-2021 and -2018, checks the size limit, and prints the
two executable paths on stdout, one line per package, separated by a space;
it also type-checks the bundle in edition 2024 (no executable). --msrv 1.70.0
type-checks it, editions 2021 and 2018, with that rustup toolchain (which must
be installed) so that a newer std API than old judges have is caught.
Any failure is a message on stderr and a non-zero exit status.
"""

import os
import re
import subprocess
import sys

try:
    import tomllib
except ImportError:  # Python < 3.11
    sys.exit("error: scripts/bundle.py needs Python 3.11 or later (for tomllib)")

USAGE = "usage: scripts/bundle.sh [--compile] [--msrv TOOLCHAIN] [--all | <package> ...]"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SIZE_LIMIT = 64 * 1024 - 1  # bytes; Codeforces takes at most 65535
EDITIONS = ("2021", "2018")  # built and run on the golden cases
CHECK_EDITIONS = ("2024",)  # only type-checked: Codeforces offers Rust 2024 too
INDENT = "    "


class BundleError(Exception):
    pass


def rel(path):
    """A path relative to the workspace root, for messages and the header."""
    return os.path.relpath(path, ROOT)


# ---------------------------------------------------------------- lexing --

IDENT_START = re.compile(r"[A-Za-z_]")
IDENT = re.compile(r"[A-Za-z0-9_]*")


def lex(src):
    """Splits Rust source into (kind, start, end) spans covering all of it.

    kind is "code", "comment", "doc" (a doc comment), "string" (string, byte
    string or raw string literal) or "char" (char or byte literal). Lifetimes
    and labels stay code.
    """
    spans = []
    i, n, code_start = 0, len(src), 0

    def flush(upto):
        if upto > code_start:
            spans.append(("code", code_start, upto))

    while i < n:
        c = src[i]
        if c == "/" and src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            text = src[i:j]
            doc = (text.startswith("///") and not text.startswith("////")) or text.startswith("//!")
            flush(i)
            spans.append(("doc" if doc else "comment", i, j))
            i = code_start = j
        elif c == "/" and src.startswith("/*", i):
            depth, j = 1, i + 2
            while depth and j < n:
                if src.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif src.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            if depth:
                raise BundleError("unterminated block comment")
            text = src[i:j]
            doc = (text.startswith("/**") and not text.startswith("/***") and text != "/**/") or text.startswith("/*!")
            flush(i)
            spans.append(("doc" if doc else "comment", i, j))
            i = code_start = j
        elif c == '"':
            j = skip_string(src, i + 1)
            flush(i)
            spans.append(("string", i, j))
            i = code_start = j
        elif c == "'":
            if src.startswith("\\", i + 1):
                j = i + 1
                while j < n and src[j] != "'":
                    j += 2 if src[j] == "\\" else 1
                j += 1
            elif i + 2 < n and src[i + 2] == "'":
                j = i + 3
            else:  # a lifetime or a label
                i += 1
                continue
            flush(i)
            spans.append(("char", i, j))
            i = code_start = j
        elif IDENT_START.match(c) and (i == 0 or not re.match(r"[A-Za-z0-9_]", src[i - 1])):
            m = IDENT.match(src, i + 1)
            word, j = src[i:m.end()], m.end()
            if word in ("r", "br", "cr") and j < n and src[j] in '#"':
                k = j
                while k < n and src[k] == "#":
                    k += 1
                if k < n and src[k] == '"':  # a raw string, else a raw identifier
                    close = '"' + "#" * (k - j)
                    end = src.find(close, k + 1)
                    if end < 0:
                        raise BundleError("unterminated raw string")
                    flush(i)
                    spans.append(("string", i, end + len(close)))
                    i = code_start = end + len(close)
                    continue
            elif word in ("b", "c") and j < n and src[j] == '"':
                end = skip_string(src, j + 1)
                flush(i)
                spans.append(("string", i, end))
                i = code_start = end
                continue
            elif word == "b" and j < n and src[j] == "'":
                k = j + 1
                while k < n and src[k] != "'":
                    k += 2 if src[k] == "\\" else 1
                flush(i)
                spans.append(("char", i, k + 1))
                i = code_start = k + 1
                continue
            i = j
        else:
            i += 1
    flush(n)
    return spans


def skip_string(src, i):
    """The index just past the closing quote of a string whose body starts at i."""
    n = len(src)
    while i < n and src[i] != '"':
        i += 2 if src[i] == "\\" else 1
    if i >= n:
        raise BundleError("unterminated string literal")
    return i + 1


def mask(src, spans):
    """src with every comment, string and char literal blanked out (same length),
    so that structure can be found with regular expressions."""
    out = list(src)
    for kind, a, b in spans:
        if kind != "code":
            for k in range(a, b):
                if out[k] != "\n":
                    out[k] = " "
    return "".join(out)


def in_string_literal(text):
    """For each index of text, whether it lies inside a string or char literal
    (so a line starting there continues the literal and must not change)."""
    inside = [False] * (len(text) + 1)
    for kind, a, b in lex(text):
        if kind in ("string", "char"):
            for k in range(a + 1, b):
                inside[k] = True
    return inside


def indent(text, prefix=INDENT):
    """Indents every non-empty line, except lines that continue a string literal."""
    in_string = in_string_literal(text)
    out, at_line_start = [], True
    for k, ch in enumerate(text):
        if at_line_start and ch != "\n" and not in_string[k]:
            out.append(prefix)
        out.append(ch)
        at_line_start = ch == "\n"
    return "".join(out)


def tabify(text):
    """Writes each 4-space step of a line's indentation as one tab, except on
    lines that continue a string literal. Rust does not read indentation, so
    the code is the same; the bundle keeps its shape at a quarter of the
    bytes (a judge's size limit counts every space)."""
    in_string = in_string_literal(text)
    out, start = [], 0
    for line in text.split("\n"):
        if not in_string[start]:
            steps = (len(line) - len(line.lstrip(" "))) // len(INDENT)
            line_out = "\t" * steps + line[steps * len(INDENT):]
        else:
            line_out = line
        out.append(line_out)
        start += len(line) + 1
    return "\n".join(out)


# ------------------------------------------------------ item structure --

def item_end(masked, i):
    """The end of the item starting at i: just past its `;` or its `{ ... }`."""
    depth, n = 0, len(masked)
    m = re.compile(r"\s*(?:pub(?:\s*\([^)]*\))?\s+)?(\w+)").match(masked, i)
    semicolon_item = m is not None and m.group(1) in ("use", "const", "static", "type", "extern", "let")
    while i < n:
        ch = masked[i]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0 and ch == "}" and not semicolon_item:
                return i + 1
            if depth < 0:
                raise BundleError("unbalanced brackets")
        elif ch == ";" and depth == 0:
            return i + 1
        i += 1
    raise BundleError("item without an end")


def attrs_start(masked, i):
    """Moves i back over outer attributes (`#[...]`) written just before it."""
    while True:
        j = len(masked[:i].rstrip())
        if j == 0 or masked[j - 1] != "]":
            return i
        depth, k = 0, j - 1
        while k >= 0:
            if masked[k] == "]":
                depth += 1
            elif masked[k] == "[":
                depth -= 1
                if depth == 0:
                    break
            k -= 1
        if k >= 1 and masked[k - 1] == "#":
            i = k - 1
        else:
            return i


def widen_to_lines(src, a, b):
    """Grows [a, b) to whole lines when nothing else shares them, else over
    the blanks before it when it ends its line (a comment after code)."""
    line_start = src.rfind("\n", 0, a) + 1
    nl = src.find("\n", b)
    rest_end = len(src) if nl < 0 else nl + 1
    if src[b:rest_end].strip() == "":
        if src[line_start:a].strip() == "":
            return line_start, rest_end
        while a > line_start and src[a - 1] in " \t":
            a -= 1
    return a, b


CFG_TEST = re.compile(r"#\s*\[\s*cfg\s*\(\s*test\s*\)\s*\]")
MISSING_DOCS = re.compile(r"#!\s*\[\s*(?:warn|deny|forbid)\s*\(\s*missing_docs\s*\)\s*\]")
UNSUPPORTED = re.compile(r"#\s*\[\s*path\b|\binclude(?:_str|_bytes)?\s*!")
EXTERN_CRATE = re.compile(r"\bextern\s+crate\s+\w+(?:\s+as\s+\w+)?\s*;")
MOD_DECL = re.compile(r"(?:\bpub(?:\s*\([^)]*\))?\s+)?\bmod\s+(\w+)\s*;")
USE_ITEM = re.compile(r"(?:\bpub(?:\s*\([^)]*\))?\s+)?\buse\s+([^;]*);")


# -------------------------------------------------------- transformation --

class Crate:
    """A library crate to inline: its module name, root file and dependencies."""

    def __init__(self, name, root, deps):
        self.name = name
        self.root = root
        self.deps = deps  # crate names it may refer to with `name::`


def transform(path, crate, extern, keep_mod, out_refs, files, modpath=()):
    """The text of one source file, with its `mod x;` children inlined.

    crate: the module path this file's crate gets in the bundle (None for the
    binary's root); extern: crate names to rewrite as `crate::name`;
    modpath: the module path of this file inside its crate (a tuple of names,
    () for the root); keep_mod(module path) -> bool filters the `mod x;`
    declarations of this file and of the children inlined; out_refs collects
    (crate, path) pairs of every `crate::<crate>::<path>` path (a tuple of
    its segments); files collects the files read.
    """
    try:
        with open(path, encoding="utf-8") as f:
            src = f.read()
    except OSError as e:
        raise BundleError(f"cannot read {rel(path)}: {e.strerror}")
    files.append(rel(path))
    try:
        spans = lex(src)
    except BundleError as e:
        raise BundleError(f"{rel(path)}: {e}")
    masked = mask(src, spans)
    removed = []  # [a, b) ranges dropped whole
    edits = []  # (a, b, replacement)

    for m in UNSUPPORTED.finditer(masked):
        line = src.count("\n", 0, m.start()) + 1
        raise BundleError(f"{rel(path)}:{line}: `{m.group(0)}` cannot be bundled")
    for m in CFG_TEST.finditer(masked):
        a = attrs_start(masked, m.start())
        removed.append(widen_to_lines(src, a, item_end(masked, m.end())))
    for kind, a, b in spans:
        if kind in ("doc", "comment"):  # the sources are the place to read them
            removed.append(widen_to_lines(src, a, b))
    for m in list(MISSING_DOCS.finditer(masked)) + list(EXTERN_CRATE.finditer(masked)):
        removed.append(widen_to_lines(src, m.start(), m.end()))

    def dropped(a):
        return any(x <= a < y for x, y in removed)

    declared = {m.group(1) for m in MOD_DECL.finditer(masked) if not dropped(m.start())}
    for m in MOD_DECL.finditer(masked):
        if dropped(m.start()):
            continue
        name = m.group(1)
        a = attrs_start(masked, m.start())
        if not keep_mod(modpath + (name,)):
            removed.append(widen_to_lines(src, a, m.end()))
            continue
        child = child_path(path, name)
        body = transform(child, crate, extern, keep_mod, out_refs, files, modpath + (name,))
        decl = src[m.start():m.end() - 1].rstrip()
        edits.append((m.start(), m.end(), decl + " {\n" + indent(body) + "}"))

    for m in USE_ITEM.finditer(masked):  # re-exports from a module left out
        head = re.match(r"\s*(?:(?:self|crate)\s*::\s*)?(\w+)", m.group(1))
        if not dropped(m.start()) and head and head.group(1) in declared and not keep_mod(modpath + (head.group(1),)):
            removed.append(widen_to_lines(src, attrs_start(masked, m.start()), m.end()))

    names = sorted(extern) + ["crate"]
    for m in re.finditer(r"(?<![\w$])(\$?(?:" + "|".join(names) + r"))\b", masked):
        word, a = m.group(1), m.start(1)
        if dropped(a):
            continue
        after = masked[m.end():m.end() + 8].lstrip()
        before = masked[max(0, a - 200):a].rstrip()
        if word in ("crate", "$crate"):
            if crate and after.startswith("::"):
                edits.append((m.end(), m.end(), "::" + crate))
        elif before.endswith("."):
            continue  # a field or a method, not a path
        elif before.endswith("::"):
            if not re.search(r"[\w>]\s*::$", before):
                edits.append((a, a, "crate"))  # `::name` -> `crate::name`
        else:
            edits.append((a, a, "crate::"))

    text = tidy(apply(src, removed, edits))
    own_code = apply(masked, removed, [])  # this file alone, without its children
    if PRELUDE_2021_USE.search(own_code):
        text = insert_after_inner_attrs(text, PRELUDE_IMPORT)
        out_refs.add(("", PRELUDE_MOD))
    collect_refs(text, out_refs)
    return text


# Edition 2018 lacks three names of the 2021 prelude. A file that uses them
# imports them from one shim module by glob, which any explicit import of the
# same name shadows, so the code means the same thing in both editions.
PRELUDE_MOD = "prelude_2021"
PRELUDE_2021_USE = re.compile(r"\b(?:TryFrom|TryInto|FromIterator|try_from|try_into|from_iter)\b")
PRELUDE_IMPORT = f"#[allow(unused_imports)]\nuse crate::{PRELUDE_MOD}::*;\n"
PRELUDE_SHIM = (f"#[allow(unused_imports)]\nmod {PRELUDE_MOD} {{\n"
                "    pub use std::convert::{TryFrom, TryInto};\n"
                "    pub use std::iter::FromIterator;\n"
                "}\n")


def insert_after_inner_attrs(text, line):
    """text with line inserted after its leading comments and inner attributes."""
    masked = mask(text, lex(text))
    pos = 0
    while True:
        m = re.compile(r"\s*#!\s*\[").match(masked, pos)
        if not m:
            break
        pos = item_end(masked, m.end() - 1)
    if pos > 0:
        nl = masked.find("\n", pos)
        pos = len(text) if nl < 0 else nl + 1
    return text[:pos] + line + text[pos:]


def tidy(text):
    """Collapses runs of blank lines (left by dropped items) outside literals,
    and trims blank lines at both ends."""
    out = []
    for kind, a, b in lex(text):
        part = text[a:b]
        if kind == "code":
            part = re.sub(r"\n[ \t]*\n(?:[ \t]*\n)+", "\n\n", part)
        out.append(part)
    return "".join(out).strip("\n") + "\n"


def child_path(parent, name):
    """The file of `mod name;` declared in `parent`, as rustc looks for it."""
    base = os.path.dirname(parent)
    stem = os.path.splitext(os.path.basename(parent))[0]
    if stem not in ("lib", "main", "mod"):
        base = os.path.join(base, stem)
    for candidate in (os.path.join(base, name + ".rs"), os.path.join(base, name, "mod.rs")):
        if os.path.isfile(candidate):
            return candidate
    raise BundleError(f"{rel(parent)}: no file for `mod {name};`")


def apply(src, removed, edits):
    """Applies the removals and the edits that do not fall inside a removal."""
    removed = merge(removed)
    changes = [(a, b, "") for a, b in removed]
    for a, b, text in edits:
        if not any(x <= a < y for x, y in removed):
            changes.append((a, b, text))
    changes.sort(key=lambda c: (c[0], c[1]))
    out, pos = [], 0
    for a, b, text in changes:
        if a < pos:
            raise BundleError("overlapping edits")
        out.append(src[pos:a])
        out.append(text)
        pos = b
    out.append(src[pos:])
    return "".join(out)


def merge(ranges):
    merged = []
    for a, b in sorted(ranges):
        if merged and a <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], b))
        else:
            merged.append((a, b))
    return merged


REF = re.compile(r"(?<![\w])\$?crate\s*::\s*(\w+)\s*::\s*")
SUPER = re.compile(r"(?<![\w])super\s*::\s*")


def collect_refs(text, out_refs):
    """Adds (crate, path) for each `crate::<crate>::<path>` path in text, one
    for each branch of a `{ .. }` use tree, and ("super", path) for
    `super::<path>`; a path is the tuple of its segments ("*" for a glob)."""
    masked = mask(text, lex(text))
    for m in REF.finditer(masked):
        for chain in path_chains(masked, m.end()):
            out_refs.add((m.group(1), chain))
    for m in SUPER.finditer(masked):
        for chain in path_chains(masked, m.end()):
            out_refs.add(("super", chain))


SEGMENT = re.compile(r"\s*(\w+|\*|\{)")
SEPARATOR = re.compile(r"\s*::\s*")


def path_chains(masked, i):
    """The paths that start at i: `a::b::c` gives [("a", "b", "c")], a use
    tree `a::{b::c, d}` gives [("a", "b", "c"), ("a", "d")]; a glob ends a
    path with "*"."""
    chain = []
    while True:
        m = SEGMENT.match(masked, i)
        if not m:
            return [tuple(chain)] if chain else []
        seg = m.group(1)
        if seg == "{":
            return [tuple(chain) + tail for tail in tree_branches(masked, m.end())] or [tuple(chain)]
        chain.append(seg)
        sep = SEPARATOR.match(masked, m.end())
        if seg == "*" or not sep or seg in ("self", "super"):
            if seg == "self":  # `a::{self, ..}`: the module a itself
                chain.pop()
                return [tuple(chain)]
            return [tuple(chain)] if chain else []
        i = sep.end()


def tree_branches(masked, i):
    """The paths of the `{ .. }` use tree whose body starts at i."""
    depth, j, start, branches = 1, i, i, []
    while j < len(masked) and depth:
        ch = masked[j]
        if ch in "{([":
            depth += 1
        elif ch in "})]":
            depth -= 1
        if (ch == "," and depth == 1) or depth == 0:
            branches += path_chains(masked[:j], start)
            start = j + 1
        j += 1
    return branches


# ------------------------------------------------------- crate structure --

def load_toml(path):
    try:
        with open(path, "rb") as f:
            return tomllib.load(f)
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise BundleError(f"cannot read {rel(path)}: {e}")


def lib_name(manifest, package_dir):
    lib = manifest.get("lib", {})
    name = lib.get("name", manifest["package"]["name"].replace("-", "_"))
    root = os.path.join(package_dir, lib.get("path", "src/lib.rs"))
    return name, root


def path_deps(manifest, package_dir, workspace):
    """The path dependencies of a package: {crate name: package folder}."""
    deps = {}
    for key, spec in sorted(manifest.get("dependencies", {}).items()):
        if isinstance(spec, dict) and spec.get("workspace"):
            spec = workspace.get("workspace", {}).get("dependencies", {}).get(key, spec)
            base = ROOT
        else:
            base = package_dir
        if not isinstance(spec, dict) or "path" not in spec:
            raise BundleError(f"{rel(package_dir)}: dependency `{key}` is not a path crate; "
                              "a judge has no external crates")
        folder = os.path.normpath(os.path.join(base, spec["path"]))
        dep_manifest = load_toml(os.path.join(folder, "Cargo.toml"))
        name, _ = lib_name(dep_manifest, folder)
        deps[name] = folder
    return deps


def crates_of(package_dir, workspace):
    """Every library crate the binary of package_dir may use, by module name."""
    crates = {}
    manifest = load_toml(os.path.join(package_dir, "Cargo.toml"))
    own_name, own_root = lib_name(manifest, package_dir)
    todo = dict(path_deps(manifest, package_dir, workspace))
    if os.path.isfile(own_root):
        crates[own_name] = Crate(own_name, own_root, sorted(todo))
    while todo:
        name, folder = sorted(todo.items())[0]
        del todo[name]
        if name in crates:
            continue
        dep_manifest = load_toml(os.path.join(folder, "Cargo.toml"))
        _, root = lib_name(dep_manifest, folder)
        deps = path_deps(dep_manifest, folder, workspace)
        crates[name] = Crate(name, root, sorted(deps))
        todo.update({k: v for k, v in deps.items() if k not in crates})
    bins = manifest.get("bin", [])
    main = os.path.join(package_dir, bins[0]["path"] if bins else "src/main.rs")
    return main, crates


def root_layout(path):
    """For a root whose items are only `mod`, `use` and inner attributes (a
    library that is just a list of modules): (modules, {re-exported name:
    module}, modules re-exported by glob). None for any other root."""
    with open(path, encoding="utf-8") as f:
        src = f.read()
    spans = lex(src)
    masked = mask(src, spans)
    for m in CFG_TEST.finditer(masked):
        a, b = m.start(), item_end(masked, m.end())
        masked = masked[:a] + " " * (b - a) + masked[b:]
    rest = re.sub(r"#!?\s*\[[^\]]*\]", "", masked)
    rest = USE_ITEM.sub("", MOD_DECL.sub("", rest))
    if rest.strip():
        return None
    modules = [m.group(1) for m in MOD_DECL.finditer(masked)]
    names, globs = {}, set()
    for m in USE_ITEM.finditer(masked):
        tree = re.sub(r"^\s*(?:self|crate)\s*::", "", m.group(1)).strip()
        head = re.match(r"(\w+)\s*::(.*)$", tree, re.S)
        if not head or head.group(1) not in modules:
            continue
        module, tail = head.groups()
        for leaf in re.split(r"[,{}]", tail):
            leaf = leaf.strip()
            if leaf.endswith("*"):
                globs.add(module)
            alias = re.search(r"(\w+)(?:\s+as\s+(\w+))?$", leaf)
            if alias:
                names[alias.group(2) or alias.group(1)] = module
    return modules, names, globs


def bundle(package):
    """The bundle of one package, as text."""
    package_dir = os.path.join(ROOT, "tasks", package)
    if not os.path.isfile(os.path.join(package_dir, "Cargo.toml")):
        raise BundleError(f"no package tasks/{package}")
    workspace = load_toml(os.path.join(ROOT, "Cargo.toml"))
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
                     + indent(body.strip("\n") + "\n") + "}\n")

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
    tasks = os.path.join(ROOT, "tasks")
    return sorted(p for p in os.listdir(tasks) if os.path.isfile(os.path.join(tasks, p, "src", "main.rs")))


def write_atomic(path, data):
    tmp = f"{path}.tmp{os.getpid()}"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    os.replace(tmp, path)


def check_with(toolchain, package, source, out_dir):
    """Type-checks the bundle with an older rustc (a rustup toolchain such as
    1.70.0, the oldest a judge listed in the README runs) in each edition."""
    for edition in EDITIONS:
        meta = os.path.join(out_dir, f"{package}-{toolchain}-{edition}.rmeta.tmp{os.getpid()}")
        cmd = ["rustup", "run", toolchain, "rustc", "--edition", edition, "-D", "warnings",
               "--emit=metadata", "--crate-name", package.replace("-", "_"), "-o", meta, source]
        try:
            result = subprocess.run(cmd, capture_output=True, text=True)
        except OSError as e:
            raise BundleError(f"cannot run rustup: {e}")
        try:
            os.remove(meta)
        except OSError:
            pass
        if result.returncode != 0 or result.stderr.strip():
            raise BundleError(f"{rel(source)} does not check cleanly with rustc {toolchain} "
                              f"--edition {edition} (install it with `rustup toolchain install "
                              f"{toolchain} --profile minimal`):\n" + result.stderr.rstrip())


def compile_bundle(package, source, out_dir):
    """Compiles the bundle with plain rustc in each edition; the executables."""
    exes = []
    for edition in EDITIONS:
        exe = os.path.join(out_dir, f"{package}-{edition}")
        tmp = f"{exe}.tmp{os.getpid()}"
        cmd = ["rustc", "--edition", edition, "-O", "-D", "warnings", "--crate-name",
               package.replace("-", "_"), "-o", tmp, source]
        result = subprocess.run(cmd, capture_output=True, text=True)
        if result.returncode != 0 or result.stderr.strip():
            try:
                os.remove(tmp)
            except OSError:
                pass
            raise BundleError(f"{rel(source)} does not compile cleanly with rustc --edition {edition}:\n"
                              + result.stderr.rstrip())
        os.replace(tmp, exe)
        exes.append(exe)
    for edition in CHECK_EDITIONS:
        meta = os.path.join(out_dir, f"{package}-{edition}.rmeta.tmp{os.getpid()}")
        cmd = ["rustc", "--edition", edition, "-D", "warnings", "--emit=metadata",
               "--crate-name", package.replace("-", "_"), "-o", meta, source]
        result = subprocess.run(cmd, capture_output=True, text=True)
        try:
            os.remove(meta)
        except OSError:
            pass
        if result.returncode != 0 or result.stderr.strip():
            raise BundleError(f"{rel(source)} does not check cleanly with rustc --edition {edition}:\n"
                              + result.stderr.rstrip())
    return exes


def main(argv):
    compile_it = False
    old_toolchains = []
    args = []
    argv = list(argv)
    while argv:
        a = argv.pop(0)
        if a == "--compile":
            compile_it = True
        elif a == "--msrv" and argv:
            old_toolchains.append(argv.pop(0))
        elif a == "--all":
            args += packages_with_main()
        elif a.startswith("-"):
            print(USAGE, file=sys.stderr)
            return 2
        else:
            args.append(a)
    if not args:
        print(USAGE, file=sys.stderr)
        return 2
    out_dir = os.path.join(os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target")), "bundle")
    os.makedirs(out_dir, exist_ok=True)
    status = 0
    for package in args:
        try:
            text = bundle(package)
            size = len(text.encode("utf-8"))
            path = os.path.join(out_dir, f"{package}.rs")
            write_atomic(path, text)
            if size > SIZE_LIMIT:
                raise BundleError(f"{rel(path)} is {size} bytes, over the {SIZE_LIMIT}-byte limit")
            for toolchain in old_toolchains:
                check_with(toolchain, package, path, out_dir)
            if compile_it:
                print(" ".join(compile_bundle(package, path, out_dir)))
            else:
                print(f"{package}: wrote {rel(path)} ({size} bytes)", file=sys.stderr)
        except BundleError as e:
            print(f"error: bundling {package}: {e}", file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
