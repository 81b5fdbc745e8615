//! The rule of a take-and-break game on one heap: an octal or hexadecimal
//! code of any length, or Grundy's game.
//!
//! A code `d0.d1d2…` gives, for each j, what removing j tokens from a heap
//! may leave, as the bits of the digit dj: 1 nothing, 2 one non-empty heap,
//! 4 two non-empty heaps, and in a hexadecimal code 8 three non-empty
//! heaps. [`Rule::parse`] reads an octal code, [`Rule::parse_hex`] a
//! hexadecimal one, [`Rule::from_digits`] the digits themselves (as many
//! as a rule needs) and [`Rule::remove_block`] the row games "remove a block
//! of l to r adjacent tokens"; [`Rule::moves`] (with the naive engine)
//! lists the pairs a heap may become.

use std::fmt;

/// Why a code is not an octal game code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CodeError {
    /// The code is not of the form `d0.d1d2…` (one digit, a point, at least
    /// one digit).
    Malformed,
    /// The character at `index` (0-based) is not an octal digit 0–7.
    BadDigit {
        /// Its position in the code.
        index: usize,
        /// The character found.
        found: char,
    },
    /// d0 must be 0 or 4: removing no tokens and leaving the heap as it was
    /// (bit 2) or leaving nothing of a heap of 0 (bit 1) is no move of a
    /// finite game.
    FirstDigit(u8),
    /// The character at `index` (0-based) of a hexadecimal code is not a
    /// hexadecimal digit 0–9, A–F (either case).
    NotHexDigit {
        /// Its position in the code.
        index: usize,
        /// The character found.
        found: char,
    },
    /// d0 of a hexadecimal code (or of [`Rule::from_digits`]) must be 0, 4,
    /// 8 or 12 (C): bits 1 and 2 of d0 are no moves of a finite game.
    FirstHexDigit(u8),
    /// A digit of [`Rule::from_digits`] is past 15.
    DigitTooLarge {
        /// Its position among the digits (d0 is 0).
        index: usize,
        /// The digit.
        digit: u8,
    },
    /// A block `l..=r` of [`Rule::remove_block`] with l = 0 or l > r.
    EmptyBlock {
        /// The least length of a block.
        l: usize,
        /// The largest.
        r: usize,
    },
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Malformed => write!(
                f,
                "expected an octal code d0.d1d2... (such as 0.77) or the word grundy"
            ),
            CodeError::BadDigit { index, found } => {
                write!(
                    f,
                    "character {} ({:?}) is not an octal digit 0-7",
                    index, found
                )
            }
            CodeError::FirstDigit(d) => write!(
                f,
                "the digit before the point is {}, but only 0 or 4 make a finite game",
                d
            ),
            CodeError::NotHexDigit { index, found } => write!(
                f,
                "character {} ({:?}) is not a hexadecimal digit 0-9, A-F",
                index, found
            ),
            CodeError::FirstHexDigit(d) => write!(
                f,
                "the digit before the point is {}, but only 0, 4, 8 or C make a finite game",
                d
            ),
            CodeError::DigitTooLarge { index, digit } => {
                write!(f, "digit {} is {}, past 15", index, digit)
            }
            CodeError::EmptyBlock { l, r } => write!(
                f,
                "a block of {} to {} tokens: the least must be at least 1 and at most the largest",
                l, r
            ),
        }
    }
}

impl std::error::Error for CodeError {}

/// The moves of a take-and-break game on one heap: an octal or hexadecimal
/// code, or Grundy's game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rule {
    /// j ≥ 1 such that a heap of exactly j may be removed (bit 1 of dj).
    pub(super) take_all: Vec<usize>,
    /// j ≥ 1 such that j may be removed leaving one non-empty heap (bit 2).
    pub(super) take_one: Vec<usize>,
    /// j ≥ 0 such that j may be removed and the rest split in two non-empty
    /// heaps (bit 4).
    pub(super) split: Vec<usize>,
    /// j ≥ 0 such that j may be removed and the rest split in three
    /// non-empty heaps (bit 8, hexadecimal codes only).
    pub(super) split3: Vec<usize>,
    /// Whether the two parts of a split must differ (Grundy's game).
    pub(super) unequal: bool,
    /// t, the largest j with dj ≠ 0, for an octal game; `None` for Grundy's
    /// game and the games that split a heap in three, which the
    /// periodicity theorem does not cover.
    largest_removal: Option<usize>,
}

