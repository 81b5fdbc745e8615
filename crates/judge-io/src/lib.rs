//! Judge input and output shared by every task binary.
//!
//! The binaries read whitespace-separated tokens with [`Reader`] and write
//! through [`Out`]. Every problem with the input is an [`InputError`]; [`run`]
//! turns it into the bad-input contract of `docs/formats.md`: exit status 1,
//! nothing on stdout, one line on stderr starting `error: `.
//!
//! Every reading method says its bound in its name or its arguments: a
//! number is read with the largest value it may take ([`Reader::u64_at_most`]),
//! a count with what each item costs in tokens ([`Reader::count`]), so no
//! allocation is ever sized by a number the input has not paid for.
//!
//! This crate is bundled into the single-file submissions, so it has no
//! dependencies and keeps to the parts of `std` that every judge has.
#![warn(missing_docs)]

use std::fmt;
use std::io::{self, Read, Write};

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

    fn at(index: usize, what: &str, problem: impl Into<String>) -> Self {
        InputError {
            token: Some(index),
            what: what.to_string(),
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

/// The largest pile size, value or query a task reads: 10^18
/// (`docs/formats.md`).
pub const MAX_VALUE: u64 = 1_000_000_000_000_000_000;

/// The result of every reading step.
pub type Result<T> = std::result::Result<T, InputError>;

/// Whether `b` separates tokens: space, tab, LF or CR, and nothing else
/// (a vertical tab or a form feed is part of a token).
#[inline]
pub fn is_space(b: u8) -> bool {
    // Every byte above the space is part of a token: one comparison for
    // the digits and letters that make up most of an input.
    b <= b' ' && matches!(b, b' ' | b'\t' | b'\n' | b'\r')
}

/// The end of the token that starts at `from`: the first whitespace byte
/// after it, or the end of the input. A long token (a row of coins, a
/// board) is skipped 32 bytes at a time while no byte of a block can be
/// whitespace (none is at most the space), a test the compiler turns into a
/// few vector instructions; then byte by byte.
fn token_end(input: &[u8], from: usize) -> usize {
    const BLOCK: usize = 32;
    let mut i = from;
    while let Some(block) = input.get(i..i + BLOCK) {
        if block.iter().fold(false, |low, &b| low | (b <= b' ')) {
            break;
        }
        i += BLOCK;
    }
    while i < input.len() && !is_space(input[i]) {
        i += 1;
    }
    i
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

/// A reader of whitespace-separated tokens (spaces, tabs, LF, CR) over the
/// whole input.
///
/// Every read names what it reads, so an error can say which token and which
/// rule. Numbers are read in one pass over their bytes, the checks riding
/// along; only a token that fails them is looked at again, to say why.
#[derive(Clone)]
pub struct Reader<'a> {
    input: &'a [u8],
    pos: usize,
    tokens: usize,
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
        self.pos = token_end(self.input, start);
        self.tokens += 1;
        Ok(&self.input[start..self.pos])
    }

    /// The next token as a word of text.
    pub fn word(&mut self, what: &str) -> Result<&'a str> {
        let token = self.token(what)?;
        std::str::from_utf8(token).map_err(|_| self.reject(what, "is not valid UTF-8"))
    }

    /// The next token as an integer in `0..=max`.
    #[inline(always)]
    pub fn u64_at_most(&mut self, what: &str, max: u64) -> Result<u64> {
        match self.fast_u64(max) {
            Some(value) => Ok(value),
            None => self.u64_checked(what, max),
        }
    }

    /// The next token's value if it is at most 19 digits, nothing else, and
    /// at most `max` (10^19 − 1 < 2^64, so no overflow check per digit): the
    /// common token, parsed and checked in one pass over its bytes. `None`
    /// leaves the reader where it was, for the checked path to say what is
    /// wrong (or to read 20 digits or more). (Eight digits at a time with
    /// word arithmetic was measured slower on tokens of 5 to 18 digits.)
    #[inline(always)]
    fn fast_u64(&mut self, max: u64) -> Option<u64> {
        let input = self.input;
        let mut i = self.pos;
        while i < input.len() && is_space(input[i]) {
            i += 1;
        }
        let start = i;
        let fast_end = input.len().min(start + 19);
        let mut value = 0u64;
        while i < fast_end {
            let digit = input[i].wrapping_sub(b'0');
            if digit > 9 {
                break;
            }
            value = value * 10 + u64::from(digit);
            i += 1;
        }
        if i > start && (i == input.len() || is_space(input[i])) && value <= max {
            self.pos = i;
            self.tokens += 1;
            Some(value)
        } else {
            None
        }
    }

    /// [`Reader::u64_at_most`] for a token that did not pass the fast path:
    /// every byte checked, every step of the value checked for overflow.
    #[cold]
    #[inline(never)]
    fn u64_checked(&mut self, what: &str, max: u64) -> Result<u64> {
        let token = self.token(what)?;
        if !token.iter().all(u8::is_ascii_digit) {
            return Err(self.reject(
                what,
                format!("expected a non-negative integer, found {}", show(token)),
            ));
        }
        let value = token.iter().try_fold(0u64, |v, &d| {
            v.checked_mul(10)?.checked_add(u64::from(d - b'0'))
        });
        match value {
            Some(v) if v <= max => Ok(v),
            _ => Err(self.reject(what, format!("{} is above the limit {}", show(token), max))),
        }
    }

    /// `n` integers, each in `0..=max`; `n` from [`Reader::count`].
    pub fn u64s_at_most(&mut self, n: usize, what: &str, max: u64) -> Result<Vec<u64>> {
        let mut values = Vec::with_capacity(n);
        for _ in 0..n {
            values.push(self.u64_at_most(what, max)?);
        }
        Ok(values)
    }

    /// The next token as an integer in `1..=max`; `why` says what a 0 would
    /// break (it is refused as `is 0: why`).
    pub fn positive_at_most(&mut self, what: &str, max: u64, why: &str) -> Result<u64> {
        match self.u64_at_most(what, max)? {
            0 => Err(self.reject(what, format!("is 0: {}", why))),
            v => Ok(v),
        }
    }

    /// `n` integers, each in `1..=max` (see [`Reader::positive_at_most`]);
    /// `n` from [`Reader::count`].
    pub fn positives_at_most(
        &mut self,
        n: usize,
        what: &str,
        max: u64,
        why: &str,
    ) -> Result<Vec<u64>> {
        let mut values = Vec::with_capacity(n);
        for _ in 0..n {
            values.push(self.positive_at_most(what, max, why)?);
        }
        Ok(values)
    }

    /// A count (read as `count_what`), then that many integers in
    /// `0..=max`: the count is checked against the input first
    /// ([`Reader::count`]).
    pub fn list_at_most(&mut self, count_what: &str, what: &str, max: u64) -> Result<Vec<u64>> {
        let n = self.count(count_what, 1)?;
        self.u64s_at_most(n, what, max)
    }

    /// A count, then that many integers in `1..=max`
    /// ([`Reader::positive_at_most`]).
    pub fn positive_list_at_most(
        &mut self,
        count_what: &str,
        what: &str,
        max: u64,
        why: &str,
    ) -> Result<Vec<u64>> {
        let n = self.count(count_what, 1)?;
        self.positives_at_most(n, what, max, why)
    }

    /// A count (read as `count_what`), then that many integers in `0..=max`
    /// handed to `consume` as an iterator as they are read, never stored:
    /// for a task that only folds over them (a nim-sum), whose memory then
    /// stays the input's. Every value is read and checked even if `consume`
    /// stops early; the first bad token is the error, and the iterator ends
    /// there.
    pub fn stream_list_at_most<T>(
        &mut self,
        count_what: &str,
        what: &str,
        max: u64,
        consume: impl FnOnce(&mut Stream<'_, 'a>) -> T,
    ) -> Result<T> {
        let left = self.count(count_what, 1)?;
        // The stream reads with its own copy of the cursor, written back
        // once at the end: a cursor behind `&mut self` would be stored to
        // memory after every token.
        let mut stream = Stream {
            reader: Reader {
                input: self.input,
                pos: self.pos,
                tokens: self.tokens,
            },
            left,
            what,
            max,
            error: None,
        };
        let value = consume(&mut stream);
        stream.by_ref().for_each(drop);
        self.pos = stream.reader.pos;
        self.tokens = stream.reader.tokens;
        match stream.error {
            Some(e) => Err(e),
            None => Ok(value),
        }
    }

    /// A count of items that each take `tokens_per_item` more tokens (at
    /// least one is assumed, whatever is passed).
    ///
    /// The count is refused unless the rest of the input is long enough to
    /// hold that many tokens (each needs a byte and a separator), so a caller
    /// may allocate `count` items afterwards: the allocation is bounded by the
    /// size of the input, never by an unproven number.
    pub fn count(&mut self, what: &str, tokens_per_item: usize) -> Result<usize> {
        let per_item = tokens_per_item.max(1);
        let count = self.u64_at_most(what, usize::MAX as u64)? as usize;
        let room = (self.input.len() - self.pos) / 2;
        match count.checked_mul(per_item) {
            Some(needed) if needed <= room => Ok(count),
            _ => Err(self.reject(
                what,
                format!(
                    "{} items need {} more tokens, but the rest of the input holds at most {}",
                    count,
                    count.saturating_mul(per_item),
                    room
                ),
            )),
        }
    }

    /// An error about the token read last, read as `what`: how a task
    /// refuses a token that was read correctly but breaks one of its rules.
    pub fn reject(&self, what: &str, problem: impl Into<String>) -> InputError {
        InputError::at(self.tokens, what, problem)
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
        Err(self.reject(
            "end of input",
            format!("unexpected extra token {}", show(token)),
        ))
    }
}

