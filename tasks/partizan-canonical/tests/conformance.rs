//! The bad-input contract (`docs/formats.md#bad-input`) for this package's
//! `solve`: the error matrix and the mutation fuzzer. If the first token is
//! a value that may be 10^18 rather than a count or a size, make the task
//! `Task::new(..).first_may_be_huge()`; if values may be negative (read with
//! `Reader::i64_within`), `.signed_values()`.
use conformance::{check_fuzz, check_matrix, Task};

use partizan_canonical::solve;

/// A game expression may be the number `-1`: a token replaced by `-1` is
/// then valid input, run for the contract rather than required refused.
fn task() -> Task {
    Task::new(env!("CARGO_PKG_NAME"), solve).signed_values()
}

#[test]
fn error_matrix() {
    check_matrix(&task());
}

#[test]
fn mutation_fuzzer() {
    check_fuzz(&task());
}
