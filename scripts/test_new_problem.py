#!/usr/bin/env python3
"""End-to-end test of scripts/new-problem.sh, in a scratch copy of the
repository (the live tree is never written).

Run: python3 -m unittest discover -s scripts -p 'test_new_problem.py' -v

The copy is the git-tracked files as they are in the working tree (a
tracked file deleted there is left out), plus the command's own files
(scripts/new_problem.py, scripts/new-problem.sh, scripts/new-problem/) even
while they are untracked; untracked files of other work are not copied.
NEW_PROBLEM_TEST_FROM=HEAD copies the last commit instead (for a working
tree in the middle of someone else's change). The copy lives in
target/new-problem-test/repo; its target/ folder is kept between runs, and
copied files keep their times, so a second run rebuilds only the new
package (about a minute warm; several cold).

It creates a package with the command and checks that:
- only tasks/<package>/ and testdata/<package>/ appear, with the samples
  (given as a file and as a folder, in numeric order) as golden cases;
- the generated Rust is rustfmt-clean and clippy-clean (-D warnings);
- the coverage test (crates/conformance/tests/coverage.rs) finds its wiring
  complete and refuses it only for what is still to be written;
- `cargo test -p <package>` builds and fails only as "not written yet": the
  golden samples and the matrix's runs of them, each failure naming
  tasks/<package>/src/lib.rs; the bad/ case and the fuzzer pass;
- `scripts/bundle.sh --compile <package>` compiles, and the bundle refuses
  the sample the same way;
- the Go, Java and Python references build (scripts/refs.sh) and refuse
  with one line naming their file; scripts/gen lists the package's gen.py;
  bench/judge_time_limits.py's metadata reader reads its judge table;
that with --checker the package also has its checker (a second binary,
declared after the solution's and as [package.metadata.golden] checker,
rustfmt- and clippy-clean, refusing to judge until written, found by
scripts/refs.sh, left out of the bundle); that with --explore (made in the
same package as --checker) it also has its explorer (a second binary through
the crate explore, one default-run for both, rustfmt- and clippy-clean, its
--help as check-all.sh wants it, refusing with one `error:` line until its
game is described, found by scripts/refs.sh, left out of the bundle); that with --interactive it plays
through judge_io::interactive (main runs judge_io::run_interactive, solve
plays in memory) and has its interactor (a second binary, declared as
[package.metadata.golden] interactor, failing every game until written,
found by scripts/refs.sh, left out of the bundle), and check-all.sh plays
its golden games; and that refusals (a taken or bad
name, a missing option or sample) print one `error:` line, exit 1 and create
nothing; and that the README's walkthrough runs to the end: --contest
makes only what a contest needs, which with its solve written passes
`cargo test -p` and bundles; --complete adds the rest; and with that written
every check of the package passes (coverage, check-all --refs --bundles,
bench/judge_time_limits.py).
"""

import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, "target", "new-problem-test")
COPY = os.path.join(WORK, "repo")
# As long as a name may be (64 characters), for the layout of the Rust.
PKG = "zz-judge-1234-new-problem-test-with-the-longest-name-allowed-xyz"
# The name the refusal cases try (never created).
REFUSED = "zz-judge-1234-refused-test"
# The package made with --checker and --explore.
CHECKED = "zz-judge-1234-checker-test"
# The package made with --interactive.
INTERACTIVE = "zz-judge-1234-interactive-test"
# The package the walkthrough is followed with to the end: --contest, a
# real solve (the samples are Nim: n, then n heaps), --complete, the rest.
WALKED = "zz-judge-1234-walkthrough-test"
COMMAND_FILES = ("scripts/new_problem.py", "scripts/judges.py", "scripts/new-problem.sh", "scripts/new-problem")
SAMPLE_IN, SAMPLE_OUT = "3\n1 2 3\n", "second\n"
NOT_WRITTEN = f"tasks/{PKG}/src/lib.rs: solve is not written yet"
OPTIONS = ["--judge", "CSES", "--problem", "1234 New Problem Test",
           "--url", "https://cses.fi/problemset/task/1234", "--time-limit-ms", "2500"]


def log(message):
    print(f"[test_new_problem] {message}", file=sys.stderr, flush=True)


# The copy builds unoptimized, its release profile too (its
# .cargo/config.toml): its target folder starts cold in CI, and what it runs
# (a new package on its samples, a few bundles, one timing run) is small.
COPY_CARGO_CONFIG = """[profile.dev]
opt-level = 0
[profile.release]
opt-level = 0
lto = false
codegen-units = 16
"""


def run(args, cwd=None, check=True, stdin=None):
    """Runs a command in the copy; returns the CompletedProcess (text).
    Cargo builds into the copy's own target/ even where CARGO_TARGET_DIR
    names another: cargo tells a workspace's packages apart by their paths
    within it, and the copy keeps the files' times, so in a shared folder
    the copy would run the live tree's builds as its own."""
    started = time.time()
    env = {k: v for k, v in os.environ.items() if k != "CARGO_TARGET_DIR"}
    proc = subprocess.run(args, cwd=cwd or COPY, capture_output=True, text=True, input=stdin, env=env)
    log(f"$ {' '.join(args)}  (exit {proc.returncode}, {time.time() - started:.1f} s)")
    if check and proc.returncode != 0:
        raise AssertionError(f"{' '.join(args)} failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr}")
    return proc


