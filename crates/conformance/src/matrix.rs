//! The error matrix: every golden input cut, each token replaced by edge
//! values, an extra token, every `bad/` case, and awkward whitespace, each
//! run of `solve` held to the contract ([`crate::contract_breach`]).

use std::time::Duration;

use crate::mutate::{awkward_lines, awkward_whitespace, join, replace, tokens};
use crate::{cases, contract_breach, guarded, is_cheap, Ending, Run, Task, ToEnd};

/// Token positions probed per case by the matrix (golden inputs are small;
/// this bounds the few larger ones).
const MAX_POSITIONS: usize = 200;

/// The CPU time the probes of one case may take: positions are probed from
/// the first token on until the case has spent it, so a small case is
/// probed at every position and a slow one (a search per board) at its
/// first few, which probe the same reading code.
const CASE_BUDGET: Duration = Duration::from_millis(250);

/// A run of a huge value that takes longer than this is the task's honest
/// slow path (such as a subtraction game searching long for its period);
/// the matrix runs it once per task, not once per token or per case: after
/// one such run, the other `10^18` replacements of the task are skipped.
/// Where such a run takes seconds, the task says so
/// ([`Task::slow_huge_values`]) and only the slow tests run it.
const SLOW_HUGE: Duration = Duration::from_millis(500);

/// The error matrix's state for one task: the failures so far.
struct Matrix<'a> {
    task: &'a Task,
    failures: Vec<String>,
    checked: usize,
    /// Golden cases too slow to vary.
    skipped: usize,
    /// `10^18` replacements not run after one of the task was slow.
    skipped_huge: usize,
    /// CPU time of the runs of the current case.
    spent: Duration,
    /// Cases whose probes stopped at [`CASE_BUDGET`].
    cut_short: usize,
    /// The package's checker, which judges its answers where any valid
    /// answer is accepted (`golden::checker`).
    checker: Option<std::path::PathBuf>,
}

impl Matrix<'_> {
    fn run(&mut self, label: &str, input: &[u8]) -> Run {
        self.checked += 1;
        let run = guarded(self.task.solve, input);
        self.spent += run.elapsed;
        if let Some(problem) = contract_breach(&run) {
            self.fail(label, input, &problem);
        }
        run
    }

    fn expect_error(&mut self, label: &str, input: &[u8]) {
        self.expect_error_or(label, input, "");
    }

    /// As `expect_error`; `fix` (the option of [`Task`] that makes such an
    /// input valid, where the format allows it) is named in the failure.
    fn expect_error_or(&mut self, label: &str, input: &[u8], fix: &str) {
        if let Ending::Answer(out) = self.run(label, input).ending {
            let out = String::from_utf8_lossy(&out).into_owned();
            let fix = if fix.is_empty() {
                String::new()
            } else {
                format!(
                    " (if the format allows it, say so in tests/conformance.rs: \
                     `package_tests!(<crate>::solve, |t| t.{}())`)",
                    fix
                )
            };
            self.fail(label, input, &format!("accepted, printed {:?}{}", out, fix));
        }
    }

    fn expect_answer(&mut self, label: &str, input: &[u8], want: &str) {
        match self.run(label, input).ending {
            Ending::Answer(out) if self.checker.is_some() => {
                let checker = self.checker.as_deref().expect("a checker");
                if let Err(verdict) = golden::judge(checker, input, &out, want.as_bytes()) {
                    self.fail(label, input, &verdict)
                }
            }
            Ending::Answer(out)
                if (self.task.normalize)(&String::from_utf8_lossy(&out))
                    == (self.task.normalize)(want) => {}
            Ending::Answer(out) => {
                let got = String::from_utf8_lossy(&out).into_owned();
                self.fail(label, input, &format!("want {:?}, got {:?}", want, got))
            }
            other => self.fail(label, input, &format!("want {:?}, got {:?}", want, other)),
        }
    }

    fn fail(&mut self, label: &str, input: &[u8], problem: &str) {
        let shown: String = String::from_utf8_lossy(input).chars().take(120).collect();
        self.failures.push(format!(
            "{} {}: {} (input {:?})",
            self.task.package, label, problem, shown
        ));
    }
}

/// The token count after each test case of an input made of a count n and
/// n tokens per test case (`Task::counted_items_to_end`).
fn counted_item_ends(toks: &[Vec<u8>]) -> Vec<usize> {
    let mut ends = Vec::new();
    let mut at = 0;
    while at < toks.len() {
        let n: usize = std::str::from_utf8(&toks[at])
            .ok()
            .and_then(|t| t.parse().ok())
            .expect("a golden input's test case starts with its count");
        at += 1 + n;
        ends.push(at);
    }
    ends
}

/// The error matrix: systematic bad inputs made from the task's golden
/// inputs must be refused with an error (never a panic), huge values must
/// stay within time and memory, and awkward whitespace must not change the
/// answer. Panics with every failure.
///
/// Made from each cheap golden `.out` case, probing its first 200 tokens
/// while the case's runs stay within 250 ms of CPU time (`CASE_BUDGET`; half for
/// the cuts, the rest for the replacements): the input cut at every token
/// boundary (refused, but for whole items where [`Task::items_to_end`] or
/// [`Task::counted_items_to_end`], or whole test cases where
/// [`Task::cases_to_end`]); each token replaced by a word, `-1`, `18446744073709551616`,
/// `1.5` (all refused; `-1` only run where [`Task::signed_values`], the word
/// only run where [`Task::letter_words`]) and by `10^18` (within time and memory; once per
/// case when such a run is slow, see `SLOW_HUGE`); one extra
/// token; CRLF, tabs and blank lines (the same answer, or, for a package
/// with a checker, an answer the checker accepts). Every `bad/` case of
/// the task is run in process too, and must be refused. Empty input and
/// whitespace alone must be refused.
///
/// For a task with [`Task::slow_huge_values`], the `10^18` replacements are
/// left to [`check_huge_values`].
pub fn check_matrix(task: &Task) {
    matrix(task, !task.slow_huge_values);
}

