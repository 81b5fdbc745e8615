#!/usr/bin/env python3
"""The documents' own test: every relative link in README.md, docs/ and the
packages' READMEs points at a file that exists (and, into a Markdown file,
at a heading it has), and the index of docs/judge-problems.md is what
scripts/judges.py writes from the packages today.

Run: python3 -m unittest discover -s scripts -p 'test_docs.py' (CI does).
"""
import glob
import os
import re
import subprocess
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^(```|~~~)")


def documents():
    found = [os.path.join(ROOT, "README.md")]
    found += sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))
    found += sorted(glob.glob(os.path.join(ROOT, "tasks", "*", "README.md")))
    return found


def prose(text):
    """The text outside fenced code blocks and inline code."""
    kept, fenced = [], False
    for line in text.splitlines():
        if FENCE.match(line.strip()):
            fenced = not fenced
            continue
        if not fenced and not line.startswith("    "):
            kept.append(re.sub(r"`[^`]*`", "", line))
    return "\n".join(kept)


def anchors(path):
    """The anchors GitHub gives the headings of a Markdown file."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    seen, out = {}, set()
    fenced = False
    for line in text.splitlines():
        if FENCE.match(line.strip()):
            fenced = not fenced
        m = None if fenced else re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if not m:
            continue
        slug = re.sub(r"[^\w\- ]", "", m.group(1).lower()).replace(" ", "-")
        n = seen.get(slug, 0)
        seen[slug] = n + 1
        out.add(slug if n == 0 else f"{slug}-{n}")
    return out


def broken_links(path):
    with open(path, encoding="utf-8") as f:
        text = prose(f.read())
    broken = []
    for target in LINK.findall(text):
        if re.match(r"^[a-z]+:", target):
            continue  # http(s), mailto: not checked offline
        file, _, anchor = target.partition("#")
        resolved = os.path.normpath(os.path.join(os.path.dirname(path), file)) if file else path
        if not os.path.exists(resolved):
            broken.append(f"{target}: no such file")
        elif anchor and resolved.endswith(".md") and anchor not in anchors(resolved):
            broken.append(f"{target}: no heading #{anchor}")
    return broken


class Docs(unittest.TestCase):
    def test_every_link_resolves(self):
        broken = {os.path.relpath(p, ROOT): b for p in documents() if (b := broken_links(p))}
        self.assertEqual(broken, {}, "links to files or headings that do not exist")

    def test_the_checker_finds_a_broken_link(self):
        scratch = os.path.join(ROOT, "target", "test_docs")
        os.makedirs(scratch, exist_ok=True)
        page = os.path.join(scratch, "page.md")
        with open(page, "w", encoding="utf-8") as f:
            f.write("# Title\n\n[ok](page.md#title) [gone](missing.md) [bad](page.md#nowhere) "
                    "`[code](ignored.md)` [web](https://example.com)\n")
        self.assertEqual(broken_links(page), ["missing.md: no such file", "page.md#nowhere: no heading #nowhere"])

    def test_judge_index_is_fresh(self):
        ran = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "judges.py"), "--check"],
                             capture_output=True, text=True)
        self.assertEqual(ran.returncode, 0, ran.stderr)


if __name__ == "__main__":
    unittest.main()
