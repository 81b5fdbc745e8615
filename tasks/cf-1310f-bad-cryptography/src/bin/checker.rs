//! cf-1310f-bad-cryptography-checker: judges an answer to Codeforces 1310F
//! Bad Cryptography, where any valid x is accepted.
//!
//! `cf-1310f-bad-cryptography-checker IN ACTUAL EXPECTED`, the form of
//! online-judge-tools' `--judge-command`. It is declared in Cargo.toml
//! (`[package.metadata.golden] checker`), so the golden test, check-all.sh,
//! make-golden.sh, oj-test.sh and bench/judge_time_limits.py judge this
//! package's outputs with it (docs/formats.md, "Answers a checker judges").
//! Exit 0 accepts ACTUAL; 1 rejects it; 2 means the judging itself failed
//! (wrong usage, a malformed IN or EXPECTED, or EXPECTED's verdict is
//! wrong). One line on stderr says why. It is never part of the
//! submission: a bundle is `src/main.rs`'s.
//!
//! Written from the statement, sharing no code with grundy-core: its own
//! nim product (the Fermat-power rule by halves down to a 16 × 16 table
//! computed by the mex definition). For each pair it accepts
//!
//! - an integer `0 ≤ x < 2^64` with `a^x = b`, checked by computing the power;
//! - `-1` exactly when no x exists: in the cyclic group GF(2^64)* of order
//!   `2^64 − 1 = 3·5·17·257·641·65537·6700417`, b is a power of a exactly
//!   when `b^ord(a) = 1`, with `ord(a)` the product of the primes p where
//!   `a^((2^64−1)/p) ≠ 1` (for a = 0: b ∈ {0, 1}).
//!
//! EXPECTED (a golden `.out`) is read for its verdicts, which must agree
//! (an x there must solve its pair, a -1 must be right).

use judge_io::checker::{self, tokens, Judgement};
use std::process::ExitCode;

fn main() -> ExitCode {
    checker::run(env!("CARGO_PKG_NAME"), judge)
}

/// A decimal integer from 0 to 2^64 − 1, or -1 (`None`).
fn answer(token: &[u8]) -> Result<Option<u64>, String> {
    if token == b"-1" {
        return Ok(None);
    }
    let value = token.iter().try_fold(0u64, |v, &d| {
        if !d.is_ascii_digit() {
            return None;
        }
        v.checked_mul(10)?.checked_add(u64::from(d - b'0'))
    });
    match value {
        Some(v) if !token.is_empty() => Ok(Some(v)),
        _ => Err(format!(
            "{:?} is neither -1 nor an integer from 0 to 2^64 - 1",
            String::from_utf8_lossy(&token[..token.len().min(24)])
        )),
    }
}

/// The nim product of `a, b < 2^bits` (bits a power of two, 4 to 64):
/// with `F = 2^(bits/2)`, `a = a1·F + a0`, and `F ⊗ F = F ⊕ F/2`,
/// `a ⊗ b = (a1b1 ⊕ a1b0 ⊕ a0b1)·F ⊕ a0b0 ⊕ a1b1 ⊗ F/2`.
fn mul(small: &[[u64; 16]; 16], a: u64, b: u64, bits: u32) -> u64 {
    if bits == 4 {
        return small[a as usize][b as usize];
    }
    let half = bits / 2;
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let p0 = mul(small, a0, b0, half);
    let p1 = mul(small, a1, b1, half);
    let cross = mul(small, a0, b1, half) ^ mul(small, a1, b0, half);
    (cross ^ p1) << half | (p0 ^ mul(small, p1, 1 << (half - 1), half))
}

/// The products below 16 by the definition: the mex of
/// `a'⊗b ⊕ a⊗b' ⊕ a'⊗b'` over `a' < a`, `b' < b`.
fn small_table() -> [[u64; 16]; 16] {
    let mut t = [[0u64; 16]; 16];
    for a in 0..16 {
        for b in 0..16 {
            let mut seen = [false; 17];
            for x in 0..a {
                for y in 0..b {
                    seen[(t[x][b] ^ t[a][y] ^ t[x][y]) as usize] = true;
                }
            }
            t[a][b] = seen.iter().position(|&s| !s).expect("a free value") as u64;
        }
    }
    t
}

/// The field's arithmetic for the checks.
struct Field {
    small: [[u64; 16]; 16],
}

impl Field {
    fn mul(&self, a: u64, b: u64) -> u64 {
        mul(&self.small, a, b, 64)
    }

    fn pow(&self, mut a: u64, mut e: u64) -> u64 {
        let mut r = 1;
        while e > 0 {
            if e & 1 == 1 {
                r = self.mul(r, a);
            }
            a = self.mul(a, a);
            e >>= 1;
        }
        r
    }

    /// Whether some x has `a^x = b`.
    fn solvable(&self, a: u64, b: u64) -> bool {
        if a == 0 {
            return b <= 1;
        }
        let order: u64 = [3u64, 5, 17, 257, 641, 65_537, 6_700_417]
            .iter()
            .filter(|&&p| self.pow(a, u64::MAX / p) != 1)
            .product();
        self.pow(b, order) == 1
    }
}

