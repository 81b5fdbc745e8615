"""What the benchmark scripts share: the generated inputs, the packages,
the reference commands, and how one run is timed.

Imported by bench/rust_vs_references.py and bench/judge_time_limits.py (not a script).
"""
import os
import re
import statistics
import subprocess
import tempfile
import time
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGS = ("go", "java", "python")


def sh(cmd, **kw):
    return subprocess.run(cmd, cwd=ROOT, check=True, **kw)


def release_binaries(packages=None):
    """Builds the release binaries of PACKAGES (a list of names), or of the
    whole workspace when None."""
    select = ["--workspace"] if packages is None else [a for p in packages for a in ("-p", p)]
    sh(["cargo", "build", "--release", "--quiet", "--bins", *select])


BASELINE_DIR = os.path.join(ROOT, "bench", "baseline")


def baseline():
    """The command of the C baseline (bench/baseline/, every .c file there
    compiled together), run as `CMD <package> < input`: built with `cc -O2`
    ($CC if set) into target/baseline/ when the binary is missing or older
    than any file of bench/baseline/."""
    exe = os.path.join(ROOT, "target", "baseline", "baseline")
    files = sorted(os.path.join(BASELINE_DIR, f) for f in os.listdir(BASELINE_DIR))
    sources = [f for f in files if f.endswith(".c")]
    if not os.path.exists(exe) or any(os.path.getmtime(exe) < os.path.getmtime(f) for f in files):
        os.makedirs(os.path.dirname(exe), exist_ok=True)
        tmp = f"{exe}.tmp{os.getpid()}"
        sh([os.environ.get("CC", "cc"), "-O2", "-o", tmp, *sources])
        os.replace(tmp, exe)
    return [exe]


def binary(pkg):
    return [os.path.join(ROOT, "target", "release", pkg)]


def generated_inputs():
    """{package: [input name, ...]} from every tasks/*/gen.py, in order."""
    listing = subprocess.run([os.path.join(ROOT, "scripts", "gen"), "--list"],
                             capture_output=True, text=True, check=True).stdout
    found = {}
    for line in listing.splitlines():
        name, pkg = line.split()
        found.setdefault(pkg, []).append(name)
    return found


def generate(name, directory):
    """Writes input `name` (seed 1) to DIRECTORY/name.in; returns the path."""
    os.makedirs(directory, exist_ok=True)
    path = os.path.join(directory, name + ".in")
    with open(path, "w") as f:
        sh([os.path.join(ROOT, "scripts", "gen"), name, "1"], stdout=f)
    return path


def references(pkg, langs=LANGS):
    """The commands of the package's references, built by scripts/refs.sh."""
    build = " && ".join(["ensure_toolchains"] + [f"build_ref {lang} {pkg}" for lang in langs])
    sh(["bash", "-c", f"ROOT={ROOT}; . scripts/refs.sh; {build}"])
    d = os.path.join(ROOT, "target", "refs", pkg)
    commands = {"go": [os.path.join(d, "go-main")],
                "java": ["java", "-Xss512m", "-Xmx4g", "-cp", os.path.join(d, "java"), "Main"],
                "python": ["python3", os.path.join(ROOT, "tasks", pkg, "ref", "main.py")]}
    return {lang: commands[lang] for lang in langs}


def output(cmd, path, why=None):
    """(exit status, stdout) of CMD with PATH as stdin; WHY, a list, gets
    the first line of its stderr when it fails."""
    with open(path, "rb") as f:
        r = subprocess.run(cmd, stdin=f, capture_output=True)
    if r.returncode != 0 and why is not None:
        why.append(f"exit {r.returncode}: {(r.stderr.decode(errors='replace').strip().splitlines() or [''])[0]}")
    return r.returncode, r.stdout


def checker(pkg):
    """The command of the checker the package declares
    ([package.metadata.golden] checker = "<bin>", where any valid answer is
    accepted), or None when its outputs are compared byte for byte."""
    with open(os.path.join(ROOT, "tasks", pkg, "Cargo.toml"), "rb") as f:
        meta = tomllib.load(f)["package"].get("metadata", {})
    name = meta.get("golden", {}).get("checker")
    return [os.path.join(ROOT, "target", "release", name)] if name else None


def interactor(pkg, profile="release"):
    """The command of the interactor an interactive package declares
    ([package.metadata.golden] interactor = "<bin>", the judge's side of
    the game; its inputs are the interactor's hidden tests), or None."""
    with open(os.path.join(ROOT, "tasks", pkg, "Cargo.toml"), "rb") as f:
        meta = tomllib.load(f)["package"].get("metadata", {})
    name = meta.get("golden", {}).get("interactor")
    return [os.path.join(ROOT, "target", profile, name)] if name else None