def tracked_files():
    """The files to copy: git-tracked ones of the working tree, and the
    command's own."""
    listing = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True)
    files = [f for f in listing.stdout.decode().split("\0") if f]
    for entry in COMMAND_FILES:
        path = os.path.join(ROOT, entry)
        if os.path.isdir(path):
            for dirpath, _, names in os.walk(path):
                files += [os.path.relpath(os.path.join(dirpath, n), ROOT) for n in names]
        else:
            files.append(entry)
    return sorted(set(f for f in files if os.path.isfile(os.path.join(ROOT, f))))


def make_copy():
    """(Re)creates the copy, keeping its target/ folder."""
    os.makedirs(COPY, exist_ok=True)
    for name in os.listdir(COPY):
        if name != "target":
            path = os.path.join(COPY, name)
            shutil.rmtree(path) if os.path.isdir(path) and not os.path.islink(path) else os.remove(path)
    if os.environ.get("NEW_PROBLEM_TEST_FROM") == "HEAD":
        archive = subprocess.run(["git", "archive", "HEAD"], cwd=ROOT, capture_output=True, check=True)
        subprocess.run(["tar", "-x", "-C", COPY], input=archive.stdout, check=True)
        # The command's files as they are now (they may be newer than HEAD).
        for entry in COMMAND_FILES:
            src, dst = os.path.join(ROOT, entry), os.path.join(COPY, entry)
            if os.path.isdir(src):
                shutil.rmtree(dst, ignore_errors=True)
                shutil.copytree(src, dst)
            else:
                shutil.copy2(src, dst)
        write_cargo_config()
        log(f"copied HEAD and the command's files to {COPY}")
        return
    files = tracked_files()
    for rel in files:
        dst = os.path.join(COPY, rel)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copy2(os.path.join(ROOT, rel), dst)
    write_cargo_config()
    log(f"copied {len(files)} tracked files and the command's files to {COPY}")


def write_cargo_config():
    """The copy's .cargo/config.toml: COPY_CARGO_CONFIG."""
    os.makedirs(os.path.join(COPY, ".cargo"), exist_ok=True)
    with open(os.path.join(COPY, ".cargo", "config.toml"), "w") as f:
        f.write(COPY_CARGO_CONFIG)


def snapshot():
    """{path: digest} of every file of the copy but target/ and Cargo.lock."""
    found = {}
    for dirpath, dirs, names in os.walk(COPY):
        if dirpath == COPY:
            dirs[:] = [d for d in dirs if d != "target"]
        for name in names:
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, COPY)
            if rel != "Cargo.lock":
                with open(path, "rb") as f:
                    found[rel] = hashlib.sha256(f.read()).hexdigest()
    return found


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


# The walkthrough's solution and references: Nim, as the samples are.
NIM_SOLVE = """//! {name}: `n`, then n heaps; prints `first` if the player to move wins Nim, else `second`.
use grundy_core::games::nim::nim_sum;
use judge_io::{{Out, Reader, Result, MAX_VALUE}};

/// Reads the heaps and writes the winner.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {{
    let heaps = rd.list_at_most("n", "heap", MAX_VALUE)?;
    let first = nim_sum(&heaps) != 0;
    out.line(if first {{ "first" }} else {{ "second" }});
    Ok(())
}}
"""
NIM_GO = """package main

import (
\t"bufio"
\t"fmt"
\t"os"
)

func main() {
\tin := bufio.NewReader(os.Stdin)
\tvar n int
\tfmt.Fscan(in, &n)
\tx := uint64(0)
\tfor i := 0; i < n; i++ {
\t\tvar h uint64
\t\tfmt.Fscan(in, &h)
\t\tx ^= h
\t}
\tif x != 0 {
\t\tfmt.Println("first")
\t} else {
\t\tfmt.Println("second")
\t}
}
"""
NIM_JAVA = """import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        long x = 0;
        for (int i = 0; i < n; i++) x ^= in.nextLong();
        System.out.println(x != 0 ? "first" : "second");
    }
}
"""
NIM_PYTHON = """import sys

tokens = sys.stdin.read().split()
x = 0
for h in tokens[1:1 + int(tokens[0])]:
    x ^= int(h)
print("first" if x else "second")
"""
NIM_GEN = '''"""Maximum-size inputs of {name} (for scripts/gen): 10^5 heaps."""


def max_heaps(rng):
    n = 10**5
    return f"{{n}}\\n" + " ".join(str(rng.randint(1, 10**18)) for _ in range(n)) + "\\n"


INPUTS = {{"{name}-max-heaps": max_heaps}}
'''


def new_problem(*args):
    return run([os.path.join(COPY, "scripts", "new-problem.sh"), *args], check=False)


