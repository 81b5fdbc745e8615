//! Certified eventual periodicity: a nim-sequence known to repeat forever.
//!
//! A sequence g is eventually periodic with period p from n0 when
//! g(n + p) = g(n) for every n ≥ n0. Its *least* period p and *least*
//! preperiod n0 are properties of the sequence, so every correct program
//! reports the same pair; a multiple of p is a period too, and reporting one
//! is a known bug.
//!
//! A finite table never shows "forever" by itself; a theorem about the game
//! turns enough matching values into a proof (`docs/theory.md`):
//!
//! * subtraction games ([`subtraction::certified_period`]): one full window
//!   of max(S) matching values;
//! * octal games ([`octal::certified_period`]): the Guy–Smith theorem,
//!   g(n + p) = g(n) for n0 ≤ n < 2·max(n0, 1) + p + t.
//!
//! Both give a [`Periodic`]: the prefix g[0 .. n0 + p) and the pair, from
//! which g(n) for any n is one lookup. The prefix is a table of values, or,
//! from [`subtraction::runs::certified_period`] (moves up to 10^18), runs
//! of short patterns repeated, a binary search away.
//!
//! [`subtraction::runs::certified_period`]: crate::sg::subtraction::runs::certified_period
//!
//! [`subtraction::certified_period`]: crate::sg::subtraction::certified_period
//! [`octal::certified_period`]: crate::sg::octal::certified_period

use crate::sg::narrow::Narrow;
use crate::sg::subtraction::runs::Runs;
use std::fmt;

/// The Mersenne prime 2^61 − 1, the modulus of the rolling window hashes
/// both certificate searches compare windows of a table by (a hash match is
/// verified value by value).
pub(crate) const HASH_MOD: u64 = (1 << 61) - 1;
/// The base of the rolling window hash (any value in 2..HASH_MOD).
pub(crate) const HASH_BASE: u64 = 0x1f3d_5b79_a2c4_e687 % HASH_MOD;

pub(crate) fn mul_mod(a: u64, b: u64) -> u64 {
    let product = u128::from(a) * u128::from(b);
    let folded = (product & u128::from(HASH_MOD)) + (product >> 61);
    let r = folded as u64;
    if r >= HASH_MOD {
        r - HASH_MOD
    } else {
        r
    }
}

pub(crate) fn add_mod(a: u64, b: u64) -> u64 {
    let r = a + b;
    if r >= HASH_MOD {
        r - HASH_MOD
    } else {
        r
    }
}

/// A certified eventually periodic nim-sequence: g(n + p) = g(n) for all
/// n ≥ n0, with p the least period and n0 the least preperiod, and the
/// values g[0 .. n0 + p).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Periodic {
    n0: u64,
    p: u64,
    prefix: Prefix,
}

/// The values g[0 .. n0 + p): one by one, or as runs.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Prefix {
    Table(Narrow),
    Runs(Runs),
}

impl Periodic {
    /// The sequence with least preperiod `n0`, least period `p` ≥ 1 and
    /// values `prefix` = g[0 .. n0 + p).
    pub(crate) fn new(n0: u64, p: u64, prefix: Narrow) -> Periodic {
        debug_assert!(p >= 1 && prefix.len() as u64 == n0 + p);
        Periodic {
            n0,
            p,
            prefix: Prefix::Table(prefix),
        }
    }

    /// The sequence with least preperiod `n0`, least period `p` ≥ 1 and
    /// g[0 .. n0 + p) given by `runs`.
    pub(crate) fn from_runs(n0: u64, p: u64, runs: Runs) -> Periodic {
        debug_assert!(p >= 1);
        Periodic {
            n0,
            p,
            prefix: Prefix::Runs(runs),
        }
    }

    /// The least preperiod n0: the least index with g(i + p) = g(i) for all
    /// i ≥ n0.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::subtraction::{certified_period, MoveSet, DEFAULT_MAX_TERMS};
    /// // S = {2, 4, 7}: 0,0,1,1,2,2,0,3, then 1,0,2 repeating from index 8.
    /// let g = certified_period(&MoveSet::new(&[2, 4, 7]).unwrap(), DEFAULT_MAX_TERMS).unwrap();
    /// assert_eq!((g.preperiod(), g.period()), (8, 3));
    /// ```
    pub fn preperiod(&self) -> u64 {
        self.n0
    }

    /// The least period p.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::subtraction::{certified_period, MoveSet, DEFAULT_MAX_TERMS};
    /// // S = {1, 2}: g(n) = n mod 3, period 3 (not 6).
    /// let g = certified_period(&MoveSet::new(&[1, 2]).unwrap(), DEFAULT_MAX_TERMS).unwrap();
    /// assert_eq!((g.preperiod(), g.period()), (0, 3));
    /// ```
    pub fn period(&self) -> u64 {
        self.p
    }

