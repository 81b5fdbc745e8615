//! Judge input and output shared by every task binary.
//!
//! The binaries read whitespace-separated tokens with [`Reader`] and write
//! through [`Out`]. Every problem with the input is an [`InputError`]; [`run`]
//! turns it into the contract of `SPEC.md`: exit status 1, nothing on stdout,
//! one line on stderr starting `error: `.
//!
//! This crate is bundled into the single-file submissions, so it has no
//! dependencies and keeps to the parts of `std` that every judge has.
#![warn(missing_docs)]

use std::fmt;
use std::io::{self, Read, Write};

/// What was wrong with the input, and where.
///
/// Displayed as `token N (what): problem` when it concerns one token, or
/// `what: problem` when it concerns a value or a relation between values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    token: Option<usize>,
    what: String,
    problem: String,
}

impl InputError {
    /// An error about the `index`-th token (1-based) of the input, read as `what`.
    pub fn at(index: usize, what: &str, problem: impl Into<String>) -> Self {
        InputError {
            token: Some(index),
            what: what.to_string(),
            problem: problem.into(),
        }
    }

    /// An error about a value (`what`) that was read correctly but breaks a rule.
    pub fn value(what: impl Into<String>, problem: impl Into<String>) -> Self {
        InputError {
            token: None,
            what: what.into(),
            problem: problem.into(),
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

/// The largest pile size, value or query a task reads (SPEC.md: they go up
/// to 10^18).
pub const MAX_VALUE: u64 = 1_000_000_000_000_000_000;

/// The result of every reading step.
pub type Result<T> = std::result::Result<T, InputError>;

/// A reader of whitespace-separated tokens (spaces, tabs, CR, LF) over the
/// whole input.
///
/// Every read names what it reads, so an error can say which token and which
/// rule. Counts that size an allocation go through [`Reader::count`], which
/// checks them against the input that is left before anything is allocated.
pub struct Reader<'a> {
    input: &'a [u8],
    pos: usize,
    tokens: usize,
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c')
}

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

impl<'a> Reader<'a> {
    /// A reader over `input`.
    pub fn new(input: &'a [u8]) -> Self {
        Reader {
            input,
            pos: 0,
            tokens: 0,
        }
    }

    fn skip_space(&mut self) {
        while self.pos < self.input.len() && is_space(self.input[self.pos]) {
            self.pos += 1;
        }
    }

    /// The next token, as raw bytes.
    pub fn token(&mut self, what: &str) -> Result<&'a [u8]> {
        self.skip_space();
        if self.pos == self.input.len() {
            return Err(InputError::at(
                self.tokens + 1,
                what,
                "missing: the input ended",
            ));
        }
        let start = self.pos;
        while self.pos < self.input.len() && !is_space(self.input[self.pos]) {
            self.pos += 1;
        }
        self.tokens += 1;
        Ok(&self.input[start..self.pos])
    }

    /// The next token as a word of text.
    pub fn word(&mut self, what: &str) -> Result<&'a str> {
        let token = self.token(what)?;
        std::str::from_utf8(token)
            .map_err(|_| InputError::at(self.tokens, what, "is not valid UTF-8"))
    }

    /// The next token as an integer in `0..=max`.
    pub fn u64_at_most(&mut self, what: &str, max: u64) -> Result<u64> {
        let token = self.token(what)?;
        let index = self.tokens;
        let bad = |problem: String| InputError::at(index, what, problem);
        if token.is_empty() || !token.iter().all(u8::is_ascii_digit) {
            return Err(bad(format!(
                "expected a non-negative integer, found {}",
                show(token)
            )));
        }
        // Up to 19 digits cannot overflow a u64 (10^19 - 1 < 2^64): the
        // common case takes no check per digit. Longer tokens (leading zeros,
        // or too large) take the checked path.
        let above = || bad(format!("{} is above the limit {}", show(token), max));
        let value = if token.len() <= 19 {
            token
                .iter()
                .fold(0u64, |v, &d| v * 10 + u64::from(d - b'0'))
        } else {
            token
                .iter()
                .try_fold(0u64, |v, &d| {
                    v.checked_mul(10)?.checked_add(u64::from(d - b'0'))
                })
                .ok_or_else(above)?
        };
        if value > max {
            return Err(above());
        }
        Ok(value)
    }

