#!/usr/bin/env python3
"""Starts a new judge problem: a task package that builds, is covered by
every check, and bundles at once, with its official samples as golden cases.

Usage: scripts/new-problem.sh <package> --judge JUDGE --problem "ID TITLE"
           --url URL --time-limit-ms MS [--limit-confirmed] [--checker | --interactive]
           [--explore] [--contest] [--first-may-be-huge] [--signed-values]
           [--letter-words] SAMPLE...
       scripts/new-problem.sh --complete <package>

Two modes. In a contest, --contest writes only what solving and submitting
need: the package with `solve`, its --help, the one-line tests and the
samples as golden cases; `cargo test -p <package> --no-fail-fast` and
`scripts/bundle.sh --compile <package>` work at once, and the judge need
not be in scripts/judges.py's table. Such a package is not fit for the
repository (the coverage test refuses it: no references, README or
gen.py) until `--complete <package>` adds the rest from the templates, as
the full mode writes it, reading the options back from its Cargo.toml and
the samples from its testdata; nothing it holds already is touched.

  <package>          the new package and folder name, kebab-case, at most 64
                     characters: judge, problem id, title, e.g. cses-1097-removal-game
  --judge            the judge as the README names it: CSES, AtCoder, Codeforces, ...
  --problem          the problem's id and title, e.g. "1097 Removal Game"
  --url              the problem's page
  --time-limit-ms    the judge's time limit in milliseconds
  --limit-confirmed  the limit was read on the judge's own page (otherwise
                     it is reported as assumed)
  --contest          only the files a contest needs (above)
  --complete         add to a --contest package what the full mode writes
  --checker          the judge accepts any valid answer (one winning move of
                     several): the outputs are judged by a checker binary of
                     the package, not compared byte for byte (docs/formats.md,
                     "Answers a checker judges")
  --interactive      the problem is played against the judge: the package
                     plays through judge_io::interactive (`play`, live in
                     main; `solve` plays a game in memory for the tests),
                     and a second binary, its interactor, is the judge's
                     side; the golden cases are games (docs/testing.md,
                     "Interactive packages": IN the interactor's hidden
                     test, OUT its verdict) and the references are players
  --first-may-be-huge, --signed-values, --letter-words
                     the format's tokens, for the error matrix (docs/testing.md):
                     the first token may be 10^18 (a value, not a count); some
                     values may be negative; some tokens are words of letters.
                     Each becomes the option of the same name in
                     tests/conformance.rs (|t| t.first_may_be_huge(), ...)
  --explore          the game is to be found from a table: a second binary,
                     <package>-explore, prints the patterns the explorer
                     finds in the table of the game described in it
                     (docs/explore.md); with any of the options above
  SAMPLE             an official sample's .in file with its .out beside it
                     (with --interactive, a golden game: the interactor's
                     hidden test and its verdict),
                     or a folder of sample-N.in/.out pairs (such as a
                     judges/<dir>/ folder of the shared material, which sits
                     at ../shared/ beside the repository); at least one. They
                     are copied in order to testdata/<package>/sample-1.in/.out, ...

It writes, from the templates in scripts/new-problem/ ({{name}} placeholders):

  tasks/<package>/Cargo.toml    with [package.metadata.judge] (bench/judge_time_limits.py)
  tasks/<package>/src/main.rs   judge_io::main!(<crate>::solve): the whole main,
                                its --help made from Cargo.toml's description
  tasks/<package>/src/lib.rs    solve: reads the first token, then refuses
                                every input with "error: tasks/<package>/src/lib.rs:
                                solve is not written yet"
  tasks/<package>/tests/conformance.rs
                                its tests in one line: conformance::package_tests!
                                (the golden cases, the error matrix, the fuzzer)
  tasks/<package>/README.md     the sections of every package README, with TODOs
  tasks/<package>/ref/          Go, Java and Python references that refuse
                                every input as not written yet
  tasks/<package>/gen.py        INPUTS = {} (scripts/gen), with an example
  testdata/<package>/           the samples, and bad/first-token-a-word.in/.err
                                (replace it if the input starts with a word)

and with --interactive, src/lib.rs with `play` (the game against judge_io's
Talk, refusing as not written yet) and `solve` (the game in memory), and
src/main.rs one line, judge_io::interactive_main!(<crate>::play), and

  tasks/<package>/src/bin/<package>-interactor.rs  the interactor, `<package>-interactor IN
                                VERDICT`, a second binary by Cargo's defaults,
                                named as [package.metadata.golden] interactor; it
                                fails every game ("the interactor is not
                                written yet") until written

and with --explore also (with any of the others)

  tasks/<package>/src/bin/<package>-explore.rs  the explorer, `<package>-explore`,
                                a second binary by Cargo's defaults (default-run
                                keeps `cargo run` on the solution) through the
                                crate explore (a dependency in Cargo.toml): it
                                tables the game described in it and prints its
                                patterns, and refuses ("the game's description is
                                not written yet") until written

and with --checker also

  tasks/<package>/src/bin/<package>-checker.rs  the checker, `<package>-checker
                                IN ACTUAL EXPECTED`, a second binary by Cargo's
                                defaults (default-run keeps `cargo run` on the
                                solution), declared as [package.metadata.golden]
                                checker; it
                                refuses to judge ("the checker is not written
                                yet") until written

Then `cargo test -p <package>` builds and fails only where the solution is
not written (the golden samples, and the error matrix's runs of them); the
coverage test accepts the package; `scripts/bundle.sh --compile <package>`
compiles. Nothing outside the two new folders is edited (cargo adds the
package to Cargo.lock at its next build).

Next: solve in src/lib.rs (its doc says how), the grundy-core module with
its brute-force tests, the references, gen.py, the README's TODOs, more
cases (scripts/make-golden.sh <package> <case>); README.md's "Solving a new
problem" walks through it.

A refusal (a bad or taken name, a missing option or sample) is one line on
stderr starting `error:`, exit status 1, and nothing is created.
"""

