//! [`Nimber`], a 64-bit nimber whose operators are the field's: `+` is nim
//! addition (XOR) and `*` is nim multiplication, so a formula of Winning
//! Ways reads the same in code (in the manner of ac-library-rs's modint).
//!
//! The nimbers below 2^64 form the field GF(2^64): subtraction is
//! addition, every non-zero value has an inverse `a^(2^64 − 2)`, and
//! squaring is the Frobenius map (`(a + b)² = a² + b²`), a bijection whose
//! inverse, the square root, is `a^(2^63)`.
use super::product::mul;
use std::fmt;
use std::iter::{Product, Sum};
use std::ops::{Add, AddAssign, Div, DivAssign, Mul, MulAssign, Neg, Sub, SubAssign};

/// A nimber below 2^64, an element of the field GF(2^64) under nim
/// addition and multiplication.
///
/// # Example
/// ```
/// use grundy_core::nimber::Nimber;
/// let (a, b) = (Nimber(5), Nimber(6));
/// assert_eq!(a + b, Nimber(3)); // 5 ⊕ 6
/// assert_eq!(a * b, Nimber(8)); // 5 ⊗ 6
/// assert_eq!((a + b) * a, a * a + b * a);
/// assert_eq!(a / b * b, a);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Nimber(pub u64);

impl Nimber {
    /// The additive identity, `*0`.
    pub const ZERO: Nimber = Nimber(0);
    /// The multiplicative identity, `*1`.
    pub const ONE: Nimber = Nimber(1);

    /// `self ⊗ self`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// None.
    ///
    /// # Example
    /// ```
    /// use grundy_core::nimber::Nimber;
    /// assert_eq!(Nimber(2).square(), Nimber(3));
    /// assert_eq!(Nimber(1 << 16).square(), Nimber(3 << 15)); // F ⊗ F = F ⊕ F/2
    /// ```
    #[inline]
    pub fn square(self) -> Nimber {
        self * self
    }

    /// `self^e`, the product of `e` copies (`a^0 = 1`, also for 0), by
    /// repeated squaring.
    ///
    /// # Complexity
    /// O(log e) products.
    ///
    /// # Panics
    /// None.
    ///
    /// # Example
    /// ```
    /// use grundy_core::nimber::Nimber;
    /// assert_eq!(Nimber(2).pow(3), Nimber(1)); // 2 generates GF(4)*
    /// assert_eq!(Nimber(0).pow(0), Nimber(1));
    /// assert_eq!(Nimber(12345).pow(u64::MAX), Nimber(1)); // |GF(2^64)*| = 2^64 − 1
    /// ```
    pub fn pow(self, mut e: u64) -> Nimber {
        let (mut base, mut result) = (self, Nimber::ONE);
        while e > 0 {
            if e & 1 == 1 {
                result *= base;
            }
            base = base.square();
            e >>= 1;
        }
        result
    }

    /// The multiplicative inverse `self^(2^64 − 2)`, or `None` for 0.
    ///
    /// # Complexity
    /// O(64) products.
    ///
    /// # Panics
    /// None.
    ///
    /// # Example
    /// ```
    /// use grundy_core::nimber::Nimber;
    /// assert_eq!(Nimber(2).inv(), Some(Nimber(3)));
    /// assert_eq!(Nimber(0).inv(), None);
    /// let a = Nimber(0xdead_beef_0123_4567);
    /// assert_eq!(a * a.inv().unwrap(), Nimber::ONE);
    /// ```
    pub fn inv(self) -> Option<Nimber> {
        (self != Nimber::ZERO).then(|| self.pow(u64::MAX - 1))
    }

    /// The square root, `self^(2^63)`: the one `r` with `r ⊗ r = self`
    /// (squaring is a bijection of GF(2^64)).
    ///
    /// # Complexity
    /// O(63) products.
    ///
    /// # Panics
    /// None.
    ///
    /// # Example
    /// ```
    /// use grundy_core::nimber::Nimber;
    /// assert_eq!(Nimber(3).sqrt(), Nimber(2));
    /// let a = Nimber(0x0123_4567_89ab_cdef);
    /// assert_eq!(a.sqrt().square(), a);
    /// ```
    pub fn sqrt(self) -> Nimber {
        (0..63).fold(self, |r, _| r.square())
    }
}