    /// The next token as a `u64`.
    pub fn u64(&mut self, what: &str) -> Result<u64> {
        self.u64_at_most(what, u64::MAX)
    }

    /// The next token as a `usize`.
    pub fn usize(&mut self, what: &str) -> Result<usize> {
        self.u64_at_most(what, usize::MAX as u64)
            .map(|v| v as usize)
    }

    /// A count of items that each take `tokens_per_item` more tokens.
    ///
    /// The count is rejected unless the rest of the input is long enough to
    /// hold that many tokens (each needs a byte and a separator), so a caller
    /// may allocate `count` items afterwards: the allocation is bounded by the
    /// size of the input, never by an unproven number.
    pub fn count(&mut self, what: &str, tokens_per_item: usize) -> Result<usize> {
        let count = self.usize(what)?;
        let index = self.tokens;
        let room = (self.input.len() - self.pos) / 2;
        match count.checked_mul(tokens_per_item) {
            Some(needed) if needed <= room => Ok(count),
            _ => Err(InputError::at(
                index,
                what,
                format!(
                    "{} items need {} more tokens, but the rest of the input holds at most {}",
                    count,
                    count.saturating_mul(tokens_per_item),
                    room
                ),
            )),
        }
    }

    /// The next token as a value in `0..=MAX_VALUE`.
    pub fn value(&mut self, what: &str) -> Result<u64> {
        self.u64_at_most(what, MAX_VALUE)
    }

    /// `n` values in `0..=MAX_VALUE` (`n` from [`Reader::count`]).
    pub fn values(&mut self, n: usize, what: &str) -> Result<Vec<u64>> {
        self.u64s_at_most(n, what, MAX_VALUE)
    }

    /// The next token as a value in `1..=MAX_VALUE`; `why` says what a 0
    /// would break.
    pub fn positive_value(&mut self, what: &str, why: &str) -> Result<u64> {
        let v = self.value(what)?;
        if v == 0 {
            return Err(InputError::at(self.tokens, what, format!("is 0: {}", why)));
        }
        Ok(v)
    }

    /// `n` values in `1..=MAX_VALUE` (`n` from [`Reader::count`]), such as
    /// the moves of a subtraction game.
    pub fn positive_values(&mut self, n: usize, what: &str, why: &str) -> Result<Vec<u64>> {
        (0..n).map(|_| self.positive_value(what, why)).collect()
    }

    /// `n` integers, each in `0..=max`.
    ///
    /// `n` must come from [`Reader::count`] (or be otherwise bounded).
    pub fn u64s_at_most(&mut self, n: usize, what: &str, max: u64) -> Result<Vec<u64>> {
        (0..n).map(|_| self.u64_at_most(what, max)).collect()
    }

    /// `n` integers of any `u64` value.
    pub fn u64s(&mut self, n: usize, what: &str) -> Result<Vec<u64>> {
        self.u64s_at_most(n, what, u64::MAX)
    }

    /// How many tokens have been read so far.
    pub fn tokens_read(&self) -> usize {
        self.tokens
    }

    /// Checks that nothing but whitespace is left.
    ///
    /// [`run`] calls it after `solve`; a task that does heavy work calls it
    /// first itself, so that bad input is refused before the work. Calling it
    /// twice is harmless.
    pub fn finish(&mut self) -> Result<()> {
        self.skip_space();
        if self.pos == self.input.len() {
            return Ok(());
        }
        let token = self.token("end of input")?;
        Err(InputError::at(
            self.tokens,
            "end of input",
            format!("unexpected extra token {}", show(token)),
        ))
    }
}

/// A buffered answer: the whole output is built in memory and written only
/// when the input has been read without error.
#[derive(Default)]
pub struct Out {
    buf: Vec<u8>,
}

impl Out {
    /// An empty output.
    pub fn new() -> Self {
        Out::default()
    }