impl Rule {
    /// Parses an octal code `d0.d1d2…` (d0 is 0 or 4), or the word `grundy`
    /// for Grundy's game.
    ///
    /// Trailing zero digits are allowed and change nothing.
    ///
    /// # Complexity
    /// O(length of the code).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::octal::{CodeError, Rule};
    /// let kayles = Rule::parse("0.77").unwrap();
    /// assert_eq!(kayles.largest_removal(), Some(2));
    /// assert_eq!(Rule::parse("grundy").unwrap(), Rule::grundys_game());
    /// assert_eq!(Rule::parse("0.78"), Err(CodeError::BadDigit { index: 3, found: '8' }));
    /// assert_eq!(Rule::parse("1.7"), Err(CodeError::FirstDigit(1)));
    /// assert_eq!(Rule::parse("077"), Err(CodeError::Malformed));
    /// ```
    pub fn parse(code: &str) -> Result<Rule, CodeError> {
        if code == "grundy" {
            return Ok(Rule::grundys_game());
        }
        if code.chars().count() < 3 || code.chars().nth(1) != Some('.') {
            return Err(CodeError::Malformed);
        }
        let mut digits = Vec::new();
        for (index, c) in code.chars().enumerate().filter(|&(i, _)| i != 1) {
            match c.to_digit(8) {
                Some(d) => digits.push(d as u8),
                None => return Err(CodeError::BadDigit { index, found: c }),
            }
        }
        if digits[0] != 0 && digits[0] != 4 {
            return Err(CodeError::FirstDigit(digits[0]));
        }
        Rule::from_digits(&digits)
    }

    /// Parses a hexadecimal code `d0.d1d2…` (digits 0–9 and A–F in either
    /// case; d0 is 0, 4, 8 or C): dj's bit 8 lets a move remove j tokens
    /// and leave three non-empty heaps, beside the octal bits. An octal code
    /// is the hexadecimal code of the same digits.
    ///
    /// # Complexity
    /// O(length of the code).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::octal::{CodeError, Rule};
    /// let rule = Rule::parse_hex("0.F").unwrap();
    /// assert!(rule.splits_in_three());
    /// assert_eq!(Rule::parse_hex("0.77").unwrap(), Rule::parse("0.77").unwrap());
    /// assert_eq!(Rule::parse_hex("0.7g"), Err(CodeError::NotHexDigit { index: 3, found: 'g' }));
    /// assert_eq!(Rule::parse_hex("2.7"), Err(CodeError::FirstHexDigit(2)));
    /// ```
    pub fn parse_hex(code: &str) -> Result<Rule, CodeError> {
        if code.chars().count() < 3 || code.chars().nth(1) != Some('.') {
            return Err(CodeError::Malformed);
        }
        let mut digits = Vec::new();
        for (index, c) in code.chars().enumerate().filter(|&(i, _)| i != 1) {
            match c.to_digit(16) {
                Some(d) => digits.push(d as u8),
                None => return Err(CodeError::NotHexDigit { index, found: c }),
            }
        }
        Rule::from_digits(&digits)
    }