    /// The stored prefix g[0 .. n0 + p) when it is a table, for tests of
    /// its width.
    #[cfg(test)]
    pub(crate) fn prefix(&self) -> Option<&Narrow> {
        match &self.prefix {
            Prefix::Table(t) => Some(t),
            Prefix::Runs(_) => None,
        }
    }

    /// The number of runs the prefix is stored as, `None` for a table.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::subtraction::{certified_period, runs, MoveSet, DEFAULT_MAX_TERMS};
    /// let s = MoveSet::new(&[1, 2, 999_999_999]).unwrap();
    /// assert!(runs::certified_period(&s, DEFAULT_MAX_TERMS).unwrap().run_count().unwrap() < 10);
    /// assert_eq!(certified_period(&MoveSet::new(&[1, 2]).unwrap(), 100).unwrap().run_count(), None);
    /// ```
    pub fn run_count(&self) -> Option<usize> {
        match &self.prefix {
            Prefix::Table(_) => None,
            Prefix::Runs(r) => Some(r.count()),
        }
    }

    /// The length n0 + p of the prefix (as stored, for a table; the number
    /// of values the runs describe, up to `usize::MAX`, for runs).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::subtraction::{certified_period, MoveSet, DEFAULT_MAX_TERMS};
    /// let g = certified_period(&MoveSet::new(&[1, 3, 4]).unwrap(), DEFAULT_MAX_TERMS).unwrap();
    /// assert_eq!(g.prefix_len(), 7);
    /// ```
    pub fn prefix_len(&self) -> usize {
        match &self.prefix {
            Prefix::Table(t) => t.len(),
            Prefix::Runs(_) => usize::try_from(self.n0 + self.p).unwrap_or(usize::MAX),
        }
    }

    /// g(n) for any n: `prefix[n]` for n < n0 + p, else
    /// prefix[n0 + (n − n0) mod p].
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::subtraction::{certified_period, MoveSet, DEFAULT_MAX_TERMS};
    /// // S = {1, 3, 4}: 0,1,0,1,2,3,2 repeating.
    /// let g = certified_period(&MoveSet::new(&[1, 3, 4]).unwrap(), DEFAULT_MAX_TERMS).unwrap();
    /// let first: Vec<u64> = (0..9).map(|n| g.value(n)).collect();
    /// assert_eq!(first, [0, 1, 0, 1, 2, 3, 2, 0, 1]);
    /// assert_eq!(g.value(1_000_000_000_000_000_000), [0, 1, 0, 1, 2, 3, 2][(1_000_000_000_000_000_000u64 % 7) as usize]);
    /// ```
    pub fn value(&self, n: u64) -> u64 {
        let index = if n < self.n0 + self.p {
            n
        } else {
            self.n0 + (n - self.n0) % self.p
        };
        match &self.prefix {
            // index < n0 + p, the prefix length, which fits in usize.
            Prefix::Table(t) => t
                .get(index as usize)
                .expect("the prefix holds g[0 .. n0 + p)"),
            Prefix::Runs(r) => r.value(index),
        }
    }
}

/// Why no certified period was produced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PeriodError {
    /// No certificate within the first `max_terms` values: the cap on the
    /// table was reached (the sequence may still be periodic, with a longer
    /// period or preperiod).
    NoCertificate {
        /// The cap on the table length that was reached.
        max_terms: usize,
    },
    /// The table could not grow past `terms` values: memory ran out before
    /// the cap was reached.
    OutOfMemory {
        /// How many values the table held when allocation failed.
        terms: usize,
    },
}

impl fmt::Display for PeriodError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PeriodError::NoCertificate { max_terms } => write!(
                f,
                "no certificate within {} terms (the cap on the table length)",
                max_terms
            ),
            PeriodError::OutOfMemory { terms } => {
                write!(f, "out of memory after {} terms", terms)
            }
        }
    }
}

impl std::error::Error for PeriodError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn value_folds_into_the_period() {
        // 5, 6 then 1, 2, 3 repeating.
        let g = Periodic::new(2, 3, Narrow::U8(vec![5, 6, 1, 2, 3]));
        let got: Vec<u64> = (0..10).map(|n| g.value(n)).collect();
        assert_eq!(got, [5, 6, 1, 2, 3, 1, 2, 3, 1, 2]);
        assert_eq!(g.value(u64::MAX), [1, 2, 3][((u64::MAX - 2) % 3) as usize]);
    }

    #[test]
    fn errors_say_what_was_reached() {
        let e = PeriodError::NoCertificate { max_terms: 7 };
        assert_eq!(
            e.to_string(),
            "no certificate within 7 terms (the cap on the table length)"
        );
    }
}
