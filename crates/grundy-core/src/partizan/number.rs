//! Exact dyadic rationals, the numbers of short partizan games, with
//! checked arithmetic and Conway's simplicity rule.
//!
//! Every number a short game equals is *dyadic*: p / 2^k for integers p and
//! k ≥ 0. A [`Dyadic`] holds one in lowest terms (k = 0, or p odd), with p an
//! `i64` and k ≤ [`MAX_EXPONENT`]. Every operation that could leave that
//! range returns [`NumberError::Overflow`] instead of a wrong answer: a
//! Hackenbush stalk of 40 edges needs 2^39, far inside, but a tree's value
//! can need 2^100000, far outside, and the caller must learn so.
//!
//! Comparison never overflows: both sides are brought to the denominator
//! 2^max(k) in `i128`, where |p| · 2^62 < 2^125.
//!
//! The one idea beyond arithmetic, the value of `{a | b}` for numbers
//! a < b, is in [`super::simplicity`].

use std::cmp::Ordering;
use std::convert::TryFrom;
use std::fmt;

/// The largest power of two a [`Dyadic`]'s denominator may have: 2^62.
pub const MAX_EXPONENT: u32 = 62;

/// Why a number could not be produced.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumberError {
    /// The exact result needs a numerator beyond `i64` or a denominator
    /// beyond 2^[`MAX_EXPONENT`].
    Overflow,
    /// [`super::simplicity::simplest_between`] was asked for a number strictly between `a` and
    /// `b` with `a ≥ b`: there is none.
    EmptyInterval,
}

impl fmt::Display for NumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NumberError::Overflow => write!(f, "dyadic number out of range"),
            NumberError::EmptyInterval => write!(f, "no number strictly between"),
        }
    }
}

impl std::error::Error for NumberError {}

/// A dyadic rational `numerator / 2^exponent` in lowest terms.
///
/// Lowest terms (the exponent is 0 or the numerator odd) make the
/// representation unique, so the derived `Eq` and `Hash` are equality of
/// values; `Ord` is the order of values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Dyadic {
    num: i64,
    exp: u32,
}

impl Dyadic {
    /// Zero.
    pub const ZERO: Dyadic = Dyadic { num: 0, exp: 0 };
    /// One.
    pub const ONE: Dyadic = Dyadic { num: 1, exp: 0 };

    /// The number `num / 2^exp`, reduced to lowest terms.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::number::{Dyadic, NumberError};
    /// assert_eq!(Dyadic::new(6, 3), Ok(Dyadic::new(3, 2).unwrap()));
    /// assert_eq!(Dyadic::new(6, 3).unwrap().to_string(), "3/4");
    /// assert_eq!(Dyadic::new(1, 63), Err(NumberError::Overflow));
    /// assert_eq!(Dyadic::new(1 << 40, 63).unwrap().to_string(), "1/8388608");
    /// ```
    pub fn new(num: i64, exp: u32) -> Result<Dyadic, NumberError> {
        if num == 0 {
            return Ok(Dyadic::ZERO);
        }
        let shift = num.trailing_zeros().min(exp);
        let (num, exp) = (num >> shift, exp - shift);
        if exp > MAX_EXPONENT {
            return Err(NumberError::Overflow);
        }
        Ok(Dyadic { num, exp })
    }

    /// The integer `n`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::number::Dyadic;
    /// assert_eq!(Dyadic::from_int(-2).to_string(), "-2");
    /// ```
    pub const fn from_int(n: i64) -> Dyadic {
        Dyadic { num: n, exp: 0 }
    }

    /// The numerator in lowest terms.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::number::Dyadic;
    /// assert_eq!(Dyadic::new(-10, 4).unwrap().numerator(), -5);
    /// ```
    pub fn numerator(self) -> i64 {
        self.num
    }

    /// The exponent k of the denominator 2^k in lowest terms.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::number::Dyadic;
    /// assert_eq!(Dyadic::new(-10, 4).unwrap().exponent(), 3);
    /// assert_eq!(Dyadic::from_int(4).exponent(), 0);
    /// ```
    pub fn exponent(self) -> u32 {
        self.exp
    }

    /// Whether the number is an integer.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::number::Dyadic;
    /// assert!(Dyadic::from_int(3).is_integer());
    /// assert!(!Dyadic::new(3, 1).unwrap().is_integer());
    /// ```
    pub fn is_integer(self) -> bool {
        self.exp == 0
    }

    /// The greatest integer ≤ the number.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::number::Dyadic;
    /// assert_eq!(Dyadic::new(-3, 1).unwrap().floor(), -2);
    /// assert_eq!(Dyadic::new(3, 1).unwrap().floor(), 1);
    /// ```
    pub fn floor(self) -> i64 {
        // An arithmetic shift rounds towards −∞.
        self.num >> self.exp
    }

