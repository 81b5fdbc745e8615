#!/usr/bin/env python3
"""Starts a new judge problem: a task package that builds, is covered by
every check, and bundles at once, with its official samples as golden cases.

Usage: scripts/new-problem.sh <package> --judge JUDGE --problem "ID TITLE"
           --url URL --time-limit-ms MS [--limit-confirmed] [--checker] SAMPLE...

  <package>          the new package and folder name, kebab-case, at most 64
                     characters: judge, problem id, title, e.g. cses-1097-removal-game
  --judge            the judge as the README names it: CSES, AtCoder, Codeforces, ...
  --problem          the problem's id and title, e.g. "1097 Removal Game"
  --url              the problem's page
  --time-limit-ms    the judge's time limit in milliseconds
  --limit-confirmed  the limit was read on the judge's own page (otherwise
                     it is reported as assumed)
  --checker          the judge accepts any valid answer (one winning move of
                     several): the outputs are judged by a checker binary of
                     the package, not compared byte for byte (docs/formats.md,
                     "Answers a checker judges")
  SAMPLE             an official sample's .in file with its .out beside it,
                     or a folder of sample-N.in/.out pairs (such as a
                     judges/<dir>/ folder of the shared material, which sits
                     at ../shared/ beside the repository); at least one. They
                     are copied in order to testdata/<package>/sample-1.in/.out, ...

It writes, from the templates in scripts/new-problem/ ({{name}} placeholders):

  tasks/<package>/Cargo.toml    with [package.metadata.judge] (bench/judge_time_limits.py)
  tasks/<package>/src/main.rs   judge_io::run(HELP, solve), HELP its --help text
                                (usage, and a TODO for the format in brief)
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

and with --checker also

  tasks/<package>/src/bin/checker.rs  the checker, `<package>-checker IN ACTUAL
                                EXPECTED`, declared as the second [[bin]] and
                                as [package.metadata.golden] checker; it
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
# With --checker: what the Cargo.toml and README templates get, and the
# folder of templates copied into tasks/<package>/ as well.
CHECKER_BIN = """
# The checker: any valid answer is accepted, so outputs are judged, not
# compared (`CHECKER IN ACTUAL EXPECTED`, exit 0 accepts). A second binary,
# never bundled: scripts/bundle.py takes the first [[bin]].
[[bin]]
name = "{package}-checker"
path = "src/bin/checker.rs"
"""
CHECKER_METADATA = """
# The golden test, check-all.sh, make-golden.sh, oj-test.sh and
# bench/judge_time_limits.py judge this package's outputs with its checker
# (docs/formats.md, "Answers a checker judges").
[package.metadata.golden]
checker = "{package}-checker"
"""
CHECKER_SECTION = """## The checker

Any valid answer is accepted, so outputs are judged by `src/bin/checker.rs` (`{package}-checker IN ACTUAL EXPECTED`; exit 0 accepts, 1 rejects, 2 when the judging fails), not compared: TODO: what it accepts, and how its tests show it right (wrong answers of each kind rejected; every answer on small inputs judged as a search of the game judges it).

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
    """The command line as (package, options, samples, limit_confirmed)."""
    package, options, samples, confirmed, checker = None, {}, [], False, False
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg in ("-h", "--help"):
            sys.stdout.write(__doc__)
            sys.exit(0)
        if arg == "--limit-confirmed":
            confirmed = True
        elif arg == "--checker":
            checker = True
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
    missing = [o for o in OPTIONS if not options.get(o, "").strip()]
    if missing:
        raise Refusal(f"missing {', '.join(missing)} (scripts/new-problem.sh --help)")
    return package, options, samples, confirmed, checker


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


def example(package, samples):
    """The README's Example section: the first official sample, shown when
    it is short."""
    source = (f"`testdata/{package}/sample-1.in` (the judge's official sample"
              f"{'' if len(samples) == 1 else f'; {len(samples)} in all'})")
    inp, out = samples[0]
    if max(inp.count(b"\n"), out.count(b"\n")) > EXAMPLE_LINES:
        return f"{source} and its `.out` (too long to show here)."
    printed = f"prints\n\n{fenced(out)}" if out else "prints nothing."
    return f"{source}:\n\n{fenced(inp)}\n\n{printed}"


