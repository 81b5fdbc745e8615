//! The bad-input contract (`docs/formats.md#bad-input`) for this package's
//! `solve`: the error matrix and the mutation fuzzer. If the first token is
//! a value that may be 10^18 rather than a count or a size, make the task
//! `Task::new(..).first_may_be_huge()`.
use conformance::{check_fuzz, check_matrix, Task};

use cses_1097_removal_game::solve;

fn task() -> Task {
    Task::new(env!("CARGO_PKG_NAME"), solve)
}

/// Ignored: the matrix expects every token replaced by `-1` to be refused,
/// but here `-1` is a valid x_i (CSES 1097's values may be negative), so it
/// reports each value token (636 on the current golden cases, and nothing
/// else). It needs a conformance option for signed values; run it with
/// `cargo test -p cses-1097-removal-game -- --ignored`.
#[test]
#[ignore = "conformance refuses -1 in every position; here -1 is a valid value"]
fn error_matrix() {
    check_matrix(&task());
}

#[test]
fn mutation_fuzzer() {
    check_fuzz(&task());
}
