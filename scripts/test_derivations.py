"""scripts/derivations.py on a package of its own in a scratch folder: what
its plan runs before and after a record, after each kind of change, for a
package that judges its own outputs, and which recorded derivations a seed
runs again."""

import os
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import derivations  # noqa: E402

ALL = ["a go", "a java", "a python", "b go", "b java", "b python", "bundle"]


class Ledger(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp()
        self.saved = derivations.ROOT, derivations.facts_by_package
        derivations.ROOT = self.root
        derivations.facts_by_package = lambda: {"p": "p rust 2021 65535 rustc 1.70.0"}
        for path, text in [("tasks/p/Cargo.toml", "[package]\nname = \"p\"\n"),
                           ("tasks/p/ref/main.go", "go"), ("tasks/p/ref/Main.java", "java"),
                           ("tasks/p/ref/main.py", "python"), ("testdata/p/a.in", "1\n"),
                           ("testdata/p/a.out", "first\n"), ("testdata/p/b.in", "0\n"),
                           ("testdata/p/b.out", "second\n"), ("testdata/p/bad/c.in", "x\n"),
                           ("testdata/p/bad/c.err", "error:\n"), ("target/bundle/p.rs", "fn main() {}\n")]:
            self.write(path, text)
        self.plans = tempfile.mkdtemp()

    def tearDown(self):
        derivations.ROOT, derivations.facts_by_package = self.saved
        shutil.rmtree(self.root)
        shutil.rmtree(self.plans)

    def write(self, path, text):
        path = os.path.join(self.root, path)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)

    def plan(self, width=0):
        derivations.plan(self.plans, ["p"], seed=0, width=width)
        with open(os.path.join(self.plans, "p")) as f:
            return sorted(f.read().splitlines())

    def record(self, passed, ms=5):
        self.write(os.path.join(self.plans, "p.passed"), "".join(f"{line} {ms}\n" for line in passed))
        derivations.record(self.plans, ["p"])

    def test_a_recorded_derivation_runs_again_only_when_what_it_read_changes(self):
        self.assertEqual(self.plan(), ALL)
        self.record(ALL)
        self.assertEqual(self.plan(), [])
        self.write("tasks/p/ref/main.py", "python, changed")
        self.assertEqual(self.plan(), ["a python", "b python"])
        self.record(["a python", "b python"])
        self.assertEqual(self.plan(), [])
        self.write("testdata/p/b.out", "first\n")
        self.assertEqual(self.plan(), ["b go", "b java", "b python", "bundle"])
        self.write("testdata/p/b.out", "second\n")
        self.write("testdata/p/bad/c.err", "error: no\n")
        self.assertEqual(self.plan(), ["bundle"])
        self.write("target/bundle/p.rs", "fn main() { }\n")
        self.assertEqual(self.plan(), ["bundle"])
        os.remove(os.path.join(self.root, "target/bundle/p.rs"))
        self.assertEqual(self.plan(), ["bundle"])

    def test_only_what_passed_is_recorded(self):
        self.record(["a go", "b java"])
        self.assertEqual(self.plan(), [d for d in ALL if d not in ("a go", "b java")])

    def test_a_window_as_long_as_everything_runs_everything(self):
        self.record(ALL, ms=5)
        self.assertEqual(self.plan(width=35), ALL)
        self.assertEqual(len(self.plan(width=5)), 1)

    def test_a_line_keeps_its_time_until_its_derivation_changes(self):
        self.record(ALL, ms=7)
        self.record(ALL, ms=9)
        self.assertEqual(self.times(), ["7"] * 7)
        self.write("tasks/p/ref/main.go", "go, changed")
        self.record(["a go", "b go"], ms=9)
        self.assertEqual(self.times(), ["7"] * 5 + ["9"] * 2)

    def times(self):
        with open(os.path.join(self.root, "testdata/p/derivations")) as f:
            return sorted(line.split()[3] for line in f)

    def test_the_code_a_package_judges_with_is_in_its_keys(self):
        self.write("tasks/p/Cargo.toml", "[package.metadata.golden]\nchecker = \"p-checker\"\n")
        self.write("tasks/p/src/bin/p-checker.rs", "fn main() {}")
        self.write("crates/core/src/lib.rs", "pub fn f() {}")
        self.record(ALL)
        self.assertEqual(self.plan(), [])
        self.write("tasks/p/src/bin/p-checker.rs", "fn main() { }")
        self.assertEqual(self.plan(), ALL)
        self.record(ALL)
        self.write("crates/core/src/lib.rs", "pub fn f() { }")
        self.assertEqual(self.plan(), ALL)

    def test_the_library_is_not_in_the_keys_of_a_package_compared_byte_for_byte(self):
        self.write("crates/core/src/lib.rs", "pub fn f() {}")
        self.record(ALL)
        self.write("crates/core/src/lib.rs", "pub fn f() { }")
        self.assertEqual(self.plan(), [])

    def test_the_windows_take_the_derivations_in_turn(self):
        timed = [(f"d{i}", ms) for i, ms in enumerate([10, 10, 50, 10, 20])]  # 100 ms in all
        seen = [derivations.window(timed, seed, 30) for seed in range(4)]
        self.assertEqual(seen[0], {"d0", "d1", "d2"})  # [0, 30)
        self.assertEqual(seen[1], {"d2"})  # [30, 60)
        self.assertEqual(seen[2], {"d2", "d3", "d4"})  # [60, 90)
        self.assertEqual(seen[3], {"d4", "d0", "d1"})  # [90, 100) and [0, 20)
        self.assertEqual(set().union(*seen), {f"d{i}" for i in range(5)})
        self.assertEqual(derivations.window(timed, 7, 100), {f"d{i}" for i in range(5)})


if __name__ == "__main__":
    unittest.main()
