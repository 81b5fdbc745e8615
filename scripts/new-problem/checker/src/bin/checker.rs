//! {{package}}-checker: judges an answer to {{judge}} {{doc_problem}}, where any
//! valid answer is accepted. Not written yet.
//!
//! `{{package}}-checker IN ACTUAL EXPECTED`, the form of online-judge-tools'
//! `--judge-command`. It is declared in Cargo.toml
//! (`[package.metadata.golden] checker`), so the golden test, check-all.sh,
//! make-golden.sh, oj-test.sh and bench/judge_time_limits.py judge this package's
//! outputs with it (docs/formats.md, "Answers a checker judges"). Exit 0
//! accepts ACTUAL; 1 rejects it; 2 means the judging itself failed (wrong
//! usage, a malformed IN or EXPECTED, or EXPECTED's verdict is wrong). One
//! line on stderr says why. It is never part of the submission:
//! a bundle is `src/main.rs`'s, the solution.
//!
//! To write it, in `judge`: read the input and ACTUAL by tokens and accept
//! exactly the answers the statement allows (the right verdict, decided here;
//! a legal move; one that leaves a losing position), written from the
//! statement, not from the solution; read EXPECTED only for its verdict.
//! Then test it below: the official answers accepted, a wrong answer of
//! each kind rejected, and every answer on small inputs judged as a search
//! of the game judges it. `tasks/cf-1149e-election-promises/src/bin/checker.rs`
//! is a worked example.

use judge_io::checker::{self, tokens, Judgement};
use std::process::ExitCode;

const NOT_WRITTEN: &str = concat!(
    "tasks/",
    env!("CARGO_PKG_NAME"),
    "/src/bin/checker.rs: the checker is not written yet"
);

fn main() -> ExitCode {
    checker::run(env!("CARGO_PKG_NAME"), judge)
}

/// The judgement of `actual` for `input`, `expected` giving the verdict.
fn judge(input: &[u8], actual: &[u8], expected: &[u8]) -> Judgement {
    if tokens(actual).next().is_none() {
        return Judgement::Reject("the answer is empty".to_string());
    }
    let _ = (input, expected);
    Judgement::Fail(NOT_WRITTEN.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every official sample's answer is accepted. (Add: wrong answers of
    /// each kind rejected, and the checker against a search of the game on
    /// small inputs.)
    #[test]
    fn accepts_the_official_answers() {
        conformance::checker::accepts_official_answers(env!("CARGO_PKG_NAME"), judge);
    }
}