import os
import re
import shutil
import sys

import judges

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TEMPLATES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "new-problem")
KEBAB = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*\Z")
PLACEHOLDER = re.compile(r"\{\{([a-z_]+)\}\}")
OPTIONS = ("--judge", "--problem", "--url", "--time-limit-ms")
# The flags of the format's tokens: each names the conformance::Task option
# that tests/conformance.rs then gives package_tests!.
TASK_FLAGS = {"--first-may-be-huge": "first_may_be_huge", "--signed-values": "signed_values",
              "--letter-words": "letter_words"}
# With a second binary (--checker, --interactive, --explore): Cargo.toml's
# default-run, so that `cargo run -p <package>` runs the solution.
DEFAULT_RUN = """default-run = "{package}"
"""
# With --checker: what the Cargo.toml and README templates get, and the
# folder of templates copied into tasks/<package>/ as well.
CHECKER_METADATA = """
# The golden test, check-all.sh, make-golden.sh, oj-test.sh and
# bench/judge_time_limits.py judge this package's outputs with its checker
# (docs/formats.md, "Answers a checker judges").
[package.metadata.golden]
checker = "{package}-checker"
"""
CHECKER_SECTION = """## The checker

Any valid answer is accepted, so outputs are judged by `src/bin/{package}-checker.rs` (`{package}-checker IN ACTUAL EXPECTED`; exit 0 accepts, 1 rejects, 2 when the judging fails), not compared: TODO: what it accepts, and how its tests show it right (wrong answers of each kind rejected; every answer on small inputs judged as a search of the game judges it).

"""
# With --interactive: likewise, and the folder of templates copied over the
# task's (src/lib.rs and src/main.rs for a game, src/bin/<package>-interactor.rs).
INTERACTOR_METADATA = """
# The golden test, check-all.sh and make-golden.sh play every golden game
# against the interactor (docs/testing.md, "Interactive packages").
[package.metadata.golden]
interactor = "{package}-interactor"
"""
INTERACTOR_SECTION = """## The interactor

The judge's side of the game is `src/bin/{package}-interactor.rs` (`{package}-interactor IN VERDICT`; exit 0 when the player won, 1 when it did not, 2 when the judging fails). A golden case is a game: `<case>.in` is the interactor's hidden test and `<case>.out` the verdict it must write (docs/testing.md, "Interactive packages"); the references are players. TODO: the hidden test's format, how the judge plays (random by a seed, or the best reply), and what it checks of every move.

"""
# With --explore: the dependency its binary is wired through, its line in
# the README's Files, and the folder of templates copied into tasks/<package>/.
EXPLORE_DEPENDENCY = """# The wiring of src/bin/{package}-explore.rs.
explore.workspace = true
"""
EXPLORE_FILE = """- `src/bin/{package}-explore.rs`: the game described for the explorer; `cargo run -p {package} --bin {package}-explore` prints the patterns it finds in the game's table ([docs/explore.md](../../docs/explore.md)).
"""

