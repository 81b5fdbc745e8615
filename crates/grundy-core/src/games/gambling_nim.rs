//! Gambling Nim (Codeforces 662A): n two-sided cards, card i showing a_i
//! or b_i, each side with probability 1/2 independently; the shown numbers
//! are the heaps of a game of Nim. The chance that the first player wins.
//!
//! **Linear algebra.** Nim is lost for the mover exactly when the heaps
//! XOR to 0. Write d_i = a_i ⊕ b_i and S = a_1 ⊕ … ⊕ a_n: showing the b
//! side of the cards in a set T gives the XOR S ⊕ (⊕_{i∈T} d_i). So the
//! mover loses for exactly those T whose d's XOR to S. The map T ↦ ⊕_{i∈T}
//! d_i is linear from GF(2)^n onto the span of the d_i, of dimension r
//! (the rank, [`XorBasis`]); each vector of the span has 2^(n − r)
//! preimages, and the other vectors none. Hence
//!
//! ```text
//! P(first player loses) = 2^(n − r) / 2^n = 1 / 2^r   if S is in the span,
//!                       = 0                           otherwise,
//! ```
//!
//! and the first player wins with probability (2^r − 1) / 2^r, or 1. That
//! fraction is already in lowest terms (2^r − 1 is odd); r = 0 with S = 0
//! gives 0/1. The rank is at most 64, so the denominator fits a `u128`.
//!
//! The tests check the fraction against enumerating every choice of sides
//! (n ≤ 12) and, for tiny heaps, against a search of Nim itself.

use crate::nimber::xor_basis::XorBasis;

/// The first player's winning probability, `numerator / denominator` in
/// lowest terms (0 is `0/1`, certainty `1/1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fraction {
    /// The numerator.
    pub numerator: u128,
    /// The denominator, a power of two.
    pub denominator: u128,
}

/// The first player's chance to win Gambling Nim with these cards `(a, b)`,
/// exactly: (2^r − 1)/2^r for the rank r of the d_i = a_i ⊕ b_i when
/// ⊕ a_i is in their span, 1 otherwise (see the module doc).
///
/// # Complexity
/// O(64 n).
///
/// # Example
/// ```
/// use grundy_core::games::gambling_nim::{win_probability, Fraction};
/// // Codeforces 662A, sample 2: cards (1, 2) twice.
/// let p = win_probability(&[(1, 2), (1, 2)]);
/// assert_eq!(p, Fraction { numerator: 1, denominator: 2 });
/// // Sample 3: the heaps never XOR to 0.
/// assert_eq!(win_probability(&[(0, 4), (1, 5), (2, 3)]).numerator, 1);
/// ```
pub fn win_probability(cards: &[(u64, u64)]) -> Fraction {
    let mut basis = XorBasis::new();
    let mut s = 0;
    for &(a, b) in cards {
        s ^= a;
        basis.insert(a ^ b);
    }
    if !basis.contains(s) {
        return Fraction {
            numerator: 1,
            denominator: 1,
        };
    }
    let denominator = 1u128 << basis.rank();
    Fraction {
        numerator: denominator - 1,
        denominator,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::mover_wins;
    use crate::test_rng::XorShift;

    fn gcd(a: u128, b: u128) -> u128 {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }

    /// Every choice of sides, each decided by `wins`; the count of wins
    /// over 2^n, reduced.
    fn enumerate(cards: &[(u64, u64)], wins: impl Fn(&[u64]) -> bool) -> Fraction {
        let n = cards.len();
        let won = (0..1u32 << n)
            .filter(|&mask| {
                let heaps: Vec<u64> = (0..n)
                    .map(|i| {
                        if mask >> i & 1 == 1 {
                            cards[i].1
                        } else {
                            cards[i].0
                        }
                    })
                    .collect();
                wins(&heaps)
            })
            .count() as u128;
        let total = 1u128 << n;
        let g = gcd(won, total);
        Fraction {
            numerator: won / g,
            denominator: total / g,
        }
    }

    #[test]
    fn samples() {
        let f = |n, d| Fraction {
            numerator: n,
            denominator: d,
        };
        assert_eq!(win_probability(&[(1, 1), (1, 1)]), f(0, 1));
        assert_eq!(win_probability(&[(1, 2), (1, 2)]), f(1, 2));
        assert_eq!(win_probability(&[(0, 4), (1, 5), (2, 3)]), f(1, 1));
        assert_eq!(win_probability(&[]), f(0, 1));
        assert_eq!(win_probability(&[(7, 7)]), f(1, 1));
    }

    /// Every choice of sides for n ≤ 12, each Nim position decided by its
    /// XOR (Nim's theorem, proved in `games::nim`).
    #[test]
    fn matches_enumeration_of_sides() {
        let mut rng = XorShift(662);
        for round in 0..1500 {
            let n = round % 13;
            let bits = [2, 3, 4, 6, 60][round % 5];
            let cards: Vec<(u64, u64)> = (0..n)
                .map(|_| (rng.next() >> (64 - bits), rng.next() >> (64 - bits)))
                .collect();
            let want = enumerate(&cards, |h| h.iter().fold(0, |x, &v| x ^ v) != 0);
            assert_eq!(win_probability(&cards), want, "{:?}", cards);
        }
    }

    /// Tiny heaps, each position decided by a search of Nim itself.
    #[test]
    fn matches_the_game_itself() {
        let mut rng = XorShift(0x62a);
        for round in 0..300 {
            let n = 1 + round % 4;
            let cards: Vec<(u64, u64)> = (0..n).map(|_| (rng.next() % 4, rng.next() % 4)).collect();
            let want = enumerate(&cards, |h| {
                mover_wins(h.to_vec(), |p: &Vec<u64>| {
                    let mut out = Vec::new();
                    for i in 0..p.len() {
                        for x in 0..p[i] {
                            let mut q = p.clone();
                            q[i] = x;
                            out.push(q);
                        }
                    }
                    out
                })
            });
            assert_eq!(win_probability(&cards), want, "{:?}", cards);
        }
    }

    #[test]
    fn rank_64_denominator() {
        let cards: Vec<(u64, u64)> = (0..64).map(|b| (0, 1u64 << b)).collect();
        let p = win_probability(&cards);
        assert_eq!(p.denominator, 1u128 << 64);
        assert_eq!(p.numerator, (1u128 << 64) - 1);
    }
}
