//! The bad-input contract of `docs/formats.md`: every problem with the input
//! is an [`InputError`], and [`run`] (the `main` of every binary) turns one
//! into exit status 1, nothing on stdout and one line on stderr starting
//! `error: `. Also [`solve_bytes`], the same computation on bytes in memory,
//! for the tests.

use super::reading::Reader;
use super::writing::Out;
use std::fmt;
use std::io::{self, IsTerminal, Read, Write};

/// What was wrong with the input, and where.
///
/// Displayed as `token N (what): problem` when it concerns one token, or
/// `what: problem` when it concerns the input as a whole (a cycle through
/// several edges, a work limit over several values).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    token: Option<usize>,
    what: String,
    problem: String,
}

impl InputError {
    /// An error about the input as a whole, or about values read correctly
    /// that together break a rule, rather than about one token.
    pub fn about(what: impl Into<String>, problem: impl Into<String>) -> Self {
        InputError {
            token: None,
            what: what.into(),
            problem: problem.into(),
        }
    }

    /// An error about token number `index` (from 1), read as `what`.
    pub(crate) fn at(index: usize, what: &str, problem: impl Into<String>) -> Self {
        InputError {
            token: Some(index),
            ..InputError::about(what, problem)
        }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.token {
            Some(i) => write!(f, "token {} ({}): {}", i, self.what, self.problem),
            None => write!(f, "{}: {}", self.what, self.problem),
        }
    }
}

impl std::error::Error for InputError {}

/// The result of every reading step.
pub type Result<T> = std::result::Result<T, InputError>;

/// A token as quoted in an error message: in Rust string syntax (so a
/// control character cannot break the one-line message), cut after 24
/// characters.
pub fn show(token: &[u8]) -> String {
    const LIMIT: usize = 24;
    let text = String::from_utf8_lossy(token);
    if text.chars().count() > LIMIT {
        let cut: String = text.chars().take(LIMIT).collect();
        format!("{:?}...", cut)
    } else {
        format!("{:?}", text)
    }
}

/// A task's whole computation: read from the reader, write to the output.
pub type Solve = fn(&mut Reader, &mut Out) -> Result<()>;

/// Runs `solve` on `input`, returning the output bytes or the error.
///
/// Also checks that the input has no tokens left over.
pub fn solve_bytes(solve: Solve, input: &[u8]) -> Result<Vec<u8>> {
    solve_bytes_with(solve, input)
}

fn solve_bytes_with<F>(solve: F, input: &[u8]) -> Result<Vec<u8>>
where
    F: FnOnce(&mut Reader, &mut Out) -> Result<()>,
{
    let mut reader = Reader::new(input);
    let mut out = Out::with_room(input.len());
    solve(&mut reader, &mut out)?;
    reader.finish()?;
    Ok(out.into_bytes())
}

/// All of stdin. On Unix stdin is read as a file, so that a redirected file
/// is read into a buffer of its exact size in one go (a pipe still grows
/// the buffer as it fills).
fn read_stdin() -> io::Result<Vec<u8>> {
    let mut input = Vec::new();
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        let fd = io::stdin().as_fd().try_clone_to_owned()?;
        std::fs::File::from(fd).read_to_end(&mut input)?;
    }
    #[cfg(not(unix))]
    io::stdin().lock().read_to_end(&mut input)?;
    Ok(input)
}

/// The `--help` of a package's binary, from its Cargo name and description
/// (what [`main!`](crate::main) passes): its usage, what it answers, where
/// its format is stated, and the bad-input contract.
///
/// ```
/// let help = judge_io::package_help(Some("cses-1730-nim-game-i"), Some("CSES 1730 Nim Game I"));
/// assert!(help.starts_with("usage: cses-1730-nim-game-i < INPUT\n\nCSES 1730 Nim Game I.\n"));
/// assert!(help.contains("tasks/cses-1730-nim-game-i/README.md"));
/// ```
pub fn package_help(name: Option<&str>, description: Option<&str>) -> String {
    let name = name.unwrap_or("solution");
    let mut help = format!("usage: {} < INPUT\n\n", name);
    if let Some(description) = description.filter(|d| !d.is_empty()) {
        help += description.trim_end_matches('.');
        help += ".\n";
    }
    help += &format!(
        "The input, the output and their bounds: tasks/{}/README.md.\n\n\
         Reads stdin, answers on stdout; bad input exits 1 with one `error:` line\n\
         on stderr.\n\n\
         Options:\n  -h, --help  print this help and exit\n",
        name
    );
    help
}