# Crate names a package's library must not take (Rust's own crates and
# keywords that cannot name a crate).
RESERVED = {"std", "core", "alloc", "test", "proc_macro", "self", "super", "crate"}
# The longest package name (the generated Rust is laid out for it).
MAX_NAME = 64
# The largest official sample shown in the README's Example, in lines.
EXAMPLE_LINES = 20


class Refusal(Exception):
    """A reason not to create the package: printed as one `error:` line."""


def parse(argv):
    """The command line as (package, options, samples, limit_confirmed,
    second, explore, mode, task_flags): second "checker", "interactive" or
    None, explore whether --explore is given, mode "full", "contest" or
    "complete", task_flags the Task options named by TASK_FLAGS, in order."""
    package, options, samples, confirmed, checker, mode = None, {}, [], False, None, "full"
    explore, task_flags = False, []
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg in ("-h", "--help"):
            sys.stdout.write(__doc__)
            sys.exit(0)
        if arg == "--limit-confirmed":
            confirmed = True
        elif arg in ("--checker", "--interactive"):
            if checker:
                raise Refusal("--checker and --interactive are given together or twice")
            checker = arg[2:]
        elif arg in TASK_FLAGS:
            if TASK_FLAGS[arg] in task_flags:
                raise Refusal(f"{arg} is given twice")
            task_flags.append(TASK_FLAGS[arg])
        elif arg == "--explore":
            if explore:
                raise Refusal("--explore is given twice")
            explore = True
        elif arg in ("--contest", "--complete"):
            if mode != "full":
                raise Refusal("--contest and --complete are given together or twice")
            mode = arg[2:]
        elif arg.split("=", 1)[0] in OPTIONS:
            name, eq, value = arg.partition("=")
            if not eq:
                if not args:
                    raise Refusal(f"{name} needs a value (scripts/new-problem.sh --help)")
                value = args.pop(0)
            if name in options:
                raise Refusal(f"{name} is given twice")
            options[name] = value
        elif arg.startswith("-"):
            raise Refusal(f"unknown option {arg} (scripts/new-problem.sh --help)")
        elif package is None:
            package = arg
        else:
            samples.append(arg)
    if package is None:
        raise Refusal("no package name (usage: scripts/new-problem.sh <package> --judge ... SAMPLE...; --help)")
    if mode == "complete":
        if options or samples or confirmed or checker or explore or task_flags:
            raise Refusal("--complete takes only the package's name: the rest is read from the package")
        return package, options, samples, confirmed, checker, explore, mode, task_flags
    missing = [o for o in OPTIONS if not options.get(o, "").strip()]
    if missing:
        raise Refusal(f"missing {', '.join(missing)} (scripts/new-problem.sh --help)")
    return package, options, samples, confirmed, checker, explore, mode, task_flags


def check_name(package):
    """Refuses a package name that is not new kebab-case."""
    if len(package) > MAX_NAME:
        raise Refusal(f"package name {package!r} is longer than {MAX_NAME} characters")
    if not KEBAB.match(package):
        raise Refusal(f"package name {package!r} is not kebab-case "
                      "(lower-case letters and digits in words joined by single '-', starting with a letter)")
    crate = package.replace("-", "_")
    if crate in RESERVED:
        raise Refusal(f"package name {package!r} would name its library {crate}, which Rust reserves")
    taken = set()
    for folder in ("tasks", "crates"):
        taken.update(n.replace("-", "_") for n in os.listdir(os.path.join(ROOT, folder)))
    for path in (f"tasks/{package}", f"testdata/{package}"):
        if os.path.lexists(os.path.join(ROOT, path)):
            raise Refusal(f"{path} already exists: choose a new package name")
    if crate in taken:
        raise Refusal(f"package name {package!r} clashes with a package of the workspace")
    return crate


def task_options(task_flags):
    """The options after `solve` in package_tests!, laid out as rustfmt
    lays them out (a chain of all three, one call a line)."""
    if not task_flags:
        return ""
    if len(task_flags) < 3:
        return ", |t| t." + "().".join(task_flags) + "()"
    return ", |t| t" + "".join(f"\n    .{flag}()" for flag in task_flags)


