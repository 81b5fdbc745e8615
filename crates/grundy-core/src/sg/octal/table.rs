//! The engines' one face for a whole table: [`grundy_table`] (the engine
//! that applies to the rule), [`sparse_table`] (as
//! [`naive_table`](super::naive_table), g[0..=n] as `u32`), and
//! [`certified_period`], all with no work bound. (`octal-games` runs the
//! engine within a work bound, through
//! [`certified_period_within`](super::certified_period_within).)

use super::certify::grow;
use super::three::three_part_table;
use super::window::{applies, window_table};
use super::{Limits, Rule, SparseEngine, Uncertified};
use crate::sg::period::Periodic;

/// How many split digits make the window engine the faster one for a rule
/// whose removals form ranges (the sparse engine lists every rare heap
/// once per split digit and heap; the window engine lists one split
/// digit's pairs per heap, whatever the range's width).
const WIDE: usize = 64;

/// The nim-sequence g[0..=n] of any rule, by the engine that applies: the
/// three-part engine for a hexadecimal code that splits a heap in three
/// (bitsets of the values its splits reach), the window engine for a rule
/// whose removals form ranges wider than a few dozen digits
/// ([`Rule::remove_block`]), and the sparse engine ([`sparse_table`]) for
/// every other rule. All three equal [`naive_table`](super::naive_table);
/// only the time differs.
///
/// # Complexity
/// Sparse: between O(n · r) for r rare heaps and O(n² · s) for s split
/// digits. Window: O(n² / 4 + n · V) for values below V. Three-part:
/// O(n² · V / 64) time and O(n · V / 64) memory.
///
/// # Panics
/// If `n ≥ u32::MAX - 1` (the sparse engine).
///
/// # Example
/// ```
/// use grundy_core::sg::octal::{grundy_table, naive_table, Rule};
/// // Remove one token and split the rest in three heaps: g(n) = ⌊(n − 1)/3⌋.
/// let three = Rule::parse_hex("0.8").unwrap();
/// assert_eq!(grundy_table(&three, 9), vec![0, 0, 0, 0, 1, 1, 1, 2, 2, 2]);
/// // Remove 1 to 300 adjacent pins: a row of at most 300 is worth its length.
/// let block = Rule::remove_block(1, 300).unwrap();
/// assert_eq!(grundy_table(&block, 400)[..301], (0..=300).collect::<Vec<u32>>()[..]);
/// assert_eq!(grundy_table(&block, 400), naive_table(&block, 400));
/// ```
pub fn grundy_table(rule: &Rule, n: usize) -> Vec<u32> {
    if rule.splits_in_three() {
        three_part_table(rule, n)
    } else if rule.split.len() > WIDE && applies(rule) {
        window_table(rule, n)
    } else {
        sparse_table(rule, n)
    }
}

/// The nim-sequence g[0..=n] by the sparse-space engine ([`SparseEngine`]).
///
/// # Complexity
/// Between O(n · r) for r rare heaps and the naive O(n² · s).
///
/// # Panics
/// If `n ≥ u32::MAX - 1`, or if the rule splits a heap in three (the
/// sparse engine does not apply: [`grundy_table`] does).
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