/// The `main` of every binary without options: reads all of stdin, solves,
/// and writes the answer, or reports bad input as `docs/formats.md` says
/// and exits with status 1.
///
/// `help` is the binary's usage and input format: `-h` or `--help` prints
/// it on stdout and exits 0, and a terminal on stdin sees it on stderr
/// before the input is read ([`run_with`]). Any other argument is refused
/// like bad input: the input comes on stdin only.
pub fn run(help: &str, solve: Solve) -> ! {
    if let Some(arg) = std::env::args_os().nth(1) {
        if !is_help(&arg) {
            fail(&InputError::about(
                format!("argument {}", show(arg.to_string_lossy().as_bytes())),
                "unknown: the input comes on stdin, and the only option is -h or --help",
            ));
        }
    }
    run_with(help, solve)
}

/// [`run`] for a computation that needs more than stdin, such as
/// command-line options: `solve` may be a closure that captures them. An
/// error it returns (a bad option included) is reported like bad input.
///
/// `-h` or `--help` among the arguments prints `help` on stdout and exits
/// 0 before anything is read. When stdin is a terminal (someone typing, not
/// a judge's pipe or file), `help` and how to end the input go to stderr
/// first, so that the binary does not wait in silence; stdout is unchanged.
///
/// The process ends with `exit`, which drops nothing: the buffers go back
/// to the system with the process, not one by one.
pub fn run_with<F>(help: &str, solve: F) -> !
where
    F: FnOnce(&mut Reader, &mut Out) -> Result<()>,
{
    if std::env::args_os().skip(1).any(|a| is_help(&a)) {
        print!("{}", help);
        std::process::exit(if io::stdout().flush().is_ok() { 0 } else { 1 });
    }
    if io::stdin().is_terminal() {
        eprint!(
            "{}\nReading the input from this terminal: end it with Ctrl-D.\n",
            help
        );
    }
    let input = match read_stdin() {
        Ok(input) => input,
        Err(e) => fail(&InputError::about(
            "stdin",
            format!("cannot be read: {}", e),
        )),
    };
    let bytes = match solve_bytes_with(solve, &input) {
        Ok(bytes) => bytes,
        Err(e) => fail(&e),
    };
    std::process::exit(if write_stdout(&bytes).is_ok() { 0 } else { 1 });
}

/// Whether a command-line argument asks for the help text.
pub(crate) fn is_help(arg: &std::ffi::OsStr) -> bool {
    arg == "--help" || arg == "-h"
}

/// Reports bad input as the contract says and ends the process.
pub(crate) fn fail(e: &InputError) -> ! {
    eprintln!("error: {}", e);
    std::process::exit(1);
}

/// Writes the whole answer. On Unix stdout is written as a file, in one
/// call, rather than through the line-buffered `Stdout`.
fn write_stdout(bytes: &[u8]) -> io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        let fd = io::stdout().as_fd().try_clone_to_owned()?;
        std::fs::File::from(fd).write_all(bytes)
    }
    #[cfg(not(unix))]
    {
        let mut stdout = io::stdout().lock();
        stdout.write_all(bytes).and_then(|_| stdout.flush())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn echo_one(rd: &mut Reader, out: &mut Out) -> Result<()> {
        let v = rd.u64_at_most("v", 9)?;
        out.num(v).nl();
        Ok(())
    }

    /// The output comes back only when the whole input was read: a token
    /// left over is refused like a bad one.
    #[test]
    fn solve_bytes_checks_the_whole_input() {
        assert_eq!(solve_bytes(echo_one, b"7\r\n"), Ok(b"7\n".to_vec()));
        let e = solve_bytes(echo_one, b"7 8").unwrap_err();
        assert_eq!(
            e.to_string(),
            "token 2 (end of input): unexpected extra token \"8\""
        );
        let e = solve_bytes(echo_one, b"").unwrap_err();
        assert_eq!(e.to_string(), "token 1 (v): missing: the input ended");
    }

    /// A quoted token stays on one line and is cut after 24 characters.
    #[test]
    fn show_quotes_on_one_line() {
        assert_eq!(show(b"a\nb"), r#""a\nb""#);
        assert_eq!(show(&[b'7'; 30]), format!("\"{}\"...", "7".repeat(24)));
        assert_eq!(show(&[0xff]), "\"\u{fffd}\"");
    }
}
