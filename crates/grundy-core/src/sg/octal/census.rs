//! The research summary of a nim-sequence: its rare heaps, its losing heaps
//! and how often each value occurs.
//!
//! A heap n of value v is *rare* under a bit mask K when
//! popcount(e(n) & K) is even, e(n) = (v << 1) | ((n − j) mod 2) being the
//! extended value of the sparse engine (the heap's parity counts only for a
//! rule whose split distances j share one parity; Flammenkamp's classes).
//! The literature tabulates the rare heaps ("sparse values") under the mask
//! that makes them fewest; [`census`] chooses that mask from the values
//! themselves, by counting every mask, so the summary depends on nothing
//! but the sequence.

use super::Rule;
use crate::sg::narrow::Narrow;

/// The summary of g[0..L) of a rule: see the module docs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Census {
    /// The mask K on extended values (value bits shifted left by one, the
    /// heap's parity as bit 0) under which the fewest heaps are rare; 0
    /// when every mask leaves more than half the heaps rare.
    pub mask: u32,
    /// The heaps n with popcount(e(n) & mask) even, and their values,
    /// increasing (every heap when `mask` is 0).
    pub rare: Vec<(usize, u32)>,
    /// The heaps of value 0 (the losing single heaps), increasing.
    pub zeros: Vec<usize>,
    /// `counts[v]`: how many heaps n < L have g(n) = v (up to the largest
    /// value).
    pub counts: Vec<u64>,
}