    /// The least integer ≥ the number.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::number::Dyadic;
    /// assert_eq!(Dyadic::new(-3, 1).unwrap().ceil(), -1);
    /// assert_eq!(Dyadic::new(3, 1).unwrap().ceil(), 2);
    /// assert_eq!(Dyadic::from_int(4).ceil(), 4);
    /// ```
    pub fn ceil(self) -> i64 {
        self.floor() + i64::from(self.exp > 0)
    }

    /// The sign: −1, 0 or 1.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::number::Dyadic;
    /// assert_eq!(Dyadic::new(-1, 5).unwrap().signum(), -1);
    /// ```
    pub fn signum(self) -> i64 {
        self.num.signum()
    }

    /// `self · 2^k` as an exact integer, for sums of many numbers in plain
    /// integer arithmetic: every number of a sum scaled by the largest
    /// exponent among them, the sum is the scaled sum over 2^k (ABC 229 H,
    /// AOJ 1377). `None` if `k` is below the exponent (the result would not
    /// be whole) or above [`MAX_EXPONENT`]; otherwise |result| < 2^125.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::number::Dyadic;
    /// let three_quarters = Dyadic::new(3, 2).unwrap();
    /// assert_eq!(three_quarters.scaled(2), Some(3));
    /// assert_eq!(three_quarters.scaled(5), Some(24));
    /// assert_eq!(three_quarters.scaled(1), None);
    /// ```
    pub fn scaled(self, k: u32) -> Option<i128> {
        (self.exp..=MAX_EXPONENT)
            .contains(&k)
            .then(|| i128::from(self.num) << (k - self.exp))
    }

    /// `−self`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::number::{Dyadic, NumberError};
    /// assert_eq!(Dyadic::new(3, 2).unwrap().checked_neg().unwrap().to_string(), "-3/4");
    /// assert_eq!(Dyadic::from_int(i64::MIN).checked_neg(), Err(NumberError::Overflow));
    /// ```
    pub fn checked_neg(self) -> Result<Dyadic, NumberError> {
        let num = self.num.checked_neg().ok_or(NumberError::Overflow)?;
        Ok(Dyadic { num, exp: self.exp })
    }

    /// `self + other`, exact.
    ///
    /// Both are brought to the larger denominator; the sum is reduced.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::number::{Dyadic, NumberError};
    /// let half = Dyadic::new(1, 1).unwrap();
    /// let quarter = Dyadic::new(1, 2).unwrap();
    /// assert_eq!(half.checked_add(quarter).unwrap().to_string(), "3/4");
    /// assert_eq!(half.checked_add(half), Ok(Dyadic::ONE));
    /// let big = Dyadic::from_int(i64::MAX);
    /// assert_eq!(big.checked_add(Dyadic::ONE), Err(NumberError::Overflow));
    /// ```
    pub fn checked_add(self, other: Dyadic) -> Result<Dyadic, NumberError> {
        let exp = self.exp.max(other.exp);
        let a = scale_up(self.num, exp - self.exp)?;
        let b = scale_up(other.num, exp - other.exp)?;
        Dyadic::new(a.checked_add(b).ok_or(NumberError::Overflow)?, exp)
    }

    /// `self − other`, exact.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::number::Dyadic;
    /// let half = Dyadic::new(1, 1).unwrap();
    /// assert_eq!(half.checked_sub(Dyadic::ONE).unwrap().to_string(), "-1/2");
    /// ```
    pub fn checked_sub(self, other: Dyadic) -> Result<Dyadic, NumberError> {
        self.checked_add(other.checked_neg()?)
    }

    /// `self · other`, exact.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::number::{Dyadic, NumberError};
    /// let half = Dyadic::new(1, 1).unwrap();
    /// let three = Dyadic::from_int(3);
    /// assert_eq!(half.checked_mul(three).unwrap().to_string(), "3/2");
    /// assert_eq!(half.checked_mul(half).unwrap().to_string(), "1/4");
    /// let big = Dyadic::from_int(1 << 40);
    /// assert_eq!(big.checked_mul(big), Err(NumberError::Overflow));
    /// ```
    pub fn checked_mul(self, other: Dyadic) -> Result<Dyadic, NumberError> {
        let p = i128::from(self.num) * i128::from(other.num);
        let mut k = self.exp + other.exp;
        let mut p = p;
        while k > 0 && p % 2 == 0 && p != 0 {
            p /= 2;
            k -= 1;
        }
        let p = i64::try_from(p).map_err(|_| NumberError::Overflow)?;
        Dyadic::new(p, k)
    }

