//! The bounds a parsed expression must keep, and what is wrong with one
//! that does not.

use std::fmt;

/// The bounds a parsed expression must keep.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The most characters.
    pub max_len: usize,
    /// The deepest nesting of brackets: braces (and, in CGSuite's
    /// notation, slash levels, parentheses and `Tiny(`, `Miny(`).
    pub max_depth: usize,
    /// The largest |x| of a number written.
    pub max_number: i64,
    /// The largest denominator of a number written.
    pub max_denominator: i64,
    /// The largest |n| of a multiple of up written (`^n`, `^<n>`, `^[n]`).
    pub max_ups: i64,
    /// The largest nimber written.
    pub max_nimber: u32,
    /// The largest |k| of an integer multiple `k*G` (CGSuite's notation;
    /// 0 refuses every product).
    pub max_multiple: i64,
    /// The tallest game tree a value may have, numbers counting as leaves
    /// (CGSuite's notation; bounded from above before each value is
    /// built, so the arena's recursion stays within it).
    pub max_height: u64,
}

impl Limits {
    /// The limits of the `partizan-canonical` statement: 200 characters,
    /// 6 levels, |x| ≤ 64, denominator ≤ 64, |n| ≤ 8, m ≤ 15.
    pub const STATEMENT: Limits = Limits {
        max_len: 200,
        max_depth: 6,
        max_number: 64,
        max_denominator: 64,
        max_ups: 8,
        max_nimber: 15,
        max_multiple: 0,
        max_height: 64,
    };

    /// Limits for CGSuite's notation that keep every computation on a
    /// parsed game within a thread's default stack (2 MiB): 100 000
    /// characters, 64 levels, |x| ≤ 10^18, denominators to 2^62, |n| ≤ 256,
    /// nimbers to 256, multiples to 1024, game trees 256 high.
    pub const CGSUITE: Limits = Limits {
        max_len: 100_000,
        max_depth: 64,
        max_number: 1_000_000_000_000_000_000,
        max_denominator: 1 << 62,
        max_ups: 256,
        max_nimber: 256,
        max_multiple: 1024,
        max_height: 256,
    };
}

/// What is wrong with an expression, and at which byte.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParseError {
    /// Longer than [`Limits::max_len`].
    TooLong(usize),
    /// Brackets nested deeper than [`Limits::max_depth`], at this byte.
    TooDeep(usize),
    /// A character that cannot come here.
    Unexpected(usize),
    /// The expression ends too early.
    UnexpectedEnd,
    /// An atom not written as the printer writes it, or beyond the limits,
    /// at this byte.
    BadAtom(usize),
    /// A value that would be taller than [`Limits::max_height`], a multiple
    /// beyond [`Limits::max_multiple`], or numbers that could leave the
    /// [`crate::partizan::number::Dyadic`] range, at the operator or
    /// bracket that makes it (byte).
    TooLarge(usize),
    /// An operation the notation does not define on these values (a
    /// product of two games neither of which is an integer), at this byte.
    Undefined(usize),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::TooLong(n) => write!(f, "expression of {n} characters is too long"),
            ParseError::TooDeep(i) => write!(f, "braces nested too deep at byte {i}"),
            ParseError::Unexpected(i) => write!(f, "unexpected character at byte {i}"),
            ParseError::UnexpectedEnd => write!(f, "expression ends too early"),
            ParseError::BadAtom(i) => write!(f, "malformed or out-of-range atom at byte {i}"),
            ParseError::TooLarge(i) => write!(f, "value too large at byte {i}"),
            ParseError::Undefined(i) => write!(f, "undefined operation at byte {i}"),
        }
    }
}

impl std::error::Error for ParseError {}
