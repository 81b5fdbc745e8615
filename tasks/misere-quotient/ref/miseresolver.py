#!/usr/bin/env python3
"""misere-quotient's answer from MisereSolver (Siegel; in CGSuite's core jar).

Reads an input of the statement (tasks/misere-quotient/README.md) on stdin,
runs MisereSolver's own command line on its code,

    java -cp <jar> org.cgsuite.core.misere.solver.CommandLineInterface
         --maxheap N --timeout 120 CODE

and prints the answer from what MisereSolver printed: the order and the
P-portion's size (its `|Q| = ..; |P| = ..` line), the presentation (its
`(Q,P) = Tk` or `Q = <...>; P = {...}` line), both of the last
presentation it printed, and each sum's outcome from Φ (its `Phi = ...`
line: the word of every heap). A sum's word is the product of its heaps'
words, brought to its normal form by the relations (each `w=v` rewrites a
multiple of w; the words' order makes every rewriting smaller, so it ends
at the normal form); it is a P-position when that normal form is in P. For
a tame line `(Q,P) = Tk` the words are those of misère Nim's quotient Tk
(a = *1, b = *2, c = *4, ...): a P-position when every letter other than a
has an even exponent and a's is odd, or some letter other than a occurs
and the nim-sum of the letters with odd exponents is 0.

When MisereSolver stops early because Φ is periodic (`Solution Found at
Heap H`, `Period`, `Preperiod`), Φ is extended by its period; the quotient
is then the quotient of every heap.

The jar: $CGSUITE_JAR, or ../shared/peers/ beside the repository. Not a
reference for the make-golden script (it needs the jar, which we do not
commit); tasks/misere-quotient/README.md says how the goldens use it.
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def find_jar():
    for path in [os.environ.get("CGSUITE_JAR"),
                 os.path.join(ROOT, "..", "shared", "peers",
                              "cgsuite-core-2.2.0-SNAPSHOT-jar-with-dependencies.jar")]:
        if path and os.path.exists(path):
            return os.path.abspath(path)
    sys.exit("error: CGSuite's core jar not found (set $CGSUITE_JAR)")


def parse_word(text, letters):
    """'ab2c' -> exponent list over `letters` letters; '1' -> zeros."""
    w = [0] * letters
    if text == "1":
        return w
    for letter, exp in re.findall(r"([a-zA-Z])(\d*)", text):
        i = ord(letter) - ord("a") if letter.islower() else 26 + ord(letter) - ord("A")
        w[i] += int(exp) if exp else 1
    return w


def main():
    data = sys.stdin.read().split()
    code, n, q = data[0], int(data[1]), int(data[2])
    pos, sums = 3, []
    for _ in range(q):
        k = int(data[pos])
        sums.append([int(x) for x in data[pos + 1:pos + 1 + k]])
        pos += 1 + k
    text = subprocess.run(
        ["java", "-cp", find_jar(), "org.cgsuite.core.misere.solver.CommandLineInterface",
         "--maxheap", str(n), "--timeout", "120", code],
        check=True, capture_output=True, text=True).stdout
    if "Timeout!" in text or "Solution Found" not in text:
        sys.exit("error: MisereSolver did not finish on %s to heap %d" % (code, n))
    if "=== Presentation Changed at Heap" not in text:
        # No heap up to n has a move: the quotient is trivial, {1}, and
        # MisereSolver's naming of order 1 is T0.
        sys.stdout.write("1 0\n(Q,P) = T0\n" + "FIRST\n" * len(sums))
        return
    last = text.rsplit("=== Presentation Changed at Heap", 1)[1]
    lines = [l.strip() for l in last.split("\n")[1:] if l.strip()]
    presentation = lines[0]
    m = re.match(r"\|Q\| = (\d+); \|P\| = (\d+)", lines[1])
    order, psize = int(m.group(1)), int(m.group(2))
    phi_text = next(l for l in lines if l.startswith("Phi = "))[len("Phi = "):].split()
    m = re.search(r"Period\s*:\s*(\d+)", text)
    while m and len(phi_text) <= n:
        phi_text.append(phi_text[len(phi_text) - int(m.group(1))])
    if len(phi_text) <= n:
        sys.exit("error: MisereSolver's Phi stops at heap %d" % (len(phi_text) - 1))

    tame = re.match(r"\(Q,P\) = T(\d+)$", presentation)
    if tame:
        letters = max(1, int(tame.group(1)))

        def is_p(w):
            if all(e == 0 for e in w[1:]):
                return w[0] % 2 == 1
            nim = 0
            for i, e in enumerate(w):
                if e % 2:
                    nim ^= 1 << i
            return nim == 0
    else:
        m = re.match(r"Q = <([^|]*) \| ([^>]*)>; P = \{([^}]*)\}$", presentation)
        letters = len(m.group(1).split(","))
        relations = [(parse_word(l, letters), parse_word(r, letters))
                     for l, r in (rel.split("=") for rel in m.group(2).split(","))]
        p_words = [parse_word(w, letters) for w in m.group(3).split(",")]

        def is_p(w):
            w = list(w)
            changed = True
            while changed:
                changed = False
                for lhs, rhs in relations:
                    if all(a >= b for a, b in zip(w, lhs)):
                        w = [a - b + c for a, b, c in zip(w, lhs, rhs)]
                        changed = True
                        break
            return w in p_words

    phi = [parse_word(t, letters) for t in phi_text]
    out = ["%d %d" % (order, psize), presentation]
    for s in sums:
        w = [0] * letters
        for h in s:
            w = [a + b for a, b in zip(w, phi[h])]
        out.append("SECOND" if is_p(w) else "FIRST")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