/// The values of [`Reader::stream_list_at_most`], read one by one.
pub struct Stream<'r, 'a> {
    reader: Reader<'a>,
    left: usize,
    what: &'r str,
    max: u64,
    error: Option<InputError>,
}

impl Iterator for Stream<'_, '_> {
    type Item = u64;

    #[inline(always)]
    fn next(&mut self) -> Option<u64> {
        if self.left == 0 {
            return None;
        }
        match self.reader.u64_at_most(self.what, self.max) {
            Ok(value) => {
                self.left -= 1;
                Some(value)
            }
            Err(e) => {
                // The first error ends the stream.
                self.left = 0;
                self.error = Some(e);
                None
            }
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (0, Some(self.left))
    }
}

/// A buffered answer: the whole output is built in memory and written only
/// when the input has been read without error.
///
/// The buffer is kept zero-filled ahead of what is written, so that a number
/// is written into a fixed 20-byte window with no per-byte capacity check.
#[derive(Default)]
pub struct Out {
    buf: Vec<u8>,
    len: usize,
}

impl Out {
    /// An empty output.
    pub fn new() -> Self {
        Out::default()
    }

    /// An empty output with room for `bytes` bytes before it grows. The room
    /// is allocated zeroed, so the pages that no answer reaches are never
    /// touched: `run` gives the answer the input's size (most answers are
    /// smaller), which spares the copies of growing from nothing.
    pub fn with_room(bytes: usize) -> Self {
        Out {
            buf: vec![0; bytes],
            len: 0,
        }
    }

