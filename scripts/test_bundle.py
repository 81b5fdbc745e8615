#!/usr/bin/env python3
"""Tests of the bundler (scripts/bundle.py) on a small fake workspace.

Run: python3 -m unittest discover -s scripts -p 'test_bundle.py'
(scripts/check-all.sh --bundles checks the real packages end to end.)
"""

import io
import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
import unittest
from unittest import mock

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bundle  # noqa: E402

WORKSPACE = {
    "Cargo.toml": """
        [workspace]
        members = ["crates/*", "tasks/*"]
        [workspace.dependencies]
        core-lib = { path = "crates/core-lib" }
        io-lib = { path = "crates/io-lib" }
    """,
    "crates/core-lib/Cargo.toml": """
        [package]
        name = "core-lib"
        [dependencies]
        [dev-dependencies]
        rstest = "0.26"
    """,
    "crates/core-lib/src/lib.rs": """
        //! A library that is only a list of modules.
        #![warn(missing_docs)]

        pub mod base;
        pub mod games;
        pub mod twice;
        pub mod unused;
        pub use twice::twice_plus as tp;
        pub use unused::{
            never as nothing,
        };
        #[cfg(test)]
        mod only_for_tests;
    """,
    "crates/core-lib/src/base.rs": """
        //! Reached only through `crate::` from `twice`.
        /// One.
        pub fn one() -> u64 {
            1
        }
    """,
    "crates/core-lib/src/twice.rs": """
        //! Reached through the re-export `tp`.
        use crate::base::one;
        pub mod inner;

        /** Twice x, plus one. */
        pub fn twice_plus(x: u64) -> u64 {
            let s = r#"crate::unused " } { "#; // a raw string with braces
            let c = '{';
            let q = '\\'';
            debug_assert!(s.len() > 0 && c != '}' && q == '\\'');
            inner::double(x) + one()
        }

        #[allow(dead_code)]
        #[cfg(test)]
        mod tests {
            use super::*;
            #[test]
            fn t() { assert_eq!(twice_plus(1), 3); }
        }
    """,
    "crates/core-lib/src/twice/inner.rs": """
        pub fn double<'a>(x: u64) -> u64 {
            let v: Vec<u64> = Vec::from_iter([x, x]);
            u64::try_from(v.iter().sum::<u64>()).unwrap_or(0)
        }
    """,
    "crates/core-lib/src/games/mod.rs": """
        //! A folder that is only a list of modules: followed to those reached.
        pub mod picked;
        pub mod skipped;
    """,
    "crates/core-lib/src/games/picked.rs": """
        //! Reached as `core_lib::games::{picked::zero}`; reaches its sibling's
        //! neighbour only through `super::`.
        pub fn zero() -> u64 {
            super::super::base::one() - 1
        }
    """,
    "crates/core-lib/src/games/skipped.rs": """
        pub fn skipped() -> u64 { 7 }
    """,
    "crates/core-lib/src/unused.rs": """
        pub fn never() -> u64 { 0 }
    """,
    "crates/io-lib/Cargo.toml": """
        [package]
        name = "io-lib"
        [dependencies]
    """,
    "crates/io-lib/src/lib.rs": """
        //! Code in the root: taken whole.
        use std::io::Read;
        /// Reads a number.
        pub fn read() -> u64 {
            let mut s = String::new();
            std::io::stdin().read_to_string(&mut s).unwrap_or(0);
            s.trim().parse().unwrap_or(0)
        }
    """,
    "tasks/tx/Cargo.toml": """
        [package]
        name = "tx"
        [lib]
        name = "tx"
        path = "src/lib.rs"
        [[bin]]
        name = "tx"
        path = "src/main.rs"
        [dependencies]
        core-lib.workspace = true
        io-lib.workspace = true
        [dev-dependencies]
        golden = { path = "../../crates/golden" }
    """,
    "tasks/tx/src/lib.rs": """
        //! tx: reads x, prints 2x + 1.
        use core_lib::{games::{picked::zero}, tp};
        /// The answer.
        pub fn solve() -> u64 {
            let text = "core_lib::unused::never and #[cfg(test)] stay as they are";
            assert!(text.len() > 10);
            tp(io_lib::read()) + zero()
        }
    """,
    "tasks/tx/src/main.rs": """
        //! tx: `x`; prints 2x + 1.
        fn main() {
            println!("{}", tx::solve())
        }
    """,
}


