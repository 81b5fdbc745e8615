//! Conformance of every task binary to the bad-input contract of `SPEC.md`.
//!
//! Each task package is a library with `solve(&mut Reader, &mut Out)`; its
//! `main` is `judge_io::run(solve)`, which prints `error: <Display of the
//! InputError>` and exits 1 on `Err`, and writes the output only on `Ok`. So
//! the contract reduces to properties of `solve` that can be checked in
//! process, thousands of inputs a second: it returns (never panics), within a
//! time and memory bound, with an error message of one line, or an output
//! whose lines all end in `\n`.
//!
//! [`all_tasks`] lists every package; [`guarded`] runs one input under a panic
//! catcher, a clock and an allocation counter; [`mutate`] makes inputs.
#![warn(missing_docs)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use judge_io::Solve;

pub mod mutate;

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
}

macro_rules! tasks {
    ($($package:literal => $krate:ident $(, $huge:ident)?;)*) => {
        /// The task packages that read stdin only.
        pub const TASKS: &[Task] = &[$(Task {
            package: $package,
            solve: $krate::solve,
            normalize: |s| s.to_string(),
            first_may_be_huge: tasks!(@huge $($huge)?),
        }),*];
    };
    (@huge) => { false };
    (@huge huge) => { true };
}

tasks! {
    "t01-mex" => t01_mex;
    "t02-subtraction-table" => t02_subtraction_table;
    "t03-subtraction-sum" => t03_subtraction_sum;
    "t04-dag-grundy" => t04_dag_grundy;
    "t05-take-k" => t05_take_k, huge;
    "t06-grundys-game" => t06_grundys_game;
    "t07-staircase-nim" => t07_staircase_nim;
    "t08-take-one-two" => t08_take_one_two;
    "t09-memo-engine" => t09_memo_engine;
    "t10-winning-move" => t10_winning_move;
    "t11-periodicity" => t11_periodicity;
    "t12-kayles" => t12_kayles;
    "t13-misere-nim" => t13_misere_nim;
    "t14-turning-turtles" => t14_turning_turtles;
    "t15-classify" => t15_classify;
    "octal-games" => octal_games;
}

/// Every task package, the benchmark included: its budgets are cut to 1 s
/// and 256 MiB so that a mutated input cannot spend the fuzzer's time.
pub fn all_tasks() -> Vec<Task> {
    let mut all: Vec<Task> = TASKS.to_vec();
    all.push(Task {
        package: "bench-crossover",
        solve: |rd, out| {
            let budgets = bench_crossover::Options {
                time_budget_ms: 1000,
                mem_budget_mb: 256,
                canonical: false,
            };
            bench_crossover::solve_with(budgets, rd, out)
        },
        normalize: bench_crossover::without_times,
        first_may_be_huge: false,
    });
    all
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

/// Whether a valid input runs fast enough to be worth mutating: golden
/// cases at a task's size limits take seconds, are checked by the golden
/// tests, and would spend the matrix's and the fuzzer's time on one input.
pub fn is_cheap(task: &Task, input: &[u8]) -> bool {
    guarded(task.solve, input).elapsed < Duration::from_millis(50)
}

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