    /// The next `n` bytes of the buffer, growing it if needed.
    #[inline]
    fn room(&mut self, n: usize) -> &mut [u8] {
        room(&mut self.buf, self.len, n)
    }

    /// Appends a number.
    #[inline]
    pub fn num(&mut self, value: u64) -> &mut Self {
        let window = self.room(20).try_into().expect("room(20) is 20 bytes");
        self.len += put_num(window, value);
        self
    }

    /// Appends text.
    pub fn str(&mut self, text: &str) -> &mut Self {
        self.bytes(text.as_bytes())
    }

    /// Appends raw bytes, such as a row of characters.
    pub fn bytes(&mut self, bytes: &[u8]) -> &mut Self {
        self.room(bytes.len()).copy_from_slice(bytes);
        self.len += bytes.len();
        self
    }

    /// Appends one byte.
    #[inline(always)]
    pub fn byte(&mut self, b: u8) -> &mut Self {
        self.room(1)[0] = b;
        self.len += 1;
        self
    }

    /// Appends a line of text and a newline.
    pub fn line(&mut self, text: &str) -> &mut Self {
        self.str(text).nl()
    }

    /// Appends a newline.
    pub fn nl(&mut self) -> &mut Self {
        self.byte(b'\n')
    }

    /// Appends the values separated by single spaces, then a newline.
    pub fn join_line<I>(&mut self, values: I) -> &mut Self
    where
        I: IntoIterator,
        I::Item: Into<u64>,
    {
        // The loop keeps the buffer and its length in locals: a byte stored
        // through `self` could alias `self.len`, which would then be
        // reloaded around every store. Each value is written with a space
        // after it, and the last space becomes the newline. Internal
        // iteration lets a table stored in one of several widths pick its
        // width once.
        let values = values.into_iter();
        // Room for the whole line at once when its length is known (a value
        // and its space take at least 2 bytes), instead of doubling.
        self.room(2 * values.size_hint().0 + 64);
        let mut buf = std::mem::take(&mut self.buf);
        let mut len = self.len;
        values.for_each(|v| {
            let v = v.into();
            let window: &mut [u8; 21] = room(&mut buf, len, 21).try_into().expect("21 bytes");
            if v < 10 {
                // The common Grundy value: digit and space in one store.
                window[..2].copy_from_slice(&[b'0' + v as u8, b' ']);
                len += 2;
            } else {
                let digits = put_num((&mut window[..20]).try_into().expect("20 bytes"), v);
                window[digits] = b' ';
                len += digits + 1;
            }
        });
        let empty = len == self.len;
        self.buf = buf;
        self.len = len;
        if empty {
            self.nl()
        } else {
            self.buf[self.len - 1] = b'\n';
            self
        }
    }