/// The judgement of `actual` for `input`, `expected` giving the verdicts.
fn judge(input: &[u8], actual: &[u8], expected: &[u8]) -> Judgement {
    let mut words = tokens(input);
    let mut number = |what: &str| -> Result<u64, String> {
        match words.next().map(answer) {
            Some(Ok(Some(v))) => Ok(v),
            _ => Err(format!("the input's {} is missing or not a number", what)),
        }
    };
    let t = match number("t") {
        Ok(t) if t <= 10_000 => t as usize,
        Ok(t) => return Judgement::Fail(format!("t = {} is above 10^4", t)),
        Err(e) => return Judgement::Fail(e),
    };
    let mut pairs = Vec::with_capacity(t);
    for _ in 0..t {
        match (number("a"), number("b")) {
            (Ok(a), Ok(b)) => pairs.push((a, b)),
            (Err(e), _) | (_, Err(e)) => return Judgement::Fail(e),
        }
    }
    let field = Field {
        small: small_table(),
    };
    let mut got = tokens(actual);
    let mut want = tokens(expected);
    for (i, &(a, b)) in pairs.iter().enumerate() {
        let solvable = field.solvable(a, b);
        let verdict = match want.next().map(answer) {
            Some(Ok(v)) => v,
            Some(Err(e)) => return Judgement::Fail(format!("EXPECTED line {}: {}", i + 1, e)),
            None => return Judgement::Fail(format!("EXPECTED has no line {}", i + 1)),
        };
        match verdict {
            Some(x) if field.pow(a, x) != b => {
                return Judgement::Fail(format!(
                    "EXPECTED line {}: {}^{} is not {}",
                    i + 1,
                    a,
                    x,
                    b
                ))
            }
            None if solvable => {
                return Judgement::Fail(format!(
                    "EXPECTED line {}: -1, but {} is a power of {}",
                    i + 1,
                    b,
                    a
                ))
            }
            _ => {}
        }
        let Some(token) = got.next() else {
            return Judgement::Reject(format!("the answer stops before line {}", i + 1));
        };
        match answer(token) {
            Err(e) => return Judgement::Reject(format!("line {}: {}", i + 1, e)),
            Ok(None) if solvable => {
                return Judgement::Reject(format!(
                    "line {}: -1, but {} is a power of {}",
                    i + 1,
                    b,
                    a
                ))
            }
            Ok(Some(x)) if field.pow(a, x) != b => {
                return Judgement::Reject(format!("line {}: {}^{} is not {}", i + 1, a, x, b))
            }
            _ => {}
        }
    }
    if let Some(extra) = got.next() {
        return Judgement::Reject(format!(
            "more than {} answers: {:?} follows",
            t,
            String::from_utf8_lossy(&extra[..extra.len().min(24)])
        ));
    }
    Judgement::Accept(format!("{} answers", t))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every official sample's answer is accepted.
    #[test]
    fn accepts_the_official_answers() {
        conformance::checker::accepts_official_answers(env!("CARGO_PKG_NAME"), judge);
    }

    /// The statement's products (4⊗4 = 6, 8⊗8 = 13, 32⊗64 = 141, 5⊗6 = 8)
    /// and Winning Ways' 16 × 16 table's first rows.
    #[test]
    fn the_products_are_the_statements() {
        let f = Field {
            small: small_table(),
        };
        assert_eq!(f.mul(4, 4), 6);
        assert_eq!(f.mul(8, 8), 13);
        assert_eq!(f.mul(32, 64), 141);
        assert_eq!(f.mul(5, 6), 8);
        assert_eq!(
            f.small[2],
            [0, 2, 3, 1, 8, 10, 11, 9, 12, 14, 15, 13, 4, 6, 7, 5]
        );
        assert_eq!(f.mul(u64::MAX, u64::MAX), 11290409524105353207);
    }

    fn verdict(input: &str, actual: &str, expected: &str) -> Judgement {
        judge(input.as_bytes(), actual.as_bytes(), expected.as_bytes())
    }

    #[test]
    fn other_valid_answers_are_accepted() {
        // 1^x = 1 for every x; 2 has order 3: 2^4 = 2.
        assert!(matches!(
            verdict("2\n1 1\n2 2\n", "0\n4\n", "1\n1\n"),
            Judgement::Accept(_)
        ));
        assert!(matches!(
            verdict("1\n1 1\n", "18446744073709551615\n", "1\n"),
            Judgement::Accept(_)
        ));
    }

    #[test]
    fn wrong_answers_are_rejected() {
        let input = "3\n2 3\n8 2\n1 1\n";
        let right = "2\n-1\n1\n";
        assert!(matches!(verdict(input, right, right), Judgement::Accept(_)));
        for wrong in [
            "1\n-1\n1\n",                    // 2^1 = 2, not 3
            "-1\n-1\n1\n",                   // 3 is a power of 2
            "2\n5\n1\n",                     // 8^5 is not 2
            "2\n-1\n",                       // one line short
            "2\n-1\n1\n7\n",                 // one line too many
            "2\n-1\n-2\n",                   // not a number
            "2\n-1\n18446744073709551616\n", // 2^64
        ] {
            assert!(
                matches!(verdict(input, wrong, right), Judgement::Reject(_)),
                "{:?}",
                wrong
            );
        }
        // A wrong EXPECTED is the judging's failure.
        assert!(matches!(
            verdict(input, right, "2\n-1\n-1\n"),
            Judgement::Fail(_)
        ));
        assert!(matches!(
            verdict(input, right, "3\n-1\n1\n"),
            Judgement::Fail(_)
        ));
    }

    /// On small values the verdict "-1" agrees with a search over every
    /// power: below 16, a^x runs through its cycle within 15 steps.
    #[test]
    fn solvable_agrees_with_listing_the_powers() {
        let f = Field {
            small: small_table(),
        };
        for a in 0..16u64 {
            let mut powers = vec![1u64];
            let mut p = 1;
            for _ in 0..16 {
                p = f.mul(p, a);
                powers.push(p);
            }
            for b in 0..16u64 {
                assert_eq!(f.solvable(a, b), powers.contains(&b), "{} {}", a, b);
            }
        }
    }
}
