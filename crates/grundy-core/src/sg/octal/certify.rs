//! Guy–Smith certified periodicity of octal games.
//!
//! With t the largest j with dj ≠ 0: if g(n + p) = g(n) for all
//! n0 ≤ n < 2·n0 + p + t, then for all n ≥ n0. The theorem needs n0 ≥ 1: for
//! `0.4` the values 0, 0, 0 look periodic from 0 with period 1, yet
//! g(3) = 1 (removing 1 from 3 leaves 2 = 1 + 1, worth 0, while 1 cannot
//! become the empty pair). So the certificate here asks for g(n + p) = g(n)
//! for all n0 ≤ n < 2·max(n0, 1) + p + t, that is a table of
//! 2·max(n0, 1) + 2p + t values. [`certify`] finds the least period and the
//! least preperiod of the sequence, and `certified_period` grows the table
//! until a certificate is found or a budget is reached; the answer depends
//! only on the sequence and the budget, never on how the table was grown.
//! Grundy's game is not octal and the theorem does not apply to it: it is
//! never certified.

use super::sparse::TableFn;
use super::three::three_part_table;
use super::{OutOfMemory, Rule, SparseEngine};
use crate::sg::narrow::{Cell, Narrow};
use crate::sg::period::{add_mod, mul_mod, Periodic, HASH_BASE, HASH_MOD};

/// The least period p and least preperiod n0 of the nim-sequence of `rule`,
/// if the table `g` (g[0..L)) holds a Guy–Smith certificate: g(n + p) = g(n)
/// for all n0 ≤ n < 2·max(n0, 1) + p + t, so L ≥ 2·max(n0, 1) + 2p + t.
///
/// Returns `(n0, p)`. Once any certificate fits in the table, the least
/// period's certificate fits too, so the pair does not depend on L. Always
/// `None` for Grundy's game.
///
/// How: with H = ⌊(L − t)/2⌋, period p has a certificate in the table
/// exactly when the last L − H values repeat p earlier,
/// g[H − p .. L − p) = g[H .. L), with 1 ≤ p < H (then n0 ≤ H − p, and n0
/// is found by walking back from there). So the least such p is the nearest
/// earlier occurrence of the table's last L − H values: one rolling hash
/// moved back over the table, each match verified value by value.
///
/// # Complexity
/// O(L) time (a hash match that is not a repeat costs O(L) more, with
/// probability about L/2^61), O(1) memory beyond the table.
///
/// # Example
/// ```
/// use grundy_core::sg::octal::{certify, sparse_table, Rule};
/// let kayles = Rule::parse("0.77").unwrap();
/// let g = sparse_table(&kayles, 300);
/// assert_eq!(certify(&kayles, &g), Some((71, 12)));
/// assert_eq!(certify(&kayles, &g[..150]), None); // 2·71 + 24 + 2 = 168 values needed
/// ```
pub fn certify<T: Cell>(rule: &Rule, g: &[T]) -> Option<(usize, usize)> {
    let t = rule.largest_removal()?;
    let len = g.len();
    let h = len.checked_sub(t)? / 2;
    if h < 2 {
        return None;
    }
    let p = nearest_repeat(g, len - h, h - 1)?;
    let mut n0 = h - p;
    while n0 > 0 && g[n0 - 1 + p] == g[n0 - 1] {
        n0 -= 1;
    }
    Some((n0, p))
}

/// The least p in 1..=most such that the last k values of `g` repeat p
/// earlier: g[L − k − p .. L − p) = g[L − k .. L). Needs k ≥ 1 and
/// k + most ≤ L.
///
/// The hash of the window from s is h(s) = Σ g[s + i]·B^i (i < k), so
/// moving one place back is h(s) = g[s] + B·(h(s + 1) − g[s + k]·B^(k−1)),
/// with no division.
fn nearest_repeat<T: Cell>(g: &[T], k: usize, most: usize) -> Option<usize> {
    let len = g.len();
    let last = &g[len - k..];
    let want = last
        .iter()
        .rev()
        .fold(0, |h, &c| add_mod(mul_mod(h, HASH_BASE), c.into()));
    let top = (1..k).fold(1, |x, _| mul_mod(x, HASH_BASE));
    let mut h = want;
    for p in 1..=most {
        let s = len - k - p;
        let leaving = mul_mod(g[s + k].into(), top);
        h = add_mod(
            mul_mod(add_mod(h, HASH_MOD - leaving), HASH_BASE),
            g[s].into(),
        );
        if h == want && g[s..s + k] == *last {
            return Some(p);
        }
    }
    None
}

