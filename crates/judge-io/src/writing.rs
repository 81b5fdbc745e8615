//! Writing the answer: [`Out`], the whole output built in memory, with
//! the number formatting the answers use.

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
    ///
    /// Room for the whole line is made at once when its length is known (a
    /// value and its space take at least 2 bytes), instead of doubling. The
    /// loop keeps the buffer and its length in locals: a byte stored through
    /// `self` could alias `self.len`, which would then be reloaded around
    /// every store. Each value is written with a space after it (a value
    /// below 10, the common Grundy value, as digit and space in one store),
    /// and the last space becomes the newline. Internal iteration lets a
    /// table stored in one of several widths pick its width once.
    pub fn join_line<I>(&mut self, values: I) -> &mut Self
    where
        I: IntoIterator,
        I::Item: Into<u64>,
    {
        let values = values.into_iter();
        self.room(2 * values.size_hint().0 + 64);
        let mut buf = std::mem::take(&mut self.buf);
        let mut len = self.len;
        values.for_each(|v| {
            let v = v.into();
            let window: &mut [u8; 21] = room(&mut buf, len, 21).try_into().expect("21 bytes");
            if v < 10 {
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

    /// The output, ended: its bytes, the unused room dropped.
    pub(crate) fn into_bytes(mut self) -> Vec<u8> {
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

#[cfg(test)]
mod tests {
    use super::*;

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
