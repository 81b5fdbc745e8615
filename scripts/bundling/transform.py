"""The per-file transformation: inlining `mod x;`, dropping tests, docs and
lint attributes, rewriting crate paths."""

import os
import re

from .common import BundleError, rel
from .lexing import attrs_start, item_end, lex, mask, widen_to_lines


CFG_TEST = re.compile(r"#\s*\[\s*cfg\s*\(\s*test\s*\)\s*\]")
MISSING_DOCS = re.compile(r"#!\s*\[\s*(?:warn|deny|forbid)\s*\(\s*missing_docs\s*\)\s*\]")
UNSUPPORTED = re.compile(r"#\s*\[\s*path\b|\binclude(?:_str|_bytes)?\s*!")
EXTERN_CRATE = re.compile(r"\bextern\s+crate\s+\w+(?:\s+as\s+\w+)?\s*;")
MOD_DECL = re.compile(r"(?:\bpub(?:\s*\([^)]*\))?\s+)?\bmod\s+(\w+)\s*;")
USE_ITEM = re.compile(r"(?:\bpub(?:\s*\([^)]*\))?\s+)?\buse\s+([^;]*);")


# -------------------------------------------------------- transformation --

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
        edits.append((m.start(), m.end(), decl + " {\n" + body + "}"))

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
