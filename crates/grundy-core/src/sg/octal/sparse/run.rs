//! Running the engine with no work bound: [`SparseEngine::resume`] from a
//! checkpoint, [`SparseEngine::extend_to`] and
//! [`SparseEngine::try_extend`], and the accessors of a finished table.

use super::{OutOfMemory, SparseEngine};
use crate::sg::narrow::Narrow;
use crate::sg::octal::Rule;

impl SparseEngine {
    /// The engine for `rule` that has computed `values` (g[0..L), from a
    /// checkpoint of an earlier run of the same rule), ready to go on: the
    /// values are replayed through the engine's bookkeeping (the mask is
    /// learned at the same lengths, so the rare heaps are the same), not
    /// computed again. Only the rings of recent witnesses start empty, so
    /// the values that follow are the same, and the work to reach them a
    /// little different. `Err` if the memory cannot be had.
    ///
    /// The values must be this rule's: the engine cannot tell, and takes
    /// them as they are.
    ///
    /// # Complexity
    /// O(L) plus a rebuild of the rare heaps at each relearned mask.
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::octal::{sparse_table, Rule, SparseEngine};
    /// let mut first = SparseEngine::new(Rule::grundys_game());
    /// first.extend_to(3000);
    /// let mut resumed = SparseEngine::resume(Rule::grundys_game(), &first.into_narrow()).unwrap();
    /// resumed.extend_to(6000);
    /// assert_eq!(resumed.into_values(), sparse_table(&Rule::grundys_game(), 5999));
    /// ```
    pub fn resume(rule: Rule, values: &Narrow) -> Result<SparseEngine, OutOfMemory> {
        let mut engine = SparseEngine::new(rule);
        engine.try_reserve(values.len())?;
        for v in values.iter() {
            engine.record(v as u32)?;
        }
        Ok(engine)
    }

    /// Computes values until `len` of them are known (g[0..len)).
    ///
    /// With 256 rare heaps or more, 2^16 heaps or more to go and a second
    /// core, a helper thread lists each next block ahead (see the module
    /// docs); it ends before this returns.
    ///
    /// # Complexity
    /// See [`SparseEngine`]: between O(len · r) and the naive O(len²).
    ///
    /// # Panics
    /// If `len` exceeds `u32::MAX - 1` (the engine stamps heaps with `u32`),
    /// or if the memory for the table cannot be had
    /// ([`try_extend`](Self::try_extend) says so instead).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::octal::{Rule, SparseEngine};
    /// let mut engine = SparseEngine::new(Rule::grundys_game());
    /// engine.extend_to(9);
    /// assert_eq!(engine.into_values(), [0, 0, 0, 1, 0, 2, 1, 0, 2]);
    /// ```
    pub fn extend_to(&mut self, len: usize) {
        if let Err(e) = self.try_extend(len, u64::MAX) {
            panic!("sparse engine: {}", e);
        }
    }

    /// Computes values until `len` of them are known or the
    /// [`work`](Self::work) reaches `max_work`, whichever comes first;
    /// `Err` if the memory for the table cannot be had (the values so far
    /// are kept).
    ///
    /// # Complexity
    /// That of [`extend_to`](Self::extend_to), to where it stops.
    ///
    /// # Panics
    /// If `len` exceeds `u32::MAX - 1`.
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::octal::{Rule, SparseEngine};
    /// let mut engine = SparseEngine::new(Rule::parse("0.07").unwrap());
    /// engine.try_extend(1_000_000, 1_000_000).unwrap();
    /// assert!(engine.len() < 1_000_000 && engine.work() >= 1_000_000);
    /// ```
    pub fn try_extend(&mut self, len: usize, max_work: u64) -> Result<(), OutOfMemory> {
        self.extend_watched(len, max_work, &mut |_| {})
    }

    /// Whether no value is computed yet.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::octal::{Rule, SparseEngine};
    /// assert!(SparseEngine::new(Rule::parse("0.77").unwrap()).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The engine's values, consumed, as `u32`.
    ///
    /// # Complexity
    /// O(len).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::octal::{Rule, SparseEngine};
    /// let mut engine = SparseEngine::new(Rule::parse("0.77").unwrap());
    /// engine.extend_to(3);
    /// assert_eq!(engine.into_values(), vec![0, 1, 2]);
    /// ```
    pub fn into_values(self) -> Vec<u32> {
        self.into_narrow().iter().map(|v| v as u32).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::octal::sparse_table;
    use crate::sg::octal::testing::{random_code, rule};
    use crate::test_rng::XorShift;

    /// An engine resumed from any prefix of its own values, then extended,
    /// gives the values of an unbroken run, on Grundy's game, three named
    /// codes and `random_codes` random ones, three random cuts each (cut
    /// points on both sides of relearned masks and widenings).
    fn resumed_runs_equal_unbroken_ones_with(random_codes: usize) {
        let mut rng = XorShift(0x7e57_ab1e_0dd5_eed5);
        let mut codes: Vec<String> = ["grundy", "0.777", "0.16", "0.104"]
            .map(String::from)
            .to_vec();
        codes.extend((0..random_codes).map(|_| random_code(&mut rng, 4)));
        for code in &codes {
            let r = rule(code);
            let whole = sparse_table(&r, 3999);
            for _ in 0..3 {
                let cut = (rng.next() % 4000) as usize;
                let mut first = SparseEngine::new(r.clone());
                first.extend_to(cut);
                let mut resumed = SparseEngine::resume(r.clone(), &first.into_narrow()).unwrap();
                assert_eq!(resumed.len(), cut);
                resumed.extend_to(4000);
                assert_eq!(resumed.into_values(), whole, "{} cut at {}", code, cut);
            }
        }
    }

    #[test]
    fn resumed_runs_equal_unbroken_ones_on_a_few_codes() {
        resumed_runs_equal_unbroken_ones_with(2);
    }

    #[test]
    #[ignore = "slow: 24 codes, three cuts each"]
    fn resumed_runs_equal_unbroken_ones() {
        resumed_runs_equal_unbroken_ones_with(20);
    }
}
