//! Grundy's game: heaps of tokens; a move splits one heap into two
//! non-empty heaps of different sizes. The player who cannot move loses.
//! It is not octal, but a [`Rule`] of the octal engines all the same
//! ([`Rule::grundys_game`]), so its values come from
//! [`sg::octal`](crate::sg::octal) ([`grundy_table`]), with its losing heaps
//! (OEIS A036685) and how far they are checked; [`GrundysGame`] is the game
//! itself, with positions, for brute force and the generic engine.

use crate::game::{Canonical, Game, Impartial, Side};
use crate::sg::octal::{sparse_table, Rule};

/// Grundy's game g[0..=n], by the sparse engine.
///
/// # Complexity
/// Between O(n · r) for r rare heaps and O(n²). Only about 1300 heaps below
/// 10^6 are rare, but about 30 rare values below each mex need common ⊕
/// common witnesses; recent witnesses answer most of them and a scan the
/// rest (`bench/octal_solvers.sh` measures it).
///
/// # Example
/// ```
/// use grundy_core::games::grundys_game::grundy_table;
/// assert_eq!(grundy_table(8), vec![0, 0, 0, 1, 0, 2, 1, 0, 2]);
/// ```
pub fn grundy_table(n: usize) -> Vec<u32> {
    sparse_table(&Rule::grundys_game(), n)
}

/// The largest heap of Grundy's game whose value is 0 (the last term of
/// OEIS A036685): a single heap of n > 1222 is won by the player to move,
/// as far as anyone has computed.
pub const LAST_ZERO: u64 = 1222;

/// Up to this heap the tests compute Grundy's game (by the sparse engine)
/// and find no value 0 after [`LAST_ZERO`]: 10^6, the bound of
/// CSES 2207. (tczajka/octal-games reports none below 2^21; beyond, that
/// there is none is a conjecture.)
pub const ZEROS_CHECKED: u64 = 1_000_000;

/// The heaps n ≤ [`LAST_ZERO`] at which the player to move
/// loses a single heap of Grundy's game, increasing: by the tests, every
/// such heap up to [`ZEROS_CHECKED`].
///
/// # Complexity
/// The sparse engine's time for 1223 values (well under a millisecond).
///
/// # Example
/// ```
/// use grundy_core::games::grundys_game::zeros;
/// let zeros = zeros();
/// assert_eq!(&zeros[..6], &[0, 1, 2, 4, 7, 10]);
/// assert_eq!(zeros.last(), Some(&1222));
/// ```
pub fn zeros() -> Vec<u64> {
    let g = grundy_table(LAST_ZERO as usize);
    (0..g.len() as u64)
        .filter(|&n| g[n as usize] == 0)
        .collect()
}

/// Grundy's game with positions: a position is the multiset of heaps, as
/// the sorted list of those of two tokens or more (a heap of 1 or 2 never
/// moves again, so it is dropped); the options are listed that way too.
///
/// # Example
/// ```
/// use grundy_core::game::Impartial;
/// use grundy_core::games::grundys_game::GrundysGame;
/// // 7 splits as 1 + 6, 2 + 5 or 3 + 4.
/// assert_eq!(GrundysGame.moves(&vec![7]), vec![vec![6], vec![5], vec![3, 4]]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GrundysGame;

impl Game for GrundysGame {
    type Position = Vec<u64>;

    fn options(&self, heaps: &Vec<u64>, _: Side, out: &mut Vec<Vec<u64>>) {
        for (i, &h) in heaps.iter().enumerate() {
            for small in (1..).take_while(|&a| 2 * a < h) {
                let mut next = heaps.clone();
                next[i] = small;
                next.push(h - small);
                out.push(self.key(&next));
            }
        }
    }
}

impl Impartial for GrundysGame {}

impl Canonical for GrundysGame {
    type Key = Vec<u64>;

    /// The sorted list of the heaps of 3 or more.
    fn key(&self, heaps: &Vec<u64>) -> Vec<u64> {
        let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 2).collect();
        key.sort_unstable();
        key
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::wins;
    use crate::sg::engine::Engine;
    use crate::sg::octal::testing::GRUNDY_ZEROS;

    /// The table is the game: the generic engine on the heaps themselves
    /// gives the same values, and the brute-force search says the mover
    /// loses a pair of heaps exactly when their values are equal.
    #[test]
    fn the_table_is_the_game_of_heaps() {
        let g = grundy_table(24);
        let mut engine = Engine::new(GrundysGame);
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(engine.grundy(&vec![n as u64]), u64::from(v), "heap {}", n);
        }
        for a in 0..12u64 {
            for b in 0..12u64 {
                let equal = g[a as usize] == g[b as usize];
                assert_eq!(wins(&GrundysGame, vec![a, b]), !equal, "heaps {} {}", a, b);
            }
        }
    }

    /// The zeros are OEIS A036685, and no heap from 1223 to `n` has value
    /// 0.
    fn grundys_game_has_no_zero_after_1222_to(n: usize) {
        let zeros: Vec<usize> = zeros().iter().map(|&n| n as usize).collect();
        assert_eq!(zeros, GRUNDY_ZEROS);
        let g = grundy_table(n);
        let last = (0..g.len()).rev().find(|&n| g[n] == 0);
        assert_eq!(last, Some(LAST_ZERO as usize));
    }

    #[test]
    fn grundys_game_has_no_zero_after_1222_to_20000() {
        grundys_game_has_no_zero_after_1222_to(20_000);
    }

    /// To 10^6 (ZEROS_CHECKED): what a judge answer for any heap up to that
    /// bound relies on.
    #[test]
    #[ignore = "slow: 10^6 values of Grundy's game"]
    fn grundys_game_has_no_zero_after_1222_up_to_the_checked_bound() {
        grundys_game_has_no_zero_after_1222_to(ZEROS_CHECKED as usize);
    }
}
