//! The rule against spurious claims: a pattern found on a table is claimed
//! only when the table holds enough evidence that it is not chance.
//!
//! A pattern fits C free values (a period's values, a feature's table
//! f → value) to the values of a table. Were the table's values the same
//! multiset in a random order, how likely would the pattern hold? There are
//! A = N! / Π n_v! orders of the N values (n_v of value v); those in which
//! the pattern holds are at most K^C · F, for the K distinct values and the
//! F orders of the values the pattern leaves free (a preperiod's). So a
//! pattern carries
//!
//! ```text
//! evidence = log2 A − log2 F − C · log2 K   bits
//! ```
//!
//! (the bits it saves in describing the table), and it is claimed only when
//! that is at least [`EVIDENCE_BITS`]: a chance of at most 2^-40 that the
//! values in a random order fit it, small enough for the few thousand
//! patterns a table is tried against. A feature with as many classes as
//! positions saves nothing; a constant table (A = 1) supports no pattern
//! but "constant"; a rare value (a sparse set of P-positions) is evidence
//! in proportion to how rare it is: 12 Fibonacci numbers among 301 values
//! give log2 C(301, 12) ≈ 70 bits. Periodicity asks besides that its
//! repeats cover two periods (the period seen three times).
//!
//! A saltus (g(n + p) = g(n) + s) links values that differ, so it is
//! weighed by repeats instead: with f the table's distribution, a repeat
//! holds by chance with probability q = Σ f(v)·f(v + s), and r repeats
//! carry r · log2(1/q) bits.

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

    /// log2 of the number of orders of the values: log2(N! / Π n_v!).
    pub(crate) fn log2_orders(&self) -> f64 {
        log2_factorial(self.total)
            - self
                .counts
                .values()
                .map(|&c| log2_factorial(c))
                .sum::<f64>()
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

/// log2(n!), by Stirling's series (exact to about 10^-8 for n ≥ 1).
fn log2_factorial(n: u64) -> f64 {
    if n < 2 {
        return 0.0;
    }
    if n < 32 {
        return (2..=n).map(|i| (i as f64).log2()).sum();
    }
    let x = n as f64;
    let ln = x * x.ln() - x + 0.5 * (2.0 * std::f64::consts::PI * x).ln() + 1.0 / (12.0 * x)
        - 1.0 / (360.0 * x * x * x);
    ln / std::f64::consts::LN_2
}

/// The evidence of a pattern on a table whose values are `all`, that
/// leaves the values `free` free and fits `classes` values.
pub(crate) fn fit_bits(all: &Distribution, free: &Distribution, classes: usize) -> f64 {
    let k = all.distinct().max(1) as f64;
    all.log2_orders() - free.log2_orders() - classes as f64 * k.log2()
}

/// Whether that evidence is enough.
pub(crate) fn fits(all: &Distribution, free: &Distribution, classes: usize) -> bool {
    fit_bits(all, free, classes) >= EVIDENCE_BITS
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
    fn orders_of_a_multiset() {
        // C(301, 12) orders of 12 zeros among 301 values: about 2^70.6.
        let d = Distribution::of((0..301).map(|i| i64::from(i < 12)));
        let exact: f64 = (0..12)
            .map(|i| ((301 - i) as f64 / (12 - i) as f64).log2())
            .sum();
        assert!(
            (d.log2_orders() - exact).abs() < 1e-6,
            "{} {}",
            d.log2_orders(),
            exact
        );
        assert!(
            (log2_factorial(40) - (1..=40).map(|i| (i as f64).log2()).sum::<f64>()).abs() < 1e-6
        );
        let none = Distribution::of(std::iter::empty());
        assert!(fits(&d, &none, 2) && !fits(&d, &none, 40));
    }

    #[test]
    fn a_saltus_is_weighed_by_the_values_it_links() {
        // 0..100 each once: "plus 1" holds by chance 99/100^2.
        let d = Distribution::of(0..100);
        assert!((d.chance(1) - 99.0 / 10_000.0).abs() < 1e-12);
        assert_eq!(d.bits(5, 1000), 0.0);
    }
}
