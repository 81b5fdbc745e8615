//! The bad-input contract (`docs/formats.md#bad-input`) for this package's
//! `solve`: the error matrix and the mutation fuzzer.
//!
//! POJ 2311's input is sheets `W H` until the end of the input, with no
//! count, so an input cut after a whole number of sheets is valid and must
//! print the first lines of the answer (`Task::items_to_end`).
use conformance::{check_fuzz, check_matrix, Task};

use poj_2311_cutting_game::solve;

fn task() -> Task {
    Task::new(env!("CARGO_PKG_NAME"), solve).items_to_end(2)
}

#[test]
fn error_matrix() {
    check_matrix(&task());
}

#[test]
fn mutation_fuzzer() {
    check_fuzz(&task());
}
