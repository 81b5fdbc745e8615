//! The error matrix: for every package, systematic bad inputs made from its
//! golden inputs must be refused with an error (never a panic), huge values
//! must stay within time and memory, and awkward whitespace must not change
//! the answer.
use conformance::mutate::{awkward_whitespace, join, replace, tokens};
use conformance::{all_tasks, cases, contract_breach, guarded, is_cheap, Ending, Task};

/// Token positions probed per case (golden inputs are small; this bounds
/// the few larger ones).
const MAX_POSITIONS: usize = 200;

struct Matrix<'a> {
    task: &'a Task,
    failures: Vec<String>,
    checked: usize,
    skipped: usize,
}

impl Matrix<'_> {
    fn run(&mut self, label: &str, input: &[u8]) -> Ending {
        self.checked += 1;
        let run = guarded(self.task.solve, input);
        if let Some(problem) = contract_breach(&run) {
            self.fail(label, input, &problem);
        }
        run.ending
    }

    fn expect_error(&mut self, label: &str, input: &[u8]) {
        if let Ending::Answer(out) = self.run(label, input) {
            let out = String::from_utf8_lossy(&out).into_owned();
            self.fail(label, input, &format!("accepted, printed {:?}", out));
        }
    }

    fn expect_answer(&mut self, label: &str, input: &[u8], want: &str) {
        match self.run(label, input) {
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

fn matrix(task: &Task) -> Matrix<'_> {
    let mut m = Matrix {
        task,
        failures: Vec::new(),
        checked: 0,
        skipped: 0,
    };
    m.expect_error("empty stdin", b"");
    m.expect_error("only whitespace", b" \r\n\t\n");
    for case in cases(task.package) {
        let Some(want) = case.output else { continue };
        if !is_cheap(task, &case.input) {
            m.skipped += 1;
            continue;
        }
        let name = case.name;
        let toks = tokens(&case.input);
        m.expect_answer(&format!("{} as given", name), &case.input, &want);
        m.expect_answer(
            &format!("{} with CRLF, tabs and blank lines", name),
            &awkward_whitespace(&toks),
            &want,
        );
        for extra in [&b"0"[..], b"x"] {
            let mut longer = toks.clone();
            longer.push(extra.to_vec());
            m.expect_error(&format!("{} plus an extra token", name), &join(&longer));
        }
        for k in 0..toks.len().min(MAX_POSITIONS) {
            m.expect_error(
                &format!("{} cut after {} tokens", name, k),
                &join(&toks[..k]),
            );
        }
        for i in 0..toks.len().min(MAX_POSITIONS) {
            for bad in ["x", "-1", "18446744073709551616", "1.5"] {
                let label = format!("{} token {} replaced by {}", name, i + 1, bad);
                m.expect_error(&label, &replace(&toks, i, bad.as_bytes()));
            }
            let label = format!("{} token {} replaced by 10^18", name, i + 1);
            let huge = replace(&toks, i, b"1000000000000000000");
            if i == 0 && !task.first_may_be_huge {
                m.expect_error(&label, &huge);
            } else {
                m.run(&label, &huge);
            }
        }
    }
    m
}

/// Each task's own bad inputs, beyond what the golden inputs give.
const TASK_SPECIFIC: &[(&str, &str, &str)] = &[
    ("t02-subtraction-table", "zero in S", "3 2 0 1"),
    ("t03-subtraction-sum", "zero in S", "2 0 1 1 5"),
    ("t11-periodicity", "zero in S", "2 1 0 1 5"),
    ("t04-dag-grundy", "self-loop", "2 1 0 0"),
    ("t04-dag-grundy", "two-cycle", "2 2 0 1 1 0"),
    ("t04-dag-grundy", "three-cycle", "4 4 0 1 1 2 2 3 3 1"),
    ("t04-dag-grundy", "vertex out of range", "2 1 0 2"),
    ("t05-take-k", "k = 0", "0 1 5"),
    ("t08-take-one-two", "pile above n", "3 1 4"),
    ("t12-kayles", "segment above n", "3 2 1 4"),
    ("t14-turning-turtles", "a character other than H/T", "3 HXH"),
    ("t14-turning-turtles", "lower-case h", "3 HhT"),
    ("t14-turning-turtles", "string too short", "3 HH"),
    ("t14-turning-turtles", "string too long", "3 HHHH"),
    ("t15-classify", "unknown key", "1 1 foo=1"),
    (
        "t15-classify",
        "repeated key",
        "1 2 impartial=1 impartial=1",
    ),
    ("t15-classify", "value 2", "1 1 impartial=2"),
    ("t15-classify", "no value", "1 1 impartial"),
    ("t15-classify", "empty value", "1 1 impartial="),
    ("t09-memo-engine", "unknown query kind", "1 mul 3"),
    ("t09-memo-engine", "nim with one pile", "1 nim 3"),
    ("t09-memo-engine", "upper-case kind", "1 SUB 3"),
];

#[test]
fn every_package_meets_the_matrix() {
    let mut failures = Vec::new();
    let mut total = 0;
    let tasks = all_tasks();
    for task in &tasks {
        let mut m = matrix(task);
        for &(package, label, input) in TASK_SPECIFIC {
            if package == task.package {
                m.expect_error(label, input.as_bytes());
            }
        }
        eprintln!(
            "matrix {}: {} inputs checked; {} golden cases too slow to vary (the golden tests run them)",
            task.package, m.checked, m.skipped
        );
        total += m.checked;
        failures.extend(m.failures);
    }
    eprintln!("matrix: {} inputs over {} packages", total, tasks.len());
    let shown: Vec<&String> = failures.iter().take(60).collect();
    assert!(
        failures.is_empty(),
        "{} matrix failures (first {}):\n{:#?}",
        failures.len(),
        shown.len(),
        shown
    );
}

#[test]
fn every_package_has_golden_cases_of_both_kinds() {
    for task in &all_tasks() {
        let cases = cases(task.package);
        assert!(
            cases.iter().any(|c| c.output.is_some()),
            "{}: no .out case",
            task.package
        );
        assert!(
            cases.iter().any(|c| c.output.is_none()),
            "{}: no .err case",
            task.package
        );
    }
}