def game(judge, cmd, path, why=None):
    """(exit status, verdict, player CPU seconds, player peak KiB) of one
    game of CMD against the interactor JUDGE on the hidden test PATH
    (scripts/play.py); WHY, a list, gets the reason when the player did not
    win."""
    with tempfile.NamedTemporaryFile(suffix=".cpu") as f:
        r = subprocess.run(["python3", os.path.join(ROOT, "scripts", "play.py"), "--cpu", f.name, *judge, path,
                            "--", *cmd], stdin=subprocess.DEVNULL, capture_output=True)
        figures = open(f.name).read().split()
    if r.returncode != 0 and why is not None:
        why.append(f"exit {r.returncode}: {(r.stderr.decode(errors='replace').strip().splitlines() or [''])[0]}")
    cpu, kib = (float(figures[0]), int(figures[1])) if len(figures) == 2 else (0.0, 0)
    return r.returncode, r.stdout, cpu, kib


def player_cpu(judge):
    """A MEASURE for interleaved_medians: the player's CPU seconds in one
    game against the interactor JUDGE (what a judge charges it, without the
    interactor's own time)."""
    def measure(cmd, path):
        code, verdict, cpu, _ = game(judge, cmd, path)
        if code != 0:
            raise RuntimeError(f"{' '.join(cmd)} lost the game {path}: {verdict!r}")
        return cpu
    return measure


def agrees(judge, path, want, got):
    """Whether GOT, an (exit status, stdout) for input PATH, is right beside
    WANT: both exit 0 and print the same bytes, or, with a checker (JUDGE,
    from checker()), the checker accepts GOT given WANT's verdict
    (`CHECKER IN ACTUAL EXPECTED`, exit 0)."""
    if want[0] != 0 or got[0] != 0:
        return False
    if judge is None:
        return got == want
    with tempfile.TemporaryDirectory() as d:
        actual, expected = os.path.join(d, "actual"), os.path.join(d, "expected")
        for name, data in ((actual, got[1]), (expected, want[1])):
            with open(name, "wb") as f:
                f.write(data)
        return subprocess.run(judge + [path, actual, expected], capture_output=True).returncode == 0


def wall(cmd, path, stderr=None):
    """Seconds of one run of CMD with PATH as stdin and stdout discarded
    (stderr to the file STDERR if given). The child is started with
    posix_spawn and reaped with wait4, so the figure holds little of this
    script's own overhead."""
    program = cmd[0] if os.sep in cmd[0] else subprocess.check_output(["which", cmd[0]], text=True).strip()
    actions = [(os.POSIX_SPAWN_OPEN, 0, path, os.O_RDONLY, 0),
               (os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0)]
    if stderr:
        actions.append((os.POSIX_SPAWN_OPEN, 2, stderr, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644))
    start = time.perf_counter()
    pid = os.posix_spawn(program, cmd, os.environ, file_actions=actions)
    _, status, _ = os.wait4(pid, 0)
    seconds = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"{' '.join(cmd)} < {path} failed")
    return seconds


def engine_and_wall(cmd, path):
    """(engine seconds, wall seconds) of one run of a library benchmark's
    program, which prints `engine-ns N` on stderr: the time of its engine
    alone, without the reading, the printing and the process start
    (bench/src/engine_time.rs, bench/baseline/baseline.h)."""
    with tempfile.NamedTemporaryFile(suffix=".stderr") as f:
        seconds = wall(cmd, path, stderr=f.name)
        said = re.findall(r"^engine-ns (\d+)$", open(f.name).read(), re.M)
    if len(said) != 1:
        raise RuntimeError(f"{' '.join(cmd)} < {path} printed {len(said)} engine-ns lines, not one")
    return int(said[0]) / 1e9, seconds


def interleaved_medians(commands, path, runs, measure=wall):
    """{key: median ms} over RUNS rounds; each round runs every command
    once, in an order that alternates, so drift in the machine's speed falls
    on all of them alike. MEASURE(cmd, path) gives the seconds of one run
    (wall time by default), or a tuple of figures, whose medians are then a
    tuple too."""
    times = {key: [] for key in commands}
    keys = list(commands)
    for i in range(runs):
        for key in keys if i % 2 == 0 else reversed(keys):
            times[key].append(measure(commands[key], path))

    def median_ms(samples):
        if isinstance(samples[0], tuple):
            return tuple(statistics.median(column) * 1000 for column in zip(*samples))
        return statistics.median(samples) * 1000
    return {key: median_ms(t) for key, t in times.items()}


def peak_mib(cmd, path):
    """Peak resident memory of one run, in MiB (/usr/bin/time)."""
    with open(path, "rb") as f:
        r = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, stdin=f,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=True)
    return int(r.stderr.decode().strip().splitlines()[-1]) / 1024
