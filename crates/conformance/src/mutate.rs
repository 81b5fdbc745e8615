//! Inputs made from golden inputs: the error matrix's systematic edits and
//! the fuzzer's random ones.

/// A small deterministic generator (xorshift64*), so every run of the
/// fuzzer with the same seed sees the same inputs.
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed (any value; 0 is remapped).
    pub fn new(seed: u64) -> Self {
        Rng(seed.max(1))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// The whitespace-separated tokens of an input.
pub fn tokens(input: &[u8]) -> Vec<Vec<u8>> {
    input
        .split(|&b| judge_io::is_space(b))
        .filter(|t| !t.is_empty())
        .map(<[u8]>::to_vec)
        .collect()
}

/// Tokens joined by single spaces, with a final newline.
pub fn join(tokens: &[Vec<u8>]) -> Vec<u8> {
    let mut out = tokens.join(&b' ');
    out.push(b'\n');
    out
}

/// The input with token `i` replaced by `with`.
pub fn replace(tokens: &[Vec<u8>], i: usize, with: &[u8]) -> Vec<u8> {
    let mut t = tokens.to_vec();
    t[i] = with.to_vec();
    join(&t)
}

/// The same tokens laid out with CRLF line ends, tabs and blank lines: valid
/// input that must give the same answer.
pub fn awkward_whitespace(tokens: &[Vec<u8>]) -> Vec<u8> {
    let mut out = b"\r\n".to_vec();
    for (i, t) in tokens.iter().enumerate() {
        out.extend_from_slice(t);
        out.extend_from_slice(match i % 3 {
            0 => b"\r\n\r\n",
            1 => b" \t ",
            _ => b"\r\n",
        });
    }
    out.extend_from_slice(b"\r\n\r\n");
    out
}

/// The same lines with CRLF line ends, a blank line after each, and every
/// run of spaces within a line widened to space, tab, space: valid input
/// that must give the same answer where line breaks mean something.
pub fn awkward_lines(input: &[u8]) -> Vec<u8> {
    let mut out = b"\r\n".to_vec();
    for line in input.split(|&b| b == b'\n') {
        let toks = tokens(line);
        if toks.is_empty() {
            continue;
        }
        out.extend_from_slice(&toks.join(&b" \t "[..]));
        out.extend_from_slice(b"\r\n\r\n");
    }
    out
}

/// Values that probe parsers and bounds.
pub const INTERESTING: &[&[u8]] = &[
    b"0",
    b"1",
    b"2",
    b"-1",
    b"1.5",
    b"x",
    b"1000000000000000000",
    b"1000000000000000001",
    b"9223372036854775808",
    b"18446744073709551615",
    b"18446744073709551616",
    b"99999999999999999999999",
    b"",
];

/// One random edit of an input: a byte flipped, inserted or deleted, a token
/// dropped, duplicated, swapped, replaced by an interesting value, or
/// spliced in from `donor`.
pub fn mutate_once(rng: &mut Rng, input: &[u8], donor: &[u8]) -> Vec<u8> {
    const BYTES: &[u8] = b"0123456789 \n\r\t-+.xHT=e\x00\xff";
    let mut bytes = input.to_vec();
    let mut toks = tokens(input);
    match rng.below(8) {
        0 | 1 if !bytes.is_empty() => {
            let i = rng.below(bytes.len());
            bytes[i] = BYTES[rng.below(BYTES.len())];
            bytes
        }
        2 => {
            let i = rng.below(bytes.len() + 1);
            bytes.insert(i, BYTES[rng.below(BYTES.len())]);
            bytes
        }
        3 if !bytes.is_empty() => {
            bytes.remove(rng.below(bytes.len()));
            bytes
        }
        4 if !toks.is_empty() => {
            toks.remove(rng.below(toks.len()));
            join(&toks)
        }
        5 if !toks.is_empty() => {
            let i = rng.below(toks.len());
            let t = toks[i].clone();
            toks.insert(rng.below(toks.len() + 1), t);
            join(&toks)
        }
        6 if !toks.is_empty() => {
            let i = rng.below(toks.len());
            toks[i] = INTERESTING[rng.below(INTERESTING.len())].to_vec();
            join(&toks)
        }
        _ => {
            let d = tokens(donor);
            if d.is_empty() || toks.is_empty() {
                return join(&toks);
            }
            let i = rng.below(toks.len());
            toks[i] = d[rng.below(d.len())].clone();
            if rng.below(2) == 0 {
                let j = rng.below(toks.len());
                toks.swap(i, j);
            }
            join(&toks)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Line breaks stay where they were; spaces within a line widen; the
    /// tokens are the same.
    #[test]
    fn awkward_lines_keep_the_lines() {
        let input = b"2\n{1|0} + {2|-2}\r\n  5\n";
        let out = awkward_lines(input);
        assert_eq!(
            out,
            b"\r\n2\r\n\r\n{1|0} \t + \t {2|-2}\r\n\r\n5\r\n\r\n".to_vec()
        );
        assert_eq!(tokens(&out), tokens(input));
    }
}