    /// `FIRST` if the player to move wins, else `SECOND`, and a newline.
    pub fn winner(&mut self, mover_wins: bool) -> &mut Self {
        self.line(if mover_wins { "FIRST" } else { "SECOND" })
    }

    /// The bytes written so far.
    pub fn as_bytes(&self) -> &[u8] {
        &self.buf[..self.len]
    }

    fn into_bytes(mut self) -> Vec<u8> {
        self.buf.truncate(self.len);
        self.buf
    }
}

/// The `n` bytes of `buf` from `len` on, growing `buf` (doubling,
/// zero-filled) if it is shorter.
#[inline(always)]
fn room(buf: &mut Vec<u8>, len: usize, n: usize) -> &mut [u8] {
    if buf.len() - len < n {
        grow(buf, len, len + n);
    }
    &mut buf[len..len + n]
}

/// A new zero-filled buffer of at least `at_least` bytes (doubling) with the
/// first `used` bytes of `buf`. A fresh zeroed allocation is zero pages the
/// system hands over as they are first written, where growing in place
/// would copy the whole buffer and then clear the new part.
#[cold]
#[inline(never)]
fn grow(buf: &mut Vec<u8>, used: usize, at_least: usize) {
    let mut grown = vec![0u8; (2 * buf.len()).max(at_least).max(1 << 12)];
    grown[..used].copy_from_slice(&buf[..used]);
    *buf = grown;
}

/// Writes the decimal digits of `value` at the start of `window` (20 bytes
/// hold any u64); returns how many.
#[inline(always)]
fn put_num(window: &mut [u8; 20], value: u64) -> usize {
    if value < 10 {
        window[0] = b'0' + value as u8;
        return 1;
    }
    let digits = value.ilog10() as usize + 1;
    let mut v = value;
    for slot in window[..digits].iter_mut().rev() {
        *slot = b'0' + (v % 10) as u8;
        v /= 10;
    }
    digits
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

/// The number after a command-line option such as `--max-values N`:
/// decimal digits only (as a token of the input), within `range`. A missing
/// or bad number is an error about the option, which [`run_with`] reports
/// like bad input.
///
/// # Example
/// ```
/// use judge_io::option_number;
/// assert_eq!(option_number("--n", Some("25".into()), 1..=100), Ok(25));
/// let err = option_number("--n", Some("0".into()), 1..=100).unwrap_err();
/// assert_eq!(err.to_string(), r#"option --n: needs an integer from 1 to 100, found "0""#);
/// assert!(option_number("--n", None, 1..=100).is_err());
/// ```
pub fn option_number(
    option: &str,
    value: Option<std::ffi::OsString>,
    range: std::ops::RangeInclusive<u64>,
) -> Result<u64> {
    let text = value.map(|v| v.to_string_lossy().into_owned());
    text.as_deref()
        .filter(|v| !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|v| v.parse().ok())
        .filter(|n| range.contains(n))
        .ok_or_else(|| {
            let found = text.map_or("nothing".to_string(), |t| format!("{:?}", t));
            InputError::about(
                format!("option {}", option),
                format!(
                    "needs an integer from {} to {}, found {}",
                    range.start(),
                    range.end(),
                    found
                ),
            )
        })
}

/// The `main` of every binary: reads all of stdin, solves, and writes the
/// answer, or reports bad input as `docs/formats.md` says and exits with
/// status 1.
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
    // `exit` drops nothing: the buffers go back to the system with the
    // process, not one by one.
    std::process::exit(if write_stdout(&bytes).is_ok() { 0 } else { 1 });
}

/// Reports bad input as the contract says and ends the process.
fn fail(e: &InputError) -> ! {
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

    fn read_all(input: &str) -> Result<Vec<u64>> {
        let mut r = Reader::new(input.as_bytes());
        let n = r.count("n", 1)?;
        let v = r.u64s_at_most(n, "value", u64::MAX)?;
        r.finish()?;
        Ok(v)
    }

    #[test]
    fn reads_any_whitespace() {
        assert_eq!(read_all("3\r\n1 2\t3\r\n\r\n"), Ok(vec![1, 2, 3]));
    }

    /// Only space, tab, LF and CR separate tokens: a vertical tab or a form
    /// feed is part of a token, so a number with one is refused.
    #[test]
    fn other_control_bytes_are_not_whitespace() {
        for sep in ["\x0b", "\x0c", "\0"] {
            let e = read_all(&format!("2 1{}2", sep)).unwrap_err();
            assert!(
                e.to_string().starts_with("token 1 (n):") || e.to_string().starts_with("token 2"),
                "{}",
                e
            );
        }
    }

    #[test]
    fn names_the_token() {
        let e = read_all("2 5 x").unwrap_err();
        assert_eq!(
            e.to_string(),
            "token 3 (value): expected a non-negative integer, found \"x\""
        );
        for bad in ["-1", "1.5", "18446744073709551616", "+3", "12x", "x12"] {
            assert!(read_all(&format!("1 {}", bad)).is_err(), "{}", bad);
        }
    }

    /// Tokens of 19, 20 and more digits: the one-pass path and the checked
    /// path agree, leading zeros included, and overflow is refused.
    #[test]
    fn long_tokens_take_the_checked_path() {
        assert_eq!(
            read_all("1 9999999999999999999"),
            Ok(vec![9_999_999_999_999_999_999])
        );
        assert_eq!(read_all("1 18446744073709551615"), Ok(vec![u64::MAX]));
        assert_eq!(read_all("1 000000000000000000000000007"), Ok(vec![7]));
        assert!(read_all("1 18446744073709551616").is_err());
        assert!(read_all("1 99999999999999999999").is_err());
    }

    #[test]
    fn bounds_are_part_of_the_read() {
        let mut r = Reader::new(b"5 6 0 7");
        assert_eq!(r.u64_at_most("a", 5), Ok(5));
        let e = r.u64_at_most("b", 5).unwrap_err();
        assert_eq!(e.to_string(), "token 2 (b): \"6\" is above the limit 5");
        let e = r.positive_at_most("c", 9, "why").unwrap_err();
        assert_eq!(e.to_string(), "token 3 (c): is 0: why");
        assert_eq!(r.positive_at_most("d", 9, "why"), Ok(7));
    }

    /// A stream hands over every value once, reads the rest when its
    /// consumer stops early, and reports the first bad token.
    #[test]
    fn streams_values_without_storing_them() {
        let mut r = Reader::new(b"4 1 2 3 4 9");
        let first_two = r.stream_list_at_most("n", "v", 10, |v| v.take(2).sum::<u64>());
        assert_eq!(first_two, Ok(3));
        assert_eq!(r.u64_at_most("after", 10), Ok(9));
        let mut r = Reader::new(b"3 1 x 3");
        let e = r
            .stream_list_at_most("n", "v", 10, |v| v.count())
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "token 3 (v): expected a non-negative integer, found \"x\""
        );
        let mut r = Reader::new(b"2 1 11");
        let e = r
            .stream_list_at_most("n", "v", 10, |v| v.count())
            .unwrap_err();
        assert!(
            e.to_string().starts_with("token 3 (v): \"11\" is above"),
            "{}",
            e
        );
        let mut r = Reader::new(b"9 1 2");
        assert!(r.stream_list_at_most("n", "v", 10, |v| v.count()).is_err());
    }