def text_value(option, value):
    """An option's value, fit for a TOML basic string and a Markdown line."""
    value = value.strip()
    if any(ord(c) < 0x20 or c in '"\\' for c in value):
        raise Refusal(f"{option} holds a quote, a backslash or a control character: {value!r}")
    return value


def sample_pairs(samples):
    """The (.in, .out) paths of the samples, in order."""
    if not samples:
        raise Refusal("no official sample: give at least one .in file (its .out beside it) or a folder of them")
    pairs = []
    for sample in samples:
        if os.path.isdir(sample):
            found = [f for f in os.listdir(sample) if re.fullmatch(r"sample-(\d+)\.in", f)]
            if not found:
                raise Refusal(f"{sample} holds no sample-N.in file")
            found.sort(key=lambda f: int(f[len("sample-"):-len(".in")]))
            ins = [os.path.join(sample, f) for f in found]
        elif sample.endswith(".in") and os.path.isfile(sample):
            ins = [sample]
        else:
            raise Refusal(f"sample {sample} is neither a .in file nor a folder")
        for path in ins:
            out = path[:-len(".in")] + ".out"
            if not os.path.isfile(out):
                raise Refusal(f"sample {path} has no {os.path.basename(out)} beside it")
            pairs.append((path, out))
    seen = set()
    for path, _ in pairs:
        real = os.path.realpath(path)
        if real in seen:
            raise Refusal(f"sample {path} is given twice")
        seen.add(real)
    return pairs


def read_bytes(path):
    with open(path, "rb") as f:
        return f.read()


def fenced(data):
    """`data` as a Markdown code block."""
    text = data.decode("utf-8", errors="replace")
    fence = "~~~" if "```" in text else "```"
    return f"{fence}\n{text}{'' if text.endswith(chr(10)) else chr(10)}{fence}"


def example(package, samples, interactive=False):
    """The README's Example section: the first official sample, shown when
    it is short; for an interactive package, the first golden game (the
    interactor's hidden test and its verdict)."""
    if interactive:
        source = (f"A golden game, `testdata/{package}/sample-1.in` (the interactor's hidden test; "
                  "TODO: the position of the judge's sample dialogue, or say it is not)")
    else:
        source = (f"`testdata/{package}/sample-1.in` (the judge's official sample"
                  f"{'' if len(samples) == 1 else f'; {len(samples)} in all'})")
    inp, out = samples[0]
    if max(inp.count(b"\n"), out.count(b"\n")) > EXAMPLE_LINES:
        return f"{source} and its `.out` (too long to show here)."
    if interactive:
        return f"{source}:\n\n{fenced(inp)}\n\nis played against the interactor, whose verdict is\n\n{fenced(out)}"
    printed = f"prints\n\n{fenced(out)}" if out else "prints nothing."
    return f"{source}:\n\n{fenced(inp)}\n\n{printed}"


def render(template, values):
    def value(m):
        if m.group(1) not in values:
            raise KeyError(f"{template}: unknown placeholder {m.group(0)}")
        return values[m.group(1)]
    with open(template, encoding="utf-8") as f:
        return PLACEHOLDER.sub(value, f.read())


# What --contest leaves out (relative to the task template): what makes a
# package fit for the repository, not what solving and submitting need.
NOT_IN_CONTEST = ("README.md", "gen.py", "ref")