    /// `self / 2`, exact.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::number::{Dyadic, NumberError};
    /// assert_eq!(Dyadic::from_int(3).checked_halve().unwrap().to_string(), "3/2");
    /// assert_eq!(Dyadic::from_int(6).checked_halve().unwrap().to_string(), "3");
    /// assert_eq!(Dyadic::new(1, 62).unwrap().checked_halve(), Err(NumberError::Overflow));
    /// ```
    pub fn checked_halve(self) -> Result<Dyadic, NumberError> {
        Dyadic::new(self.num, self.exp + 1)
    }

    /// `self · 2^k` for an integer k ≥ 0, exact.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::number::Dyadic;
    /// assert_eq!(Dyadic::new(3, 3).unwrap().checked_shl(2).unwrap().to_string(), "3/2");
    /// ```
    pub fn checked_shl(self, k: u32) -> Result<Dyadic, NumberError> {
        if k <= self.exp {
            return Dyadic::new(self.num, self.exp - k);
        }
        Ok(Dyadic {
            num: scale_up(self.num, k - self.exp)?,
            exp: 0,
        })
    }
}

/// `num · 2^k`, or an overflow.
pub(crate) fn scale_up(num: i64, k: u32) -> Result<i64, NumberError> {
    if num == 0 {
        return Ok(0);
    }
    if k >= 63 {
        return Err(NumberError::Overflow);
    }
    num.checked_mul(1i64 << k).ok_or(NumberError::Overflow)
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Dyadic) -> Ordering {
        let exp = self.exp.max(other.exp);
        // |num| ≤ 2^63 and a shift ≤ 62: both fit in i128.
        let a = (self.num as i128) << (exp - self.exp);
        let b = (other.num as i128) << (exp - other.exp);
        a.cmp(&b)
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl From<i64> for Dyadic {
    fn from(n: i64) -> Dyadic {
        Dyadic::from_int(n)
    }
}

/// `2`, `-3`, `3/4`, `-5/8`: the integer, or the reduced fraction with the
/// sign on the numerator.
impl fmt::Display for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exp == 0 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, 1u64 << self.exp)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    fn d(p: i64, k: u32) -> Dyadic {
        Dyadic::new(p, k).unwrap()
    }

    #[rstest]
    #[case(d(0, 0), "0")]
    #[case(d(2, 0), "2")]
    #[case(d(-3, 0), "-3")]
    #[case(d(3, 2), "3/4")]
    #[case(d(-5, 3), "-5/8")]
    #[case(d(12, 4), "3/4")]
    fn display(#[case] x: Dyadic, #[case] s: &str) {
        assert_eq!(x.to_string(), s);
    }

    /// Every number with denominator ≤ 16 in [−3, 3], as an exact fraction
    /// over 16·… checked against i128 arithmetic on the scaled numerators.
    #[test]
    fn arithmetic_matches_scaled_integers() {
        let all: Vec<(i64, Dyadic)> = (-48..=48).map(|p| (p, d(p, 4))).collect();
        for &(p, x) in &all {
            assert_eq!(x.checked_neg().unwrap(), d(-p, 4));
            assert_eq!(x.checked_halve().unwrap(), d(p, 5));
            assert_eq!(x.floor(), p.div_euclid(16));
            assert_eq!(x.scaled(4), Some(i128::from(p)));
            assert_eq!(x.scaled(MAX_EXPONENT), Some(i128::from(p) << 58));
            for &(q, y) in &all {
                assert_eq!(x.checked_add(y).unwrap(), d(p + q, 4));
                assert_eq!(x.checked_sub(y).unwrap(), d(p - q, 4));
                assert_eq!(x.cmp(&y), p.cmp(&q));
            }
        }
    }

    #[test]
    fn overflow_is_an_error_not_a_wrong_answer() {
        let max = Dyadic::from_int(i64::MAX);
        assert_eq!(max.checked_add(Dyadic::ONE), Err(NumberError::Overflow));
        assert_eq!(
            Dyadic::from_int(i64::MIN).checked_sub(Dyadic::ONE),
            Err(NumberError::Overflow)
        );
        let tiny = d(1, MAX_EXPONENT);
        assert_eq!(tiny.checked_halve(), Err(NumberError::Overflow));
        // 1 + 2^-62 needs a numerator 2^62 + 1: fits.
        assert_eq!(Dyadic::ONE.checked_add(tiny), Ok(d((1 << 62) + 1, 62)));
        // 2 + 2^-62 needs 2^63 + 1: does not.
        assert_eq!(
            Dyadic::from_int(2).checked_add(tiny),
            Err(NumberError::Overflow)
        );
        // Comparison at the extremes stays exact.
        assert!(tiny > Dyadic::ZERO);
        assert!(Dyadic::from_int(i64::MIN) < d(i64::MIN + 1, 0));
        assert!(d(i64::MAX, 62) < Dyadic::from_int(2));
    }
}