    /// The rule of the digits d0, d1, d2, … (each 0 to 15, as in a
    /// hexadecimal code), as many as the rule needs: "remove exactly 1000
    /// adjacent tokens" is a thousand digits.
    ///
    /// # Complexity
    /// O(number of digits).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::octal::{CodeError, Rule};
    /// let mut digits = vec![0; 1001];
    /// digits[1000] = 7;
    /// let paint_1000 = Rule::from_digits(&digits).unwrap();
    /// assert_eq!(paint_1000.largest_removal(), Some(1000));
    /// assert_eq!(Rule::from_digits(&[0, 7, 7]).unwrap(), Rule::parse("0.77").unwrap());
    /// assert_eq!(Rule::from_digits(&[0, 16]), Err(CodeError::DigitTooLarge { index: 1, digit: 16 }));
    /// assert_eq!(Rule::from_digits(&[1]), Err(CodeError::FirstHexDigit(1)));
    /// ```
    pub fn from_digits(digits: &[u8]) -> Result<Rule, CodeError> {
        if let Some((index, &digit)) = digits.iter().enumerate().find(|&(_, &d)| d > 15) {
            return Err(CodeError::DigitTooLarge { index, digit });
        }
        match digits.first() {
            None => return Err(CodeError::Malformed),
            Some(&d) if d & 3 != 0 => return Err(CodeError::FirstHexDigit(d)),
            _ => {}
        }
        let with = |bit: u8| -> Vec<usize> {
            (0..digits.len())
                .filter(|&j| digits[j] & bit != 0)
                .collect()
        };
        let split3 = with(8);
        let largest = (0..digits.len())
            .rev()
            .find(|&j| digits[j] != 0)
            .unwrap_or(0);
        Ok(Rule {
            take_all: with(1),
            take_one: with(2),
            split: with(4),
            largest_removal: if split3.is_empty() {
                Some(largest)
            } else {
                None
            },
            split3,
            unequal: false,
        })
    }

    /// The row game "remove a block of l to r adjacent tokens" (l ≥ 1): a
    /// row of x may lose any l ≤ j ≤ min(r, x) adjacent tokens, which leaves
    /// nothing, one row or two: the digit 7 for every j in l..=r.
    ///
    /// # Complexity
    /// O(r).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::octal::{CodeError, Rule};
    /// assert_eq!(Rule::remove_block(1, 2).unwrap(), Rule::parse("0.77").unwrap());
    /// assert_eq!(Rule::remove_block(3, 2), Err(CodeError::EmptyBlock { l: 3, r: 2 }));
    /// ```
    pub fn remove_block(l: usize, r: usize) -> Result<Rule, CodeError> {
        if l == 0 || l > r {
            return Err(CodeError::EmptyBlock { l, r });
        }
        let mut digits = vec![0; r + 1];
        digits[l..].fill(7);
        Rule::from_digits(&digits)
    }

    /// Grundy's game: split one heap into two non-empty heaps of different
    /// sizes (removing nothing).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::octal::{naive_table, Rule};
    /// assert_eq!(naive_table(&Rule::grundys_game(), 8), vec![0, 0, 0, 1, 0, 2, 1, 0, 2]);
    /// ```
    pub fn grundys_game() -> Rule {
        Rule {
            take_all: Vec::new(),
            take_one: Vec::new(),
            split: vec![0],
            split3: Vec::new(),
            unequal: true,
            largest_removal: None,
        }
    }

    /// t, the largest number of tokens a move removes (the largest j with
    /// dj ≠ 0; 0 when no digit after the point is set), or `None` for
    /// Grundy's game and for a rule that splits a heap in three, which are
    /// not octal games.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::octal::Rule;
    /// assert_eq!(Rule::parse("0.1370").unwrap().largest_removal(), Some(3));
    /// assert_eq!(Rule::grundys_game().largest_removal(), None);
    /// ```
    pub fn largest_removal(&self) -> Option<usize> {
        self.largest_removal
    }

    /// Whether a move may leave three heaps (a hexadecimal digit of 8 or
    /// more).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::octal::Rule;
    /// assert!(Rule::parse_hex("0.8").unwrap().splits_in_three());
    /// assert!(!Rule::parse_hex("0.7").unwrap().splits_in_three());
    /// ```
    pub fn splits_in_three(&self) -> bool {
        !self.split3.is_empty()
    }

