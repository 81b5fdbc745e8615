//! A package's `solve` against its game's description: the pairs (judge
//! input, expected output) that `grundy_core::explore::cases` makes from a
//! table of the described game, run through `solve` in process.
//!
//! ```ignore
//! #[test]
//! fn solve_agrees_with_the_description() {
//!     conformance::oracle::check_cases(my_package::solve, &my_package::explore::cases(300, 1));
//! }
//! ```

use judge_io::{solve_bytes, Solve};

/// Runs `solve` on every input of `cases` and compares its output with the
/// expected one.
///
/// # Panics
/// On the first case whose output differs or whose input `solve` refuses,
/// naming the case, its input, and both outputs in full; or if `cases` is
/// empty (a test that checks nothing).
pub fn check_cases(solve: Solve, cases: &[(String, String)]) {
    assert!(
        !cases.is_empty(),
        "no case to check: the oracle would prove nothing"
    );
    for (i, (input, expected)) in cases.iter().enumerate() {
        match solve_bytes(solve, input.as_bytes()) {
            Ok(out) => {
                let actual = String::from_utf8_lossy(&out);
                assert!(
                    actual == expected.as_str(),
                    "case {} of {}: solve disagrees with the description\n--- input\n{}--- expected\n{}--- actual\n{}",
                    i + 1,
                    cases.len(),
                    input,
                    expected,
                    actual
                );
            }
            Err(e) => panic!(
                "case {} of {}: solve refused an input of the description: {}\n--- input\n{}",
                i + 1,
                cases.len(),
                e,
                input
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use judge_io::{Out, Reader, Result};

    /// Prints n mod 3 for one n.
    fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
        let n = rd.u64_at_most("n", 100)?;
        out.num(n % 3).nl();
        Ok(())
    }

    #[test]
    fn agreeing_cases_pass() {
        let cases: Vec<(String, String)> = (0..10)
            .map(|n| (format!("{}\n", n), format!("{}\n", n % 3)))
            .collect();
        check_cases(solve, &cases);
    }

    #[test]
    #[should_panic(expected = "case 2 of 2: solve disagrees")]
    fn a_disagreement_names_the_case() {
        check_cases(
            solve,
            &[("1\n".into(), "1\n".into()), ("2\n".into(), "0\n".into())],
        );
    }

    #[test]
    #[should_panic(expected = "refused an input")]
    fn a_refused_input_is_a_failure() {
        check_cases(solve, &[("x\n".into(), "0\n".into())]);
    }
}
