//! The command-line contract of a package's checker binary
//! (`judge_io::checker::run`): `CHECKER IN ACTUAL EXPECTED`, exit 0
//! accepts, 1 rejects, 2 when the judging itself fails, with one line on
//! stderr. What a checker accepts is tested beside its `judge`.
use judge_io::checker::Judgement;
use std::path::PathBuf;
use std::process::Command;

/// The exit code and the stderr of `checker` run on these files.
fn run(checker: &str, args: &[PathBuf]) -> (Option<i32>, String) {
    let out = Command::new(checker)
        .args(args)
        .output()
        .expect("run the checker");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A temporary file holding `text`, named for `name`.
fn answer(name: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("checker-test-{}-{}", std::process::id(), name));
    std::fs::write(&path, text).expect("write an answer");
    path
}

/// Runs `checker` (a binary of `package`, its `env!("CARGO_BIN_EXE_…")`)
/// on the package's `sample-1.in` and `sample-1.out` with each of `cases`,
/// `(name, ACTUAL's text, the exit code, the start of its one stderr line)`,
/// and asserts each; then asserts exit 2 and `checker failure: ` when
/// EXPECTED holds `wrong_verdict` (a verdict the input does not have), and
/// exit 2 for wrong usage and for a missing file.
///
/// # Panics
/// On the first broken expectation, naming the case.
pub fn check_exit_codes(
    checker: &str,
    package: &str,
    cases: &[(&str, &str, i32, &str)],
    wrong_verdict: &str,
) {
    let data = crate::golden::testdata(package);
    let (input, expected) = (data.join("sample-1.in"), data.join("sample-1.out"));
    for &(name, text, code, start) in cases {
        let (got, stderr) = run(
            checker,
            &[input.clone(), answer(name, text), expected.clone()],
        );
        assert_eq!(got, Some(code), "{}: {}", name, stderr);
        assert!(
            stderr.starts_with(start) && stderr.lines().count() == 1,
            "{}: {}",
            name,
            stderr
        );
    }
    let wrong_expected = answer("wrong-expected", wrong_verdict);
    let (got, stderr) = run(
        checker,
        &[input.clone(), answer("any", wrong_verdict), wrong_expected],
    );
    assert_eq!(got, Some(2), "{}", stderr);
    assert!(stderr.starts_with("checker failure: "), "{}", stderr);
    assert_eq!(run(checker, &[input.clone(), expected.clone()]).0, Some(2));
    assert_eq!(
        run(
            checker,
            &[input, PathBuf::from("/nonexistent/answer"), expected]
        )
        .0,
        Some(2)
    );
}

/// A checker's judging function: `judge(IN, ACTUAL, EXPECTED)`.
pub type Judge = fn(&[u8], &[u8], &[u8]) -> Judgement;

/// `judge`'s verdict on texts, for a checker's tests.
pub fn judged(judge: Judge, input: &str, actual: &str, expected: &str) -> Judgement {
    judge(input.as_bytes(), actual.as_bytes(), expected.as_bytes())
}

/// Why `judge` rejects `actual`.
///
/// # Panics
/// If it does not reject it, naming the answer's start and the verdict.
pub fn rejection(judge: Judge, input: &str, actual: &str, expected: &str) -> String {
    match judged(judge, input, actual, expected) {
        Judgement::Reject(why) => why,
        other => panic!(
            "{:?} not rejected: {:?}",
            actual.chars().take(60).collect::<String>(),
            other
        ),
    }
}

/// Asserts that `judge` (a checker's judging function) accepts the answer
/// of every official sample of `package`: `sample-K.in` with its
/// `sample-K.out` as both ACTUAL and EXPECTED, for K = 1, 2, … while there
/// is one.
///
/// # Panics
/// If `sample-1.in` is missing, or on the first sample not accepted.
pub fn accepts_official_answers(package: &str, judge: Judge) {
    let data = crate::golden::testdata(package);
    for i in 1.. {
        let Ok(input) = std::fs::read(data.join(format!("sample-{}.in", i))) else {
            assert!(i > 1, "no sample-1.in in {}", data.display());
            break;
        };
        let answer = std::fs::read(data.join(format!("sample-{}.out", i))).expect("its .out");
        let judgement = judge(&input, &answer, &answer);
        let accepted = matches!(judgement, Judgement::Accept(_));
        assert!(accepted, "sample-{}: {:?}", i, judgement);
    }
}

/// Asserts that a matching checker's `judge` accepts, of every set of
/// `edges` written as an answer to `input` (the count, then the set's edges
/// in input order, the `i`-th written `pair(i, edge)`), exactly the
/// matchings of the largest size: EXPECTED gives that size, found here by
/// trying every set, two edges clashing when `clash` says they share a
/// vertex. Returns how many answers were judged (2^edges).
///
/// # Panics
/// On the first answer judged otherwise, naming the input and the answer.
pub fn accepts_exactly_the_maximum_matchings(
    judge: Judge,
    input: &str,
    edges: &[(u64, u64)],
    clash: fn(&(u64, u64), &(u64, u64)) -> bool,
    pair: fn(usize, &(u64, u64)) -> String,
) -> usize {
    let chosen = |set: usize| -> Vec<&(u64, u64)> {
        (0..edges.len())
            .filter(|i| set >> i & 1 == 1)
            .map(|i| &edges[i])
            .collect()
    };
    let is_matching = |set: usize| {
        let chosen = chosen(set);
        (0..chosen.len()).all(|i| chosen[..i].iter().all(|y| !clash(chosen[i], y)))
    };
    let sets = 1usize << edges.len();
    let best = (0..sets)
        .filter(|&set| is_matching(set))
        .map(|set| set.count_ones())
        .max()
        .unwrap_or(0);
    let expected = format!("{}\n", best);
    for set in 0..sets {
        let edges = chosen(set);
        let mut answer = format!("{}\n", edges.len());
        for (i, edge) in edges.iter().enumerate() {
            answer += &pair(i, edge);
        }
        let right = is_matching(set) && set.count_ones() == best;
        let judgement = judged(judge, input, &answer, &expected);
        let accepted = matches!(judgement, Judgement::Accept(_));
        assert_eq!(accepted, right, "{} {}: {:?}", input, answer, judgement);
    }
    sets
}
