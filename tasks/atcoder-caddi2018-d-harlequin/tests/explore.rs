//! The explorer finds the rule from the description, and `solve` agrees
//! with the described game on every small input.
use atcoder_caddi2018_d_harlequin::{explore, solve};

#[test]
fn the_explorer_finds_the_p_positions() {
    let report = explore::table(9).patterns().to_string();
    assert!(
        report.contains(
            "p-depends: a P-position exactly when the number of odd parts is 0 \
             (checked: every a <= 9, b <= 9, c <= 9)"
        ),
        "{}",
        report
    );
}

#[test]
fn solve_agrees_with_the_description() {
    // 1000 cases or more: every position of the box once.
    let cases = explore::cases(1000, 1);
    assert_eq!(cases.len(), 999);
    conformance::oracle::check_cases(solve, &cases);
}
