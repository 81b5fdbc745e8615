//! The bad-input contract (`docs/formats.md#bad-input`) for this package's
//! `solve`: the error matrix and the mutation fuzzer.
//!
//! POJ 1067's input is pairs `a b` until the end of the input, with no
//! count, so an input cut after a whole number of pairs is valid and must
//! print the first lines of the answer (`Task::items_to_end`); its first
//! token is a pile, which may be 10^18.
use conformance::{check_fuzz, check_matrix, Task};

use poj_1067_wythoff::solve;

fn task() -> Task {
    Task::new(env!("CARGO_PKG_NAME"), solve)
        .first_may_be_huge()
        .items_to_end(2)
}

#[test]
fn error_matrix() {
    check_matrix(&task());
}

#[test]
fn mutation_fuzzer() {
    check_fuzz(&task());
}
