//! Conformance of a task binary to the bad-input contract of
//! `docs/formats.md`.
//!
//! Each task package is a library with `solve(&mut Reader, &mut Out)`; its
//! `main` is `judge_io::run(HELP, solve)`, which prints `error: <Display of the
//! InputError>` and exits 1 on `Err`, and writes the output only on `Ok`. So
//! the contract reduces to properties of `solve` that can be checked in
//! process, thousands of inputs a second: it returns (never panics), within a
//! time and memory bound, with an error message of one line, or an output
//! whose lines all end in `\n`.
//!
//! Every task's tests are one line, its `tests/conformance.rs`:
//! [`package_tests!`] with its `solve` and its [`Task`] options makes the
//! golden test (every case of `testdata/<package>/` piped to the binary),
//! [`check_matrix`] and [`check_fuzz`]; [`guarded`] runs one input under a
//! panic catcher, a clock and an allocation counter; [`mutate`] makes
//! inputs. Nothing here lists the tasks: a new task wires itself in.
#![warn(missing_docs)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use judge_io::Solve;
use mutate::{awkward_whitespace, join, mutate_once, replace, tokens, Rng};

pub mod mutate;

#[doc(hidden)]
pub use golden;

/// A package's tests in one line: its golden cases, the error matrix and
/// the mutation fuzzer, as the tests `golden_cases`, `error_matrix` and
/// `mutation_fuzzer`, from its `solve` and, optionally, a function that sets
/// the [`Task`]'s options. Written in the package's `tests/conformance.rs`,
/// where Cargo names the binary under test; tests of the package's own
/// follow it in that file.
///
/// ```ignore
/// conformance::package_tests!(t01_mex::solve);
/// conformance::package_tests!(poj_1067_wythoff::solve, |t| t.first_may_be_huge());
/// ```
#[macro_export]
macro_rules! package_tests {
    ($solve:expr) => {
        $crate::package_tests!($solve, |task| task);
    };
    ($solve:expr, $options:expr $(,)?) => {
        fn task() -> $crate::Task {
            let options: fn($crate::Task) -> $crate::Task = $options;
            options($crate::Task::new(env!("CARGO_PKG_NAME"), $solve))
        }

        #[test]
        fn golden_cases() {
            $crate::golden::check_normalized(
                env!("CARGO_PKG_NAME"),
                env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME"))),
                task().normalize,
            );
        }

        #[test]
        fn error_matrix() {
            $crate::check_matrix(&task());
        }

        #[test]
        fn mutation_fuzzer() {
            $crate::check_fuzz(&task());
        }
    };
}

/// One task package and its entry point.
#[derive(Clone, Copy)]
pub struct Task {
    /// The package name, which is also its `testdata/` folder.
    pub package: &'static str,
    /// Its `solve` function.
    pub solve: Solve,
    /// What of its output must match a golden `.out` (all of it but for the
    /// benchmark, whose times vary).
    pub normalize: fn(&str) -> String,
    /// Whether its first token may be 10^18 in a valid input (true only
    /// where the first token is a value, not a count or a table size).
    pub first_may_be_huge: bool,
    /// Whether some of its values may be negative (a token replaced by `-1`
    /// is then run for the contract, not required to be refused).
    pub signed_values: bool,
    /// For an input of items read to its end (no count), each answered by
    /// one line: the tokens per item. An input cut after whole items is then
    /// valid and must print the answer's first lines.
    pub items_to_end: Option<usize>,
}

impl Task {
    /// The task `package` with entry point `solve`, its whole output
    /// compared, its first token a count or a size.
    pub fn new(package: &'static str, solve: Solve) -> Task {
        Task {
            package,
            solve,
            normalize: |s| s.to_string(),
            first_may_be_huge: false,
            signed_values: false,
            items_to_end: None,
        }
    }

    /// The same task, some of whose values may be negative: a token
    /// replaced by `-1` may be valid input, so the matrix runs it for the
    /// contract (no panic, within time and memory, one line of error or an
    /// answer) instead of requiring an error.
    pub fn signed_values(self) -> Task {
        Task {
            signed_values: true,
            ..self
        }
    }