    #[test]
    fn refuses_counts_the_input_cannot_hold() {
        let e = read_all("1000000000000000000 1 2 3").unwrap_err();
        assert!(e.to_string().starts_with("token 1 (n):"), "{}", e);
        assert!(read_all("3 1 2").is_err());
    }

    /// A count of items said to take no tokens is still bounded by the
    /// input: each item is taken to need at least one token.
    #[test]
    fn a_count_of_free_items_is_still_bounded() {
        let mut r = Reader::new(b"1000000000000 1");
        assert!(r.count("n", 0).is_err());
        let mut r = Reader::new(b"2 1 2");
        assert_eq!(r.count("n", 0), Ok(2));
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
    fn reject_names_the_token_just_read() {
        let mut r = Reader::new(b"abc def");
        r.word("first").unwrap();
        r.word("second").unwrap();
        assert_eq!(
            r.reject("second", "is wrong").to_string(),
            "token 2 (second): is wrong"
        );
        assert_eq!(
            InputError::about("edges", "a cycle").to_string(),
            "edges: a cycle"
        );
    }

    #[test]
    fn writes_numbers() {
        let mut out = Out::new();
        out.join_line([0u64, 7, 10, 99, 100, u64::MAX])
            .winner(false);
        out.bytes(b"WL").byte(b'\n');
        assert_eq!(
            out.as_bytes(),
            b"0 7 10 99 100 18446744073709551615\nSECOND\nWL\n"
        );
        let mut big = Out::new();
        for v in 0..100_000u64 {
            big.num(v).nl();
        }
        let text = String::from_utf8(big.as_bytes().to_vec()).unwrap();
        assert!(text
            .lines()
            .map(|l| l.parse::<u64>().unwrap())
            .eq(0..100_000));
    }
}
