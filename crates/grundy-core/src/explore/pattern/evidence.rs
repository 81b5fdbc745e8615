//! The rule against spurious claims: a pattern found on a table is claimed
//! only when the table holds enough evidence that it is not chance.
//!
//! A pattern with C free parameters (a period's first values, a feature's
//! table f → value) fitted to N values of a table is tested by the N − C
//! values that could have disagreed with it: each *repeat* (a value that
//! the pattern predicted from another value of the table). Were the values
//! drawn at random from the table's own distribution f, a repeat that
//! predicts "equal" (periodicity, a functional dependency) would hold with
//! probability q = Σ f(v)², and one that predicts "plus s" (a saltus) with
//! q = Σ f(v)·f(v + s). So a pattern with r repeats carries
//!
//! ```text
//! evidence = r · log2(1 / q)   bits,
//! ```
//!
//! and it is claimed only when that is at least [`EVIDENCE_BITS`]: a chance
//! of at most 2^-40 that random values fit it, small enough for the few
//! thousand patterns a table is tried against. A feature with as many
//! classes as data points has no repeat, so it explains nothing; a table
//! whose values are nearly all equal (q close to 1) needs many repeats; a
//! constant table (q = 1) supports no pattern but "constant". Periodicity
//! asks besides that its repeats cover two periods at least (the period
//! seen three times).

use std::collections::HashMap;

/// The least evidence, in bits, of a claimed pattern.
pub const EVIDENCE_BITS: f64 = 40.0;

/// The distribution of a table's values, to weigh repeats.
pub(crate) struct Distribution {
    counts: HashMap<i64, u64>,
    total: u64,
}

impl Distribution {
    /// The distribution of `codes`.
    pub(crate) fn of(codes: impl IntoIterator<Item = i64>) -> Distribution {
        let mut counts = HashMap::new();
        let mut total = 0;
        for c in codes {
            *counts.entry(c).or_insert(0) += 1;
            total += 1;
        }
        Distribution { counts, total }
    }

    /// The chance that a random value plus `saltus` equals another random
    /// value: Σ f(v)·f(v + saltus).
    pub(crate) fn chance(&self, saltus: i64) -> f64 {
        if self.total == 0 {
            return 1.0;
        }
        let t = self.total as f64;
        self.counts
            .iter()
            .map(|(&v, &c)| {
                let d = v
                    .checked_add(saltus)
                    .and_then(|w| self.counts.get(&w))
                    .copied()
                    .unwrap_or(0);
                (c as f64 / t) * (d as f64 / t)
            })
            .sum()
    }

    /// The bits of evidence of `repeats` repeats predicting "plus
    /// `saltus`".
    pub(crate) fn bits(&self, repeats: u64, saltus: i64) -> f64 {
        let q = self.chance(saltus);
        if q <= 0.0 {
            // No two values differ by the saltus: no repeat can have held.
            return 0.0;
        }
        repeats as f64 * -q.log2()
    }

    /// Whether `repeats` repeats of "plus `saltus`" are enough.
    pub(crate) fn enough(&self, repeats: u64, saltus: i64) -> bool {
        self.bits(repeats, saltus) >= EVIDENCE_BITS
    }

    /// How many distinct values there are.
    pub(crate) fn distinct(&self) -> usize {
        self.counts.len()
    }

    /// The most frequent value and its count (the least such value).
    pub(crate) fn mode(&self) -> Option<(i64, u64)> {
        self.counts
            .iter()
            .map(|(&v, &c)| (c, std::cmp::Reverse(v)))
            .max()
            .map(|(c, std::cmp::Reverse(v))| (v, c))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_uniform_table_gives_log2_of_its_values_a_repeat() {
        let d = Distribution::of((0..400).map(|i| i % 4));
        assert!((d.bits(1, 0) - 2.0).abs() < 1e-9);
        assert!(d.enough(20, 0) && !d.enough(19, 0));
    }

    #[test]
    fn a_constant_table_supports_nothing() {
        let d = Distribution::of(std::iter::repeat(5).take(1000));
        assert_eq!(d.bits(999, 0), 0.0);
        assert_eq!(d.mode(), Some((5, 1000)));
    }

    #[test]
    fn a_saltus_is_weighed_by_the_values_it_links() {
        // 0..100 each once: "plus 1" holds by chance 99/100^2.
        let d = Distribution::of(0..100);
        assert!((d.chance(1) - 99.0 / 10_000.0).abs() < 1e-12);
        assert_eq!(d.bits(5, 1000), 0.0);
    }
}