class NewProblem(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        make_copy()
        cls.samples = tempfile.mkdtemp(prefix="new-problem-samples-")
        # One sample as a file, two in a folder (sample-10 after sample-2).
        files = {"one/first.in": SAMPLE_IN, "one/first.out": SAMPLE_OUT,
                 "many/sample-2.in": "1\n5\n", "many/sample-2.out": "first\n",
                 "many/sample-10.in": "2\n4 4\n", "many/sample-10.out": "second\n"}
        for rel, text in files.items():
            os.makedirs(os.path.join(cls.samples, os.path.dirname(rel)), exist_ok=True)
            with open(os.path.join(cls.samples, rel), "w") as f:
                f.write(text)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.samples, ignore_errors=True)
        shutil.rmtree(os.path.join(COPY, "tasks", PKG), ignore_errors=True)
        shutil.rmtree(os.path.join(COPY, "testdata", PKG), ignore_errors=True)

    def sample(self, rel):
        return os.path.join(self.samples, rel)

    def assert_refused(self, args, why):
        before = snapshot()
        proc = new_problem(*args)
        self.assertEqual(proc.returncode, 1, f"{why}: {proc.stderr}")
        self.assertEqual(proc.stdout, "", why)
        lines = proc.stderr.splitlines()
        self.assertEqual(len(lines), 1, f"{why}: {proc.stderr!r}")
        self.assertTrue(lines[0].startswith("error: "), f"{why}: {lines[0]!r}")
        self.assertEqual(snapshot(), before, f"{why}: files were created or changed")
        log(f"refused ({why}): {lines[0]}")

    def test_help(self):
        proc = new_problem("--help")
        self.assertEqual(proc.returncode, 0)
        self.assertIn("Usage: scripts/new-problem.sh <package>", proc.stdout)

    def test_short_name_is_rustfmt_clean(self):
        """Also with the flags of the format's tokens, each the Task option
        of its name in tests/conformance.rs, in the order given."""
        proc = new_problem("a", *OPTIONS, "--signed-values", "--letter-words", "--first-may-be-huge",
                           self.sample("one/first.in"))
        try:
            self.assertEqual(proc.returncode, 0, proc.stderr)
            with open(os.path.join(COPY, "tasks", "a", "tests", "conformance.rs"), encoding="utf-8") as f:
                self.assertIn("conformance::package_tests!(solve, |t| t\n    .signed_values()\n"
                              "    .letter_words()\n    .first_may_be_huge());", f.read())
            sys.path.insert(0, os.path.join(ROOT, "scripts"))
            import new_problem as command
            two = command.files("x-y", "x_y", dict(zip(OPTIONS[::2], OPTIONS[1::2])), False, [(b"1\n", b"2\n")],
                                task_flags=["first_may_be_huge", "signed_values"])
            self.assertIn(b"package_tests!(solve, |t| t.first_may_be_huge().signed_values());",
                          two["tasks/x-y/tests/conformance.rs"])
            run(["rustfmt", "--edition", "2021", "--check", "tasks/a/src/lib.rs", "tasks/a/src/main.rs",
                 "tasks/a/tests/conformance.rs"])
        finally:
            shutil.rmtree(os.path.join(COPY, "tasks", "a"), ignore_errors=True)
            shutil.rmtree(os.path.join(COPY, "testdata", "a"), ignore_errors=True)

    def test_refusals(self):
        one = self.sample("one/first.in")
        self.assert_refused(["cses-1730-nim-game-i", *OPTIONS, one], "an existing package")
        self.assert_refused(["judge-io", *OPTIONS, one], "a library's name")
        for bad in ["x" * 65, "Upper-case", "snake_case", "trailing-", "double--dash", "9-starts-with-digit", "a b"]:
            self.assert_refused([bad, *OPTIONS, one], f"bad name {bad!r}")
        self.assert_refused([*OPTIONS, one], "no package name")
        self.assert_refused([REFUSED, *OPTIONS], "no sample")
        self.assert_refused([REFUSED, *OPTIONS, self.sample("one/missing.in")], "a missing sample")
        self.assert_refused([REFUSED, *OPTIONS, self.sample("one/first.out")], "a sample that is not .in")
        self.assert_refused([REFUSED, *OPTIONS, one, one], "the same sample twice")
        self.assert_refused([REFUSED, *OPTIONS[:-2], one], "no --time-limit-ms")
        self.assert_refused([REFUSED, *OPTIONS[:-1], "1s", one], "a time limit that is not milliseconds")
        self.assert_refused([REFUSED, *OPTIONS, "--url", "x", one], "an option given twice")
        self.assert_refused([REFUSED, *OPTIONS, "--quick", one], "an unknown option")
        self.assert_refused([REFUSED, *OPTIONS, "--checker", "--interactive", one],
                            "--checker and --interactive together")
        self.assert_refused([REFUSED, *OPTIONS, "--explore", "--explore", one], "--explore twice")
        self.assert_refused([REFUSED, *OPTIONS, "--signed-values", "--signed-values", one], "a token flag twice")
        self.assert_refused(["--complete", REFUSED, "--letter-words"], "--complete with a token flag")
        self.assert_refused(["--complete", REFUSED, "--explore"], "--complete with an option")
        self.assert_refused([REFUSED, *OPTIONS[:2], "--problem", 'a "quoted" title', *OPTIONS[4:], one],
                            "a quote in a TOML value")
        # A half-existing package (testdata only) is refused too.
        stray = os.path.join(COPY, "testdata", REFUSED)
        os.makedirs(stray)
        try:
            self.assert_refused([REFUSED, *OPTIONS, one], "testdata/<package> already there")
        finally:
            os.rmdir(stray)

    def test_package_builds_is_covered_and_bundles(self):
        before = snapshot()
        proc = new_problem(PKG, *OPTIONS, self.sample("one/first.in"), self.sample("many"))
        self.assertEqual(proc.returncode, 0, proc.stderr)
        log(proc.stdout.rstrip())
        after = snapshot()
        added = set(after) - set(before)
        self.assertEqual([p for p in before if after.get(p) != before[p]], [], "edited or removed files")
        outside = [p for p in added if not p.startswith((f"tasks/{PKG}/", f"testdata/{PKG}/"))]
        self.assertEqual(outside, [], "files created outside the package's folders")
        data = os.path.join(COPY, "testdata", PKG)
        self.assertEqual(sorted(os.listdir(data)), ["bad", "sample-1.in", "sample-1.out", "sample-2.in",
                                                    "sample-2.out", "sample-3.in", "sample-3.out"])
        for name, text in [("sample-1.in", SAMPLE_IN), ("sample-2.out", "first\n"), ("sample-3.in", "2\n4 4\n")]:
            with open(os.path.join(data, name)) as f:
                self.assertEqual(f.read(), text, name)
        with open(os.path.join(COPY, "tasks", PKG, "Cargo.toml")) as f:
            self.assertNotIn("{{", f.read())
        with open(os.path.join(COPY, "tasks", PKG, "src", "main.rs")) as f:
            main = f.read()
        self.assertEqual(main, "judge_io::main!(%s::solve);\n" % PKG.replace("-", "_"),
                         "main.rs: one line, the macro naming solve")
        with open(os.path.join(COPY, "tasks", PKG, "Cargo.toml")) as f:
            toml = f.read()
        # Cargo's default targets; the harnesses of the tests it lacks off.
        self.assertIn("[lib]\ntest = false\ndoctest = false\n", toml)
        self.assertIn(f'[[bin]]\nname = "{PKG}"\ntest = false\n', toml)
        self.assertEqual(toml.count("[[bin]]"), 1)

        sources = [os.path.join("tasks", PKG, d, f) for d in ("src", "tests")
                   for f in sorted(os.listdir(os.path.join(COPY, "tasks", PKG, d)))]
        run(["rustfmt", "--edition", "2021", "--check", *sources])
        run(["cargo", "clippy", "-q", "-p", PKG, "--all-targets", "--", "-D", "warnings"])
        # Covered by every check, and refused as unfit for the repository
        # until its solve, references, README and Cargo.toml are written.
        coverage = run(["cargo", "test", "-q", "-p", "conformance", "--test", "coverage"], check=False)
        self.assertNotEqual(coverage.returncode, 0, "the coverage test took an unwritten package")
        gaps = next(line for line in coverage.stdout.splitlines() if line.startswith(f"tasks/{PKG} lacks:"))
        for gap in ['"Not solved yet"', '"TODO"', "solve written", "ref/main.go written",
                    "ref/Main.java written", "ref/main.py written", "reads and prints written"]:
            self.assertIn(gap, gaps)
        self.assertNotIn("tests/conformance.rs", gaps, "the package's own wiring is complete")

        # Builds, and fails only as not written yet.
        tests = run(["cargo", "test", "-p", PKG, "--no-fail-fast"], check=False)
        out = tests.stdout + tests.stderr
        self.maxDiff = 2000
        tail = out[-4000:]
        self.assertNotEqual(tests.returncode, 0, "the unwritten solve passed its tests")
        self.assertFalse("error[E" in out, f"a compile error:\n{tail}")
        self.assertTrue(f"error: {NOT_WRITTEN}" in out, f"golden: the samples' stderr:\n{tail}")
        self.assertRegex(out, r"test golden_cases \.\.\. FAILED")
        self.assertRegex(out, r"test error_matrix \.\.\. FAILED")
        self.assertRegex(out, r"test mutation_fuzzer \.\.\. ok")
        golden_failures = re.findall(r"^=== (.*)$", out, re.M)
        self.assertEqual([os.path.basename(c) for c in golden_failures],
                         ["sample-1.in", "sample-2.in", "sample-3.in"], "only the samples fail, bad/ passes")
        matrix = re.findall(rf'^\s*"{re.escape(PKG)} (.*)",?$', out, re.M)
        self.assertEqual(len(matrix), 6, "each sample as given and with awkward whitespace")
        for failure in matrix:
            self.assertIn(NOT_WRITTEN, failure)
        log("cargo test: golden_cases and error_matrix fail only as not written yet; mutation_fuzzer passes")

        exes = run([os.path.join(COPY, "scripts", "bundle.sh"), "--compile", PKG]).stdout.split()
        self.assertEqual(len(exes), 1, exes)
        for exe in exes:
            ran = run([exe], stdin=SAMPLE_IN, check=False)
            self.assertEqual((ran.returncode, ran.stdout), (1, ""), exe)
            self.assertEqual(len(ran.stderr.splitlines()), 1, ran.stderr)
            self.assertTrue(ran.stderr.startswith(f"error: {NOT_WRITTEN}"), ran.stderr)

        for lang, file in (("go", "main.go"), ("java", "Main.java"), ("python", "main.py")):
            script = f'ROOT="$PWD"; . scripts/refs.sh; build_ref {lang} {PKG} && run_ref {lang} {PKG}'
            ran = run(["bash", "-c", script], stdin=SAMPLE_IN, check=False)
            self.assertEqual(ran.returncode, 1, f"{lang}: {ran.stderr}")
            self.assertEqual(ran.stdout, "", lang)
            self.assertEqual(ran.stderr.splitlines(),
                             [f"error: tasks/{PKG}/ref/{file}: the {lang.capitalize()} reference is not written yet"])

        gofmt = run(["gofmt", "-l", os.path.join("tasks", PKG, "ref", "main.go")])
        self.assertEqual(gofmt.stdout, "", "ref/main.go is not gofmt-clean")
        run([os.path.join(COPY, "scripts", "gen"), "--list"])
        meta = run([sys.executable, "-c", f"import judges; print(judges.judge_meta({PKG!r}))"],
                   cwd=os.path.join(COPY, "scripts")).stdout.strip()
        self.assertEqual(meta, "{'judge': 'CSES', 'problem': '1234 New Problem Test', "
                               "'url': 'https://cses.fi/problemset/task/1234', 'time-limit-ms': 2500, "
                               "'limit-confirmed': False, 'reads': 'TODO', 'prints': 'TODO'}")

        # Taken now: a second run is refused.
        self.assert_refused([PKG, *OPTIONS, self.sample("one/first.in")], "the package just made")

    def test_submitting_follows_the_judge(self):
        """The README's "Submitting" names the bundle where the judge's Rust
        is recorded at 1.70 or newer and ref/Main.java where it is not
        (scripts/judges.py); a judge not in the table is refused."""
        sys.path.insert(0, os.path.join(ROOT, "scripts"))
        import new_problem
        options = dict(zip(OPTIONS[::2], OPTIONS[1::2]))
        for judge, want, unwanted in (("CSES", "submit it in CSES's Rust", "the file to submit is `ref/Main.java`"),
                                      ("UVa", "the file to submit is `ref/Main.java`, held to Java 8",
                                       "submit it in"),
                                      ("HDU", "held to Java 6: CI compiles it with `javac --release 7`",
                                       "submit it in")):
            made = new_problem.files("x-y", "x_y", {**options, "--judge": judge}, False, [(b"1\n", b"2\n")])
            readme = made["tasks/x-y/README.md"].decode()
            self.assertIn(want, readme, judge)
            self.assertNotIn(unwanted, readme, judge)
        with self.assertRaisesRegex(new_problem.Refusal, "not in the judge table"):
            new_problem.files("x-y", "x_y", {**options, "--judge": "Timus"}, False, [(b"1\n", b"2\n")])

    def test_second_binaries_share_one_default_run(self):
        """Any second binary (--checker, --interactive, --explore, --explore
        beside either) gives Cargo.toml one default-run; --explore adds its
        binary, the dependency explore and its README line, in a contest
        too; nothing of it without."""
        sys.path.insert(0, os.path.join(ROOT, "scripts"))
        import new_problem
        options = dict(zip(OPTIONS[::2], OPTIONS[1::2]))
        explorer = "tasks/x-y/src/bin/x-y-explore.rs"
        for checker in (None, "checker", "interactive"):
            for explore in (False, True):
                for contest in (False, True):
                    case = f"checker={checker} explore={explore} contest={contest}"
                    made = new_problem.files("x-y", "x_y", options, False, [(b"1\n", b"2\n")], checker, contest,
                                             explore)
                    toml = made["tasks/x-y/Cargo.toml"].decode()
                    self.assertEqual(toml.count("default-run"), 1 if checker or explore else 0, case)
                    self.assertEqual("explore.workspace = true\n" in toml, explore, case)
                    self.assertEqual(explorer in made, explore, case)
                    if not contest:
                        readme = made["tasks/x-y/README.md"].decode()
                        self.assertEqual("`src/bin/x-y-explore.rs`" in readme, explore, case)

    def test_walkthrough_contest_then_complete(self):
        """README's "Solving a new problem" followed to the end: --contest
        makes what a contest needs and nothing else; with solve written,
        `cargo test -p` passes and the bundle answers the samples; the
        coverage test refuses the package until --complete adds the rest,
        which the full walkthrough then writes (references, gen.py, README,
        Cargo.toml's index lines, a case from the references, the index),
        after which every check of the package passes: coverage,
        check-all --refs --bundles, and bench/judge_time_limits.py."""
        name = WALKED
        task, data = os.path.join(COPY, "tasks", name), os.path.join(COPY, "testdata", name)
        before = snapshot()
        try:
            made = new_problem(name, *OPTIONS, "--contest", self.sample("one/first.in"), self.sample("many"))
            self.assertEqual(made.returncode, 0, made.stderr)
            added = sorted(set(snapshot()) - set(before))
            self.assertEqual(added, sorted([f"tasks/{name}/Cargo.toml", f"tasks/{name}/src/lib.rs",
                                            f"tasks/{name}/src/main.rs", f"tasks/{name}/tests/conformance.rs",
                                            f"testdata/{name}/bad/first-token-a-word.err",
                                            f"testdata/{name}/bad/first-token-a-word.in"]
                                           + [f"testdata/{name}/sample-{i}.{e}"
                                              for i in (1, 2, 3) for e in ("in", "out")]))
            self.assertIn(f"--complete {name}", made.stdout)

            # Contest: solve, test, bundle.
            write(os.path.join(task, "src", "lib.rs"), NIM_SOLVE.format(name=name))
            run(["cargo", "test", "-q", "-p", name])
            exes = run([os.path.join(COPY, "scripts", "bundle.sh"), "--compile", name]).stdout.split()
            for stdin, want in ((SAMPLE_IN, SAMPLE_OUT), ("1\n5\n", "first\n")):
                self.assertEqual(run(exes, stdin=stdin).stdout, want)
            coverage = run(["cargo", "test", "-q", "-p", "conformance", "--test", "coverage"], check=False)
            self.assertIn(f"tasks/{name} lacks: ref/main.go", coverage.stdout)

            # --complete adds the rest and touches nothing there.
            kept = snapshot()
            done = new_problem("--complete", name)
            self.assertEqual(done.returncode, 0, done.stderr)
            now = snapshot()
            self.assertEqual({p: now[p] for p in kept}, kept, "--complete changed a file")
            self.assertEqual(sorted(set(now) - set(kept)),
                             sorted(f"tasks/{name}/{f}" for f in ("README.md", "gen.py", "ref/Main.java",
                                                                  "ref/main.go", "ref/main.py")))
            self.assert_refused(["--complete", name], "a complete package")

            # The full walkthrough, step 3 on.
            write(os.path.join(task, "ref", "main.go"), NIM_GO)
            write(os.path.join(task, "ref", "Main.java"), NIM_JAVA)
            write(os.path.join(task, "ref", "main.py"), NIM_PYTHON)
            write(os.path.join(task, "gen.py"), NIM_GEN.format(name=name))
            with open(os.path.join(task, "README.md")) as f:
                readme = f.read()
            readme = re.sub(r"\*\*Not solved yet\.\*\*[^\n]*", "Nim.", readme)
            write(os.path.join(task, "README.md"), re.sub(r"TODO", "Nim", readme))
            toml = os.path.join(task, "Cargo.toml")
            with open(toml) as f:
                text = f.read()
            write(toml, text.replace('reads = "TODO"', 'reads = "`n`, n heaps"')
                  .replace('prints = "TODO"', 'prints = "`first`/`second`"'))
            write(os.path.join(data, "two-heaps.in"), "2\n6 3\n")
            run([os.path.join(COPY, "scripts", "make-golden.sh"), name, "two-heaps"])
            with open(os.path.join(data, "two-heaps.out")) as f:
                self.assertEqual(f.read(), "first\n")
            run([sys.executable, os.path.join(COPY, "scripts", "judges.py")])
            run([sys.executable, os.path.join(COPY, "scripts", "judges.py"), "--check"])
            run(["cargo", "fmt", "-p", name, "--", "--check"])
            run(["cargo", "clippy", "-q", "-p", name, "--all-targets", "--", "-D", "warnings"])
            coverage = run(["cargo", "test", "-q", "-p", "conformance", "--test", "coverage"], check=False)
            self.assertNotIn(f"tasks/{name} lacks", coverage.stdout)
            run(["cargo", "test", "-q", "-p", name])
            with open(os.path.join(data, "derivations")) as f:
                derived = sorted(line.split()[1:3] for line in f)
            self.assertEqual(derived, [["two-heaps", "go"], ["two-heaps", "java"], ["two-heaps", "python"]])
            checked = run([os.path.join(COPY, "scripts", "check-all.sh"), "--refs", "--bundles", "--record", name])
            self.assertIn(" passed, 0 failed", checked.stdout)
            with open(os.path.join(data, "derivations")) as f:
                derived = [line.split()[1:3] for line in f]
            self.assertIn(["-", "bundle"], derived)
            self.assertIn(["sample-1", "python"], derived)
            again = run([os.path.join(COPY, "scripts", "check-all.sh"), "--ledger", "0", name])
            self.assertIn("derivations: ", again.stdout)
            timed = run([sys.executable, os.path.join(COPY, "bench", "judge_time_limits.py"), "--runs", "1", name])
            self.assertIn(f"{name}-max-heaps", timed.stdout)
        finally:
            shutil.rmtree(task, ignore_errors=True)
            shutil.rmtree(data, ignore_errors=True)
            run([sys.executable, os.path.join(COPY, "scripts", "judges.py")], check=False)

    def test_checker_package(self):
        """--checker: a second binary, declared after the solution's and as
        the package's checker, that refuses to judge until written; the
        scripts find it, the bundle leaves it out. With --explore in the same
        package (so one build serves both): a third binary, the explorer,
        that refuses until the game is described; the scripts find it, the
        bundle leaves it out."""
        name = CHECKED
        proc = new_problem(name, *OPTIONS, "--checker", "--explore", self.sample("one/first.in"))
        try:
            self.assertEqual(proc.returncode, 0, proc.stderr)
            task = os.path.join(COPY, "tasks", name)
            with open(os.path.join(task, "Cargo.toml")) as f:
                toml = f.read()
            self.assertNotIn("{{", toml)
            self.assertIn(f'default-run = "{name}"\n', toml)
            self.assertEqual(toml.count("[[bin]]"), 1, "the second binary where Cargo finds it")
            self.assertIn(f'[package.metadata.golden]\nchecker = "{name}-checker"\n', toml)
            self.assertEqual(toml.count("default-run"), 1, "one default-run for the checker and the explorer")
            self.assertIn("explore.workspace = true\n", toml)
            with open(os.path.join(task, "README.md")) as f:
                readme = f.read()
            self.assertIn("## The checker", readme)
            self.assertIn(f"`src/bin/{name}-explore.rs`", readme)
            run(["rustfmt", "--edition", "2021", "--check",
                 *(os.path.join("tasks", name, "src", "bin", f"{name}-{b}.rs") for b in ("checker", "explore"))])
            run(["cargo", "clippy", "-q", "-p", name, "--all-targets", "--", "-D", "warnings"])
            coverage = run(["cargo", "test", "-q", "-p", "conformance", "--test", "coverage"], check=False)
            gaps = next(line for line in coverage.stdout.splitlines() if line.startswith(f"tasks/{name} lacks:"))
            self.assertNotIn("the checker", gaps, "the checker's wiring is complete")
            self.assertNotIn("default-run", gaps)
            self.assertIn("solve written", gaps)

            run(["cargo", "build", "-q", "-p", name, "--bins"])
            checker = os.path.join(COPY, "target", "debug", f"{name}-checker")
            found = run(["bash", "-c", f'ROOT="$PWD"; . scripts/refs.sh; judge_command {name}']).stdout.strip()
            self.assertEqual(found, checker, "scripts/refs.sh judge_command")
            data = os.path.join(COPY, "testdata", name)
            ran = run([checker, os.path.join(data, "sample-1.in"), os.path.join(data, "sample-1.out"),
                       os.path.join(data, "sample-1.out")], check=False)
            self.assertEqual(ran.returncode, 2, ran.stderr)
            self.assertEqual(ran.stderr,
                             f"checker failure: tasks/{name}/src/bin/{name}-checker.rs: the checker is not written yet\n")
            self.assertEqual(run([checker], check=False).returncode, 2, "usage")

            # The explorer: its --help as check-all.sh's check_help wants
            # it, and one error: line until the game is described.
            explorer = os.path.join(COPY, "target", "debug", f"{name}-explore")
            listed = run(["bash", "-c", f'ROOT="$PWD"; . scripts/refs.sh; bins {name}']).stdout.split()
            self.assertEqual(listed, [name, f"{name}-checker", f"{name}-explore"], "scripts/refs.sh bins")
            for flag in ("--help", "-h"):
                helped = run([explorer, flag], stdin="")
                self.assertEqual(helped.stderr, "", flag)
                self.assertEqual(helped.stdout.splitlines()[0], f"usage: {name}-explore [-h]", flag)
                self.assertGreaterEqual(len(helped.stdout.splitlines()), 4, flag)
                self.assertIn(f"(src/bin/{name}-explore.rs)", helped.stdout, flag)
            explored = run([explorer], check=False, stdin="")
            self.assertEqual((explored.returncode, explored.stdout), (1, ""), explored.stderr)
            self.assertEqual(explored.stderr,
                             f"error: tasks/{name}/src/bin/{name}-explore.rs: the game's description is not written yet\n")

            tests = run(["cargo", "test", "-p", name, "--no-fail-fast"], check=False)
            out = tests.stdout + tests.stderr
            tail = out[-4000:]
            self.assertFalse("error[E" in out, f"a compile error:\n{tail}")
            self.assertRegex(out, r"test tests::accepts_the_official_answers \.\.\. FAILED")
            self.assertIn("the checker is not written yet", out)
            self.assertRegex(out, r"test golden_cases \.\.\. FAILED")
            self.assertIn(f"error: tasks/{name}/src/lib.rs: solve is not written yet", out)
            self.assertRegex(out, r"test mutation_fuzzer \.\.\. ok")

            exes = run([os.path.join(COPY, "scripts", "bundle.sh"), "--compile", name]).stdout.split()
            self.assertEqual(len(exes), 1, exes)
            with open(os.path.join(COPY, "target", "bundle", f"{name}.rs")) as f:
                bundle = f.read()
            self.assertNotIn("Judgement", bundle, "the checker was bundled")
            self.assertNotIn("Explorer", bundle, "the explorer was bundled")
        finally:
            shutil.rmtree(os.path.join(COPY, "tasks", name), ignore_errors=True)
            shutil.rmtree(os.path.join(COPY, "testdata", name), ignore_errors=True)

    def test_interactive_package(self):
        """--interactive: the package plays through judge_io::interactive,
        and its interactor, a second binary declared as the package's
        interactor, fails every game until written; the scripts find it and
        play the golden games against it, the bundle leaves it out."""
        name = INTERACTIVE
        proc = new_problem(name, *OPTIONS, "--interactive", self.sample("one/first.in"))
        try:
            self.assertEqual(proc.returncode, 0, proc.stderr)
            task = os.path.join(COPY, "tasks", name)
            with open(os.path.join(task, "Cargo.toml")) as f:
                toml = f.read()
            self.assertNotIn("{{", toml)
            self.assertNotIn("checker", toml)
            self.assertIn(f'default-run = "{name}"\n', toml)
            self.assertEqual(toml.count("[[bin]]"), 1, "the second binary where Cargo finds it")
            self.assertIn(f'[package.metadata.golden]\ninteractor = "{name}-interactor"\n', toml)
            with open(os.path.join(task, "README.md")) as f:
                self.assertIn("## The interactor", f.read())
            with open(os.path.join(task, "src", "main.rs")) as f:
                self.assertEqual(f.read(), "judge_io::interactive_main!(%s::play);\n" % name.replace("-", "_"))
            sources = [os.path.join("tasks", name, "src", f) for f in ("lib.rs", "main.rs", f"bin/{name}-interactor.rs")]
            run(["rustfmt", "--edition", "2021", "--check", *sources])
            run(["cargo", "clippy", "-q", "-p", name, "--all-targets", "--", "-D", "warnings"])
            coverage = run(["cargo", "test", "-q", "-p", "conformance", "--test", "coverage"], check=False)
            gaps = next(line for line in coverage.stdout.splitlines() if line.startswith(f"tasks/{name} lacks:"))
            self.assertNotIn("interactor", gaps, "the interactor's wiring is complete")
            self.assertNotIn("src/main.rs", gaps)

            run(["cargo", "build", "-q", "-p", name, "--bins"])
            interactor = os.path.join(COPY, "target", "debug", f"{name}-interactor")
            found = run(["bash", "-c", f'ROOT="$PWD"; . scripts/refs.sh; interactor {name}']).stdout.strip()
            self.assertEqual(found, f"{name}-interactor", "scripts/refs.sh interactor")
            data = os.path.join(COPY, "testdata", name)
            game = run([sys.executable, os.path.join(COPY, "scripts", "play.py"), interactor,
                        os.path.join(data, "sample-1.in"), "--", os.path.join(COPY, "target", "debug", name)],
                       check=False)
            self.assertEqual(game.returncode, 1, game.stderr)
            self.assertIn("the interactor is not written yet", game.stdout)
            self.assertEqual(run([interactor], check=False).returncode, 2, "usage")
            self.assertEqual(run([interactor, "--help"]).stdout.splitlines()[0],
                             f"usage: {name}-interactor IN VERDICT")

            tests = run(["cargo", "test", "-p", name, "--no-fail-fast"], check=False)
            out = tests.stdout + tests.stderr
            tail = out[-4000:]
            self.assertFalse("error[E" in out, f"a compile error:\n{tail}")
            self.assertRegex(out, r"test golden_cases \.\.\. FAILED")
            self.assertIn("the interactor is not written yet", out)
            # The bad case is piped to the package, which refuses a word.
            checks = run([os.path.join(COPY, "scripts", "check-all.sh"), name], check=False)
            self.assertIn(f"FAIL {name}/sample-1: exit 1, output differs", checks.stdout)
            self.assertNotIn("first-token-a-word", checks.stdout)

            exes = run([os.path.join(COPY, "scripts", "bundle.sh"), "--compile", name]).stdout.split()
            self.assertEqual(len(exes), 1, exes)
            with open(os.path.join(COPY, "target", "bundle", f"{name}.rs")) as f:
                bundle = f.read()
            self.assertNotIn("interactor is not written", bundle, "the interactor was bundled")
            self.assertIn("fn play(", bundle)
        finally:
            shutil.rmtree(os.path.join(COPY, "tasks", name), ignore_errors=True)
            shutil.rmtree(os.path.join(COPY, "testdata", name), ignore_errors=True)


if __name__ == "__main__":
    unittest.main()
