#!/usr/bin/env python3
"""The Java files we tell users to submit, held to their judges' Java as
scripts/judges.py records it, beyond what javac can check.

`javac --release N` (scripts/refs.sh compiles every such file so, N the
judge's version but at least 7, the oldest the JDK here takes, and
check-all runs it on every golden case) refuses the APIs newer than N. A
judge held to Java 6 (HDU, POJ, and every judge whose Java version was not
found) also lacks Java 7's language features and its few new APIs, which
`--release 7` accepts; this script refuses those, in the source with its
comments and string literals blanked, and any file over its judge's source
limit. One line per finding, `FILE:LINE: what`, and exit status 1.

Usage: scripts/java_check.py [package ...]   (default: every package whose
file to submit is ref/Main.java)
"""
import os
import re
import sys

import judges

# Java 7's language features and APIs, as (pattern, what), matched on code
# with comments and literals blanked.
JAVA7 = [
    (r"\bnew\s+[\w.]+\s*<\s*>", "the diamond operator <> (Java 7)"),
    (r"\btry\s*\(", "try-with-resources (Java 7)"),
    (r"\bcatch\s*\([^)]*\|", "a multi-catch (Java 7)"),
    (r"\b0[bB][01_]+", "a binary literal (Java 7)"),
    (r"\b\d[\d_]*_\d", "an underscore in a number (Java 7)"),
    (r"\bcase\s+\"", "a switch on a String (Java 7)"),
    (r"\bjava\.nio\.file\b", "java.nio.file (Java 7)"),
    (r"\bObjects\s*\.", "java.util.Objects (Java 7)"),
    (r"\bStandardCharsets\b", "StandardCharsets (Java 7)"),
    (r"\b(Integer|Long|Short|Byte|Character|Boolean)\s*\.\s*compare\s*\(", "the boxed types' compare (Java 7)"),
    (r"\bSystem\s*\.\s*lineSeparator\b", "System.lineSeparator (Java 7)"),
    (r"\bThreadLocalRandom\b|\bForkJoin\w*", "java.util.concurrent's Java 7 classes"),
    (r"\bCharacter\s*\.\s*isAlphabetic\b", "Character.isAlphabetic (Java 7)"),
    (r"\bCollections\s*\.\s*empty(Iterator|ListIterator|Enumeration)\b", "Collections' Java 7 empties"),
    (r"\bBitSet\s*\.\s*valueOf\b|\.\s*(toLongArray|previousSetBit|previousClearBit)\s*\(", "BitSet's Java 7 methods"),
    (r"\baddSuppressed\b|\bgetSuppressed\b|\bAutoCloseable\b|@SafeVarargs", "Java 7's exceptions and annotations"),
]


def blank(source):
    """SOURCE with comments, string and character literals replaced by
    spaces (line breaks kept, so line numbers hold). A string literal keeps
    its quotes, so `case "x"` is still seen."""
    out, i, n = [], 0, len(source)
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            j = source.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif source.startswith("/*", i):
            j = source.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", source[i:j]))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and source[j] != c and source[j] != "\n":
                j += 2 if source[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(c + " " * max(0, j - i - 2) + (c if j - i >= 2 else ""))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def findings(path, level, limit):
    """The (line, what) of everything in the file at PATH that a judge
    running Java LEVEL with a LIMIT-byte source limit (0: none) refuses."""
    with open(path, encoding="utf-8") as f:
        source = f.read()
    found = []
    size = len(source.encode("utf-8"))
    if limit and size > limit:
        found.append((1, f"{size} bytes, over the judge's {limit}-byte source limit"))
    if level < 7:
        code = blank(source)
        for pattern, what in JAVA7:
            for m in re.finditer(pattern, code):
                found.append((code.count("\n", 0, m.start()) + 1, f"{what}: the judge runs Java {level}"))
    return sorted(found)


def main(argv):
    if any(a.startswith("-") for a in argv):
        sys.exit(__doc__)
    status = 0
    checked = 0
    for line in judges.plan().splitlines():
        pkg, kind, *rest = line.split()
        if kind != "java" or (argv and pkg not in argv):
            continue
        _, level, limit = (int(x) for x in rest)
        path = os.path.join(judges.ROOT, "tasks", pkg, "ref", "Main.java")
        checked += 1
        for number, what in findings(path, level, limit):
            print(f"{os.path.relpath(path, judges.ROOT)}:{number}: {what}")
            status = 1
    print(f"java_check: {checked} Java files to submit checked", file=sys.stderr)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