def make_workspace(root, files):
    for path, text in files.items():
        full = os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(textwrap.dedent(text).lstrip("\n"))


class FakeWorkspace(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="bundle-test-")
        make_workspace(self.root, WORKSPACE)
        self.saved_root = bundle.common.ROOT
        bundle.common.ROOT = self.root

    def tearDown(self):
        bundle.common.ROOT = self.saved_root
        shutil.rmtree(self.root)


class BundleText(FakeWorkspace):
    def test_keeps_only_reached_modules(self):
        text = bundle.bundle("tx")
        self.assertIn("pub mod base {", text)
        self.assertIn("pub mod twice {", text)
        self.assertIn("pub mod inner {", text)
        self.assertNotIn("pub mod unused", text)
        self.assertNotIn("fn never", text)
        self.assertNotIn("only_for_tests", text)
        self.assertNotIn("nothing", text)  # its re-export goes with it

    def test_follows_module_folders_to_the_modules_reached(self):
        text = bundle.bundle("tx")
        self.assertIn("pub mod games {", text)
        self.assertIn("pub mod picked {", text)
        self.assertNotIn("skipped", text)

    def test_rewrites_paths_outside_literals_only(self):
        text = bundle.bundle("tx")
        self.assertIn("use crate::core_lib::{games::{picked::zero}, tp};", text)
        self.assertIn("crate::io_lib::read()", text)
        self.assertIn("crate::tx::solve()", text)
        self.assertIn("use crate::core_lib::base::one;", text)
        self.assertIn('"core_lib::unused::never and #[cfg(test)] stay as they are"', text)
        self.assertIn('r#"crate::unused " } { "#', text)

    def test_strips_tests_docs_and_lint_attributes(self):
        text = bundle.bundle("tx")
        self.assertNotIn("mod tests", text)
        self.assertNotIn("fn t()", text)
        self.assertNotIn("#[allow(dead_code)]\n", text.replace("#[allow(dead_code, ", ""))
        self.assertNotIn("///", text)
        self.assertNotIn("/**", text)
        self.assertNotIn("missing_docs", text)
        self.assertNotIn("Reached", text)
        self.assertNotIn("// a raw string with braces", text)  # plain comments go too
        self.assertIn('"#;\n', text)  # with the space before them
        self.assertTrue(text.startswith("// tx: `x`; prints 2x + 1.\n"))

    def test_deterministic_and_relative(self):
        first = bundle.bundle("tx")
        self.assertEqual(first, bundle.bundle("tx"))
        self.assertNotIn(self.root, first)
        self.assertIn("// sources: tasks/tx/src/main.rs, tasks/tx/src/lib.rs,", first)

    def test_refuses_external_crates(self):
        path = os.path.join(self.root, "tasks/tx/Cargo.toml")
        with open(path, "a", encoding="utf-8") as f:
            f.write('\n[dependencies.itertools]\nversion = "0.14"\n')
        with self.assertRaisesRegex(bundle.BundleError, "itertools"):
            bundle.bundle("tx")

    def test_refuses_include_macros(self):
        path = os.path.join(self.root, "crates/core-lib/src/base.rs")
        with open(path, "a", encoding="utf-8") as f:
            f.write('pub const DATA: &str = include_str!("data.txt");\n')
        with self.assertRaisesRegex(bundle.BundleError, "include_str!"):
            bundle.bundle("tx")


