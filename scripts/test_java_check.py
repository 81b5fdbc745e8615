#!/usr/bin/env python3
"""Tests of scripts/java_check.py: what Java 6 lacks is found (outside
comments and literals), the rest is not, and the size limit holds.

Run: python3 -m unittest discover -s scripts -p 'test_java_check.py'
"""
import os
import tempfile
import unittest

import java_check

JAVA7 = {
    "List<Integer> a = new ArrayList<>();": "diamond",
    "try (java.io.InputStream in = System.in) { }": "try-with-resources",
    "try { f(); } catch (IOException | RuntimeException e) { }": "multi-catch",
    "int mask = 0b1011;": "binary literal",
    "long big = 1_000_000L;": "underscore",
    'switch (s) { case "a": break; }': "switch on a String",
    "int c = Long.compare(a, b);": "compare",
    "byte[] b = s.getBytes(StandardCharsets.US_ASCII);": "StandardCharsets",
    "Objects.requireNonNull(x);": "Objects",
}
JAVA6 = [
    "List<Integer> a = new ArrayList<Integer>();",
    "// new ArrayList<>() in a comment, 1_000 and Long.compare(a, b)",
    "/* try (x) { } */ int x = 1000000;",
    'String s = "new ArrayList<>() and case \\"a\\": 0b11";',
    "char q = '\"'; int r = a < b ? -1 : 1;",
    "int[] m = new int[0x1F];",
]


class JavaCheck(unittest.TestCase):
    def check(self, body, level=6, limit=0):
        with tempfile.NamedTemporaryFile("w", suffix=".java", delete=False) as f:
            f.write("public class Main {\n    void f() {\n        " + body + "\n    }\n}\n")
        try:
            return java_check.findings(f.name, level, limit)
        finally:
            os.remove(f.name)

    def test_java7_features_are_found_on_their_line(self):
        for body, what in JAVA7.items():
            found = self.check(body)
            self.assertTrue(found, body)
            self.assertEqual(found[0][0], 3, body)
            self.assertIn("Java 6", found[0][1], what)

    def test_java6_code_comments_and_literals_pass(self):
        for body in JAVA6:
            self.assertEqual(self.check(body), [], body)

    def test_a_judge_on_java_7_or_newer_takes_them(self):
        for body in JAVA7:
            self.assertEqual(self.check(body, level=8), [], body)

    def test_source_limit(self):
        self.assertEqual(self.check("int x = 1;", limit=1000), [])
        self.assertIn("over the judge's 50-byte source limit", self.check("int x = 1;", limit=50)[0][1])


if __name__ == "__main__":
    unittest.main()