impl From<u64> for Nimber {
    fn from(value: u64) -> Nimber {
        Nimber(value)
    }
}

impl From<Nimber> for u64 {
    fn from(value: Nimber) -> u64 {
        value.0
    }
}

impl fmt::Display for Nimber {
    /// The value as a plain unsigned number (no `*`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl Add for Nimber {
    type Output = Nimber;
    /// Nim addition: XOR.
    #[allow(clippy::suspicious_arithmetic_impl)]
    #[inline]
    fn add(self, rhs: Nimber) -> Nimber {
        Nimber(self.0 ^ rhs.0)
    }
}

impl Sub for Nimber {
    type Output = Nimber;
    /// The same as addition (every nimber is its own negative).
    #[allow(clippy::suspicious_arithmetic_impl)]
    #[inline]
    fn sub(self, rhs: Nimber) -> Nimber {
        Nimber(self.0 ^ rhs.0)
    }
}

impl Neg for Nimber {
    type Output = Nimber;
    /// Every nimber is its own negative.
    #[inline]
    fn neg(self) -> Nimber {
        self
    }
}

impl Mul for Nimber {
    type Output = Nimber;
    /// Nim multiplication ([`mul`]).
    #[inline]
    fn mul(self, rhs: Nimber) -> Nimber {
        Nimber(mul(self.0, rhs.0))
    }
}

impl Div for Nimber {
    type Output = Nimber;
    /// `self ⊗ rhs⁻¹`.
    ///
    /// # Panics
    /// When `rhs` is 0.
    #[allow(clippy::suspicious_arithmetic_impl)]
    fn div(self, rhs: Nimber) -> Nimber {
        self * rhs.inv().expect("nimber division by zero")
    }
}

impl AddAssign for Nimber {
    #[inline]
    fn add_assign(&mut self, rhs: Nimber) {
        *self = *self + rhs;
    }
}

impl SubAssign for Nimber {
    #[inline]
    fn sub_assign(&mut self, rhs: Nimber) {
        *self = *self - rhs;
    }
}

impl MulAssign for Nimber {
    #[inline]
    fn mul_assign(&mut self, rhs: Nimber) {
        *self = *self * rhs;
    }
}

impl DivAssign for Nimber {
    fn div_assign(&mut self, rhs: Nimber) {
        *self = *self / rhs;
    }
}

impl Sum for Nimber {
    fn sum<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber::ZERO, Add::add)
    }
}

