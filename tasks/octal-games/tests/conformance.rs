//! The bad-input contract (`docs/formats.md#bad-input`) for this package's
//! `solve`: the error matrix and the mutation fuzzer, on default runs. A
//! mutation may turn a code into one that is not certified and a heap into
//! 10^18; the default work bound ends such a run (the fuzzer prints its
//! slowest input).
use conformance::{check_fuzz, check_matrix, Task};

fn task() -> Task {
    Task::new(env!("CARGO_PKG_NAME"), octal_games::solve)
}

#[test]
fn error_matrix() {
    check_matrix(&task());
}

#[test]
fn mutation_fuzzer() {
    check_fuzz(&task());
}
