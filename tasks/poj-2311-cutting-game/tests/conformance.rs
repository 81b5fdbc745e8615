//! The bad-input contract (`docs/formats.md#bad-input`) for this package's
//! `solve`: the error matrix and the mutation fuzzer.
//!
//! POJ 2311's input is sheets `W H` until the end of the input, with no
//! count, so an input cut after a whole number of sheets is valid: the
//! shared matrix (`conformance::check_matrix`), which refuses every cut,
//! does not fit. [`eof::check_matrix`] is the same matrix with that one rule
//! changed (as in `poj-1067-wythoff`'s): a cut after 2j tokens (j ≥ 1) must
//! print the first j lines of the golden answer, and every other cut must be
//! refused. A side of 10^18 is above this package's limit, so that
//! replacement must only keep the contract (here it is refused), as in the
//! shared matrix.
use conformance::{check_fuzz, Task};

use poj_2311_cutting_game::solve;

fn task() -> Task {
    Task::new(env!("CARGO_PKG_NAME"), solve)
}

#[test]
fn error_matrix() {
    eof::check_matrix(&task());
}

#[test]
fn mutation_fuzzer() {
    check_fuzz(&task());
}

/// The error matrix for an input of sheets read to its end, one output
/// line per sheet.
mod eof {
    use conformance::mutate::{awkward_whitespace, join, replace, tokens};
    use conformance::{cases, contract_breach, guarded, is_cheap, Ending, Task};

    /// Token positions probed per case, as in the shared matrix.
    const MAX_POSITIONS: usize = 200;

    /// Tokens per item (a sheet), each answered by one line.
    const PER_ITEM: usize = 2;

    /// What a run must do.
    enum Want<'a> {
        /// Refuse the input.
        Refused,
        /// Print exactly this.
        Prints(&'a str),
        /// Only keep the contract: an answer or a refusal, in time and memory.
        Either,
    }

    /// Every failure, then a panic listing them.
    pub fn check_matrix(task: &Task) {
        let mut failures = Vec::new();
        let mut checked = 0;
        let mut check = |label: String, input: &[u8], want: Want| {
            checked += 1;
            let run = guarded(task.solve, input);
            let problem = contract_breach(&run).or(match (&run.ending, want) {
                (Ending::Answer(out), Want::Prints(want)) if out != want.as_bytes() => Some(
                    format!("want {:?}, got {:?}", want, String::from_utf8_lossy(out)),
                ),
                (Ending::Answer(out), Want::Refused) => Some(format!(
                    "accepted, printed {:?}",
                    String::from_utf8_lossy(out)
                )),
                (Ending::Error(e), Want::Prints(_)) => Some(format!("refused: {}", e)),
                _ => None,
            });
            if let Some(problem) = problem {
                let shown: String = String::from_utf8_lossy(input).chars().take(120).collect();
                failures.push(format!("{}: {} (input {:?})", label, problem, shown));
            }
        };
        check("empty stdin".into(), b"", Want::Refused);
        check("only whitespace".into(), b" \r\n\t\n", Want::Refused);
        for case in cases(task.package) {
            let name = case.name;
            let Some(want) = case.output else {
                check(
                    format!("{} (a bad/ case)", name),
                    &case.input,
                    Want::Refused,
                );
                continue;
            };
            if !is_cheap(task, &case.input) {
                continue;
            }
            let toks = tokens(&case.input);
            let lines: Vec<&str> = want.split_inclusive('\n').collect();
            assert_eq!(
                lines.len() * PER_ITEM,
                toks.len(),
                "{}: a line per sheet",
                name
            );
            check(
                format!("{} as given", name),
                &case.input,
                Want::Prints(&want),
            );
            let awkward = awkward_whitespace(&toks);
            let label = format!("{} with CRLF, tabs and blank lines", name);
            check(label, &awkward, Want::Prints(&want));
            for extra in [&b"0"[..], b"x"] {
                let mut longer = toks.clone();
                longer.push(extra.to_vec());
                check(
                    format!("{} plus an extra token", name),
                    &join(&longer),
                    Want::Refused,
                );
            }
            for k in 0..toks.len().min(MAX_POSITIONS) {
                let prefix = lines[..k / PER_ITEM].concat();
                let want = if k > 0 && k % PER_ITEM == 0 {
                    Want::Prints(&prefix)
                } else {
                    Want::Refused
                };
                check(
                    format!("{} cut after {} tokens", name, k),
                    &join(&toks[..k]),
                    want,
                );
            }
            for i in 0..toks.len().min(MAX_POSITIONS) {
                for bad in ["x", "-1", "18446744073709551616", "1.5"] {
                    let label = format!("{} token {} replaced by {}", name, i + 1, bad);
                    check(label, &replace(&toks, i, bad.as_bytes()), Want::Refused);
                }
                let label = format!("{} token {} replaced by 10^18", name, i + 1);
                let huge = replace(&toks, i, b"1000000000000000000");
                check(label, &huge, Want::Either);
            }
        }
        eprintln!(
            "matrix {} (to the end of input): {} inputs checked",
            task.package, checked
        );
        let shown: Vec<&String> = failures.iter().take(60).collect();
        assert!(
            failures.is_empty(),
            "{} matrix failures (first {}):\n{:#?}",
            failures.len(),
            shown.len(),
            shown
        );
    }
}
