//! Named games of the octal engine: Kayles, Grundy's game, and the losing
//! heaps of Grundy's game (OEIS A036685) with how far they are checked.

use super::{sparse_table, Rule};

/// Kayles (the octal game 0.77: knock down one pin or two adjacent pins of a
/// row), g[0..=n], by the sparse engine.
///
/// # Complexity
/// O(n): Kayles has a bounded number of rare heaps.
///
/// # Example
/// ```
/// use grundy_core::sg::octal::kayles;
/// assert_eq!(kayles(8), vec![0, 1, 2, 3, 1, 4, 3, 2, 1]);
/// ```
pub fn kayles(n: usize) -> Vec<u32> {
    sparse_table(&Rule::parse("0.77").expect("0.77 is a code"), n)
}

/// Grundy's game g[0..=n], by the sparse engine.
///
/// # Complexity
/// Between O(n · r) for r rare heaps and O(n²). Only about 1300 heaps below
/// 10^6 are rare, but about 30 rare values below each mex need common ⊕
/// common witnesses; recent witnesses answer most of them and a scan the
/// rest (`scripts/bench-octal.sh` measures it).
///
/// # Example
/// ```
/// use grundy_core::sg::octal::grundys_game;
/// assert_eq!(grundys_game(8), vec![0, 0, 0, 1, 0, 2, 1, 0, 2]);
/// ```
pub fn grundys_game(n: usize) -> Vec<u32> {
    sparse_table(&Rule::grundys_game(), n)
}

/// The largest heap of Grundy's game whose value is 0 (the last term of
/// OEIS A036685): a single heap of n > 1222 is won by the player to move,
/// as far as anyone has computed.
pub const GRUNDYS_GAME_LAST_ZERO: u64 = 1222;

/// Up to this heap the tests compute Grundy's game (by the sparse engine)
/// and find no value 0 after [`GRUNDYS_GAME_LAST_ZERO`]: 10^6, the bound of
/// CSES 2207. (tczajka/octal-games reports none below 2^21; beyond, that
/// there is none is a conjecture.)
pub const GRUNDYS_GAME_ZEROS_CHECKED: u64 = 1_000_000;

/// The heaps n ≤ [`GRUNDYS_GAME_LAST_ZERO`] at which the player to move
/// loses a single heap of Grundy's game, increasing: by the tests, every
/// such heap up to [`GRUNDYS_GAME_ZEROS_CHECKED`].
///
/// # Complexity
/// The sparse engine's time for 1223 values (well under a millisecond).
///
/// # Example
/// ```
/// use grundy_core::sg::octal::grundys_game_zeros;
/// let zeros = grundys_game_zeros();
/// assert_eq!(&zeros[..6], &[0, 1, 2, 4, 7, 10]);
/// assert_eq!(zeros.last(), Some(&1222));
/// ```
pub fn grundys_game_zeros() -> Vec<u64> {
    let g = grundys_game(GRUNDYS_GAME_LAST_ZERO as usize);
    (0..g.len() as u64)
        .filter(|&n| g[n as usize] == 0)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::octal::testing::GRUNDY_ZEROS;

    /// The zeros are OEIS A036685, and no heap from 1223 to 10^6 has value
    /// 0: what a judge answer for any heap up to that bound relies on.
    #[test]
    fn grundys_game_has_no_zero_after_1222_up_to_the_checked_bound() {
        let zeros: Vec<usize> = grundys_game_zeros().iter().map(|&n| n as usize).collect();
        assert_eq!(zeros, GRUNDY_ZEROS);
        let g = grundys_game(GRUNDYS_GAME_ZEROS_CHECKED as usize);
        let last = (0..g.len()).rev().find(|&n| g[n] == 0);
        assert_eq!(last, Some(GRUNDYS_GAME_LAST_ZERO as usize));
    }
}