    /// The same task, whose first token is a value that may be 10^18.
    pub fn first_may_be_huge(self) -> Task {
        Task {
            first_may_be_huge: true,
            ..self
        }
    }

    /// The same task, whose input is items of `tokens_per_item` tokens read
    /// to the end of the input (no count, no sentinel), each answered by one
    /// line: the matrix expects a cut after j whole items (j ≥ 1) to print
    /// the first j lines of the golden answer, and refuses every other cut.
    pub fn items_to_end(self, tokens_per_item: usize) -> Task {
        assert!(tokens_per_item > 0, "an item has at least one token");
        Task {
            items_to_end: Some(tokens_per_item),
            ..self
        }
    }

    /// The same task, whose outputs are compared after `normalize`.
    pub fn normalized_by(self, normalize: fn(&str) -> String) -> Task {
        Task { normalize, ..self }
    }
}

/// The global allocator of every binary that links this crate: the system
/// allocator, counting the bytes in use and their peak.
pub struct CountingAlloc;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for CountingAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        if !p.is_null() {
            let now = IN_USE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout);
        IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
    }
}

#[global_allocator]
static GLOBAL: CountingAlloc = CountingAlloc;

/// How one run ended.
#[derive(Debug)]
pub enum Ending {
    /// `Ok`, with the output.
    Answer(Vec<u8>),
    /// `Err`, with the message `run` would print after `error: `.
    Error(String),
    /// A panic, with its message.
    Panic(String),
}

/// One guarded run: how it ended, how long it took, and the most memory it
/// held at once beyond what was in use when it started.
#[derive(Debug)]
pub struct Run {
    /// How it ended.
    pub ending: Ending,
    /// The CPU time of the running thread where the system tells it
    /// (Linux), otherwise wall time: a loaded machine must not turn slow
    /// work into a false hang.
    pub elapsed: Duration,
    /// Peak extra heap bytes.
    pub peak_bytes: usize,
}

/// The bounds every run must keep, whatever the input. The time limit only
/// tells a hang from slow work on a loaded machine; speed is measured by the
/// benchmarks, not here.
pub const TIME_LIMIT: Duration = Duration::from_secs(60);
/// See [`TIME_LIMIT`].
pub const MEMORY_LIMIT: usize = 1 << 30;

/// Runs `solve` on `input` as `judge_io::run` would, catching panics and
/// measuring time and peak memory. Runs are serialized so the allocation
/// counter sees one run at a time.
pub fn guarded(solve: Solve, input: &[u8]) -> Run {
    static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());
    let _lock = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    quiet_panics();
    let base = IN_USE.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let start = (Instant::now(), thread_cpu_time());
    GUARDED.with(|g| g.set(true));
    let result = std::panic::catch_unwind(|| judge_io::solve_bytes(solve, input));
    GUARDED.with(|g| g.set(false));
    let elapsed = match (start.1, thread_cpu_time()) {
        (Some(before), Some(after)) => after.saturating_sub(before),
        _ => start.0.elapsed(),
    };
    let peak_bytes = PEAK.load(Ordering::Relaxed).saturating_sub(base);
    let ending = match result {
        Ok(Ok(out)) => Ending::Answer(out),
        Ok(Err(e)) => Ending::Error(e.to_string()),
        Err(payload) => Ending::Panic(
            payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "non-string panic".to_string()),
        ),
    };
    Run {
        ending,
        elapsed,
        peak_bytes,
    }
}

/// The CPU time this thread has used, from Linux's
/// `/proc/thread-self/schedstat` (its first field, in nanoseconds); `None`
/// elsewhere.
fn thread_cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos = stat.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

thread_local! {
    static GUARDED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Silences the panic message of a guarded run (it is reported as a
/// failure instead), and only of a guarded run: test assertions still print.
fn quiet_panics() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !GUARDED.with(|g| g.get()) {
                default(info);
            }
        }));
    });
}

