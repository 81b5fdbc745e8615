//! Misère play: the player who makes the last move loses.
//!
//! Misère Nim (Bouton): with every pile at most 1 the mover wins exactly
//! when the 1-piles are even in number; otherwise exactly as under normal
//! play.
//!
//! Used by `t13-misere-nim`.

use super::nim::NimPosition;
use std::borrow::Borrow;

/// Whether the player to move wins misère Nim (the player who takes the
/// last counter loses) with these piles.
///
/// Bouton's misère rule: if every pile is at most 1, the mover wins exactly
/// when the number of 1-piles is even (with no piles at all the mover cannot
/// move, and so wins); otherwise, exactly as in normal Nim, when the
/// nim-sum is not 0. Play follows normal Nim until a move would leave only
/// piles of size ≤ 1; then the winner leaves an odd number of 1-piles.
///
/// # Complexity
/// O(m) for `m` piles.
///
/// # Example
/// ```
/// use grundy_core::games::misere::misere_nim_mover_wins;
/// use grundy_core::games::nim::nim_mover_wins;
/// // Three 1-piles: normal play, the mover takes the last; misère, loses.
/// assert!(nim_mover_wins(&[1, 1, 1]));
/// assert!(!misere_nim_mover_wins(&[1, 1, 1]));
/// assert!(misere_nim_mover_wins(&[1, 1]));
/// assert!(misere_nim_mover_wins(&[]));
/// // A pile of 2 or more: the same as normal play.
/// assert!(misere_nim_mover_wins(&[2, 1]));
/// ```
pub fn misere_nim_mover_wins<I>(piles: I) -> bool
where
    I: IntoIterator,
    I::Item: Borrow<u64>,
{
    NimPosition::of(piles).misere_mover_wins()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nim::nim_mover_wins;
    use crate::games::testing::{nim_pile, positions};

    use crate::oracle::{mover_wins_misere, sum_moves};

    use rstest::rstest;

    #[rstest]
    #[case(&[], true)]
    #[case(&[0, 0], true)]
    #[case(&[1], false)]
    #[case(&[1, 1], true)]
    #[case(&[1, 1, 1], false)]
    #[case(&[1, 0, 1, 0], true)]
    #[case(&[2], true)]
    #[case(&[2, 2], false)]
    #[case(&[2, 1], true)]
    #[case(&[1, 2, 3], false)]
    fn misere_known(#[case] piles: &[u64], #[case] want: bool) {
        assert_eq!(misere_nim_mover_wins(piles), want);
    }

    /// The misère rule against the brute-force misère search on every pile
    /// vector of up to 4 piles of size up to 4, and the contrast with normal
    /// play: the two agree whenever some pile is 2 or more.
    #[test]
    fn misere_matches_oracle() {
        for piles in positions(4, 4) {
            let want = mover_wins_misere(piles.clone(), |p| sum_moves(p, nim_pile));
            assert_eq!(misere_nim_mover_wins(&piles), want, "{:?}", piles);
            if piles.iter().any(|&p| p >= 2) {
                assert_eq!(want, nim_mover_wins(&piles), "{:?}", piles);
            }
        }
    }
}
