//! The benchmarks' library code, beside the scripts that run them
//! (`bench/*.py`, `bench/*.sh`), their Rust programs (`bench/examples/`) and
//! the C baseline (`bench/baseline/`).
//!
//! - [`crossover`]: benchmark B, one sum of subtraction-game piles decided
//!   by a search over the whole tuple, over sorted tuples, and by Grundy
//!   values (the package `bench-crossover` measures where they cross).
//! - [`engine_time`]: the library benchmarks' programs time their engine
//!   inside the process, beside the C baseline doing the same.
//! - [`numbers`]: those programs read their input as whitespace-separated
//!   numbers.
#![warn(missing_docs)]

pub mod crossover;
pub mod engine_time;
pub mod numbers;