/// What is wrong with a run whatever its input, if anything: a panic, a
/// time or memory bound passed, an error message that is not one line, or an
/// answer with a line not ended by `\n`.
pub fn contract_breach(run: &Run) -> Option<String> {
    let problem = match &run.ending {
        Ending::Panic(msg) => format!("panicked: {}", msg),
        _ if run.elapsed > TIME_LIMIT => format!("took {:?}", run.elapsed),
        _ if run.peak_bytes > MEMORY_LIMIT => format!("held {} bytes", run.peak_bytes),
        Ending::Error(msg) if msg.is_empty() || msg.contains(['\n', '\r']) => {
            format!("error message is not one line: {:?}", msg)
        }
        Ending::Answer(out) if !out.is_empty() && !out.ends_with(b"\n") => {
            "answer does not end in a newline".to_string()
        }
        _ => return None,
    };
    Some(problem)
}

/// Whether a valid input is small and fast enough to be worth varying: at
/// most [`CHEAP_BYTES`] and under 50 ms. Golden cases at a task's size
/// limits (a path of 10^5 vertices, 3 MB) are checked by the golden tests;
/// the matrix would run each of them some 1200 times over (it probes the
/// first 200 tokens, which a small case probes as well), and the fuzzer's
/// mutants of them cost as much, spending the checks' time on one input.
pub fn is_cheap(task: &Task, input: &[u8]) -> bool {
    input.len() <= CHEAP_BYTES && guarded(task.solve, input).elapsed < Duration::from_millis(50)
}

/// The largest golden input the matrix and the fuzzer vary: 64 KiB.
pub const CHEAP_BYTES: usize = 64 * 1024;

/// A golden case: its name, input, and expected output (`None` for a bad
/// input case).
pub struct Case {
    /// File stem.
    pub name: String,
    /// The `.in` bytes.
    pub input: Vec<u8>,
    /// The `.out` text, if the case is valid input.
    pub output: Option<String>,
}

/// The golden cases of a package.
pub fn cases(package: &str) -> Vec<Case> {
    golden::cases(package)
        .into_iter()
        .map(|path| Case {
            name: stem(&path),
            input: std::fs::read(&path).expect("read .in"),
            output: match golden::expected(&path) {
                golden::Expected::Output(text) => Some(text),
                golden::Expected::Error(_) => None,
            },
        })
        .collect()
}

fn stem(path: &Path) -> String {
    path.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Token positions probed per case by the matrix (golden inputs are small;
/// this bounds the few larger ones).
const MAX_POSITIONS: usize = 200;

/// A run of a huge value that takes longer than this is the task's honest
/// slow path (such as a subtraction game searching long for its period);
/// the matrix runs it once per case, not once per token.
const SLOW_HUGE: Duration = Duration::from_millis(500);

/// The error matrix's state for one task: the failures so far.
struct Matrix<'a> {
    task: &'a Task,
    failures: Vec<String>,
    checked: usize,
    /// Golden cases too slow to vary.
    skipped: usize,
    /// `10^18` replacements not run after one of the same case was slow.
    skipped_huge: usize,
    /// The package's checker, which judges its answers where any valid
    /// answer is accepted (`golden::checker`).
    checker: Option<std::path::PathBuf>,
}

impl Matrix<'_> {
    fn run(&mut self, label: &str, input: &[u8]) -> Run {
        self.checked += 1;
        let run = guarded(self.task.solve, input);
        if let Some(problem) = contract_breach(&run) {
            self.fail(label, input, &problem);
        }
        run
    }

    fn expect_error(&mut self, label: &str, input: &[u8]) {
        if let Ending::Answer(out) = self.run(label, input).ending {
            let out = String::from_utf8_lossy(&out).into_owned();
            self.fail(label, input, &format!("accepted, printed {:?}", out));
        }
    }

    fn expect_answer(&mut self, label: &str, input: &[u8], want: &str) {
        match self.run(label, input).ending {
            Ending::Answer(out) if self.checker.is_some() => {
                let checker = self.checker.as_deref().expect("a checker");
                if let Err(verdict) = golden::judge(checker, input, &out, want.as_bytes()) {
                    self.fail(label, input, &verdict)
                }
            }
            Ending::Answer(out)
                if (self.task.normalize)(&String::from_utf8_lossy(&out))
                    == (self.task.normalize)(want) => {}
            Ending::Answer(out) => {
                let got = String::from_utf8_lossy(&out).into_owned();
                self.fail(label, input, &format!("want {:?}, got {:?}", want, got))
            }
            other => self.fail(label, input, &format!("want {:?}, got {:?}", want, other)),
        }
    }

    fn fail(&mut self, label: &str, input: &[u8], problem: &str) {
        let shown: String = String::from_utf8_lossy(input).chars().take(120).collect();
        self.failures.push(format!(
            "{} {}: {} (input {:?})",
            self.task.package, label, problem, shown
        ));
    }
}

