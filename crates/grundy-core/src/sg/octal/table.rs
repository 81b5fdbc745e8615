//! The engine with no work bound: [`SparseEngine::extend_to`] and the
//! accessors of a finished table, [`sparse_table`], and
//! [`certified_period`]. (`octal-games` runs the engine within a work
//! bound, through
//! [`certified_period_within`](super::certified_period_within).)

use super::certify::grow;
use super::{Limits, OutOfMemory, Rule, SparseEngine, Uncertified};
use crate::sg::period::Periodic;

impl SparseEngine {
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

/// The nim-sequence g[0..=n] by the sparse-space engine ([`SparseEngine`]).
///
/// # Complexity
/// Between O(n · r) for r rare heaps and the naive O(n² · s).
///
/// # Panics
/// If `n ≥ u32::MAX - 1`.
///
/// # Example
/// ```
/// use grundy_core::sg::octal::{naive_table, sparse_table, Rule};
/// let rule = Rule::parse("0.137").unwrap();
/// let fast: Vec<u64> = sparse_table(&rule, 500).into_iter().map(u64::from).collect();
/// assert_eq!(fast, naive_table(&rule, 500));
/// ```
pub fn sparse_table(rule: &Rule, n: usize) -> Vec<u32> {
    let mut engine = SparseEngine::new(rule.clone());
    engine.extend_to(n.saturating_add(1));
    engine.into_values()
}

/// The certified nim-sequence of `rule`: the table grows (from 128 values,
/// by a quarter each time, by the sparse engine) until [`certify`] finds a
/// certificate, or until it holds `max_terms` values, when the whole table is
/// returned as [`Uncertified`]. Grundy's game, never certified, is computed
/// straight to `max_terms` values. No work bound:
/// [`certified_period_within`] has one.
///
/// Whether a certificate is found depends only on the sequence and
/// `max_terms` (a certificate within L values is one within any longer
/// table), so any program that applies the same rule gives the same answer.
///
/// # Complexity
/// The sparse engine's time to the final length L (at most `max_terms`, and
/// at most a quarter past the certificate's length), plus O(L) for the
/// certificate tests; memory: the engine's table, at most two cells of the
/// narrowest type that holds the values (1, 2 or 4 bytes) per value.
///
/// # Example
/// ```
/// use grundy_core::sg::octal::{certified_period, Rule};
/// let kayles = certified_period(&Rule::parse("0.77").unwrap(), 1 << 12).unwrap();
/// assert_eq!((kayles.preperiod(), kayles.period()), (71, 12));
/// let grundy = certified_period(&Rule::grundys_game(), 100).unwrap_err();
/// assert_eq!(grundy.values.len(), 100);
/// ```
pub fn certified_period(rule: &Rule, max_terms: usize) -> Result<Periodic, Uncertified> {
    let limits = Limits {
        values: max_terms,
        work: u64::MAX,
    };
    grow(rule, limits, None)
}