/// Why [`certified_period_within`] stopped short of a certificate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// The table holds the values asked for ([`Limits::values`]).
    Values,
    /// The work reached [`Limits::work`].
    Work,
    /// The memory for more values could not be had.
    Memory(OutOfMemory),
}

/// The nim-sequence computed as far as a run went, without a certificate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Uncertified {
    /// g[0..L), every value computed.
    pub values: Narrow,
    /// Why the run stopped there.
    pub stop: Stop,
}

/// How far [`certified_period_within`] may go: at most `values` values,
/// and the engine stops once its [`work`](SparseEngine::work) reaches
/// `work`.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// The most values the table grows to.
    pub values: usize,
    /// The work bound ([`SparseEngine::work`]'s units).
    pub work: u64,
}

/// Where a run of [`certified_period_within`] is, for a progress display.
#[derive(Debug, Clone, Copy)]
pub struct Progress {
    /// How many values are computed.
    pub values: usize,
    /// How many heaps are rare (the engine's work per heap).
    pub rare_heaps: usize,
    /// The least p with which the last eighth of the table, at the last
    /// certificate test, repeats p earlier: the period the values point at
    /// so far, if any.
    pub period: Option<usize>,
    /// The engine's [`work`](SparseEngine::work) so far.
    pub work: u64,
}

/// `certified_period` within `limits`, calling `watch` with the
/// [`Progress`] of the run every few thousand values (a progress display
/// decides itself how often to show it). The room for `limits.values`
/// values is reserved first, so memory that cannot be had stops the run at
/// once ([`Stop::Memory`]), or, rarely, when the values outgrow their
/// cells.
///
/// The run stops at the first of: a certificate; `limits.values` values;
/// the work bound. The first two depend only on the sequence; the work,
/// only on the engine ([`SparseEngine::work`]).
///
/// # Complexity
/// That of `certified_period` to where it stops, plus O(L) per test for
/// the progress's period.
///
/// # Example
/// ```
/// use grundy_core::sg::octal::{certified_period_within, Limits, Rule, Stop};
/// let mut seen = Vec::new();
/// let limits = Limits { values: 20_000, work: u64::MAX };
/// let g = certified_period_within(&Rule::grundys_game(), limits, |p| seen.push(p.values));
/// assert_eq!(g.unwrap_err().values.len(), 20_000);
/// assert!(!seen.is_empty() && seen.iter().all(|&n| n <= 20_000));
/// // A code with no short period, stopped by the work bound.
/// let limits = Limits { values: 1 << 20, work: 10_000_000 };
/// let g = certified_period_within(&Rule::parse("0.16").unwrap(), limits, |_| {}).unwrap_err();
/// assert_eq!(g.stop, Stop::Work);
/// assert!(g.values.len() < 1 << 20);
/// ```
pub fn certified_period_within(
    rule: &Rule,
    limits: Limits,
    mut watch: impl FnMut(&Progress),
) -> Result<Periodic, Uncertified> {
    grow(rule, limits, Some(&mut watch))
}