impl Product for Nimber {
    fn product<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber::ONE, Mul::mul)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::XorShift;
    use rstest::rstest;

    fn random(rng: &mut XorShift) -> Nimber {
        Nimber(rng.next())
    }

    #[test]
    fn field_laws_on_random_values() {
        let mut rng = XorShift(0x5eed_0000_0000_0039);
        for _ in 0..20_000 {
            let (a, b, c) = (random(&mut rng), random(&mut rng), random(&mut rng));
            assert_eq!(a * b, b * a, "commutative");
            assert_eq!((a * b) * c, a * (b * c), "associative");
            assert_eq!(a * (b + c), a * b + a * c, "distributive over XOR");
            assert_eq!((a + b).square(), a.square() + b.square(), "Frobenius");
            if a != Nimber::ZERO {
                assert_eq!(a * a.inv().unwrap(), Nimber::ONE, "inverse of {a}");
                assert_eq!(b / a * a, b);
            }
            assert_eq!(a.sqrt().square(), a, "square root of {a}");
        }
    }

    #[test]
    fn a_fermat_power_squared_is_itself_and_its_half() {
        // F ⊗ F = F ⊕ F/2 for F = 2^(2^k), and F ⊗ x = F·x for x < F.
        let mut rng = XorShift(3);
        for k in 0..6 {
            let f = Nimber(1 << (1 << k)); // 2, 4, 16, 256, 2^16, 2^32
            assert_eq!(f * f, Nimber(f.0 | f.0 >> 1), "F = {f}");
            for _ in 0..100 {
                let x = rng.next() % f.0;
                assert_eq!(f * Nimber(x), Nimber(f.0 * x), "{f} ⊗ {x}");
            }
        }
        // F = 2: 2 ⊗ 2 = 3 (k = 0); F = 2^32 is the last that fits.
        assert_eq!(Nimber(1 << 32) * Nimber(1 << 32), Nimber(3 << 31));
    }

    /// The table of nim products of 0..15 printed in Winning Ways (2nd ed.,
    /// vol. 1, ch. 14, p. 60 of the 1st) and ONAG (ch. 6, p. 52); OEIS
    /// A051910 gives its rows 0..11 as data (docs/theory.md).
    #[rustfmt::skip]
    const WINNING_WAYS_16: [[u64; 16]; 16] = [
        [ 0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0],
        [ 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15],
        [ 0,  2,  3,  1,  8, 10, 11,  9, 12, 14, 15, 13,  4,  6,  7,  5],
        [ 0,  3,  1,  2, 12, 15, 13, 14,  4,  7,  5,  6,  8, 11,  9, 10],
        [ 0,  4,  8, 12,  6,  2, 14, 10, 11, 15,  3,  7, 13,  9,  5,  1],
        [ 0,  5, 10, 15,  2,  7,  8, 13,  3,  6,  9, 12,  1,  4, 11, 14],
        [ 0,  6, 11, 13, 14,  8,  5,  3,  7,  1, 12, 10,  9, 15,  2,  4],
        [ 0,  7,  9, 14, 10, 13,  3,  4, 15,  8,  6,  1,  5,  2, 12, 11],
        [ 0,  8, 12,  4, 11,  3,  7, 15, 13,  5,  1,  9,  6, 14, 10,  2],
        [ 0,  9, 14,  7, 15,  6,  1,  8,  5, 12, 11,  2, 10,  3,  4, 13],
        [ 0, 10, 15,  5,  3,  9, 12,  6,  1, 11, 14,  4,  2,  8, 13,  7],
        [ 0, 11, 13,  6,  7, 12, 10,  1,  9,  2,  4, 15, 14,  5,  3,  8],
        [ 0, 12,  4,  8, 13,  1,  9,  5,  6, 10,  2, 14, 11,  7, 15,  3],
        [ 0, 13,  6, 11,  9,  4, 15,  2, 14,  3,  8,  5,  7, 10,  1, 12],
        [ 0, 14,  7,  9,  5, 11,  2, 12, 10,  4, 13,  3, 15,  1,  8,  6],
        [ 0, 15,  5, 10,  1, 14,  4, 11,  2, 13,  7,  8,  3, 12,  6,  9],
    ];

    #[test]
    fn the_published_table_of_products_below_16() {
        for a in 0..16u64 {
            for b in 0..16u64 {
                let want = WINNING_WAYS_16[a as usize][b as usize];
                assert_eq!(Nimber(a) * Nimber(b), Nimber(want), "{a} ⊗ {b}");
            }
        }
    }

    #[rstest]
    #[case(2, 3)]
    #[case(4, 6)]
    #[case(8, 13)]
    #[case(16, 24)]
    #[case(256, 384)]
    fn squares_of_small_powers(#[case] a: u64, #[case] want: u64) {
        assert_eq!(Nimber(a).square(), Nimber(want));
    }

    #[test]
    fn sums_and_products_of_iterators() {
        let xs = [Nimber(2), Nimber(3), Nimber(4)];
        assert_eq!(xs.iter().copied().sum::<Nimber>(), Nimber(5));
        assert_eq!(xs.iter().copied().product::<Nimber>(), Nimber(4)); // 2⊗3 = 1
        assert_eq!(-Nimber(9), Nimber(9));
        assert_eq!(Nimber(7) - Nimber(7), Nimber::ZERO);
        assert_eq!(Nimber(0).inv(), None);
        assert_eq!(format!("{}", Nimber(u64::MAX)), u64::MAX.to_string());
    }
}
