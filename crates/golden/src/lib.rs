//! Golden-file checks for the task binaries.
//!
//! `testdata/<package>/<case>.in` is piped to the binary and `<case>.out`
//! beside it holds the exact expected stdout (exit status 0). Bad input
//! lives in `testdata/<package>/bad/`: `<case>.in` with `<case>.err`, the
//! expected start of stderr (exit status 1, empty stdout, exactly one line
//! on stderr). So the package folder holds only `.in`/`.out` pairs, the
//! layout online-judge-tools reads (`oj t -d testdata/<package>`), and
//! `cargo test` and `scripts/check-all.sh` read the same files.
//!
//! A package whose judge accepts any valid answer declares a checker in its
//! Cargo.toml (`[package.metadata.golden] checker = "<bin>"`, a second
//! binary of the package): its outputs are then judged by
//! `<bin> IN ACTUAL EXPECTED` (exit 0 accepts), not compared ([`checker`],
//! [`judge`]).
#![warn(missing_docs)]

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

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

/// The checker binary `package` declares, if any: the line
/// `checker = "<bin>"` of its `[package.metadata.golden]` ([`declared`]).
///
/// # Panics
/// If the checker is declared but not built.
pub fn checker(package: &str) -> Option<PathBuf> {
    declared(package, "checker")
}

/// The second binary `package` declares under `role` (`checker` or
/// `interactor`), if any: the line `<role> = "<bin>"` of its
/// `[package.metadata.golden]`, found among the binaries cargo built beside
/// the running test (it builds every binary of a package for that
/// package's integration tests).
///
/// # Panics
/// If the binary is declared but not built.
pub fn declared(package: &str, role: &str) -> Option<PathBuf> {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tasks")
        .join(package)
        .join("Cargo.toml");
    let text = fs::read_to_string(manifest).unwrap_or_default();
    let key = format!("{} = \"", role);
    let name = text
        .lines()
        .find_map(|line| line.strip_prefix(&key)?.strip_suffix('"'))?;
    let path = built(name);
    assert!(
        path.is_file(),
        "{}: {} {} declared but not built at {}",
        package,
        role,
        name,
        path.display()
    );
    Some(path)
}

/// The path of the binary `name` that cargo built beside the running test
/// (the test runs as `target/<profile>/deps/<test>-<hash>`; the binaries
/// are in `target/<profile>`).
pub fn built(name: &str) -> PathBuf {
    let exe = std::env::current_exe().expect("the test's own path");
    let dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("target/<profile>");
    dir.join(format!("{}{}", name, std::env::consts::EXE_SUFFIX))
}

/// Runs `checker IN ACTUAL EXPECTED` on these contents (written to
/// temporary files): `Ok` if it accepts (exit 0), else its verdict and
/// stderr.
pub fn judge(checker: &Path, input: &[u8], actual: &[u8], expected: &[u8]) -> Result<(), String> {
    static RUN: AtomicUsize = AtomicUsize::new(0);
    let stem = format!(
        "golden-judge-{}-{}",
        std::process::id(),
        RUN.fetch_add(1, Ordering::Relaxed)
    );
    let files: Vec<PathBuf> = [("in", input), ("actual", actual), ("expected", expected)]
        .iter()
        .map(|(name, bytes)| {
            let path = std::env::temp_dir().join(format!("{}.{}", stem, name));
            fs::write(&path, bytes).expect("write a temporary file");
            path
        })
        .collect();
    let run = Command::new(checker).args(&files).output();
    for path in &files {
        let _ = fs::remove_file(path);
    }
    let run = run.map_err(|e| format!("cannot run {}: {}", checker.display(), e))?;
    if run.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{} says {:?}: {}",
            checker.display(),
            run.status.code(),
            String::from_utf8_lossy(&run.stderr).trim_end()
        ))
    }
}

/// Runs `binary` on every golden case of `package` and panics with every
/// mismatch in full (case name, expected and actual output). A package with
/// a [`checker`] has each output judged by it instead of compared.
pub fn check(package: &str, binary: &str) {
    check_normalized(package, binary, |s| s.to_string())
}

/// [`check`] with a normalizer applied to expected and actual stdout.
pub fn check_normalized(package: &str, binary: &str, normalize: fn(&str) -> String) {
    let cases = cases(package);
    assert!(!cases.is_empty(), "no golden cases for {}", package);
    let checker = checker(package);
    let mut report = String::new();
    for case in &cases {
        let want = expected(case);
        let input = fs::read(case).expect("read .in");
        let output = assert_cmd::Command::new(binary)
            .write_stdin(input.clone())
            .output()
            .expect("run binary");
        let stdout = String::from_utf8_lossy(&output.stdout);
        let stderr = String::from_utf8_lossy(&output.stderr);
        let judged = match (&want, &checker) {
            (Expected::Output(expected), Some(checker)) if output.status.success() => {
                judge(checker, &input, &output.stdout, expected.as_bytes())
                    .err()
                    .map(|verdict| format!("{}\n--- stdout:\n{}", verdict, stdout))
            }
            _ => mismatch(&want, output.status.code(), &stdout, &stderr, normalize),
        };
        if let Some(diff) = judged {
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