    /// Appends a number.
    pub fn num(&mut self, value: u64) -> &mut Self {
        let mut digits = [0u8; 20];
        let mut i = digits.len();
        let mut v = value;
        loop {
            i -= 1;
            digits[i] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        self.buf.extend_from_slice(&digits[i..]);
        self
    }

    /// Appends text.
    pub fn str(&mut self, text: &str) -> &mut Self {
        self.buf.extend_from_slice(text.as_bytes());
        self
    }

    /// Appends a line of text and a newline.
    pub fn line(&mut self, text: &str) -> &mut Self {
        self.str(text).nl()
    }

    /// Appends a newline.
    pub fn nl(&mut self) -> &mut Self {
        self.buf.push(b'\n');
        self
    }

    /// Appends the values separated by single spaces, then a newline.
    pub fn join_line<I>(&mut self, values: I) -> &mut Self
    where
        I: IntoIterator,
        I::Item: Into<u64>,
    {
        for (i, v) in values.into_iter().enumerate() {
            if i > 0 {
                self.buf.push(b' ');
            }
            self.num(v.into());
        }
        self.nl()
    }

    /// `FIRST` if the player to move wins, else `SECOND`, and a newline.
    pub fn winner(&mut self, mover_wins: bool) -> &mut Self {
        self.line(if mover_wins { "FIRST" } else { "SECOND" })
    }

    /// The bytes written so far.
    pub fn as_bytes(&self) -> &[u8] {
        &self.buf
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
    let mut out = Out::new();
    solve(&mut reader, &mut out)?;
    reader.finish()?;
    Ok(out.buf)
}

/// The `main` of every binary: reads all of stdin, solves, and writes the
/// answer, or reports bad input as `SPEC.md` says and exits with status 1.
pub fn run(solve: Solve) -> ! {
    run_with(solve)
}

/// [`run`] for a computation that needs more than stdin, such as
/// command-line options: `solve` may be a closure that captures them. An
/// error it returns (a bad option included) is reported like bad input.
pub fn run_with<F>(solve: F) -> !
where
    F: FnOnce(&mut Reader, &mut Out) -> Result<()>,
{
    let mut input = Vec::new();
    let result = match io::stdin().lock().read_to_end(&mut input) {
        Ok(_) => solve_bytes_with(solve, &input),
        Err(e) => Err(InputError::value("stdin", format!("cannot be read: {}", e))),
    };
    match result {
        Ok(bytes) => {
            let mut stdout = io::stdout().lock();
            if stdout
                .write_all(&bytes)
                .and_then(|_| stdout.flush())
                .is_err()
            {
                std::process::exit(1);
            }
            std::process::exit(0);
        }
        Err(e) => {
            eprintln!("error: {}", e);
            std::process::exit(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_all(input: &str) -> Result<Vec<u64>> {
        let mut r = Reader::new(input.as_bytes());
        let n = r.count("n", 1)?;
        let v = r.u64s(n, "value")?;
        r.finish()?;
        Ok(v)
    }

    #[test]
    fn reads_any_whitespace() {
        assert_eq!(read_all("3\r\n1 2\t3\r\n\r\n"), Ok(vec![1, 2, 3]));
    }

    #[test]
    fn names_the_token() {
        let e = read_all("2 5 x").unwrap_err();
        assert_eq!(
            e.to_string(),
            "token 3 (value): expected a non-negative integer, found \"x\""
        );
        for bad in ["-1", "1.5", "18446744073709551616", "+3"] {
            assert!(read_all(&format!("1 {}", bad)).is_err(), "{}", bad);
        }
    }

    #[test]
    fn refuses_counts_the_input_cannot_hold() {
        let e = read_all("1000000000000000000 1 2 3").unwrap_err();
        assert!(e.to_string().starts_with("token 1 (n):"), "{}", e);
        assert!(read_all("3 1 2").is_err());
    }

    #[test]
    fn refuses_extra_tokens() {
        let e = read_all("1 5 6").unwrap_err();
        assert_eq!(
            e.to_string(),
            "token 3 (end of input): unexpected extra token \"6\""
        );
    }

    #[test]
    fn writes_numbers() {
        let mut out = Out::new();
        out.join_line([0u64, 7, u64::MAX]).winner(false);
        assert_eq!(out.as_bytes(), b"0 7 18446744073709551615\nSECOND\n");
    }
}
