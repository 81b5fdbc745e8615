//! Periods of a sequence read off a finite table: eventual periodicity
//! (a preperiod and the least period), arithmetic periodicity (a saltus),
//! and a period that holds for a while and then breaks.
//!
//! A sequence g is eventually periodic with period p from n0 when
//! g(n + p) = g(n) for every n ≥ n0, and arithmetic-periodic with saltus
//! s ≠ 0 when g(n + p) = g(n) + s. On a table g[0..L) the relation can only
//! be checked for n0 ≤ n < L − p; a period is claimed when it passes the
//! evidence rule ([`super::evidence`]: the values before n0 free, the p
//! values of a period fitted; a saltus weighed by its L − n0 − p repeats)
//! and its repeats cover two periods. The least p so claimed is reported, with its least preperiod:
//! for a sequence that is truly eventually periodic with least period λ,
//! no p < λ holds on a long enough tail, and λ then holds from its least
//! preperiod.

use super::evidence::{fits, Distribution};

/// A period found on a table, in indices of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Found {
    /// The least index from which g(n + p) = g(n) + saltus.
    pub(crate) preperiod: usize,
    /// The period.
    pub(crate) period: usize,
    /// 0 for plain periodicity.
    pub(crate) saltus: i64,
    /// The last index of the table the relation covers (g(last) was
    /// predicted from g(last − p)).
    pub(crate) last: usize,
}

/// The largest period tried on a table of `len` values: a third of it,
/// and at most as many as keep a scan over every period to 2·10^7 steps.
pub(crate) fn largest_period(len: usize) -> usize {
    (len / 3).min(20_000_000 / len.max(1)).max(1)
}

/// Whether a period `p` that holds on `codes[stretch]` (with `repeats`
/// repeats of "plus `saltus`") has the evidence to be claimed: the values
/// outside the stretch free, p values fitted; a saltus by its repeats.
fn enough(
    codes: &[i64],
    all: &Distribution,
    stretch: std::ops::Range<usize>,
    p: usize,
    repeats: u64,
    saltus: i64,
) -> bool {
    if saltus != 0 {
        return all.enough(repeats, saltus);
    }
    let free = Distribution::of(
        codes[..stretch.start]
            .iter()
            .chain(&codes[stretch.end..])
            .copied(),
    );
    fits(all, &free, p)
}

/// The least eventual period of `codes` with enough evidence, plain
/// (`arithmetic` false) or with a saltus s ≠ 0.
pub(crate) fn eventual(codes: &[i64], arithmetic: bool, dist: &Distribution) -> Option<Found> {
    let len = codes.len();
    for p in 1..=largest_period(len) {
        if p >= len {
            break;
        }
        let saltus = if arithmetic {
            codes[len - 1].wrapping_sub(codes[len - 1 - p])
        } else {
            0
        };
        if arithmetic && saltus == 0 {
            continue;
        }
        let mut n0 = len - p;
        while n0 > 0 && codes[n0 - 1 + p].wrapping_sub(codes[n0 - 1]) == saltus {
            n0 -= 1;
        }
        let repeats = (len - p - n0) as u64;
        if repeats >= 2 * p as u64 && enough(codes, dist, n0..len, p, repeats, saltus) {
            return Some(Found {
                preperiod: n0,
                period: p,
                saltus,
                last: len - 1,
            });
        }
    }
    None
}

/// The longest stretch of the table over which a period (plain, or with a
/// saltus when `arithmetic`) holds with enough evidence but which ends
/// before the table does: the least such period, its stretch the longest.
pub(crate) fn broken(codes: &[i64], arithmetic: bool, dist: &Distribution) -> Option<Found> {
    let len = codes.len();
    for p in 1..=largest_period(len) {
        if p >= len {
            break;
        }
        let mut best: Option<(usize, usize, i64)> = None;
        let mut start = 0;
        while start + p < len {
            let d = codes[start + p].wrapping_sub(codes[start]);
            let mut end = start;
            while end + 1 + p < len && codes[end + 1 + p].wrapping_sub(codes[end + 1]) == d {
                end += 1;
            }
            let usable = if arithmetic { d != 0 } else { d == 0 };
            // A stretch that reaches the table's end is an eventual period.
            if usable && end + 1 + p < len {
                let run = end + 1 - start;
                if best.map_or(true, |(s, e, _)| run > e + 1 - s) {
                    best = Some((start, end, d));
                }
            }
            start = end + 1;
        }
        if let Some((s, e, d)) = best {
            let repeats = (e + 1 - s) as u64;
            if repeats >= 2 * p as u64 && enough(codes, dist, s..e + p + 1, p, repeats, d) {
                return Some(Found {
                    preperiod: s,
                    period: p,
                    saltus: d,
                    last: e + p,
                });
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::XorShift;

    fn found(codes: &[i64], arithmetic: bool) -> Option<(usize, usize, i64)> {
        let dist = Distribution::of(codes.iter().copied());
        eventual(codes, arithmetic, &dist).map(|f| (f.preperiod, f.period, f.saltus))
    }

    #[test]
    fn a_preperiod_then_a_cycle() {
        let mut g: Vec<i64> = vec![5, 6, 7];
        g.extend((0..200).map(|i| [0, 1, 0, 1, 2, 3, 2][i % 7]));
        assert_eq!(found(&g, false), Some((3, 7, 0)));
    }

    #[test]
    fn the_least_period_not_a_multiple() {
        let g: Vec<i64> = (0..300).map(|i| i % 3).collect();
        assert_eq!(found(&g, false), Some((0, 3, 0)));
    }

    #[test]
    fn a_saltus() {
        // Lasker's Nim: 0, then 1 2 4 3 + 4k.
        let g: Vec<i64> = (0..200)
            .map(|n: i64| match n % 4 {
                _ if n == 0 => 0,
                1 | 2 => n,
                3 => n + 1,
                _ => n - 1,
            })
            .collect();
        assert_eq!(found(&g, true), Some((1, 4, 4)));
        assert_eq!(found(&g, false), None);
    }

    #[test]
    fn random_values_have_no_period() {
        let mut rng = XorShift(0x1234_5678_9abc_def1);
        for k in [2, 3, 5, 16] {
            for _ in 0..50 {
                let g: Vec<i64> = (0..200).map(|_| (rng.next() % k) as i64).collect();
                let dist = Distribution::of(g.iter().copied());
                assert_eq!(eventual(&g, false, &dist), None, "{:?}", g);
                assert_eq!(eventual(&g, true, &dist), None, "{:?}", g);
                assert_eq!(broken(&g, false, &dist), None, "{:?}", g);
            }
        }
    }

    #[test]
    fn a_period_that_breaks_is_reported_to_where_it_holds() {
        let mut g: Vec<i64> = (0..150).map(|i| [0, 1, 2, 0, 3][i % 5]).collect();
        let mut rng = XorShift(99);
        g.extend((0..60).map(|_| 10 + (rng.next() % 7) as i64));
        let dist = Distribution::of(g.iter().copied());
        assert_eq!(eventual(&g, false, &dist), None);
        let b = broken(&g, false, &dist).unwrap();
        assert_eq!((b.preperiod, b.period, b.last), (0, 5, 149));
    }
}
