//! The rule of a split game on one heap: an octal code, or Grundy's game.
//!
//! A code `d0.d1d2…` gives, for each j, what removing j tokens from a heap
//! may leave, as the bits of the digit dj: 1 nothing, 2 one non-empty heap,
//! 4 two non-empty heaps. [`Rule::parse`] reads a code; [`Rule::moves`]
//! (with the naive engine) lists the pairs a heap may become.

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
        }
    }
}

impl std::error::Error for CodeError {}

/// The moves of a split game on one heap: an octal code, or Grundy's game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rule {
    /// j ≥ 1 such that a heap of exactly j may be removed (bit 1 of dj).
    pub(super) take_all: Vec<usize>,
    /// j ≥ 1 such that j may be removed leaving one non-empty heap (bit 2).
    pub(super) take_one: Vec<usize>,
    /// j ≥ 0 such that j may be removed and the rest split in two non-empty
    /// heaps (bit 4).
    pub(super) split: Vec<usize>,
    /// Whether the two parts of a split must differ (Grundy's game).
    pub(super) unequal: bool,
    /// t, the largest j with dj ≠ 0, for an octal game; `None` for Grundy's
    /// game, which the periodicity theorem does not cover.
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
        let with = |bit: u8| -> Vec<usize> {
            (0..digits.len())
                .filter(|&j| digits[j] & bit != 0)
                .collect()
        };
        Ok(Rule {
            take_all: with(1),
            take_one: with(2),
            split: with(4),
            unequal: false,
            largest_removal: Some(
                (0..digits.len())
                    .rev()
                    .find(|&j| digits[j] != 0)
                    .unwrap_or(0),
            ),
        })
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
            unequal: true,
            largest_removal: None,
        }
    }

    /// t, the largest number of tokens a move removes (the largest j with
    /// dj ≠ 0; 0 when no digit after the point is set), or `None` for
    /// Grundy's game, which is not an octal game.
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
}
