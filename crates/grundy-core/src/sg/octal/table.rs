//! The octal engines' one face for a whole table: [`sparse_table`] (as
//! [`naive_table`](super::naive_table), g[0..=n] as `u32`), and
//! [`certified_period`], both with no work bound. (`octal-games` runs the
//! engine within a work bound, through
//! [`certified_period_within`](super::certified_period_within).)

use super::certify::grow;
use super::{Limits, Rule, SparseEngine, Uncertified};
use crate::sg::period::Periodic;

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
/// assert_eq!(sparse_table(&rule, 500), naive_table(&rule, 500));
/// ```
pub fn sparse_table(rule: &Rule, n: usize) -> Vec<u32> {
    let mut engine = SparseEngine::new(rule.clone());
    engine.extend_to(n.saturating_add(1));
    engine.into_values()
}

/// The certified nim-sequence of `rule`: the table grows (from 128 values,
/// by a quarter each time, by the sparse engine) until [`super::certify`] finds a
/// certificate, or until it holds `max_terms` values, when the whole table is
/// returned as [`Uncertified`]. Grundy's game, never certified, is computed
/// straight to `max_terms` values. No work bound:
/// `certified_period_within` has one.
///
/// Whether a certificate is found depends only on the sequence and
/// `max_terms` (a certificate within L values is one within any longer
/// table), so any program that applies the same rule gives the same answer.
///
/// # Complexity
/// The sparse engine's time to the final length L (at most `max_terms`, and
/// at most a quarter past the certificate's length), plus O(L) for the
/// certificate tests; memory: the engine's table, a cell of the narrowest
/// type that holds the values (1, 2 or 4 bytes) per value, and a mirror of
/// its top few million values.
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
