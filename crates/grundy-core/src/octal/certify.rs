//! Guy–Smith certified periodicity of octal games.
//!
//! With t the largest j with dj ≠ 0: if g(n + p) = g(n) for all
//! n0 ≤ n < 2·n0 + p + t, then for all n ≥ n0. The theorem needs n0 ≥ 1: for
//! `0.4` the values 0, 0, 0 look periodic from 0 with period 1, yet
//! g(3) = 1 (removing 1 from 3 leaves 2 = 1 + 1, worth 0, while 1 cannot
//! become the empty pair). So the certificate here asks for g(n + p) = g(n)
//! for all n0 ≤ n < 2·max(n0, 1) + p + t, that is a table of
//! 2·max(n0, 1) + 2p + t values. [`certify`] finds the least period and the
//! least preperiod of the sequence, and [`certified_period`] grows the table
//! until a certificate is found or a cap is reached; the answer depends only
//! on the sequence and the cap, never on how the table was grown. Grundy's
//! game is not octal and the theorem does not apply to it: it is never
//! certified.

use super::{Rule, SparseEngine};
use crate::narrow::Narrow;
use crate::period::Periodic;

/// The least period p and least preperiod n0 of the nim-sequence of `rule`,
/// if the table `g` (g[0..L)) holds a Guy–Smith certificate: g(n + p) = g(n)
/// for all n0 ≤ n < 2·max(n0, 1) + p + t, so L ≥ 2·max(n0, 1) + 2p + t.
///
/// Returns `(n0, p)`. Once any certificate fits in the table, the least
/// period's certificate fits too, so the pair does not depend on L. Always
/// `None` for Grundy's game.
///
/// # Complexity
/// O(L) per candidate period that matches the table's tail for long, and
/// O(1) for one that fails at once; at most L/2 candidates.
///
/// # Example
/// ```
/// use grundy_core::octal::{certify, sparse_table, Rule};
/// let kayles = Rule::parse("0.77").unwrap();
/// let g = sparse_table(&kayles, 300);
/// assert_eq!(certify(&kayles, &g), Some((71, 12)));
/// assert_eq!(certify(&kayles, &g[..150]), None); // 2·71 + 24 + 2 = 168 values needed
/// ```
pub fn certify(rule: &Rule, g: &[u32]) -> Option<(usize, usize)> {
    let t = rule.largest_removal()?;
    let len = g.len();
    let mut p = 1;
    while 2 * p + t + 2 <= len {
        // The certificate needs max(n0, 1) ≤ h.
        let h = (len - 2 * p - t) / 2;
        if h >= 1 && (h..len - p).all(|n| g[n + p] == g[n]) {
            let mut n0 = h;
            while n0 > 0 && g[n0 - 1 + p] == g[n0 - 1] {
                n0 -= 1;
            }
            return Some((n0, p));
        }
        p += 1;
    }
    None
}

/// The nim-sequence computed to its cap without a certificate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Uncertified {
    /// g[0..max_terms), every value computed.
    pub values: Vec<u32>,
}

