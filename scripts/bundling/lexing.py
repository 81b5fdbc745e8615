"""Lexing Rust source: comment and literal spans, masking, item extents."""

import re

from .common import BundleError

INDENT = "    "


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
