//! The bad-input contract (`docs/formats.md#bad-input`) for this package's
//! `solve`: the error matrix and the mutation fuzzer.
use conformance::{check_fuzz, check_matrix, Task};
use judge_io::{Out, Reader, Result};
use octal_games::{solve_with, Options};

/// `solve` with a budget of 8192 values: a mutation may turn a code into
/// one that is not certified within the budget, which the default budget
/// would compute to 2^25 values on every such case.
fn solve_small(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let opts = Options {
        max_values: 8192,
        ..Options::default()
    };
    solve_with(opts, rd, out)
}

fn task() -> Task {
    Task::new(env!("CARGO_PKG_NAME"), solve_small)
}

#[test]
fn error_matrix() {
    check_matrix(&task());
}

#[test]
fn mutation_fuzzer() {
    check_fuzz(&task());
}
