//! The bad-input contract (`docs/formats.md#bad-input`) for this package's
//! `solve`: the error matrix and the mutation fuzzer. If the first token is
//! a value that may be 10^18 rather than a count or a size, make the task
//! `Task::new(..).first_may_be_huge()`; if values may be negative (read with
//! `Reader::i64_within`), `.signed_values()`.
use conformance::{check_fuzz, check_matrix, Task};

use cf_786a_berzerk::solve;

fn task() -> Task {
    Task::new(env!("CARGO_PKG_NAME"), solve)
}

#[test]
fn error_matrix() {
    check_matrix(&task());
}

#[test]
fn mutation_fuzzer() {
    check_fuzz(&task());
}
