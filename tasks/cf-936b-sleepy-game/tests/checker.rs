//! The checker binary's command-line contract: `CHECKER IN ACTUAL EXPECTED`,
//! exit 0 accepts, 1 rejects, 2 when the judging itself fails, with one line
//! on stderr. (What it accepts is tested in `src/bin/checker.rs`.)
use std::path::PathBuf;
use std::process::Command;

const CHECKER: &str = env!("CARGO_BIN_EXE_cf-936b-sleepy-game-checker");

fn sample(name: &str) -> PathBuf {
    conformance::golden::testdata(env!("CARGO_PKG_NAME")).join(name)
}

/// The exit code and the stderr of the checker on these files.
fn run(args: &[PathBuf]) -> (Option<i32>, String) {
    let out = Command::new(CHECKER)
        .args(args)
        .output()
        .expect("run the checker");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn answer(name: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("checker-test-{}-{}", std::process::id(), name));
    std::fs::write(&path, text).expect("write an answer");
    path
}

#[test]
fn exit_codes() {
    let input = sample("sample-1.in");
    let expected = sample("sample-1.out");
    let cases = [
        ("official", "Win\n1 2 4 5\n", 0, "ok: "),
        ("another-walk", "Win\n1 3 4 5\n", 0, "ok: "),
        ("wrong-verdict", "Lose\n", 1, "wrong answer: "),
        ("even-moves", "Win\n1 2 5\n", 1, "wrong answer: "),
        ("no-edge", "Win\n1 4 5\n", 1, "wrong answer: "),
    ];
    for (name, text, code, start) in cases {
        let (got, stderr) = run(&[input.clone(), answer(name, text), expected.clone()]);
        assert_eq!(got, Some(code), "{}: {}", name, stderr);
        assert!(
            stderr.starts_with(start) && stderr.lines().count() == 1,
            "{}: {}",
            name,
            stderr
        );
    }
    // EXPECTED with the wrong verdict: the judging fails.
    let wrong_expected = answer("wrong-expected", "Draw\n");
    let (got, stderr) = run(&[input.clone(), answer("any", "Draw\n"), wrong_expected]);
    assert_eq!(got, Some(2), "{}", stderr);
    assert!(stderr.starts_with("checker failure: "), "{}", stderr);
    // Wrong usage and a missing file.
    assert_eq!(run(&[input.clone(), expected.clone()]).0, Some(2));
    assert_eq!(
        run(&[input, PathBuf::from("/nonexistent/answer"), expected]).0,
        Some(2)
    );
}
