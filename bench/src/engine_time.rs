//! The engine's own time, for the library benchmarks: each program of
//! `bench/examples/` that `bench/rust_vs_references.py` sets beside the C
//! baseline times its engine inside the process, without the reading, the
//! printing or the process start, and prints `engine-ns N` on stderr (the C
//! side is `engine_start`/`engine_stop` in `bench/baseline/baseline.h`).

use std::time::Instant;

/// Runs `engine`, prints `engine-ns N` (its time in nanoseconds) on
/// stderr, and returns what it returned.
///
/// # Example
/// ```
/// let sum = grundy_bench::engine_time::timed(|| (1..=10u32).sum::<u32>());
/// assert_eq!(sum, 55);
/// ```
pub fn timed<T>(engine: impl FnOnce() -> T) -> T {
    let start = Instant::now();
    let result = engine();
    eprintln!("engine-ns {}", start.elapsed().as_nanos());
    result
}