/// The whole matrix, `10^18` replacements included, for a task with
/// [`Task::slow_huge_values`] (whose quick matrix leaves them out): the slow
/// tests run it (`cargo test -- --ignored`). For any other task it has
/// nothing to add to [`check_matrix`].
pub fn check_huge_values(task: &Task) {
    if task.slow_huge_values {
        matrix(task, true);
    }
}

fn matrix(task: &Task, huge_values: bool) {
    let mut m = Matrix {
        task,
        failures: Vec::new(),
        checked: 0,
        skipped: 0,
        skipped_huge: 0,
        spent: Duration::ZERO,
        cut_short: 0,
        checker: golden::checker(task.package),
    };
    let mut huge_was_slow = false;
    m.expect_error("empty stdin", b"");
    m.expect_error("only whitespace", b" \r\n\t\n");
    for case in cases(task.package) {
        let name = case.name;
        let Some(want) = case.output else {
            m.expect_error(&format!("{} (a bad/ case)", name), &case.input);
            continue;
        };
        if !is_cheap(task, &case.input) {
            m.skipped += 1;
            continue;
        }
        let toks = tokens(&case.input);
        m.spent = Duration::ZERO;
        m.expect_answer(&format!("{} as given", name), &case.input, &want);
        m.expect_answer(
            &format!("{} with CRLF, tabs and blank lines", name),
            &if task.by_lines {
                awkward_lines(&case.input)
            } else {
                awkward_whitespace(&toks)
            },
            &want,
        );
        for extra in [&b"0"[..], b"x"] {
            let mut longer = toks.clone();
            longer.push(extra.to_vec());
            let label = format!("{} plus an extra token", name);
            if matches!(task.to_end, Some(ToEnd::Counted)) && extra == b"0" {
                m.run(&label, &join(&longer));
            } else {
                m.expect_error(&label, &join(&longer));
            }
        }
        // Where a cut after whole items is valid: the token count after
        // each item, for a task read item by item to the end.
        let item_ends: Vec<usize> = match task.to_end {
            Some(ToEnd::Items(per)) => (1..=toks.len() / per).map(|j| j * per).collect(),
            Some(ToEnd::Counted) => counted_item_ends(&toks),
            Some(ToEnd::Cases(ends)) => ends(&toks),
            None => Vec::new(),
        };
        let mut over_budget = false;
        for k in 0..toks.len().min(MAX_POSITIONS) {
            if m.spent > CASE_BUDGET / 2 {
                over_budget = true;
                break;
            }
            let label = format!("{} cut after {} tokens", name, k);
            match item_ends.iter().position(|&end| end == k) {
                Some(j) if k > 0 => {
                    let lines: Vec<&str> = want.split_inclusive('\n').collect();
                    assert_eq!(lines.len(), item_ends.len(), "{}: a line per item", name);
                    m.expect_answer(&label, &join(&toks[..k]), &lines[..=j].concat());
                }
                _ => m.expect_error(&label, &join(&toks[..k])),
            }
        }
        m.spent = m.spent.min(CASE_BUDGET / 2);
        for i in 0..toks.len().min(MAX_POSITIONS) {
            if m.spent > CASE_BUDGET {
                over_budget = true;
                break;
            }
            for bad in ["x", "-1", "18446744073709551616", "1.5"] {
                let label = format!("{} token {} replaced by {}", name, i + 1, bad);
                let input = replace(&toks, i, bad.as_bytes());
                if (bad == "-1" && task.signed_values) || (bad == "x" && task.letter_words) {
                    m.run(&label, &input);
                } else {
                    let fix = match bad {
                        "-1" => "signed_values",
                        "x" => "letter_words",
                        _ => "",
                    };
                    m.expect_error_or(&label, &input, fix);
                }
            }
            let label = format!("{} token {} replaced by 10^18", name, i + 1);
            let huge = replace(&toks, i, b"1000000000000000000");
            if i == 0 && !task.first_may_be_huge {
                m.expect_error_or(&label, &huge, "first_may_be_huge");
            } else if huge_was_slow || !huge_values {
                m.skipped_huge += 1;
            } else {
                huge_was_slow = m.run(&label, &huge).elapsed > SLOW_HUGE;
            }
        }
        m.cut_short += usize::from(over_budget);
    }
    eprintln!(
        "matrix {}: {} inputs checked; {} golden cases too slow to vary (the golden tests run them); \
         {} 10^18 replacements skipped (after a slow one, or left to the slow tests); \
         {} cases probed at fewer positions, their {:?} of CPU time spent",
        task.package, m.checked, m.skipped, m.skipped_huge, m.cut_short, CASE_BUDGET
    );
    let shown: Vec<&String> = m.failures.iter().take(60).collect();
    assert!(
        m.failures.is_empty(),
        "{} matrix failures (first {}):\n{:#?}",
        m.failures.len(),
        shown.len(),
        shown
    );
}