/// The error matrix: systematic bad inputs made from the task's golden
/// inputs must be refused with an error (never a panic), huge values must
/// stay within time and memory, and awkward whitespace must not change the
/// answer. Panics with every failure.
///
/// Made from each cheap golden `.out` case: the input cut at every token
/// boundary (refused, but for whole items where [`Task::items_to_end`]); each token replaced by a word, `-1`, `18446744073709551616`,
/// `1.5` (all refused; `-1` only run where [`Task::signed_values`]) and by `10^18` (within time and memory; once per
/// case when such a run is slow, see `SLOW_HUGE`); one extra
/// token; CRLF, tabs and blank lines (the same answer, or, for a package
/// with a checker, an answer the checker accepts). Every `bad/` case of
/// the task is run in process too, and must be refused. Empty input and
/// whitespace alone must be refused.
pub fn check_matrix(task: &Task) {
    let mut m = Matrix {
        task,
        failures: Vec::new(),
        checked: 0,
        skipped: 0,
        skipped_huge: 0,
        checker: golden::checker(task.package),
    };
    m.expect_error("empty stdin", b"");
    m.expect_error("only whitespace", b" \r\n\t\n");
    for case in cases(task.package) {
        let name = case.name;
        let Some(want) = case.output else {
            m.expect_error(&format!("{} (a bad/ case)", name), &case.input);
            continue;
        };
        if !is_cheap(task, &case.input) {
            m.skipped += 1;
            continue;
        }
        let toks = tokens(&case.input);
        m.expect_answer(&format!("{} as given", name), &case.input, &want);
        m.expect_answer(
            &format!("{} with CRLF, tabs and blank lines", name),
            &awkward_whitespace(&toks),
            &want,
        );
        for extra in [&b"0"[..], b"x"] {
            let mut longer = toks.clone();
            longer.push(extra.to_vec());
            m.expect_error(&format!("{} plus an extra token", name), &join(&longer));
        }
        for k in 0..toks.len().min(MAX_POSITIONS) {
            let label = format!("{} cut after {} tokens", name, k);
            match task.items_to_end {
                Some(per) if k > 0 && k % per == 0 => {
                    let lines: Vec<&str> = want.split_inclusive('\n').collect();
                    assert_eq!(lines.len() * per, toks.len(), "{}: a line per item", name);
                    m.expect_answer(&label, &join(&toks[..k]), &lines[..k / per].concat());
                }
                _ => m.expect_error(&label, &join(&toks[..k])),
            }
        }
        let mut huge_was_slow = false;
        for i in 0..toks.len().min(MAX_POSITIONS) {
            for bad in ["x", "-1", "18446744073709551616", "1.5"] {
                let label = format!("{} token {} replaced by {}", name, i + 1, bad);
                if bad == "-1" && task.signed_values {
                    m.run(&label, &replace(&toks, i, b"-1"));
                } else {
                    m.expect_error(&label, &replace(&toks, i, bad.as_bytes()));
                }
            }
            let label = format!("{} token {} replaced by 10^18", name, i + 1);
            let huge = replace(&toks, i, b"1000000000000000000");
            if i == 0 && !task.first_may_be_huge {
                m.expect_error(&label, &huge);
            } else if huge_was_slow {
                m.skipped_huge += 1;
            } else {
                huge_was_slow = m.run(&label, &huge).elapsed > SLOW_HUGE;
            }
        }
    }
    eprintln!(
        "matrix {}: {} inputs checked; {} golden cases too slow to vary (the golden tests run them); \
         {} 10^18 replacements skipped after a slow one in the same case",
        task.package, m.checked, m.skipped, m.skipped_huge
    );
    let shown: Vec<&String> = m.failures.iter().take(60).collect();
    assert!(
        m.failures.is_empty(),
        "{} matrix failures (first {}):\n{:#?}",
        m.failures.len(),
        shown.len(),
        shown
    );
}