    /// Whether a split of `m` into `a` and `m - a` is allowed by the
    /// equal-parts rule (both parts are non-empty by construction).
    pub(super) fn split_allowed(&self, a: usize, m: usize) -> bool {
        !(self.unequal && 2 * a == m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::octal::testing::rule;
    use rstest::rstest;

    #[rstest]
    #[case("0.77", Some(2))]
    #[case("0.07", Some(2))]
    #[case("0.137", Some(3))]
    #[case("4.0", Some(0))]
    #[case("0.0", Some(0))]
    #[case("0.700", Some(1))]
    #[case("grundy", None)]
    fn parses(#[case] code: &str, #[case] t: Option<usize>) {
        assert_eq!(rule(code).largest_removal(), t);
    }

    #[rstest]
    #[case("", CodeError::Malformed)]
    #[case("0", CodeError::Malformed)]
    #[case("0.", CodeError::Malformed)]
    #[case(".77", CodeError::Malformed)]
    #[case("077", CodeError::Malformed)]
    #[case("0,77", CodeError::Malformed)]
    #[case("Grundy", CodeError::Malformed)]
    #[case("0.7a", CodeError::BadDigit { index: 3, found: 'a' })]
    #[case("0.8", CodeError::BadDigit { index: 2, found: '8' })]
    #[case("0.7.7", CodeError::BadDigit { index: 3, found: '.' })]
    #[case("x.7", CodeError::BadDigit { index: 0, found: 'x' })]
    #[case("0.7é", CodeError::BadDigit { index: 3, found: 'é' })]
    #[case("1.7", CodeError::FirstDigit(1))]
    #[case("2.7", CodeError::FirstDigit(2))]
    #[case("7.7", CodeError::FirstDigit(7))]
    fn refuses(#[case] code: &str, #[case] want: CodeError) {
        assert_eq!(Rule::parse(code), Err(want));
    }

    #[rstest]
    #[case("0.8", None, true)]
    #[case("0.f", None, true)]
    #[case("C.0", None, true)]
    #[case("0.77", Some(2), false)]
    #[case("4.07", Some(2), false)]
    #[case("0.007B", None, true)]
    fn parses_hexadecimal(#[case] code: &str, #[case] t: Option<usize>, #[case] three: bool) {
        let r = Rule::parse_hex(code).unwrap();
        assert_eq!(
            (r.largest_removal(), r.splits_in_three()),
            (t, three),
            "{}",
            code
        );
    }

    #[rstest]
    #[case("", CodeError::Malformed)]
    #[case("0.", CodeError::Malformed)]
    #[case("0.7G", CodeError::NotHexDigit { index: 3, found: 'G' })]
    #[case("1.7", CodeError::FirstHexDigit(1))]
    #[case("F.7", CodeError::FirstHexDigit(15))]
    fn refuses_hexadecimal(#[case] code: &str, #[case] want: CodeError) {
        assert_eq!(Rule::parse_hex(code), Err(want));
    }

    /// A long rule is its digits: the octal code of the same digits, and
    /// remove_block's digit 7 on l..=r.
    #[test]
    fn digits_of_any_length() {
        let code = format!("0.{}7", "0".repeat(40));
        assert_eq!(Rule::from_digits(&digits(&code)).unwrap(), rule(&code));
        assert_eq!(Rule::remove_block(2, 4).unwrap(), rule("0.0777"));
        assert_eq!(Rule::from_digits(&[]), Err(CodeError::Malformed));
        assert_eq!(
            Rule::remove_block(0, 4),
            Err(CodeError::EmptyBlock { l: 0, r: 4 })
        );
        let e = Rule::from_digits(&[0, 3, 99]).unwrap_err();
        assert_eq!(e.to_string(), "digit 2 is 99, past 15");
    }

    fn digits(code: &str) -> Vec<u8> {
        crate::sg::octal::testing::digits_of(code)
    }
}