/// The certified nim-sequence of `rule`: the table grows (doubling, by the
/// sparse engine) until [`certify`] finds a certificate, or until it holds
/// `max_terms` values, when the whole table is returned as [`Uncertified`].
///
/// Whether a certificate is found depends only on the sequence and
/// `max_terms` (a certificate within L values is one within any longer
/// table), so any program that applies the same rule gives the same answer.
///
/// # Complexity
/// The sparse engine's time to the final length L (at most `max_terms`),
/// plus [`certify`] at each doubling.
///
/// # Example
/// ```
/// use grundy_core::octal::{certified_period, Rule};
/// let kayles = certified_period(&Rule::parse("0.77").unwrap(), 1 << 12).unwrap();
/// assert_eq!((kayles.preperiod(), kayles.period()), (71, 12));
/// let grundy = certified_period(&Rule::grundys_game(), 100).unwrap_err();
/// assert_eq!(grundy.values.len(), 100);
/// ```
pub fn certified_period(rule: &Rule, max_terms: usize) -> Result<Periodic, Uncertified> {
    let mut engine = SparseEngine::new(rule.clone());
    let mut len = max_terms.min(128);
    loop {
        engine.extend_to(len);
        if let Some((n0, p)) = certify(rule, engine.values()) {
            let mut prefix = Narrow::U32(Vec::with_capacity(n0 + p));
            for &v in &engine.values()[..n0 + p] {
                prefix.push(u64::from(v));
            }
            return Ok(Periodic::new(n0 as u64, p as u64, prefix));
        }
        if len >= max_terms {
            return Err(Uncertified {
                values: engine.into_values(),
            });
        }
        len = len.saturating_mul(2).min(max_terms);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::octal::testing::{random_code, rule};
    use crate::octal::{naive_table, sparse_table};
    use crate::test_rng::XorShift;
    use rstest::rstest;

    #[rstest]
    #[case("0.77", 71, 12)]
    #[case("0.07", 53, 34)]
    #[case("0.137", 52, 34)]
    fn certifies_the_classics(#[case] code: &str, #[case] n0: usize, #[case] p: usize) {
        let g = certified_period(&rule(code), 1 << 13).unwrap();
        assert_eq!((g.preperiod(), g.period()), (n0 as u64, p as u64));
        let table = sparse_table(&rule(code), 2000);
        for (n, &want) in table.iter().enumerate() {
            assert_eq!(g.value(n as u64), u64::from(want), "{} heap {}", code, n);
        }
        // The certificate needs 2·n0 + 2p + t values, and no fewer.
        let t = rule(code).largest_removal().unwrap();
        let need = 2 * n0 + 2 * p + t;
        assert_eq!(certify(&rule(code), &table[..need]), Some((n0, p)));
        assert_eq!(certify(&rule(code), &table[..need - 1]), None);
    }

    /// 0.4 looks periodic from 0 with period 1 for its first t + p + 1
    /// values; a certificate that allowed n0 = 0 would be wrong.
    #[test]
    fn preperiod_zero_is_certified_as_one() {
        let code = rule("0.4");
        let g = naive_table(&code, 20);
        assert_eq!(&g[..4], &[0, 0, 0, 1]);
        let g = sparse_table(&code, 3000);
        if let Some((n0, p)) = certify(&code, &g[..5]) {
            panic!("certified ({}, {}) from 0, 0, 0, 1, 1", n0, p);
        }
        // Whatever it certifies on a long table holds on a longer one.
        if let Some((n0, p)) = certify(&code, &g[..1500]) {
            assert!((n0..=3000 - p).all(|n| g[n + p] == g[n]));
        }
    }

    #[test]
    fn grundys_game_is_never_certified() {
        let g = sparse_table(&Rule::grundys_game(), 500);
        assert_eq!(certify(&Rule::grundys_game(), &g), None);
        let all = certified_period(&Rule::grundys_game(), 300).unwrap_err();
        assert_eq!(all.values, sparse_table(&Rule::grundys_game(), 299));
    }

    #[test]
    fn no_moves_is_period_one() {
        let g = certified_period(&rule("0.0"), 100).unwrap();
        assert_eq!((g.preperiod(), g.period()), (0, 1));
        assert_eq!(g.value(u64::MAX), 0);
    }

    /// Certificates on random codes, checked against a table three times as
    /// long: p is an eventual period from n0, n0 is least, and no smaller
    /// period holds on the long tail.
    #[test]
    fn certificates_hold_on_longer_tables() {
        let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
        let mut certified = 0;
        for _ in 0..100 {
            let code = random_code(&mut rng, 3);
            let r = rule(&code);
            let g = naive_table(&r, 1800);
            let Some((n0, p)) = certify(&r, &wide_to_u32(&g[..600])) else {
                continue;
            };
            certified += 1;
            assert!((n0..=1800 - p).all(|n| g[n + p] == g[n]), "{}", code);
            assert!(
                n0 == 0 || g[n0 - 1 + p] != g[n0 - 1],
                "{}: n0 not least",
                code
            );
            for q in 1..p {
                assert!(
                    (1200..=2400 - q).any(|n| g[n + q] != g[n]),
                    "{}: {} < {}",
                    code,
                    q,
                    p
                );
            }
        }
        assert!(
            certified > 50,
            "only {} of 100 random codes certified",
            certified
        );
    }

    fn wide_to_u32(g: &[u64]) -> Vec<u32> {
        g.iter().map(|&v| v as u32).collect()
    }
}