/// `FUZZ_SHARD=k/n` as (k, n); (0, 1), all the inputs, when unset.
/// Panics on a value that is not `k/n` with k < n.
fn fuzz_shard() -> (u64, u64) {
    let Ok(text) = std::env::var("FUZZ_SHARD") else {
        return (0, 1);
    };
    let parsed = text
        .split_once('/')
        .and_then(|(k, n)| Some((k.parse::<u64>().ok()?, n.parse::<u64>().ok()?)));
    match parsed {
        Some((k, n)) if k < n => (k, n),
        _ => panic!("FUZZ_SHARD={:?}: expected k/n with k < n", text),
    }
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The mutation fuzzer: the task's cheap golden inputs mutated at random
/// (bytes flipped, inserted, deleted; tokens dropped, duplicated, swapped,
/// spliced, replaced by edge values) must never make it panic, pass the
/// time or memory bound, print a multi-line error, or print an unterminated
/// line. Panics with the breaches.
///
/// `FUZZ_CASES` sets the number of mutated inputs (default 1000); the seed
/// is `FUZZ_SEED` (default fixed) mixed with the package name and the
/// input's number, so a package's inputs do not depend on which other
/// packages run, nor on how they are shared out: `FUZZ_SHARD=k/n` runs
/// only the inputs whose number is k modulo n (`scripts/fuzz-all.sh` runs
/// the n shards of a package side by side, one per core).
pub fn check_fuzz(task: &Task) {
    let per_package = env_number("FUZZ_CASES", 1000);
    let seed = env_number("FUZZ_SEED", 0x5eed_6a3e);
    let (shard, shards) = fuzz_shard();
    let inputs: Vec<Vec<u8>> = cases(task.package)
        .into_iter()
        .map(|c| c.input)
        .filter(|input| is_cheap(task, input))
        .collect();
    assert!(
        !inputs.is_empty(),
        "{}: no cheap golden input",
        task.package
    );
    let name_hash = task.package.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    let (mut answers, mut errors) = (0u64, 0u64);
    let start = Instant::now();
    let mut slowest = (Duration::ZERO, Vec::new());
    let mut failures = Vec::new();
    let mine = (0..per_package).filter(|c| c % shards == shard);
    let count = mine.clone().count();
    for c in mine {
        let mut rng = Rng::new(seed ^ name_hash ^ c.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let base = &inputs[rng.below(inputs.len())];
        let donor = &inputs[rng.below(inputs.len())];
        let mut input = base.clone();
        for _ in 0..1 + rng.below(3) {
            input = mutate_once(&mut rng, &input, donor);
        }
        let run = guarded(task.solve, &input);
        if run.elapsed > slowest.0 {
            slowest = (run.elapsed, input.clone());
        }
        match &run.ending {
            Ending::Answer(_) => answers += 1,
            _ => errors += 1,
        }
        if let Some(problem) = contract_breach(&run) {
            let shown: String = String::from_utf8_lossy(&input).chars().take(120).collect();
            failures.push(format!("{}: {} (input {:?})", task.package, problem, shown));
        }
    }
    let shown: String = String::from_utf8_lossy(&slowest.1)
        .chars()
        .take(80)
        .collect();
    eprintln!(
        "fuzz {}: {} mutated inputs (shard {}/{} of {}) of {} cheap golden inputs, {} answered, {} refused, {} breaches, {:.1} s; slowest {:.3} s: {:?}",
        task.package,
        count,
        shard,
        shards,
        per_package,
        inputs.len(),
        answers,
        errors,
        failures.len(),
        start.elapsed().as_secs_f64(),
        slowest.0.as_secs_f64(),
        shown
    );
    let first: Vec<&String> = failures.iter().take(40).collect();
    assert!(
        failures.is_empty(),
        "{} breaches with FUZZ_SEED={} (first {}):\n{:#?}",
        failures.len(),
        seed,
        first.len(),
        first
    );
}