def files(package, crate, options, confirmed, samples, checker=None, contest=False, explore=False,
          task_flags=()):
    """{path relative to ROOT: bytes} of everything the package needs (with
    contest, only what a contest needs; with explore, its explorer too;
    task_flags, the conformance::Task options its tests give the matrix)."""
    ms = options["--time-limit-ms"].strip()
    if not re.fullmatch(r"[1-9][0-9]{0,6}", ms):
        raise Refusal(f"--time-limit-ms must be a positive whole number of milliseconds, not {ms!r}")
    url = text_value("--url", options["--url"])
    if not re.match(r"https?://\S+\Z", url):
        raise Refusal(f"--url must be an http(s) address without spaces, not {url!r}")
    judge = text_value("--judge", options["--judge"])
    if judge not in judges.JUDGES and not contest:
        raise Refusal(f"--judge {judge!r} is not in the judge table: add its row to JUDGES in scripts/judges.py "
                      f"(known: {', '.join(judges.JUDGES)})")
    values = {
        "package": package,
        "crate": crate,
        "judge": judge,
        "problem": text_value("--problem", options["--problem"]),
        # In a doc comment, rustdoc reads "[JSOI2009]" as a link: escaped.
        "doc_problem": re.sub(r"([\[\]])", r"\\\1", text_value("--problem", options["--problem"])),
        "url": url,
        "time_limit_ms": ms,
        "limit_confirmed": "true" if confirmed else "false",
        "time_limit": f"Time limit {int(ms) / 1000:g} s"
                      + ("." if confirmed else " (not confirmed here; assumed)."),
        "example": example(package, samples, checker == "interactive"),
        "submitting": judges.submitting(package, judge) if judge in judges.JUDGES else "",
        "default_run": DEFAULT_RUN.format(package=package) if checker or explore else "",
        "checker_metadata": CHECKER_METADATA.format(package=package) if checker == "checker" else "",
        "checker_section": CHECKER_SECTION.format(package=package) if checker == "checker" else "",
        "interactor_metadata": INTERACTOR_METADATA.format(package=package) if checker == "interactive" else "",
        "interactor_section": INTERACTOR_SECTION.format(package=package) if checker == "interactive" else "",
        "explore_dependency": EXPLORE_DEPENDENCY.format(package=package) if explore else "",
        "explore_file": EXPLORE_FILE.format(package=package) if explore else "",
        "task_options": task_options(task_flags),
    }
    out = {}
    folders = [("task", f"tasks/{package}"), ("testdata", f"testdata/{package}")]
    if checker == "checker":
        folders.append(("checker", f"tasks/{package}"))
    if checker == "interactive":
        folders.append(("interactive", f"tasks/{package}"))
    if explore:
        folders.append(("explore", f"tasks/{package}"))
    for folder, target in folders:
        base = os.path.join(TEMPLATES, folder)
        for dirpath, _, names in os.walk(base):
            for name in names:
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, base)
                if contest and folder == "task" and rel.split(os.sep)[0] in NOT_IN_CONTEST:
                    continue
                rel = PLACEHOLDER.sub(lambda m: values[m.group(1)], rel)
                out[os.path.join(target, rel)] = render(path, values).encode("utf-8")
    for i, (inp, answer) in enumerate(samples, 1):
        out[f"testdata/{package}/sample-{i}.in"] = inp
        out[f"testdata/{package}/sample-{i}.out"] = answer
    return out


def completion(package):
    """What --complete adds to the contest package PACKAGE: {path: bytes}
    of the full mode's files it lacks, its options read back from its
    Cargo.toml and its samples from testdata/<package>/sample-N.in/.out."""
    toml = os.path.join(ROOT, "tasks", package, "Cargo.toml")
    if not os.path.isfile(toml):
        raise Refusal(f"tasks/{package} is not a package: make it first (--contest or the full mode)")
    with open(toml, "rb") as f:
        manifest = judges.tomllib.load(f)["package"]
    meta = manifest.get("metadata", {})
    judge_table = meta.get("judge")
    if not judge_table:
        raise Refusal(f"tasks/{package}/Cargo.toml has no [package.metadata.judge]: not made by this command")
    options = {"--judge": judge_table["judge"], "--problem": judge_table["problem"], "--url": judge_table["url"],
               "--time-limit-ms": str(judge_table["time-limit-ms"])}
    golden = meta.get("golden", {})
    checker = "checker" if "checker" in golden else "interactive" if "interactor" in golden else None
    explore = os.path.isfile(os.path.join(ROOT, "tasks", package, "src", "bin", f"{package}-explore.rs"))
    data = os.path.join(ROOT, "testdata", package)
    samples = []
    for i in range(1, 10**6):
        inp, out = os.path.join(data, f"sample-{i}.in"), os.path.join(data, f"sample-{i}.out")
        if not (os.path.isfile(inp) and os.path.isfile(out)):
            break
        samples.append((read_bytes(inp), read_bytes(out)))
    if not samples:
        raise Refusal(f"testdata/{package} has no sample-1.in/.out to complete from")
    full = files(package, package.replace("-", "_"), options, judge_table.get("limit-confirmed", False),
                 samples, checker, explore=explore)
    missing = {rel: data for rel, data in full.items() if not os.path.lexists(os.path.join(ROOT, rel))}
    missing = {rel: data for rel, data in missing.items()
               if rel.startswith(f"tasks/{package}/") and rel[len(f"tasks/{package}/"):].split("/")[0]
               in NOT_IN_CONTEST}
    if not missing:
        raise Refusal(f"tasks/{package} already has its README, references and gen.py: nothing to complete")
    return missing


