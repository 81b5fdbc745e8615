//! The explorer finds the rule from the description, and `solve` agrees
//! with the described game on every small input.
use atcoder_arc131_c_zero_xor::{explore, solve};

#[test]
fn the_explorer_finds_the_p_positions() {
    let report = explore::table().patterns().to_string();
    assert!(
        report.contains(
            "p-depends: a P-position exactly when (popcount(n) mod 2, n has a bit at the xor \
             of its bits' positions) is (0, no) (checked: every n <= 255)"
        ),
        "{}",
        report
    );
}

#[test]
fn solve_agrees_with_the_description() {
    // Every non-empty set of 0..8 once.
    let cases = explore::cases(256, 1);
    assert_eq!(cases.len(), 255);
    conformance::oracle::check_cases(solve, &cases);
}
