//! The bad-input contract (`docs/formats.md#bad-input`) for this package's
//! `solve`: the error matrix and the mutation fuzzer.
use conformance::{check_fuzz, check_matrix, Task};
use judge_io::{Out, Reader, Result};
use octal_games::{solve_with, Options};

/// `solve` with the default value budget and a work bound of 2·10^7
/// units (milliseconds, against the default's seconds, which a debug build
/// would make a minute per case): a mutation may turn a code into one that
/// is not certified, and a heap into 10^18, so that the run goes on to the
/// work bound.
fn solve_small(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let opts = Options {
        max_work: 20_000_000,
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
