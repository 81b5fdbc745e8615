//! The bad-input contract (`docs/formats.md#bad-input`) for this package's
//! `solve`: the error matrix and the mutation fuzzer.
use conformance::{check_fuzz, check_matrix, Task};

fn task() -> Task {
    Task::new(env!("CARGO_PKG_NAME"), cses_2208_another_game::solve)
}

#[test]
fn error_matrix() {
    check_matrix(&task());
}

#[test]
fn mutation_fuzzer() {
    check_fuzz(&task());
}