class Compile(FakeWorkspace):
    def test_compiles_in_2021_and_runs(self):
        out_dir = os.path.join(self.root, "out")
        os.makedirs(out_dir)
        source = os.path.join(out_dir, "tx.rs")
        with open(source, "w", encoding="utf-8") as f:
            f.write(bundle.bundle("tx"))
        for judge_rustc in (False, True):  # True: rustc 1.70.0, which CI installs
            exes = bundle.compile_bundle("tx", source, out_dir, judge_rustc)
            self.assertEqual([os.path.basename(e) for e in exes], ["tx-2021"])
            run = subprocess.run(exes, input="20\n", capture_output=True, text=True)
            self.assertEqual((run.returncode, run.stdout), (0, "41\n"), judge_rustc)

    def test_a_std_api_newer_than_the_judges_rustc_fails(self):
        path = os.path.join(self.root, "tasks/tx/src/main.rs")
        with open(path, "a", encoding="utf-8") as f:
            f.write("pub fn half(x: u32) -> u32 { x.div_ceil(2) }\n")  # stable since 1.73
        out_dir = os.path.join(self.root, "out")
        os.makedirs(out_dir)
        source = os.path.join(out_dir, "tx.rs")
        with open(source, "w", encoding="utf-8") as f:
            f.write(bundle.bundle("tx"))
        bundle.compile_bundle("tx", source, out_dir)
        with self.assertRaisesRegex(bundle.BundleError, "1.70.0"):
            bundle.compile_bundle("tx", source, out_dir, judge_rustc=True)

    def test_a_warning_fails_the_compile(self):
        path = os.path.join(self.root, "tasks/tx/src/main.rs")
        with open(path, "a", encoding="utf-8") as f:
            f.write("fn unused_function() {}\n")
        out_dir = os.path.join(self.root, "out")
        os.makedirs(out_dir)
        source = os.path.join(out_dir, "tx.rs")
        with open(source, "w", encoding="utf-8") as f:
            f.write(bundle.bundle("tx"))
        with self.assertRaisesRegex(bundle.BundleError, "never used"):
            bundle.compile_bundle("tx", source, out_dir)

    def test_size_limit(self):
        target = os.path.join(self.root, "target")
        with mock.patch.object(bundle, "SIZE_LIMIT", 100), \
                mock.patch.dict(os.environ, {"CARGO_TARGET_DIR": target}), \
                mock.patch("sys.stderr", new_callable=io.StringIO) as err:
            self.assertEqual(bundle.main(["tx"]), 1)
        self.assertIn("over the 100-byte limit", err.getvalue())
        self.assertTrue(os.path.isfile(os.path.join(target, "bundle", "tx.rs")))


class Lexer(unittest.TestCase):
    def kinds(self, src):
        return [(k, src[a:b]) for k, a, b in bundle.lex(src) if k != "code"]

    def test_literals_comments_and_lifetimes(self):
        src = "fn f<'a>(x: &'a u8) { let _ = ('\"', b'\\'', \"a\\\"b\", br##\"x\"#y\"##); } // c\n/// d\n//// e\n/* /* n */ */"
        self.assertEqual(self.kinds(src), [
            ("char", "'\"'"), ("char", "b'\\''"), ("string", '"a\\"b"'),
            ("string", 'br##"x"#y"##'), ("comment", "// c"), ("doc", "/// d"),
            ("comment", "//// e"), ("comment", "/* /* n */ */"),
        ])

    def test_escaped_quote_char(self):
        src = "let q = '\\''; let c = '\\u{7b}'; // {"
        self.assertEqual(self.kinds(src), [("char", "'\\''"), ("char", "'\\u{7b}'"), ("comment", "// {")])

    def test_raw_identifier_is_code(self):
        self.assertEqual(self.kinds("let r#type = 1;"), [])

    def test_tabify_keeps_string_literals(self):
        src = 'fn f() {\n    let s = "a\n    b";\n        g(s);\n}\n'
        self.assertEqual(bundle.tabify(src), 'fn f() {\n\tlet s = "a\n    b";\n\t\tg(s);\n}\n')


if __name__ == "__main__":
    unittest.main()