/// The table grows by a quarter between certificate tests, not doubling,
/// so that it ends at most a quarter past the length the certificate needs
/// (doubling could nearly double the engine's time and memory), while the
/// tests, O(L) each, still sum to O(final L).
pub(super) fn grow(
    rule: &Rule,
    limits: Limits,
    mut watch: Option<&mut dyn FnMut(&Progress)>,
) -> Result<Periodic, Uncertified> {
    let max_terms = limits.values;
    if rule.splits_in_three() {
        // No certificate: the table asked for, by the engine for three parts.
        let table = three_part_table(rule, max_terms.saturating_sub(1));
        let mut values = Narrow::U8(Vec::new());
        for &v in &table[..max_terms.min(table.len())] {
            values.push(v.into());
        }
        return Err(Uncertified {
            values,
            stop: Stop::Values,
        });
    }
    let mut engine = SparseEngine::new(rule.clone());
    let stopped = |engine: SparseEngine, stop| {
        let values = engine.into_narrow();
        Err(Uncertified { values, stop })
    };
    if let Err(e) = engine.try_reserve(max_terms) {
        return stopped(engine, Stop::Memory(e));
    }
    let certifiable = rule.largest_removal().is_some();
    let mut period = None;
    let mut len = if certifiable {
        max_terms.min(128)
    } else {
        max_terms
    };
    loop {
        let done = engine.extend_watched(len, limits.work, &mut |e| {
            if let Some(watch) = watch.as_mut() {
                watch(&Progress {
                    values: e.len(),
                    rare_heaps: e.rare_heaps(),
                    period,
                    work: e.work(),
                })
            }
        });
        if certifiable {
            if let Some((n0, p)) = engine.with_table(Certify(rule)) {
                let mut prefix = engine.into_narrow();
                prefix.cut_to(n0 + p);
                return Ok(Periodic::new(n0 as u64, p as u64, prefix));
            }
            if watch.is_some() {
                period = engine.with_table(Candidate);
            }
        }
        if let Err(e) = done {
            return stopped(engine, Stop::Memory(e));
        }
        if engine.len() < len {
            return stopped(engine, Stop::Work);
        }
        if len >= max_terms {
            return stopped(engine, Stop::Values);
        }
        len = len.saturating_add(len / 4).min(max_terms);
    }
}

/// [`certify`] as a [`TableFn`].
struct Certify<'a>(&'a Rule);

impl TableFn for Certify<'_> {
    type Out = Option<(usize, usize)>;
    fn call<T: Cell>(self, g: &[T]) -> Self::Out {
        certify(self.0, g)
    }
}

/// [`Progress::period`] as a [`TableFn`].
struct Candidate;

impl TableFn for Candidate {
    type Out = Option<usize>;
    fn call<T: Cell>(self, g: &[T]) -> Self::Out {
        let k = (g.len() / 8).max(1);
        nearest_repeat(g, k, g.len().checked_sub(k)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::octal::testing::{random_code, rule};
    use crate::sg::octal::{certified_period, naive_table, sparse_table};
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

    /// Published certificates past the old fixed table of 8192 values,
    /// from `docs/theory.md` (n0 is the last exceptional heap + 1), each
    /// found by the default budget.
    #[rstest]
    #[case("0.165", 5_181, 1_550)]
    #[case("0.356", 7_315, 142)]
    #[case("0.127", 46_578, 4)]
    #[case("0.16", 105_351, 149_459)]
    #[case("0.56", 326_640, 144)]
    fn certifies_the_literature(#[case] code: &str, #[case] n0: u64, #[case] p: u64) {
        let g = certified_period(&rule(code), 1 << 25).unwrap();
        assert_eq!((g.preperiod(), g.period()), (n0, p), "{}", code);
    }

    /// The rolling-hash search agrees with the definition (each period in
    /// turn, its tail checked value by value) on every prefix of tables of
    /// random codes.
    #[test]
    fn certify_is_the_plain_search() {
        fn plain(t: usize, g: &[u32]) -> Option<(usize, usize)> {
            let len = g.len();
            let mut p = 1;
            while 2 * p + t + 2 <= len {
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
        let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
        for _ in 0..40 {
            let code = random_code(&mut rng, 3);
            let r = rule(&code);
            let g = naive_table(&r, 400);
            let t = r.largest_removal().unwrap();
            for len in 0..=g.len() {
                assert_eq!(
                    certify(&r, &g[..len]),
                    plain(t, &g[..len]),
                    "{} {}",
                    code,
                    len
                );
            }
        }
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
        let want: Vec<u64> = sparse_table(&Rule::grundys_game(), 299)
            .into_iter()
            .map(u64::from)
            .collect();
        assert_eq!(all.values.iter().collect::<Vec<_>>(), want);
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
            let Some((n0, p)) = certify(&r, &g[..600]) else {
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
}
