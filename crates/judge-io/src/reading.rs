//! Reading the input: [`Reader`], a reader of whitespace-separated tokens
//! whose every read names its bound (the largest value, or what each
//! counted item costs in tokens), and [`Stream`], the values of a counted
//! list handed over one by one without being stored. [`MAX_VALUE`] is the
//! largest value a task reads.

use super::bad_input::{show, InputError, Result};

/// The largest pile size, value or query a task reads: 10^18
/// (`docs/formats.md`).
pub const MAX_VALUE: u64 = 1_000_000_000_000_000_000;

/// Whether `b` separates tokens: space, tab, LF or CR, and nothing else
/// (a vertical tab or a form feed is part of a token). Every byte above
/// the space is part of a token: one comparison for the digits and letters
/// that make up most of an input.
#[inline]
pub fn is_space(b: u8) -> bool {
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

    /// A reader over `input` that counts its tokens after `tokens` read
    /// before it: how [`crate::interactive::Live`] reads the judge's
    /// messages a line at a time with the numbers and messages of one
    /// reader over them all.
    pub(crate) fn resumed(input: &'a [u8], tokens: usize) -> Self {
        Reader {
            input,
            pos: 0,
            tokens,
        }
    }

    /// The number of tokens read so far.
    pub(crate) fn tokens_read(&self) -> usize {
        self.tokens
    }

    /// How many bytes of the input are read: where the unread rest starts.
    pub(crate) fn rest_start(&self) -> usize {
        self.pos
    }

    fn skip_space(&mut self) {
        while self.pos < self.input.len() && is_space(self.input[self.pos]) {
            self.pos += 1;
        }
    }

    /// Whether only whitespace is left: the end of an input read to its
    /// end (items until end of file, no count).
    ///
    /// # Example
    /// ```
    /// use judge_io::Reader;
    /// let mut rd = Reader::new(b"7 \r\n");
    /// assert!(!rd.at_end());
    /// rd.token("x").unwrap();
    /// assert!(rd.at_end());
    /// ```
    pub fn at_end(&mut self) -> bool {
        self.skip_space();
        self.pos == self.input.len()
    }

    /// Whether the last token read ended its line: only spaces, tabs and
    /// CRs stand between it and a line feed or the end of the input. For
    /// inputs read line by line, whose lines may differ in length (a
    /// table of `value`, `n value` or `a b value` lines).
    ///
    /// # Example
    /// ```
    /// use judge_io::Reader;
    /// let mut rd = Reader::new(b"1 2 \r\n3");
    /// rd.token("x").unwrap();
    /// assert!(!rd.at_line_end());
    /// rd.token("x").unwrap();
    /// assert!(rd.at_line_end());
    /// rd.token("x").unwrap();
    /// assert!(rd.at_line_end());
    /// ```
    pub fn at_line_end(&self) -> bool {
        self.input[self.pos..]
            .iter()
            .find(|&&b| !matches!(b, b' ' | b'\t' | b'\r'))
            .map_or(true, |&b| b == b'\n')
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
    /// word arithmetic was slower on tokens of common lengths.)
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
        let (token, value) = self.digits_value(what)?;
        match value {
            Some(v) if v <= max => Ok(v),
            _ => Err(self.reject(what, format!("{} is above the limit {}", show(token), max))),
        }
    }

    /// The next token, which must be decimal digits, and its value (`None`
    /// past `u64::MAX`): what [`Reader::u64_checked`] and [`Reader::count`]
    /// share.
    fn digits_value(&mut self, what: &str) -> Result<(&'a [u8], Option<u64>)> {
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
        Ok((token, value))
    }

    /// The next token as an integer in `-max..=max` (`max` ≤ 10^18, so it
    /// fits in `i64`): an optional `-`, then decimal digits. For the judges
    /// whose values may be negative; every other number is read unsigned.
    ///
    /// # Example
    /// ```
    /// use judge_io::Reader;
    /// let mut rd = Reader::new(b"-7 12 -0 +3 -2000");
    /// assert_eq!(rd.i64_within("x", 1000).unwrap(), -7);
    /// assert_eq!(rd.i64_within("x", 1000).unwrap(), 12);
    /// assert_eq!(rd.i64_within("x", 1000).unwrap(), 0);
    /// assert!(rd.i64_within("x", 1000).is_err()); // no plus sign
    /// let mut rd = Reader::new(b"-2000");
    /// assert!(rd.i64_within("x", 1000).is_err()); // below -1000
    /// ```
    pub fn i64_within(&mut self, what: &str, max: u64) -> Result<i64> {
        debug_assert!(max <= MAX_VALUE);
        let token = self.token(what)?;
        let (negative, digits) = match token.split_first() {
            Some((b'-', rest)) => (true, rest),
            _ => (false, token),
        };
        if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
            return Err(self.reject(what, format!("expected an integer, found {}", show(token))));
        }
        let value = digits.iter().try_fold(0u64, |v, &d| {
            v.checked_mul(10)?.checked_add(u64::from(d - b'0'))
        });
        match value {
            Some(v) if v <= max => Ok(if negative { -(v as i64) } else { v as i64 }),
            _ => Err(self.reject(
                what,
                format!("{} is outside the limits -{} and {}", show(token), max, max),
            )),
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
        let mut stream = Stream {
            reader: self.clone(),
            left,
            what,
            max,
            error: None,
        };
        let value = consume(&mut stream);
        stream.by_ref().for_each(drop);
        *self = stream.reader;
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
        let (count, token) = match self.fast_u64(usize::MAX as u64) {
            Some(count) => (Some(count as usize), None),
            None => {
                let (token, value) = self.digits_value(what)?;
                (value.and_then(|v| usize::try_from(v).ok()), Some(token))
            }
        };
        let room = self.room();
        let needed = count.and_then(|c| c.checked_mul(per_item));
        match (count, needed) {
            (Some(count), Some(needed)) if needed <= room => Ok(count),
            (Some(count), _) => Err(self.reject(
                what,
                format!(
                    "{} items need {} more tokens, but the rest of the input holds at most {}",
                    count,
                    count.saturating_mul(per_item),
                    room
                ),
            )),
            // Too many digits for a machine word: its bound is still the
            // rest of the input.
            (None, _) => Err(self.reject(
                what,
                format!(
                    "{} items need more tokens than the rest of the input holds (at most {})",
                    show(token.unwrap_or_default()),
                    room
                ),
            )),
        }
    }

    /// The most tokens the rest of the input can hold (each needs a byte
    /// and a separator): what a list may be sized by before its items are
    /// read.
    ///
    /// # Example
    /// ```
    /// use judge_io::Reader;
    /// assert_eq!(Reader::new(b"1 2 3 ").room(), 3);
    /// ```
    pub fn room(&self) -> usize {
        (self.input.len() - self.pos) / 2
    }

    /// An error about the token read last, read as `what`: how a task
    /// refuses a token that was read correctly but breaks one of its rules.
    pub fn reject(&self, what: &str, problem: impl Into<String>) -> InputError {
        InputError::at(self.tokens, what, problem)
    }

    /// Checks that nothing but whitespace is left.
    ///
    /// [`run`](crate::run) calls it after `solve`; a task that does heavy work calls it
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

/// The values of [`Reader::stream_list_at_most`], read one by one; the
/// first bad token ends them.
///
/// A stream reads with its own copy of the reader, which takes the
/// reader's place once at the end: a cursor behind `&mut self` would be
/// stored to memory after every token.
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
