//! Take any, or split into three (HDU 5795, A Simple Nim): a move takes
//! any positive number of counters from one heap, or splits one heap into
//! three non-empty heaps (taking nothing). Normal play.
//!
//! A heap of x is worth
//!
//! ```text
//! g(0) = 0,   g(8m + 7) = 8m + 8,   g(8m + 8) = 8m + 7,   otherwise g(x) = x,
//! ```
//!
//! Lasker's Nim ([`games::lasker`](crate::games::lasker), split into two)
//! swaps inside blocks of 4; here the swap is inside blocks of 8, and the
//! heap of 8m + 7 gets the larger value. g maps each block 8m + 1 … 8m + 8
//! onto itself. Write g(y) = y + δ(y) with δ = +1 for y ≡ 7, −1 for y ≡ 0
//! (mod 8, y > 0) and 0 otherwise.
//!
//! **Proof**, by induction on x: assume the form below x, and show that
//! the mex of x's options is g(x).
//!
//! 1. *The removals reach every value below x* except that for x ≡ 0 they
//!    reach x itself instead of x − 1: they reach g(y) for every y < x,
//!    which fills {0, …, 8m} (the whole blocks below) and the block's
//!    values below x, g(8m + 1 … x − 1); those are 8m + 1 … x − 1 while
//!    x ≤ 8m + 7, and for x = 8m + 8 also g(8m + 7) = 8m + 8.
//! 2. *x = 8m + 7 reaches x by a split*: 1 + 2 + (8m + 4) is worth
//!    1 ⊕ 2 ⊕ (8m + 4) = 8m + 7.
//! 3. *No split reaches g(x)* (the lemma). Let a + b + c = x, v =
//!    g(a) ⊕ g(b) ⊕ g(c) and G = g(a) + g(b) + g(c) = x + δ(a) + δ(b) +
//!    δ(c). A XOR is at most the sum, v ≤ G, with equality only when no two
//!    of the three share a bit. If v = g(x), their lowest three bits agree;
//!    those of g(y) depend only on y mod 8, and x mod 8 on the three
//!    residues. Of the 8³ residue triples, those where the low bits agree
//!    all have δ(a) + δ(b) + δ(c) ≤ δ(x), so v ≤ G ≤ g(x); and where the
//!    two are equal, two of the three parts have residue 4, 5, 6 or 7 in
//!    their values g, so they share bit 2, and v < G = g(x). (The test
//!    `lemma_over_residues` checks the 512 triples.)
//!
//! So for x ≢ 7, 0 (mod 8) the options hold 0 … x − 1 and not x: g = x;
//! for x = 8m + 7 they hold 0 … 8m + 7 and not 8m + 8; for x = 8m + 8
//! they hold 0 … 8m + 6 and 8m + 8, not 8m + 7. ∎
//!
//! The tests also derive the values from the moves alone
//! ([`sg::split_k::split_k_table`](crate::sg::split_k::split_k_table),
//! itself checked against the plain mex and a search of the game) for
//! every heap up to [`TAKE_OR_SPLIT_THREE_CHECKED`].

/// The heaps up to which the tests derive [`grundy`] from the game's
/// definition: 400.
pub const TAKE_OR_SPLIT_THREE_CHECKED: usize = 400;

/// The Grundy value of a heap of `x`: x + 1 for x ≡ 7, x − 1 for x ≡ 0
/// (mod 8, x > 0), else x.
///
/// # Complexity
/// O(1).
///
/// # Panics
/// If x = 2^64 − 1 (≡ 7), whose value 2^64 does not fit a `u64`.
///
/// # Example
/// ```
/// use grundy_core::games::take_or_split_three::grundy;
/// let g: Vec<u64> = (0..17).map(grundy).collect();
/// assert_eq!(g, [0, 1, 2, 3, 4, 5, 6, 8, 7, 9, 10, 11, 12, 13, 14, 16, 15]);
/// ```
pub fn grundy(x: u64) -> u64 {
    match x % 8 {
        7 => x + 1,
        0 if x > 0 => x - 1,
        _ => x,
    }
}

/// Whether the player to move wins with these heaps: the XOR of their
/// values is not 0.
///
/// # Complexity
/// O(n).
///
/// # Panics
/// If a heap is 2^64 − 1 (see [`grundy`]).
///
/// # Example
/// ```
/// use grundy_core::games::take_or_split_three::mover_wins;
/// // HDU 5795's sample: 4 4 loses, 1 2 4 wins.
/// assert!(!mover_wins(&[4, 4]));
/// assert!(mover_wins(&[1, 2, 4]));
/// // 1 ⊕ 6 ⊕ 7 = 0 as plain Nim, but g(7) = 8: the mover wins.
/// assert!(mover_wins(&[1, 6, 7]));
/// ```
pub fn mover_wins(heaps: &[u64]) -> bool {
    heaps.iter().fold(0, |x, &h| x ^ grundy(h)) != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::split_k::split_k_table;

    #[test]
    fn closed_form_matches_the_table_of_the_moves() {
        let table = split_k_table(TAKE_OR_SPLIT_THREE_CHECKED, 3, |x| 0..x);
        for (x, &g) in table.iter().enumerate() {
            assert_eq!(grundy(x as u64), g, "heap {}", x);
        }
    }

    /// The residue part of the proof's lemma, over all 512 triples.
    #[test]
    fn lemma_over_residues() {
        let low = |y: u64| grundy(y + 8) % 8; // the low bits of g for y mod 8
        let delta = |y: u64| grundy(y + 8) as i64 - (y + 8) as i64;
        for (a, b, c) in itertools::iproduct!(0..8u64, 0..8u64, 0..8u64) {
            let x = (a + b + c) % 8;
            if low(a) ^ low(b) ^ low(c) != low(x) {
                continue;
            }
            let sum = delta(a) + delta(b) + delta(c);
            assert!(sum <= delta(x), "{} {} {}", a, b, c);
            if sum == delta(x) {
                let shared = [low(a), low(b), low(c)]
                    .iter()
                    .filter(|&&r| r & 4 != 0)
                    .count();
                assert!(shared >= 2, "{} {} {}", a, b, c);
            }
        }
    }

    /// Plain Nim is wrong where a heap is 7 or 0 mod 8.
    #[test]
    fn differs_from_plain_nim() {
        // 1 ⊕ 6 ⊕ 7 = 0 as Nim, but g(7) = 8: the mover wins.
        assert!(mover_wins(&[1, 6, 7]));
        // 1 ⊕ 6 ⊕ 8 = 15 as Nim, but g(8) = 7: the mover loses.
        assert!(!mover_wins(&[1, 6, 8]));
    }
}
