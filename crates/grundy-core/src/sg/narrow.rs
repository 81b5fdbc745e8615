//! Narrow storage for tables of small values.
//!
//! Grundy values are small: a mex over d options is at most d, so a table of
//! a subtraction game with fewer than 256 moves, or of Kayles, fits in one
//! byte per value. [`Narrow`] stores a table in the narrowest of `u8`,
//! `u16`, `u32` and `u64` that holds its values, and [`Cell`] is what the
//! table-filling code is generic over, so each table is written once for
//! every width.

use std::ops::{BitOr, BitXor};

/// An unsigned type a table of Grundy values is stored in.
pub trait Cell:
    Copy + Default + Eq + BitXor<Output = Self> + BitOr<Output = Self> + Into<u64> + TryFrom<u64>
{
    /// The largest value the type holds.
    const MAX: u64;

    /// `v` as this type; `v` must fit (callers choose the type from a bound
    /// on the values first).
    fn of(v: u64) -> Self;

    /// The value as an index.
    fn index(self) -> usize;

    /// 1 for true, 0 for false.
    fn flag(b: bool) -> Self;
}

macro_rules! cell {
    ($t:ty) => {
        impl Cell for $t {
            const MAX: u64 = <$t>::MAX as u64;

            fn of(v: u64) -> Self {
                debug_assert!(v <= <Self as Cell>::MAX, "{} does not fit", v);
                v as $t
            }

            fn index(self) -> usize {
                self as usize
            }

            fn flag(b: bool) -> Self {
                <$t>::from(b)
            }
        }
    };
}
cell!(u8);
cell!(u16);
cell!(u32);
cell!(u64);

/// A fill of a table that works for every cell type: what
/// [`Narrow::filled`] calls with the type it chose.
pub trait Fill {
    /// Writes the table into `out` (empty on entry).
    fn fill<T: Cell>(self, out: &mut Vec<T>);
}

/// A table of values, each in the narrowest unsigned type that holds a
/// bound known before the table is filled (or, with [`Narrow::push`], that
/// holds every value so far).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Narrow {
    /// Every value is below 2^8.
    U8(Vec<u8>),
    /// Every value is below 2^16.
    U16(Vec<u16>),
    /// Every value is below 2^32.
    U32(Vec<u32>),
    /// Any value.
    U64(Vec<u64>),
}

/// Applies `$body` to the vector inside a [`Narrow`], whatever its type.
macro_rules! each {
    ($narrow:expr, $v:ident => $body:expr) => {
        match $narrow {
            Narrow::U8($v) => $body,
            Narrow::U16($v) => $body,
            Narrow::U32($v) => $body,
            Narrow::U64($v) => $body,
        }
    };
}

impl Narrow {
    /// The table `fill` writes, in the narrowest type that holds every value
    /// up to `bound`.
    ///
    /// # Complexity
    /// That of `fill`.
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::narrow::{Cell, Fill, Narrow};
    /// struct Squares;
    /// impl Fill for Squares {
    ///     fn fill<T: Cell>(self, out: &mut Vec<T>) {
    ///         out.extend((0..4u64).map(|i| T::of(i * i)));
    ///     }
    /// }
    /// let t = Narrow::filled(9, Squares);
    /// assert!(matches!(t, Narrow::U8(_)));
    /// assert_eq!(t.iter().collect::<Vec<_>>(), [0, 1, 4, 9]);
    /// ```
    pub fn filled<F: Fill>(bound: u64, fill: F) -> Narrow {
        fn run<T: Cell, F: Fill>(fill: F) -> Vec<T> {
            let mut out = Vec::new();
            fill.fill(&mut out);
            out
        }
        if bound <= u8::MAX.into() {
            Narrow::U8(run(fill))
        } else if bound <= u16::MAX.into() {
            Narrow::U16(run(fill))
        } else if bound <= u32::MAX.into() {
            Narrow::U32(run(fill))
        } else {
            Narrow::U64(run(fill))
        }
    }

    /// The number of values.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::narrow::Narrow;
    /// assert_eq!(Narrow::U8(vec![0, 1]).len(), 2);
    /// ```
    pub fn len(&self) -> usize {
        each!(self, v => v.len())
    }

    /// Whether there are no values.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::narrow::Narrow;
    /// assert!(Narrow::U8(vec![]).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The value at `i`, or `None` beyond the table.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::narrow::Narrow;
    /// let t = Narrow::U16(vec![3, 700]);
    /// assert_eq!((t.get(1), t.get(2)), (Some(700), None));
    /// ```
    pub fn get(&self, i: usize) -> Option<u64> {
        each!(self, v => v.get(i).map(|&c| widen(c)))
    }

    /// Appends `value`, widening the table first if it does not fit.
    ///
    /// # Complexity
    /// O(1) amortized; O(len) when the table widens (at most three times).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::narrow::Narrow;
    /// let mut t = Narrow::U8(vec![1]);
    /// t.push(300);
    /// assert!(matches!(t, Narrow::U16(_)));
    /// assert_eq!(t.iter().collect::<Vec<_>>(), [1, 300]);
    /// ```
    pub fn push(&mut self, value: u64) {
        if !each!(self, v => push_if_fits(v, value)) {
            let mut wider = Narrow::filled(value, Copied(self));
            wider.push(value);
            *self = wider;
        }
    }

