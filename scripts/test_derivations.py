"""scripts/derivations.py on a package of its own in a scratch folder: what
its plan runs before and after a record, after each kind of change, for a
package that judges its own outputs, and which packages a seed samples."""

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

    def plan(self, sample=0):
        derivations.plan(self.plans, ["p"], seed=0, size=sample)
        with open(os.path.join(self.plans, "p")) as f:
            return sorted(f.read().splitlines())

    def record(self, passed):
        self.write(os.path.join(self.plans, "p.passed"), "".join(line + "\n" for line in passed))
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

    def test_a_sampled_package_runs_everything(self):
        self.record(ALL)
        self.assertEqual(self.plan(sample=1), ALL)

    def test_a_package_that_judges_its_own_outputs_is_never_recorded(self):
        self.write("tasks/p/Cargo.toml", "[package.metadata.golden]\nchecker = \"p-checker\"\n")
        self.record(ALL)
        self.assertFalse(os.path.exists(os.path.join(self.root, "testdata/p/derivations")))
        self.assertEqual(self.plan(), ALL)

    def test_the_sample_takes_the_packages_in_turn(self):
        names = [f"p{i}" for i in range(10)]
        seen = [derivations.sample(names, seed, 4) for seed in range(5)]
        self.assertEqual(seen[0], {"p0", "p1", "p2", "p3"})
        self.assertEqual(seen[1], {"p4", "p5", "p6", "p7"})
        self.assertEqual(seen[2], {"p8", "p9", "p0", "p1"})
        self.assertEqual(set().union(*seen[:3]), set(names))
        self.assertEqual(derivations.sample(names, 3, 20), set(names))


if __name__ == "__main__":
    unittest.main()