def render(template, values):
    def value(m):
        if m.group(1) not in values:
            raise KeyError(f"{template}: unknown placeholder {m.group(0)}")
        return values[m.group(1)]
    with open(template, encoding="utf-8") as f:
        return PLACEHOLDER.sub(value, f.read())


def files(package, crate, options, confirmed, samples, checker=False):
    """{path relative to ROOT: bytes} of everything the package needs."""
    ms = options["--time-limit-ms"].strip()
    if not re.fullmatch(r"[1-9][0-9]{0,6}", ms):
        raise Refusal(f"--time-limit-ms must be a positive whole number of milliseconds, not {ms!r}")
    url = text_value("--url", options["--url"])
    if not re.match(r"https?://\S+\Z", url):
        raise Refusal(f"--url must be an http(s) address without spaces, not {url!r}")
    judge = text_value("--judge", options["--judge"])
    if judge not in judges.JUDGES:
        raise Refusal(f"--judge {judge!r} is not in the judge table: add its row to JUDGES in scripts/judges.py "
                      f"(known: {', '.join(judges.JUDGES)})")
    values = {
        "package": package,
        "crate": crate,
        "judge": judge,
        "problem": text_value("--problem", options["--problem"]),
        "url": url,
        "time_limit_ms": ms,
        "limit_confirmed": "true" if confirmed else "false",
        "time_limit": f"Time limit {int(ms) / 1000:g} s"
                      + ("." if confirmed else " (not confirmed here; assumed)."),
        "example": example(package, samples),
        "submitting": judges.submitting(package, judge),
        "checker_bin": CHECKER_BIN.format(package=package) if checker else "",
        "checker_metadata": CHECKER_METADATA.format(package=package) if checker else "",
        "checker_section": CHECKER_SECTION.format(package=package) if checker else "",
    }
    out = {}
    folders = [("task", f"tasks/{package}"), ("testdata", f"testdata/{package}")]
    if checker:
        folders.append(("checker", f"tasks/{package}"))
    for folder, target in folders:
        base = os.path.join(TEMPLATES, folder)
        for dirpath, _, names in os.walk(base):
            for name in names:
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, base)
                out[os.path.join(target, rel)] = render(path, values).encode("utf-8")
    for i, (inp, answer) in enumerate(samples, 1):
        out[f"testdata/{package}/sample-{i}.in"] = inp
        out[f"testdata/{package}/sample-{i}.out"] = answer
    return out


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
        package, options, samples, confirmed, checker = parse(argv)
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
        contents = files(package, crate, options, confirmed, loaded, checker)
    except Refusal as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    create(package, contents)
    for i, (inp, _) in enumerate(pairs, 1):
        print(f"testdata/{package}/sample-{i}.in/.out  <- {inp}")
    print(f"created tasks/{package}/ and testdata/{package}/ ({len(contents)} files). Next:")
    print(f"  write solve in tasks/{package}/src/lib.rs (until then `cargo test -p {package}` fails:"
          " \"solve is not written yet\"),")
    print(f"  the references in tasks/{package}/ref/, gen.py, the README's TODOs;")
    print(f"  add cases to testdata/{package}/ (.in, then scripts/make-golden.sh {package} <case>)"
          " and bad/ (.in + .err);")
    if checker:
        print(f"  the checker in tasks/{package}/src/bin/checker.rs (until then it refuses to judge),"
              " with its tests;")
    print(f"  check: cargo test -p {package}; scripts/bundle.sh --compile {package};"
          f" python3 bench/judge_time_limits.py --runs 3 {package}")
    print("  then scripts/judges.py writes its row of docs/judge-problems.md (from its Cargo.toml's"
          " reads and prints and its use lines; the docs test fails until it is run)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
