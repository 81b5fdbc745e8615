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

/// Asserts that `judge` (a checker's judging function) accepts the answer
/// of every official sample of `package`: `sample-K.in` with its
/// `sample-K.out` as both ACTUAL and EXPECTED, for K = 1, 2, … while there
/// is one.
///
/// # Panics
/// If `sample-1.in` is missing, or on the first sample not accepted.
pub fn accepts_official_answers(package: &str, judge: fn(&[u8], &[u8], &[u8]) -> Judgement) {
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
