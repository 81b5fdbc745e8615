//! The explorer finds the rule from the description, and `solve` agrees
//! with the described game on random small inputs.
use cf_1537d_deleting_divisors::{explore, solve};

#[test]
fn the_explorer_finds_the_p_positions() {
    let report = explore::table(400).patterns().to_string();
    assert!(
        report.contains(
            "p-depends: a P-position exactly when the form of n is n odd, n = 2^k with k odd \
             (checked: every 1 <= n <= 400)"
        ),
        "{}",
        report
    );
}

#[test]
fn solve_agrees_with_the_description() {
    conformance::oracle::check_cases(solve, &explore::cases(300, 1));
}
