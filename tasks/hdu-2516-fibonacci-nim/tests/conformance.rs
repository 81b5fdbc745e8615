//! The bad-input contract (`docs/formats.md#bad-input`) for this package's
//! `solve`: the error matrix and the mutation fuzzer. The first token is a
//! pile size (there is no count), so it may be 10^18.
use conformance::{check_fuzz, check_matrix, Task};

use hdu_2516_fibonacci_nim::solve;

fn task() -> Task {
    Task::new(env!("CARGO_PKG_NAME"), solve).first_may_be_huge()
}

#[test]
fn error_matrix() {
    check_matrix(&task());
}

#[test]
fn mutation_fuzzer() {
    check_fuzz(&task());
}
