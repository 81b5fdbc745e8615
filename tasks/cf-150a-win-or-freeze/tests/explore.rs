//! The explorer finds the rule from the description, and `solve` agrees
//! with the described game on random small inputs.
use cf_150a_win_or_freeze::{explore, solve};

#[test]
fn the_explorer_finds_the_p_positions() {
    let report = explore::table(400).patterns().to_string();
    assert!(
        report.contains(
            "p-depends: a P-position exactly when Omega(n) is 2 (checked: every 1 <= n <= 400)"
        ),
        "{}",
        report
    );
}

#[test]
fn solve_agrees_with_the_description() {
    conformance::oracle::check_cases(solve, &explore::cases(300, 1));
}
