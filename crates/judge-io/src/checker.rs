//! What every checker binary shares: the `IN ACTUAL EXPECTED` command line
//! of online-judge-tools' `--judge-command`, its exit statuses and its one
//! line of why, and the token reading a checker does by hand.
//!
//! A package whose judge accepts any valid answer has a checker, a second
//! binary (`src/bin/<package>-checker.rs`, never bundled: docs/formats.md, "Answers a
//! checker judges"). It writes only its `judge`, from the statement, and
//! runs it through [`run`]:
//!
//! ```no_run
//! use judge_io::checker::{self, tokens, Judgement};
//! use std::process::ExitCode;
//!
//! fn judge(_input: &[u8], actual: &[u8], _expected: &[u8]) -> Judgement {
//!     match tokens(actual).next() {
//!         Some(b"YES") => Judgement::Accept("YES".to_string()),
//!         _ => Judgement::Reject("expected YES".to_string()),
//!     }
//! }
//!
//! fn main() -> ExitCode {
//!     checker::run(env!("CARGO_PKG_NAME"), judge)
//! }
//! ```
use std::process::ExitCode;

/// What a checker decided, with why (one line).
#[derive(Debug, PartialEq, Eq)]
pub enum Judgement {
    /// ACTUAL is a right answer: exit status 0.
    Accept(String),
    /// ACTUAL is a wrong answer: exit status 1.
    Reject(String),
    /// The judging failed, IN or EXPECTED not being what they must be, or
    /// the command line wrong: exit status 2.
    Fail(String),
}

/// What `PACKAGE-checker --help` prints.
pub fn help(package: &str) -> String {
    format!(
        "usage: {}-checker IN ACTUAL EXPECTED\n\n\
         Judges ACTUAL, an answer to the input IN, against the statement; EXPECTED\n\
         (a golden .out) is read only for what it says. The form of\n\
         online-judge-tools' --judge-command. Exit 0 accepts ACTUAL, 1 rejects it,\n\
         2 means the judging itself failed; one line on stderr says why.\n\n\
         Options:\n  -h, --help  print this help and exit\n",
        package
    )
}

/// Runs the checker of `package` (its `env!("CARGO_PKG_NAME")`) on the
/// command line: `--help` or `-h` prints [`help`]; `IN ACTUAL EXPECTED`
/// reads the three files and judges them with `judge`, printing `ok: `,
/// `wrong answer: ` or `checker failure: ` and why on stderr; anything else
/// is a failure of usage.
///
/// # Complexity
/// That of `judge`, plus reading the three files.
///
/// # Panics
/// Never by itself.
pub fn run(package: &str, judge: fn(&[u8], &[u8], &[u8]) -> Judgement) -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [flag] = args.as_slice() {
        if flag == "--help" || flag == "-h" {
            print!("{}", help(package));
            return ExitCode::SUCCESS;
        }
    }
    let judgement = match args.as_slice() {
        [input, actual, expected] => match (read(input), read(actual), read(expected)) {
            (Ok(i), Ok(a), Ok(e)) => judge(&i, &a, &e),
            (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => Judgement::Fail(e),
        },
        _ => Judgement::Fail(format!("usage: {}-checker IN ACTUAL EXPECTED", package)),
    };
    match judgement {
        Judgement::Accept(why) => {
            eprintln!("ok: {}", why);
            ExitCode::SUCCESS
        }
        Judgement::Reject(why) => {
            eprintln!("wrong answer: {}", why);
            ExitCode::from(1)
        }
        Judgement::Fail(why) => {
            eprintln!("checker failure: {}", why);
            ExitCode::from(2)
        }
    }
}

fn read(path: &str) -> std::result::Result<Vec<u8>, String> {
    std::fs::read(path).map_err(|e| format!("cannot read {}: {}", path, e))
}

/// The whitespace-separated tokens of a file.
///
/// # Example
/// ```
/// let all: Vec<&[u8]> = judge_io::checker::tokens(b" 1\n22\t ").collect();
/// assert_eq!(all, [&b"1"[..], &b"22"[..]]);
/// ```
pub fn tokens(bytes: &[u8]) -> impl Iterator<Item = &[u8]> {
    bytes
        .split(|b| b.is_ascii_whitespace())
        .filter(|t| !t.is_empty())
}

/// A token quoted for a message, cut to 24 characters.
///
/// # Example
/// ```
/// assert_eq!(judge_io::checker::quoted(b"x1"), "\"x1\"");
/// ```
pub fn quoted(token: &[u8]) -> String {
    let text: String = String::from_utf8_lossy(token).chars().take(24).collect();
    format!("{:?}", text)
}

/// A decimal integer from 0 to `max`, digits only; else why not.
///
/// # Example
/// ```
/// use judge_io::checker::number;
/// assert_eq!(number(b"42", 100), Ok(42));
/// assert!(number(b"-1", 100).is_err() && number(b"101", 100).is_err());
/// ```
pub fn number(token: &[u8], max: u64) -> std::result::Result<u64, String> {
    let value = token.iter().try_fold(0u64, |v, &d| {
        if !d.is_ascii_digit() {
            return None;
        }
        v.checked_mul(10)?.checked_add(u64::from(d - b'0'))
    });
    match value {
        Some(v) if v <= max && !token.is_empty() => Ok(v),
        _ => Err(format!(
            "{} is not an integer from 0 to {}",
            quoted(token),
            max
        )),
    }
}
