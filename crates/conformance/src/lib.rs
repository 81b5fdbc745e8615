//! Conformance of a task binary to the bad-input contract of
//! `docs/formats.md`.
//!
//! Each task package is a library with `solve(&mut Reader, &mut Out)`; its
//! `main` is `judge_io::main!(<package>::solve);`, which prints `error:
//! <Display of the InputError>` and exits 1 on `Err`, and writes the output only on `Ok`. So
//! the contract reduces to properties of `solve` that can be checked in
//! process, thousands of inputs a second: it returns (never panics), within a
//! time and memory bound, with an error message of one line, or an output
//! whose lines all end in `\n`.
//!
//! Every task's tests are one line, its `tests/conformance.rs`:
//! [`package_tests!`] with its `solve` and its [`Task`] options makes the
//! golden test (every case of `testdata/<package>/` piped to the binary),
//! [`check_matrix`] and [`check_fuzz`] (an interactive package plays its
//! golden games against its interactor: [`interactive`]); [`guarded`] runs one input under a
//! panic catcher, a clock and an allocation counter; [`mutate`] makes
//! inputs. Nothing here lists the tasks: a new task wires itself in.
#![warn(missing_docs)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::io::Read;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use judge_io::Solve;

pub mod checker;
mod fuzz;
pub mod interactive;
mod matrix;
pub mod mutate;
pub mod oracle;

pub use fuzz::{check_fuzz, check_fuzz_beside, QUICK_BUDGET};
pub use matrix::{check_huge_values, check_matrix};

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
            let package = env!("CARGO_PKG_NAME");
            let binary = env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME")));
            if $crate::interactive::interactor(package).is_some() {
                $crate::interactive::check_games(package, binary);
            } else {
                $crate::golden::check_normalized(package, binary, task().normalize);
            }
        }

        #[test]
        fn error_matrix() {
            $crate::check_matrix(&task());
        }

        #[test]
        #[ignore = "slow: 10^18 values its engine takes seconds over"]
        fn error_matrix_huge_values() {
            $crate::check_huge_values(&task());
        }

        #[test]
        fn mutation_fuzzer() {
            $crate::check_fuzz_beside(&task(), "mutation_fuzzer");
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
    /// Whether a `10^18` in place of one of its values is its engine's
    /// honest slow path, seconds long (a certificate search run to its
    /// cap): the quick loop's matrix then leaves those runs to the slow
    /// tests ([`check_huge_values`]).
    pub slow_huge_values: bool,
    /// Whether some of its values may be negative (a token replaced by `-1`
    /// is then run for the contract, not required to be refused).
    pub signed_values: bool,
    /// Whether some of its tokens are words of letters (a token replaced by
    /// `x` is then run for the contract, not required to be refused).
    pub letter_words: bool,
    /// For an input of test cases read to its end (no count of them, no
    /// sentinel), each answered by one line: where its cases end. An input
    /// cut there is then valid and must print the answer's first lines.
    pub to_end: Option<ToEnd>,
    /// Whether its line breaks mean something (an item is the rest of a
    /// line, and may hold spaces): the matrix's awkward whitespace then
    /// keeps every line break where it was.
    pub by_lines: bool,
}

/// Where the test cases of an input read to its end stop
/// ([`Task::to_end`]).
#[derive(Clone, Copy)]
pub enum ToEnd {
    /// Every case is this many tokens.
    Items(usize),
    /// Every case is a count n and then n tokens; one more token `0` is an
    /// empty case (run for the contract, not refused).
    Counted,
    /// Cases of varying length: given a golden input's tokens, the token
    /// counts at which its cases end.
    Cases(CaseEnds),
}

/// Given a golden input's tokens, the token counts at which its test
/// cases end ([`ToEnd::Cases`]).
pub type CaseEnds = fn(&[Vec<u8>]) -> Vec<usize>;

