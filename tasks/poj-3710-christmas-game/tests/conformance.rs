//! The golden cases, the error matrix and the mutation fuzzer (`conformance::package_tests!`).
//! Test cases run to the end of the input, each of its own length, so an
//! input cut after whole test cases is valid and prints the first lines of
//! the answer (`Task::cases_to_end`).
/// The token counts at which a valid input's test cases end: `N`, then per
/// tree `m k` and 2k edge ends.
fn case_ends(toks: &[Vec<u8>]) -> Vec<usize> {
    let num = |i: usize| -> usize { std::str::from_utf8(&toks[i]).unwrap().parse().unwrap() };
    let mut ends = Vec::new();
    let mut pos = 0;
    while pos < toks.len() {
        let trees = num(pos);
        pos += 1;
        for _ in 0..trees {
            pos += 2 + 2 * num(pos + 1);
        }
        ends.push(pos);
    }
    ends
}

conformance::package_tests!(poj_3710_christmas_game::solve, |t| t
    .cases_to_end(case_ends));