/// The [`Census`] of the values `g` (g[0..L)) of `rule`.
///
/// The mask minimizes the number of rare heaps among all masks on the
/// extended values (ties: the smaller mask); the heap's parity bit is
/// allowed only when the rule's split distances share one parity, with
/// heap parity taken relative to the first split distance.
///
/// # Complexity
/// O(L + 4^(b + 1)) for values below 2^b (every mask priced on the value
/// counts).
///
/// # Example
/// ```
/// use grundy_core::sg::narrow::Narrow;
/// use grundy_core::sg::octal::{census, sparse_table, Rule};
/// let rule = Rule::grundys_game();
/// let c = census(&rule, &Narrow::U32(sparse_table(&rule, 99)));
/// // Flammenkamp's sparse values: G(n) with an even number of ones above
/// // the lowest bit.
/// assert_eq!(c.mask >> 1, !1 & ((1 << 3) - 1));
/// assert_eq!(&c.rare[..6], &[(0, 0), (1, 0), (2, 0), (3, 1), (4, 0), (6, 1)]);
/// assert_eq!(&c.zeros[..], &[0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53]);
/// assert_eq!(c.counts.iter().sum::<u64>(), 100);
/// ```
pub fn census(rule: &Rule, g: &Narrow) -> Census {
    let offset = rule.split.first().copied().unwrap_or(0);
    let parity = !rule.split.is_empty() && rule.split.iter().all(|&j| (j ^ offset) & 1 == 0);
    let extended = |n: usize, v: u64| ((v << 1) | ((n ^ offset) & 1) as u64) as usize;
    let top = g.iter().max().unwrap_or(0);
    let bits = 64 - top.leading_zeros() as usize;
    let mut by_extended = vec![0u64; 2 << bits];
    let mut counts = vec![0u64; top as usize + 1];
    let mut zeros = Vec::new();
    for (n, v) in g.iter().enumerate() {
        by_extended[extended(n, v)] += 1;
        counts[v as usize] += 1;
        if v == 0 {
            zeros.push(n);
        }
    }
    let rare_under = |k: usize| -> u64 {
        (by_extended.iter().enumerate())
            .filter(|&(e, _)| (e & k).count_ones() % 2 == 0)
            .map(|(_, &c)| c)
            .sum()
    };
    let best = (1..by_extended.len())
        .filter(|&k| parity || k & 1 == 0)
        .map(|k| (rare_under(k), k))
        .min();
    let mask = match best {
        Some((rare, k)) if 2 * rare <= g.len() as u64 => k,
        _ => 0,
    };
    let rare = (g.iter().enumerate())
        .filter(|&(n, v)| (extended(n, v) & mask).count_ones() % 2 == 0)
        .map(|(n, v)| (n, v as u32))
        .collect();
    Census {
        mask: mask as u32,
        rare,
        zeros,
        counts,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::grundys_game::LAST_ZERO;
    use crate::sg::octal::testing::{random_code, rule, GRUNDY_ZEROS};
    use crate::sg::octal::{naive_table, sparse_table};
    use crate::test_rng::XorShift;

    fn narrow(g: &[u32]) -> Narrow {
        Narrow::U32(g.to_vec())
    }

    /// Flammenkamp's table of the known sparse values of Grundy's game
    /// (http://wwwhomes.uni-bielefeld.de/achim/grundy.html), the heaps
    /// below 232 with their values, in his order.
    const FLAMMENKAMP_SPARSE: [(usize, u32); 48] = [
        (0, 0),
        (1, 0),
        (2, 0),
        (3, 1),
        (4, 0),
        (6, 1),
        (7, 0),
        (9, 1),
        (10, 0),
        (12, 1),
        (15, 1),
        (20, 0),
        (23, 0),
        (26, 0),
        (28, 1),
        (31, 1),
        (34, 1),
        (37, 1),
        (40, 1),
        (43, 1),
        (46, 1),
        (49, 1),
        (50, 0),
        (52, 1),
        (53, 0),
        (55, 1),
        (58, 1),
        (61, 1),
        (87, 7),
        (90, 7),
        (93, 7),
        (146, 6),
        (149, 6),
        (152, 6),
        (158, 11),
        (161, 11),
        (164, 11),
        (167, 11),
        (176, 7),
        (179, 7),
        (181, 12),
        (182, 7),
        (185, 7),
        (188, 7),
        (190, 12),
        (193, 12),
        (196, 10),
        (231, 10),
    ];

    /// Grundy's game to `n` values: the mask is Flammenkamp's (every value
    /// bit but the lowest), the rare heaps below 232 are his table, the
    /// zeros are OEIS A036685 with none past 1222, the counts add up, and
    /// fewer than 1300 heaps are rare.
    fn grundys_game_matches_flammenkamp_and_a036685_to(n: usize) {
        let g = sparse_table(&Rule::grundys_game(), n - 1);
        let c = census(&Rule::grundys_game(), &narrow(&g));
        let top_bits = 32 - g.iter().max().unwrap().leading_zeros();
        assert_eq!(c.mask, ((1 << top_bits) - 2) << 1, "mask {:b}", c.mask);
        let below: Vec<(usize, u32)> = c.rare.iter().copied().filter(|&(h, _)| h < 232).collect();
        assert_eq!(below, FLAMMENKAMP_SPARSE.to_vec());
        assert_eq!(c.zeros, GRUNDY_ZEROS.to_vec());
        assert_eq!(*c.zeros.last().unwrap(), LAST_ZERO as usize);
        assert_eq!(c.counts.iter().sum::<u64>(), n as u64);
        // Rare heaps are rare: the engine's 1273 beyond heap 0 by 10^5.
        assert!(c.rare.len() < 1300, "{}", c.rare.len());
    }

    #[test]
    fn grundys_game_matches_flammenkamp_to_2000() {
        grundys_game_matches_flammenkamp_and_a036685_to(2_000);
    }

    #[test]
    #[ignore = "slow: Grundy's game to 10^5"]
    fn grundys_game_matches_flammenkamp_and_a036685() {
        grundys_game_matches_flammenkamp_and_a036685_to(100_000);
    }

    /// On random codes (naive tables), against a direct count: the counts,
    /// the zeros, the rare heaps under the chosen mask, and no mask
    /// allowed leaving fewer heaps rare.
    #[test]
    fn census_is_the_direct_count() {
        let mut rng = XorShift(0x0dd_ba11_cafe_f00d);
        for _ in 0..30 {
            let code = random_code(&mut rng, 3);
            let r = rule(&code);
            let g = naive_table(&r, 300);
            let c = census(&r, &narrow(&g));
            for (v, &k) in c.counts.iter().enumerate() {
                assert_eq!(k, g.iter().filter(|&&x| x as usize == v).count() as u64);
            }
            let zeros: Vec<usize> = (0..g.len()).filter(|&n| g[n] == 0).collect();
            assert_eq!(c.zeros, zeros, "{}", code);
            let offset = r.split.first().copied().unwrap_or(0);
            let rare_under = |k: u32| -> Vec<(usize, u32)> {
                (0..g.len())
                    .filter(|&n| {
                        let e = (g[n] << 1) | ((n ^ offset) & 1) as u32;
                        (e & k).count_ones() % 2 == 0
                    })
                    .map(|n| (n, g[n]))
                    .collect()
            };
            assert_eq!(c.rare, rare_under(c.mask), "{}", code);
            if c.mask != 0 {
                let parity = !r.split.is_empty() && r.split.iter().all(|&j| (j ^ offset) & 1 == 0);
                for k in 1..(4 << 10) {
                    if parity || k & 1 == 0 {
                        assert!(rare_under(k).len() >= c.rare.len(), "{} {}", code, k);
                    }
                }
            }
        }
    }
}