impl Task {
    /// The task `package` with entry point `solve`, its whole output
    /// compared, its first token a count or a size.
    pub fn new(package: &'static str, solve: Solve) -> Task {
        Task {
            package,
            solve,
            normalize: |s| s.to_string(),
            first_may_be_huge: false,
            slow_huge_values: false,
            signed_values: false,
            letter_words: false,
            to_end: None,
            by_lines: false,
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

    /// The same task, some of whose tokens are words of letters (Codeforces
    /// 455B's strings): a token replaced by the word `x` may be valid input,
    /// so the matrix runs it for the contract instead of requiring an error;
    /// replaced by `-1`, `1.5` or a number past 2^64 it must still be
    /// refused wherever a word must be letters.
    pub fn letter_words(self) -> Task {
        Task {
            letter_words: true,
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

    /// The same task, whose engine takes seconds over a `10^18` in place of
    /// one of its values (see [`Task::slow_huge_values`]).
    pub fn slow_huge_values(self) -> Task {
        Task {
            slow_huge_values: true,
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
            to_end: Some(ToEnd::Items(tokens_per_item)),
            ..self
        }
    }

    /// The same task, whose input is test cases read to the end of the input
    /// (no count of them, no sentinel), each a count n and then n tokens,
    /// each answered by one line (HDU 3537): the matrix expects a cut after
    /// j whole test cases (j ≥ 1) to print the first j lines of the golden
    /// answer, refuses every other cut, and only runs the input with one
    /// more token `0` (a valid empty test case).
    pub fn counted_items_to_end(self) -> Task {
        Task {
            to_end: Some(ToEnd::Counted),
            ..self
        }
    }

    /// The same task, whose input is test cases of varying length read to
    /// the end of the input, each answered by one line; `ends` gives, for a
    /// golden input's tokens, the token counts at which its cases end: the
    /// matrix expects a cut there to print the answer's first lines, and
    /// refuses every other cut.
    pub fn cases_to_end(self, ends: CaseEnds) -> Task {
        Task {
            to_end: Some(ToEnd::Cases(ends)),
            ..self
        }
    }

    /// The same task, whose input is read line by line (an item is a whole
    /// line, spaces inside it, as an expression in CGSuite's notation): the
    /// matrix's "CRLF, tabs and blank lines" input keeps the golden input's
    /// line breaks (CRLF, a blank line after each) and widens only the
    /// spaces within a line (to space, tab, space), instead of laying the
    /// tokens out on lines of its own.
    pub fn by_lines(self) -> Task {
        Task {
            by_lines: true,
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
    /// The CPU time of the process where the system tells it (Linux),
    /// otherwise wall time: a loaded machine must not turn slow work into a
    /// false hang. The process's, not the thread's: a solve may run its
    /// engine on a thread of its own (a large stack), and runs are one at a
    /// time.
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
    let start = (Instant::now(), process_cpu_time());
    GUARDED.with(|g| g.set(true));
    let result = std::panic::catch_unwind(|| judge_io::solve_bytes(solve, input));
    GUARDED.with(|g| g.set(false));
    let elapsed = match (start.1, process_cpu_time()) {
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

/// The CPU time this process has used, its threads' (finished ones too),
/// from Linux's `/proc/self/stat` (utime and stime, in ticks of 1/100 s);
/// `None` elsewhere.
fn process_cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The name (field 2) is in parentheses and may hold spaces: the fields
    // after it begin with field 3, so utime (14) and stime (15) are the 12th
    // and 13th.
    let mut after_name = stat[stat.rfind(')')? + 1..].split_whitespace().skip(11);
    let utime: u64 = after_name.next()?.parse().ok()?;
    let stime: u64 = after_name.next()?.parse().ok()?;
    Some(Duration::from_millis((utime + stime) * 10))
}

thread_local! {
    static GUARDED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Reads a stream to its end on a thread of its own (so that a process
/// writing to two pipes never waits on the one not read yet).
pub(crate) fn drain(mut from: impl Read + Send + 'static) -> JoinHandle<String> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = from.read_to_end(&mut bytes);
        String::from_utf8_lossy(&bytes).into_owned()
    })
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

/// The golden cases of a package; for an interactive package (one that
/// declares an interactor), the package's side of each golden game and its
/// `bad/` cases ([`interactive::transcripts`]).
pub fn cases(package: &str) -> Vec<Case> {
    if let Some(interactor) = interactive::interactor(package) {
        return interactive::transcripts(package, &interactor);
    }
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
