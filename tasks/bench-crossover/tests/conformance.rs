//! The bad-input contract (`docs/formats.md#bad-input`) for this package's
//! `solve`: the error matrix and the mutation fuzzer. The budgets are cut to
//! 1 s and 256 MiB so that a mutated input cannot spend the fuzzer's time,
//! and outputs are compared without their times.
use bench_crossover::{solve_with, without_times, Options};
use conformance::{check_fuzz, check_matrix, Task};

fn task() -> Task {
    Task::new(env!("CARGO_PKG_NAME"), |rd, out| {
        let budgets = Options {
            time_budget_ms: 1000,
            mem_budget_mb: 256,
            canonical: false,
        };
        solve_with(budgets, rd, out)
    })
    .normalized_by(without_times)
}

#[test]
fn error_matrix() {
    check_matrix(&task());
}

#[test]
fn mutation_fuzzer() {
    check_fuzz(&task());
}
