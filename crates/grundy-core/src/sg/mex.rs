//! The minimum excludant: the least non-negative integer missing from a set.
//!
//! mex is the heart of the Sprague-Grundy theorem: the Grundy value of a
//! position is the mex of the Grundy values of the positions one move away,
//! and a terminal position has value mex{} = 0.
//!
//! A set of m values has mex at most m, so only values up to m matter and m
//! + 1 marks are enough: no sorting, no hashing.

use super::Grundy;
/// The mex of values arriving one at a time, at most `m` of them.
///
/// Values above m are ignored as they arrive (they cannot be the mex or
/// fill a gap below it), so the marks take m + 1 bytes, allocated zeroed:
/// the pages no value touches are never written.
#[derive(Debug, Clone)]
pub struct MexSet {
    seen: Vec<bool>,
}

impl MexSet {
    /// An empty set that will take at most `m` values.
    ///
    /// # Complexity
    /// O(1) time (the marks are allocated zeroed), m + 1 bytes.
    ///
    /// # Panics
    /// If m + 1 bytes cannot be allocated.
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::mex::MexSet;
    /// let mut set = MexSet::with_capacity(3);
    /// for v in [0, 1, 3] {
    ///     set.insert(v);
    /// }
    /// assert_eq!(set.mex(), 2);
    /// ```
    pub fn with_capacity(m: usize) -> Self {
        MexSet {
            seen: vec![false; m.saturating_add(1)],
        }
    }

    /// Adds `v` to the set.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::mex::MexSet;
    /// let mut set = MexSet::with_capacity(2);
    /// set.insert(u64::MAX);
    /// set.insert(0);
    /// assert_eq!(set.mex(), 1);
    /// ```
    pub fn insert(&mut self, v: Grundy) {
        if let Some(slot) = usize::try_from(v).ok().and_then(|i| self.seen.get_mut(i)) {
            *slot = true;
        }
    }

    /// The least value not in the set (correct as long as at most `m`
    /// values were inserted).
    ///
    /// # Complexity
    /// O(mex).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::mex::MexSet;
    /// assert_eq!(MexSet::with_capacity(0).mex(), 0);
    /// ```
    pub fn mex(&self) -> Grundy {
        self.seen
            .iter()
            .position(|&s| !s)
            .unwrap_or(self.seen.len()) as u64
    }
}

/// Reusable marks for computing many mexes without reallocating.
///
/// The marks grow to the largest set seen and are cleared after each use by
/// touching only the cells that were set, so a table of n mexes allocates
/// once.
#[derive(Debug, Default, Clone)]
pub struct MexScratch {
    seen: Vec<bool>,
}

impl MexScratch {
    /// Empty scratch space.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::mex::MexScratch;
    /// let mut scratch = MexScratch::new();
    /// assert_eq!(scratch.mex(&[]), 0);
    /// ```
    pub fn new() -> Self {
        MexScratch::default()
    }

    /// The mex of `values`: one pass to mark them, one to find the gap, one
    /// to clear the marks.
    ///
    /// # Complexity
    /// O(m) for m values, no sorting.
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::mex::MexScratch;
    /// let mut scratch = MexScratch::new();
    /// assert_eq!(scratch.mex(&[0, 1, 3]), 2);
    /// assert_eq!(scratch.mex(&[1, 2]), 0);
    /// ```
    pub fn mex(&mut self, values: &[Grundy]) -> Grundy {
        let m = values.len();
        if self.seen.len() < m + 1 {
            self.seen.resize(m + 1, false);
        }
        let marks = &mut self.seen[..=m];
        for &v in values {
            if v <= m as u64 {
                marks[v as usize] = true;
            }
        }
        let answer = marks.iter().position(|&s| !s).unwrap_or(m);
        for &v in values {
            if v <= m as u64 {
                marks[v as usize] = false;
            }
        }
        answer as u64
    }
}

/// The mex of a list of values: the least non-negative integer not in it.
///
/// # Complexity
/// O(m) time and O(m) extra space for `m` values.
///
/// # Example
/// ```
/// use grundy_core::sg::mex::mex;
/// assert_eq!(mex(&[]), 0);
/// assert_eq!(mex(&[0, 1, 3]), 2);
/// assert_eq!(mex(&[1, 2]), 0);
/// ```
pub fn mex(values: &[Grundy]) -> Grundy {
    let mut set = MexSet::with_capacity(values.len());
    for &v in values {
        set.insert(v);
    }
    set.mex()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::XorShift;
    use rstest::rstest;

    #[rstest]
    #[case(&[], 0)]
    #[case(&[0, 1, 3], 2)]
    #[case(&[1, 2], 0)]
    #[case(&[0, 0, 0], 1)]
    #[case(&[3, 2, 1, 0], 4)]
    #[case(&[u64::MAX, 0], 1)]
    fn known_values(#[case] values: &[u64], #[case] want: u64) {
        assert_eq!(mex(values), want);
        assert_eq!(MexScratch::new().mex(values), want);
    }

    /// The definition, checked directly: the answer is missing, and every
    /// smaller number is present; the scratch, reused, agrees every time
    /// (a mark left behind would show up as a wrong later answer).
    #[test]
    fn agrees_with_the_definition() {
        let mut scratch = MexScratch::new();
        let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
        for _ in 0..2000 {
            let state = rng.next();
            let len = (state % 12) as usize;
            let values: Vec<u64> = (0..len).map(|i| (state >> (i * 3)) % 9).collect();
            let m = scratch.mex(&values);
            assert!(!values.contains(&m));
            assert!((0..m).all(|k| values.contains(&k)));
            assert_eq!(m, mex(&values));
        }
    }
}
