//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
//!
//! 1 s and 256 MiB so that a mutated input cannot spend the fuzzer's time,
//! and outputs are compared without their times.
use bench_crossover::{solve_with, without_times, Options};

conformance::package_tests!(
    |rd, out| {
        let budgets = Options {
            time_budget_ms: 1000,
            mem_budget_mb: 256,
            canonical: false,
        };
        solve_with(budgets, rd, out)
    },
    |t| t.normalized_by(without_times),
);

#[test]
fn normalizer_keeps_everything_but_the_times() {
    let a = "m states mono_ms decomp_ms mono decomp\n1 9 0.004 0.001 SECOND SECOND\n";
    let b = "m states mono_ms decomp_ms mono decomp\n1 9 12.500 3.000 SECOND SECOND\n";
    assert_eq!(without_times(a), without_times(b));
    let c = "m states mono_ms decomp_ms mono decomp\n1 9 - 3.000 - SECOND\n";
    assert_ne!(without_times(a), without_times(c));
    let d = "m states mono_ms decomp_ms mono decomp\n1 10 0.004 0.001 SECOND SECOND\n";
    assert_ne!(without_times(a), without_times(d));
}

/// With `--canonical` the lines have nine fields and a third time column,
/// `canon_ms`: it is masked too, and the state counts are still compared.
#[test]
fn normalizer_masks_the_canonical_time_too() {
    let header = "m states mono_ms decomp_ms mono decomp canon_states canon_ms canon\n";
    let a = format!("{}1 9 0.004 0.001 SECOND SECOND 9 0.002 SECOND\n", header);
    let b = format!("{}1 9 0.005 0.002 SECOND SECOND 9 7.000 SECOND\n", header);
    assert_eq!(without_times(&a), without_times(&b));
    let c = format!("{}1 9 0.005 0.002 SECOND SECOND 10 7.000 SECOND\n", header);
    assert_ne!(without_times(&a), without_times(&c));
    let skipped = format!("{}1 9 - 0.002 - SECOND 9 - -\n", header);
    assert_ne!(without_times(&a), without_times(&skipped));
}
