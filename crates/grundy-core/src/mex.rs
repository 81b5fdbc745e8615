//! The minimum excludant: the least non-negative integer missing from a set.
//!
//! mex is the heart of the Sprague-Grundy theorem: the Grundy value of a
//! position is the mex of the Grundy values of the positions one move away,
//! and a terminal position has value mex{} = 0.

/// Reusable scratch space for computing many mexes without reallocating.
///
/// A set of `m` values has mex at most `m`, so only values below `m` matter
/// and a boolean array of `m + 1` cells is enough. The scratch grows to the
/// largest `m` seen and is cleared after each use by touching only the cells
/// that were set, so a table of `n` mexes allocates once.
#[derive(Debug, Default, Clone)]
pub struct MexScratch {
    seen: Vec<bool>,
}

impl MexScratch {
    /// Empty scratch space.
    pub fn new() -> Self {
        MexScratch::default()
    }

    /// The mex of `values`, an iterator that may be traversed twice.
    ///
    /// # Complexity
    /// O(m) for `m` values, no sorting.
    ///
    /// # Example
    /// ```
    /// use grundy_core::mex::MexScratch;
    /// let mut scratch = MexScratch::new();
    /// assert_eq!(scratch.mex([0u64, 1, 3]), 2);
    /// assert_eq!(scratch.mex([1u64, 2]), 0);
    /// ```
    pub fn mex<I>(&mut self, values: I) -> u64
    where
        I: IntoIterator + Clone,
        I::Item: Into<u64>,
    {
        let m = values.clone().into_iter().count();
        if self.seen.len() < m + 1 {
            self.seen.resize(m + 1, false);
        }
        for v in values.clone() {
            let v: u64 = v.into();
            if v <= m as u64 {
                self.seen[v as usize] = true;
            }
        }
        let answer = self.seen[..=m].iter().position(|&s| !s).unwrap_or(m);
        for v in values {
            let v: u64 = v.into();
            if v <= m as u64 {
                self.seen[v as usize] = false;
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
/// use grundy_core::mex::mex;
/// assert_eq!(mex(&[]), 0);
/// assert_eq!(mex(&[0, 1, 3]), 2);
/// assert_eq!(mex(&[1, 2]), 0);
/// ```
pub fn mex(values: &[u64]) -> u64 {
    MexScratch::new().mex(values.iter().copied())
}

#[cfg(test)]
mod tests {
    use super::*;
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
    }

    /// The definition, checked directly: the answer is missing, and every
    /// smaller number is present.
    #[test]
    fn agrees_with_the_definition() {
        let mut scratch = MexScratch::new();
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..2000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let len = (state % 12) as usize;
            let values: Vec<u64> = (0..len).map(|i| (state >> (i * 3)) % 9).collect();
            let m = scratch.mex(values.iter().copied());
            assert!(!values.contains(&m));
            assert!((0..m).all(|k| values.contains(&k)));
            assert_eq!(m, mex(&values));
        }
    }
}
