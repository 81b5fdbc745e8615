//! Zero-Move Nim (HackerRank): Nim in which each non-empty pile may, once
//! in the game and by either player, be "taken from" by 0 as a move.
//!
//! A pile is (p, the pass still there or not). Once its pass is used it is
//! a Nim pile, worth p. With the pass still there, (p) has the options
//! (q) for q < p (the pass kept) and the Nim pile p (the pass used). By
//! induction on p:
//!
//! ```text
//! g(0) = 0,   g(p) = p + 1 for odd p,   g(p) = p − 1 for even p > 0:
//! ```
//!
//! the options q < p (pass kept) carry g(0) … g(p − 1). For odd p these
//! are exactly 0 … p − 1 (the pairs 1↔2, …, (p − 2)↔(p − 1) swapped, all
//! there) and the pass adds p: the mex is p + 1. For even p > 0 they are
//! 0 … p − 2 and g(p − 1) = p, and the pass adds p again: the mex is
//! p − 1. So the pairs (1, 2), (3, 4), … swap, and a sum is decided by the
//! XOR of the values.

/// The Grundy value of a Zero-Move Nim pile of `pile` whose pass is still
/// there: `pile + 1` if odd, `pile − 1` if even and not 0, 0 for 0. (With
/// the pass used, the pile is a Nim pile, worth `pile`.)
///
/// # Complexity
/// O(1).
///
/// # Panics
/// If `pile` is `u64::MAX` (its value 2^64 does not fit).
///
/// # Example
/// ```
/// use grundy_core::games::zero_move_nim::grundy;
/// assert_eq!([0, 1, 2, 3, 4].map(grundy), [0, 2, 1, 4, 3]);
/// // Piles 1 2 3: Nim's nim-sum is 0, but here 2 ⊕ 1 ⊕ 4 = 7 wins.
/// assert_eq!(grundy(1) ^ grundy(2) ^ grundy(3), 7);
/// ```
pub fn grundy(pile: u64) -> u64 {
    match pile {
        0 => 0,
        p if p % 2 == 1 => p.checked_add(1).expect("pile below u64::MAX"),
        p => p - 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::mover_wins;

    /// A pile from the rules: its size and whether its pass is still there.
    type Pile = (u64, bool);

    /// The moves of one pile, from the rules alone.
    fn pile_moves(&(p, pass): &Pile) -> Vec<Pile> {
        let mut next: Vec<Pile> = (0..p).map(|q| (q, pass)).collect();
        if pass && p > 0 {
            next.push((p, false));
        }
        next
    }

    /// The moves of a list of piles: one move in one pile.
    fn sum_moves(piles: &[Pile]) -> Vec<Vec<Pile>> {
        let mut out = Vec::new();
        for i in 0..piles.len() {
            for q in pile_moves(&piles[i]) {
                let mut next = piles.to_vec();
                next[i] = q;
                out.push(next);
            }
        }
        out
    }

    /// g(p) is the one v for which the pile beside a spent pile of v (a Nim
    /// heap) loses for the mover; checked by the crate's oracle, which
    /// knows no Grundy theory, for every pile to 40.
    #[test]
    fn every_pile_to_40_against_the_oracle() {
        for p in 0..=40u64 {
            let g = grundy(p);
            let loses = |v: u64| !mover_wins(vec![(p, true), (v, false)], |p| sum_moves(p));
            // A sum is lost only when the values are equal, so this pins g.
            assert!(loses(g), "pile {p}: value {g}");
            assert!(!loses(g + 1), "pile {p}");
        }
    }

    /// Every set of up to three piles to 7, and pairs to 14: the mover wins
    /// exactly when the values XOR to something other than 0.
    #[test]
    fn sums_against_the_oracle() {
        let mut cases: Vec<Vec<u64>> = Vec::new();
        for a in 0..=14u64 {
            for b in 0..=14u64 {
                cases.push(vec![a, b]);
            }
        }
        for a in 0..=7u64 {
            for b in a..=7 {
                for c in b..=7 {
                    cases.push(vec![a, b, c]);
                }
            }
        }
        for piles in cases {
            let start: Vec<Pile> = piles.iter().map(|&p| (p, true)).collect();
            let x = piles.iter().fold(0, |x, &p| x ^ grundy(p));
            assert_eq!(mover_wins(start, |p| sum_moves(p)), x != 0, "{piles:?}");
        }
    }

    /// The official sample and the traps the statement names.
    #[test]
    fn sample_and_traps() {
        let first_wins = |piles: &[u64]| piles.iter().fold(0, |x, &p| x ^ grundy(p)) != 0;
        assert!(first_wins(&[1, 2]));
        assert!(!first_wins(&[2, 2]));
        assert!(first_wins(&[1, 2, 3]));
        assert!(!first_wins(&[1, 2, 4]));
        assert_eq!(grundy((1 << 30) - 1), 1 << 30);
        assert_eq!(grundy(u64::MAX - 1), u64::MAX - 2);
    }
}