def judge_note(options):
    """A note for a contest package whose judge is not in the table."""
    judge = options["--judge"].strip()
    if judge in judges.JUDGES:
        return None
    return (f"{judge} is not in scripts/judges.py's table: its bundle is built as for our own problems "
            "(edition 2021, 64 KiB); add its row before --complete")


def create(package, contents):
    """Writes the files; on any failure removes both folders again."""
    made = [os.path.join(ROOT, "tasks", package), os.path.join(ROOT, "testdata", package)]
    try:
        for rel, data in sorted(contents.items()):
            path = os.path.join(ROOT, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as f:
                f.write(data)
    except BaseException:
        for folder in made:
            shutil.rmtree(folder, ignore_errors=True)
        raise


def main(argv):
    try:
        package, options, samples, confirmed, checker, explore, mode, task_flags = parse(argv)
        if mode == "complete":
            contents = completion(package)
            for rel, data in sorted(contents.items()):
                path = os.path.join(ROOT, rel)
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "wb") as f:
                    f.write(data)
                print(rel)
            print(f"completed tasks/{package}/ ({len(contents)} files). Next: README.md's \"Solving a new problem\","
                  " step 3 on (the references, gen.py, the README's TODOs, more cases, timing).")
            return 0
        crate = check_name(package)
        pairs = sample_pairs(samples)
        loaded = []
        for inp, out in pairs:
            answer = read_bytes(out)
            if answer and not answer.endswith(b"\n"):
                print(f"note: {out} does not end in a newline; the golden copy does (the binary prints one)",
                      file=sys.stderr)
                answer += b"\n"
            loaded.append((read_bytes(inp), answer))
        contents = files(package, crate, options, confirmed, loaded, checker, mode == "contest", explore,
                         task_flags)
    except Refusal as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    create(package, contents)
    for i, (inp, _) in enumerate(pairs, 1):
        print(f"testdata/{package}/sample-{i}.in/.out  <- {inp}")
    print(f"created tasks/{package}/ and testdata/{package}/ ({len(contents)} files). Next:")
    print(f"  write solve in tasks/{package}/src/lib.rs (until then `cargo test -p {package} --no-fail-fast`"
          " fails: \"solve is not written yet\"),")
    if checker == "checker":
        print(f"  the checker in tasks/{package}/src/bin/{package}-checker.rs (until then it refuses to judge),"
              " with its tests;")
    if checker == "interactive":
        print(f"  play in tasks/{package}/src/lib.rs and the interactor in"
              f" tasks/{package}/src/bin/{package}-interactor.rs (until then every game fails);")
    if explore:
        print(f"  the game's description in tasks/{package}/src/bin/{package}-explore.rs (until then it refuses);"
              f" cargo run -p {package} --bin {package}-explore prints the patterns of its table;")
    print(f"  check: cargo test -p {package} --no-fail-fast; scripts/bundle.sh --compile {package}"
          f" (submit target/bundle/{package}.rs where the judge takes Rust);")
    if mode == "contest":
        print(f"  to keep it in the repository: scripts/new-problem.sh --complete {package}, then"
              " README.md's \"Solving a new problem\" from step 3.")
        if judge_note(options):
            print(f"  note: {judge_note(options)}")
        return 0
    print(f"  the references in tasks/{package}/ref/, gen.py, the README's TODOs;")
    print(f"  add cases to testdata/{package}/ (.in, then scripts/make-golden.sh {package} <case>)"
          " and bad/ (.in + .err);")
    print(f"  scripts/check-all.sh --refs --bundles --record {package} runs the references and the bundle"
          " and records them in the ledger CI reads;")
    print(f"  time it: python3 bench/judge_time_limits.py --runs 3 {package};")
    print("  then scripts/judges.py writes its row of docs/judge-problems.md (from its Cargo.toml's"
          " reads and prints and its use lines; the docs test fails until it is run);")
    print("  cargo fmt --all and cargo clippy --workspace --all-targets -- -D warnings, as CI runs them.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
