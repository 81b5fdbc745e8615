//! Golden-file checks for the task binaries.
//!
//! `testdata/<package>/<case>.in` is piped to the binary and `<case>.out`
//! beside it holds the exact expected stdout (exit status 0). Bad input
//! lives in `testdata/<package>/bad/`: `<case>.in` with `<case>.err`, the
//! expected start of stderr (exit status 1, empty stdout, exactly one line
//! on stderr). So the package folder holds only `.in`/`.out` pairs, the
//! layout online-judge-tools reads (`oj t -d testdata/<package>`), and
//! `cargo test` and `scripts/check-all.sh` read the same files.
#![warn(missing_docs)]

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

/// The folder `testdata/<package>` at the workspace root.
pub fn testdata(package: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../testdata")
        .join(package)
}

/// The `.in` files of a package's golden folder, then of its `bad/`
/// folder, each sorted by name.
pub fn cases(package: &str) -> Vec<PathBuf> {
    let dir = testdata(package);
    let mut cases =
        in_files(&dir).unwrap_or_else(|e| panic!("cannot read {}: {}", dir.display(), e));
    cases.extend(in_files(&dir.join("bad")).unwrap_or_default());
    cases
}

/// The `.in` files of one folder, sorted by name.
fn in_files(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "in") {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

/// What a case expects.
#[derive(Debug)]
pub enum Expected {
    /// Exit 0 with exactly this stdout.
    Output(String),
    /// Exit 1, empty stdout, one stderr line starting with this prefix.
    Error(String),
}

/// Reads the `.out` or `.err` file beside a `.in` file.
pub fn expected(case: &Path) -> Expected {
    let out = case.with_extension("out");
    let err = case.with_extension("err");
    match (fs::read_to_string(&out), fs::read_to_string(&err)) {
        (Ok(text), Err(_)) => Expected::Output(text),
        (Err(_), Ok(text)) => Expected::Error(text.trim_end().to_string()),
        _ => panic!(
            "{}: needs exactly one of {} and {}",
            case.display(),
            out.display(),
            err.display()
        ),
    }
}

/// Compares one run with what the case expects; `None` when it matches.
///
/// `normalize` is applied to both the expected and the actual stdout (the
/// identity for every task but the benchmark, whose timings vary).
pub fn mismatch(
    expected: &Expected,
    code: Option<i32>,
    stdout: &str,
    stderr: &str,
    normalize: fn(&str) -> String,
) -> Option<String> {
    let ok = match expected {
        Expected::Output(want) => code == Some(0) && normalize(stdout) == normalize(want),
        Expected::Error(prefix) => {
            code == Some(1)
                && stdout.is_empty()
                && stderr.starts_with(prefix.as_str())
                && stderr.ends_with('\n')
                && stderr.lines().count() == 1
        }
    };
    if ok {
        return None;
    }
    let want = match expected {
        Expected::Output(want) => format!("exit 0, stdout:\n{}", want),
        Expected::Error(prefix) => format!(
            "exit 1, empty stdout, one stderr line starting {:?}",
            prefix
        ),
    };
    Some(format!(
        "expected {}\n--- actual: exit {:?}\n--- stdout:\n{}--- stderr:\n{}",
        want, code, stdout, stderr
    ))
}

/// Runs `binary` on every golden case of `package` and panics with every
/// mismatch in full (case name, expected and actual output).
pub fn check(package: &str, binary: &str) {
    check_normalized(package, binary, |s| s.to_string())
}

/// [`check`] with a normalizer applied to expected and actual stdout.
pub fn check_normalized(package: &str, binary: &str, normalize: fn(&str) -> String) {
    let cases = cases(package);
    assert!(!cases.is_empty(), "no golden cases for {}", package);
    let mut report = String::new();
    for case in &cases {
        let want = expected(case);
        let input = fs::read(case).expect("read .in");
        let output = assert_cmd::Command::new(binary)
            .write_stdin(input)
            .output()
            .expect("run binary");
        let stdout = String::from_utf8_lossy(&output.stdout);
        let stderr = String::from_utf8_lossy(&output.stderr);
        if let Some(diff) = mismatch(&want, output.status.code(), &stdout, &stderr, normalize) {
            let _ = writeln!(report, "=== {}\n{}", case.display(), diff);
        }
    }
    assert!(
        report.is_empty(),
        "golden mismatches for {}:\n{}",
        package,
        report
    );
    eprintln!("{}: {} golden cases passed", package, cases.len());
}
