//! Periods proved for every n: the theorems that turn a period seen on a
//! table into one that holds forever, for the games where the theory
//! allows it.
//!
//! A pattern finder only ever claims what a table shows ("holds for every
//! n ≤ 200"). For a subtraction game a full window of max(S) repeated
//! values proves the period forever, and for an octal game the Guy–Smith
//! theorem does ([`crate::sg::period`]). These tables come with their
//! report, the periodic claim marked proved when the certificate agrees
//! with it (and added, proved, when the table was too short to show it).

use super::pattern::{Proof, Report};
use super::space::Upto;
use super::table::Table;
use crate::sg::octal::{certify, sparse_table, Rule};
use crate::sg::subtraction::{certified_period, default_max_terms, grundy_table, MoveSet};

/// The Grundy table of the subtraction game with moves `moves` for piles
/// `0..=n`, and its patterns, the period proved where a certificate is
/// found ([`crate::sg::subtraction::certified_period`], within its default
/// cap).
///
/// # Complexity
/// O(n·|S|) for the table, the patterns as [`Table::patterns`], and the
/// certificate's own search (O((n0 + p + max S)·|S|)).
///
/// # Example
/// ```
/// use grundy_core::explore::proved::subtraction;
/// use grundy_core::sg::subtraction::MoveSet;
/// let (_, report) = subtraction(&MoveSet::new(&[1, 3, 4]).unwrap(), 200);
/// assert!(report.to_string().starts_with(
///     "periodic: period 7 from n = 0: 0 1 0 1 2 3 2 (proved for every n: a full window of max(S) values repeats (subtraction game); checked: every n <= 200)"
/// ));
/// ```
pub fn subtraction(moves: &MoveSet, n: u64) -> (Table<Upto, u64>, Report) {
    let values: Vec<u64> = grundy_table(moves, n as usize).values().collect();
    let table = Table::from_values(Upto(n), values).expect("one value per pile");
    let mut report = table.patterns();
    if let Ok(periodic) = certified_period(moves, default_max_terms(moves)) {
        let (n0, p) = (periodic.preperiod(), periodic.period());
        let cycle = (n0..n0 + p).map(|i| periodic.value(i) as i64).collect();
        report.prove_period(n0, p, cycle, Proof::Subtraction);
    }
    (table, report)
}

/// The Grundy table of the octal game `rule` for heaps `0..=n`, and its
/// patterns, the period proved where the table holds a Guy–Smith
/// certificate ([`crate::sg::octal::certify`]: a table of
/// 2·max(n0, 1) + 2p + t values).
///
/// # Complexity
/// The sparse engine's time to n ([`crate::sg::octal::sparse_table`]),
/// then the patterns as [`Table::patterns`].
///
/// # Example
/// ```
/// use grundy_core::explore::proved::octal;
/// use grundy_core::sg::octal::Rule;
/// let (_, report) = octal(&Rule::parse("0.77").unwrap(), 300);
/// assert_eq!(report.period(), Some((71, 12, 0)));
/// assert!(report.to_string().contains("proved for every n: the Guy-Smith theorem"));
/// ```
pub fn octal(rule: &Rule, n: u64) -> (Table<Upto, u64>, Report) {
    let g = sparse_table(rule, n as usize);
    let table = Table::from_values(Upto(n), g.iter().map(|&v| u64::from(v)).collect())
        .expect("one value per heap");
    let mut report = table.patterns();
    if let Some((n0, p)) = certify(rule, &g) {
        let cycle = g[n0..n0 + p].iter().map(|&v| i64::from(v)).collect();
        report.prove_period(n0 as u64, p as u64, cycle, Proof::GuySmith);
    }
    (table, report)
}