    /// Keeps the first `len` values and frees the rest of the memory.
    ///
    /// # Complexity
    /// O(len) (the shrink may copy).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::narrow::Narrow;
    /// let mut t = Narrow::U8(vec![1, 2, 3]);
    /// t.cut_to(1);
    /// assert_eq!(t, Narrow::U8(vec![1]));
    /// ```
    pub fn cut_to(&mut self, len: usize) {
        each!(self, v => {
            v.truncate(len);
            v.shrink_to_fit();
        })
    }

    /// The values in order, as `u64`.
    ///
    /// # Complexity
    /// O(1) per value.
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::narrow::Narrow;
    /// assert_eq!(Narrow::U32(vec![5, 6]).iter().collect::<Vec<_>>(), [5, 6]);
    /// ```
    #[inline]
    pub fn iter(&self) -> Iter<'_> {
        Iter(match self {
            Narrow::U8(v) => Slice::U8(v.iter()),
            Narrow::U16(v) => Slice::U16(v.iter()),
            Narrow::U32(v) => Slice::U32(v.iter()),
            Narrow::U64(v) => Slice::U64(v.iter()),
        })
    }
}

/// A cell's value as `u64` (one generic function for the four types).
fn widen<T: Cell>(c: T) -> u64 {
    c.into()
}

/// Appends `value` to `cells` if it fits in `T`; whether it did.
pub fn push_if_fits<T: Cell>(cells: &mut Vec<T>, value: u64) -> bool {
    match T::try_from(value) {
        Ok(c) => {
            cells.push(c);
            true
        }
        Err(_) => false,
    }
}

/// A copy of a table's values, as a [`Fill`] for a wider type.
struct Copied<'a>(&'a Narrow);

impl Fill for Copied<'_> {
    fn fill<T: Cell>(self, out: &mut Vec<T>) {
        out.reserve(self.0.len() + 1);
        out.extend(self.0.iter().map(T::of));
    }
}

/// The values of a [`Narrow`] table in order, as `u64`.
#[derive(Debug, Clone)]
pub struct Iter<'a>(Slice<'a>);

#[derive(Debug, Clone)]
enum Slice<'a> {
    U8(std::slice::Iter<'a, u8>),
    U16(std::slice::Iter<'a, u16>),
    U32(std::slice::Iter<'a, u32>),
    U64(std::slice::Iter<'a, u64>),
}

impl Iterator for Iter<'_> {
    type Item = u64;

    #[inline]
    fn next(&mut self) -> Option<u64> {
        match &mut self.0 {
            Slice::U8(it) => it.next().map(|&c| c.into()),
            Slice::U16(it) => it.next().map(|&c| c.into()),
            Slice::U32(it) => it.next().map(|&c| c.into()),
            Slice::U64(it) => it.next().copied(),
        }
    }

    /// Internal iteration matches the width once, not once per value.
    #[inline]
    fn fold<B, F>(self, init: B, mut f: F) -> B
    where
        F: FnMut(B, u64) -> B,
    {
        match self.0 {
            Slice::U8(it) => it.fold(init, |acc, &c| f(acc, c.into())),
            Slice::U16(it) => it.fold(init, |acc, &c| f(acc, c.into())),
            Slice::U32(it) => it.fold(init, |acc, &c| f(acc, c.into())),
            Slice::U64(it) => it.fold(init, |acc, &c| f(acc, c)),
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        match &self.0 {
            Slice::U8(it) => it.size_hint(),
            Slice::U16(it) => it.size_hint(),
            Slice::U32(it) => it.size_hint(),
            Slice::U64(it) => it.size_hint(),
        }
    }
}

impl ExactSizeIterator for Iter<'_> {}

#[cfg(test)]
mod tests {
    use super::*;

    struct Upto(u64);

    impl Fill for Upto {
        fn fill<T: Cell>(self, out: &mut Vec<T>) {
            out.extend(
                (0..=self.0)
                    .step_by(1 + (self.0 / 1000) as usize)
                    .map(T::of),
            );
        }
    }

    /// The type chosen is the narrowest that holds the bound, and every
    /// value reads back as written.
    #[test]
    fn narrowest_type_for_the_bound() {
        for (bound, width) in [
            (0u64, 1),
            (255, 1),
            (256, 2),
            (65_535, 2),
            (65_536, 4),
            (u32::MAX as u64 + 1, 8),
        ] {
            let t = Narrow::filled(bound, Upto(bound));
            let got = match &t {
                Narrow::U8(_) => 1,
                Narrow::U16(_) => 2,
                Narrow::U32(_) => 4,
                Narrow::U64(_) => 8,
            };
            assert_eq!(got, width, "bound {}", bound);
            let want: Vec<u64> = (0..=bound).step_by(1 + (bound / 1000) as usize).collect();
            assert_eq!(t.iter().collect::<Vec<_>>(), want);
            assert_eq!(t.iter().len(), want.len());
        }
    }

    #[test]
    fn push_widens_step_by_step() {
        let mut t = Narrow::U8(Vec::new());
        let values = [0, 255, 256, 65_535, 65_536, u32::MAX as u64, 1 << 40, 7];
        for &v in &values {
            t.push(v);
        }
        assert!(matches!(t, Narrow::U64(_)));
        assert_eq!(t.iter().collect::<Vec<_>>(), values);
        assert_eq!(t.get(2), Some(256));
    }
}
