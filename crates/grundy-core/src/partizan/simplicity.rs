//! Conway's simplicity rule: the value of `{a | b}` when a < b are numbers
//! is the *simplest* number strictly between them (the one born first), not
//! their average; with an end open, `{a |}` and `{| b}`.

use super::number::{scale_up, Dyadic, NumberError, MAX_EXPONENT};

/// The simplest number strictly between `a` and `b`: the value of the game
/// `{a | b}` (Conway's simplicity rule).
///
/// "Simplest" means born first: the integers 0, ±1, ±2, … come before every
/// fraction, a smaller |n| before a larger one, and among non-integers a
/// smaller denominator first. The rule:
///
/// 1. if `a < 0 < b`, it is 0;
/// 2. if `a ≥ 0`, it is the least integer `n > a` when `n < b`;
/// 3. otherwise (`a ≥ 0` and no integer strictly between) it is `m / 2^j`
///    for the least j ≥ 1 such that some multiple of 2^−j lies strictly
///    between, with m = ⌊a · 2^j⌋ + 1;
/// 4. if `b ≤ 0`, it is the negative of the answer for `(−b, −a)`.
///
/// # Proof sketch
///
/// The game `{a | b}` equals a number x with a < x < b (Conway, ONAG ch. 2:
/// a game whose options are numbers, every left below every right, is a
/// number), and x is the earliest-born such number, because every later-born
/// y in the interval has x among its own options' range and `{a | b} − y`
/// is won by the second player (the simplicity theorem). It remains to see
/// that the four steps name the earliest-born number in (a, b): day n
/// creates the integers ±n and, between consecutive older numbers, their
/// midpoints, so 0 is oldest (step 1), the integers are born in order of
/// |n| (step 2, and step 4 by symmetry), and a non-integer p/2^j (p odd)
/// is born after every number with a smaller denominator in its unit
/// interval. Two multiples of 2^−j in the interval with odd numerators m <
/// m' would enclose the even (m + 1)/2^j, of smaller denominator, also in
/// the interval; so for the least j there is exactly one, m (step 3).
///
/// # Errors
/// [`NumberError::EmptyInterval`] if `a ≥ b`; [`NumberError::Overflow`] if
/// the answer needs a denominator beyond 2^[`MAX_EXPONENT`] (at most one
/// more halving than `a` and `b` have).
///
/// # Complexity
/// O(max exponent of `a`, `b`).
///
/// # Example
/// ```
/// use grundy_core::partizan::number::{Dyadic, NumberError};
/// use grundy_core::partizan::simplicity::simplest_between;
/// let d = |p, k| Dyadic::new(p, k).unwrap();
/// assert_eq!(simplest_between(d(0, 0), d(1, 0)), Ok(d(1, 1))); // {0|1} = 1/2
/// assert_eq!(simplest_between(d(0, 0), d(2, 0)), Ok(d(1, 0))); // {0|2} = 1
/// assert_eq!(simplest_between(d(-1, 1), d(3, 0)), Ok(d(0, 0))); // {-1/2|3} = 0
/// assert_eq!(simplest_between(d(5, 3), d(7, 3)), Ok(d(3, 2))); // {5/8|7/8} = 3/4
/// assert_eq!(simplest_between(d(1, 0), d(1, 0)), Err(NumberError::EmptyInterval));
/// ```
pub fn simplest_between(a: Dyadic, b: Dyadic) -> Result<Dyadic, NumberError> {
    simplest_in(Some(a), Some(b))
}

/// The simplest number strictly above `lo` (if any) and strictly below `hi`
/// (if any): [`simplest_between`] with either end open, the value of
/// `{a |}` (the least integer above a, or 0) and `{| b}`.
///
/// # Errors
/// As [`simplest_between`].
///
/// # Complexity
/// O(max exponent of `lo`, `hi`).
///
/// # Example
/// ```
/// use grundy_core::partizan::number::Dyadic;
/// use grundy_core::partizan::simplicity::simplest_in;
/// let d = |p, k| Dyadic::new(p, k).unwrap();
/// assert_eq!(simplest_in(Some(d(3, 1)), None), Ok(d(2, 0))); // {3/2|} = 2
/// assert_eq!(simplest_in(Some(d(-3, 1)), None), Ok(d(0, 0))); // {-3/2|} = 0
/// assert_eq!(simplest_in(None, Some(d(-1, 2))), Ok(d(-1, 0))); // {|-1/4} = -1
/// assert_eq!(simplest_in(None, None), Ok(d(0, 0))); // {|} = 0
/// ```
pub fn simplest_in(lo: Option<Dyadic>, hi: Option<Dyadic>) -> Result<Dyadic, NumberError> {
    if let (Some(a), Some(b)) = (lo, hi) {
        if a >= b {
            return Err(NumberError::EmptyInterval);
        }
    }
    let above_zero = lo.is_some_and(|a| a >= Dyadic::ZERO);
    let below_zero = hi.is_some_and(|b| b <= Dyadic::ZERO);
    if above_zero {
        simplest_above(lo.unwrap_or_default(), hi)
    } else if below_zero {
        let b = hi.unwrap_or_default().checked_neg()?;
        let a = lo.map(Dyadic::checked_neg).transpose()?;
        simplest_above(b, a)?.checked_neg()
    } else {
        Ok(Dyadic::ZERO)
    }
}

/// Steps 2 and 3 of [`simplest_between`] for 0 ≤ a < hi.
fn simplest_above(a: Dyadic, hi: Option<Dyadic>) -> Result<Dyadic, NumberError> {
    let below_hi = |x: Dyadic| hi.map_or(true, |b| x < b);
    let n = Dyadic::from_int(a.floor().checked_add(1).ok_or(NumberError::Overflow)?);
    if below_hi(n) {
        return Ok(n);
    }
    for j in 1..=MAX_EXPONENT {
        // m = ⌊a · 2^j⌋ + 1, the least multiple of 2^−j above a.
        let (num, exp) = (a.numerator(), a.exponent());
        let scaled = if j >= exp {
            scale_up(num, j - exp)?
        } else {
            num >> (exp - j)
        };
        let m = Dyadic::new(scaled.checked_add(1).ok_or(NumberError::Overflow)?, j)?;
        if below_hi(m) {
            return Ok(m);
        }
    }
    Err(NumberError::Overflow)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    fn d(p: i64, k: u32) -> Dyadic {
        Dyadic::new(p, k).unwrap()
    }

    #[test]
    fn too_fine_an_answer_is_an_overflow() {
        let tiny = d(1, MAX_EXPONENT);
        assert_eq!(
            simplest_between(Dyadic::ZERO, tiny),
            Err(NumberError::Overflow)
        );
    }

    #[rstest]
    #[case(d(0, 0), d(1, 0), d(1, 1))]
    #[case(d(0, 0), d(2, 0), d(1, 0))]
    #[case(d(-1, 1), d(3, 0), d(0, 0))]
    #[case(d(1, 0), d(3, 1), d(5, 2))]
    #[case(d(-3, 0), d(-1, 0), d(-2, 0))]
    #[case(d(-7, 0), d(-2, 0), d(-3, 0))]
    #[case(d(1, 2), d(1, 1), d(3, 3))]
    #[case(d(3, 1), d(100, 0), d(2, 0))]
    fn simplest_known(#[case] a: Dyadic, #[case] b: Dyadic, #[case] x: Dyadic) {
        assert_eq!(simplest_between(a, b), Ok(x));
    }

    /// Birthday of a dyadic, straight from the definition of the days:
    /// day |n| for the integer n; a fraction p/2^k (p odd) between the
    /// integers w and w ± 1, w the one nearer 0, is born on day |w| + k + 1.
    fn birthday(x: Dyadic) -> i64 {
        if x.is_integer() {
            return x.numerator().abs();
        }
        let whole = if x.numerator() > 0 {
            x.floor()
        } else {
            x.floor() + 1
        };
        whole.abs() + x.exponent() as i64 + 1
    }

    /// Against a search of every multiple of 1/64 in the interval for the
    /// one born first (and unique on its day).
    #[test]
    fn simplest_is_the_earliest_born_in_the_interval() {
        for p in -200..=200i64 {
            for q in p + 1..=200 {
                let (a, b) = (d(p, 5), d(q, 5));
                let inside: Vec<Dyadic> = ((p * 2 + 1)..(q * 2)).map(|r| d(r, 6)).collect();
                let first = inside.iter().map(|&x| birthday(x)).min().unwrap();
                let oldest: Vec<Dyadic> = inside
                    .into_iter()
                    .filter(|&x| birthday(x) == first)
                    .collect();
                assert_eq!(oldest.len(), 1, "{a} {b}");
                assert_eq!(simplest_between(a, b), Ok(oldest[0]), "{a} {b}");
            }
        }
    }

    #[test]
    fn open_ends() {
        assert_eq!(simplest_in(Some(d(2, 0)), None), Ok(d(3, 0)));
        assert_eq!(simplest_in(None, Some(d(-2, 0))), Ok(d(-3, 0)));
        assert_eq!(simplest_in(None, Some(d(1, 0))), Ok(d(0, 0)));
        assert_eq!(simplest_in(Some(d(-1, 3)), None), Ok(d(0, 0)));
    }
}
