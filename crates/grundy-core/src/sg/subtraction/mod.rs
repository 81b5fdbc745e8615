//! Subtraction games: one pile, a move removes some s ∈ S tokens.
//!
//! The Grundy value of a pile of x tokens is
//!
//! ```text
//! g(x) = mex{ g(x − s) : s ∈ S, s ≤ x }
//! ```
//!
//! so g(0) = 0 (no move applies) and the table fills left to right in
//! O(n·|S|) ([`grundy_table`]). A pile whose only applicable moves lead to
//! non-zero values has g = 0: the player to move loses. A sum of piles has
//! the XOR of their values (Sprague-Grundy), never their sum. The sequence is
//! eventually periodic, and [`certified_period`] finds its least period with
//! a certificate; [`pile_values`] takes whichever of the two fits the piles
//! asked about; [`win_loss_table`] answers only who wins, by a bitset sweep.
//!
//! Moves up to 10^18: [`closed_form`] answers the families of at most three
//! moves that have one in O(1), and [`runs::certified_period`] certifies the
//! period on a sequence kept as runs of short patterns, never a table of
//! max(S) values ([`pile_values`] takes them in that order). For move sets
//! of high density, [`sg::bitset`](crate::sg::bitset) has the tables.
//!
//! A move set is a [`MoveSet`]: sorted, without duplicates, and without 0
//! (a move that removes nothing is a pass, and the game would never end).
//! It is the one place where a zero move is refused.

pub mod closed_form;
mod period;
mod piles;
pub mod runs;
mod table;
mod win_loss;

pub use period::{certified_period, default_max_terms, DEFAULT_MAX_TERMS, DEFAULT_MAX_WORK};
pub use piles::{pile_values, RUNS_TERMS, SMALL_TABLE};
pub use table::{grundy_table, GrundyTable};
pub use win_loss::{win_loss_table, WinLoss};

use crate::game::{Canonical, Game, Impartial, Side};
use std::fmt;

/// Why a move of 0 is refused, in words: the text of [`ZeroMove`], and what
/// the binaries say when they read one.
pub const ZERO_MOVE: &str = "removing nothing is a pass, and the game would be loopy";

/// A move set with a move of 0, which does not define a finite game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ZeroMove {
    /// Where in the given list the zero stands (0-based).
    pub index: usize,
}

impl fmt::Display for ZeroMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "element {} of S is 0: {}", self.index, ZERO_MOVE)
    }
}

impl std::error::Error for ZeroMove {}

/// The move set S of a subtraction game: distinct, ascending, each at least
/// 1.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MoveSet {
    moves: Vec<u64>,
}

impl MoveSet {
    /// The move set of `moves`, sorted, duplicates dropped.
    ///
    /// # Errors
    /// [`ZeroMove`] with the index of the first 0.
    ///
    /// # Complexity
    /// O(k log k) for k moves.
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::subtraction::{MoveSet, ZeroMove};
    /// assert_eq!(MoveSet::new(&[4, 1, 3, 1]).unwrap().as_slice(), &[1, 3, 4]);
    /// assert_eq!(MoveSet::new(&[2, 0]), Err(ZeroMove { index: 1 }));
    /// ```
    pub fn new(moves: &[u64]) -> Result<MoveSet, ZeroMove> {
        if let Some(index) = moves.iter().position(|&s| s == 0) {
            return Err(ZeroMove { index });
        }
        let mut moves = moves.to_vec();
        moves.sort_unstable();
        moves.dedup();
        Ok(MoveSet { moves })
    }

    /// The moves, ascending.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::subtraction::MoveSet;
    /// assert!(MoveSet::new(&[]).unwrap().as_slice().is_empty());
    /// ```
    pub fn as_slice(&self) -> &[u64] {
        &self.moves
    }

    /// The largest move, or `None` for the empty set.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::subtraction::MoveSet;
    /// assert_eq!(MoveSet::new(&[3, 9, 2]).unwrap().largest(), Some(9));
    /// ```
    pub fn largest(&self) -> Option<u64> {
        self.moves.last().copied()
    }

    /// The moves of at most `n`: all that can apply to a pile of at most n.
    ///
    /// # Complexity
    /// O(log k) to find them, O(k) to copy.
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::subtraction::MoveSet;
    /// let s = MoveSet::new(&[1, 5, 1_000_000_000_000]).unwrap();
    /// assert_eq!(s.up_to(10).as_slice(), &[1, 5]);
    /// ```
    pub fn up_to(&self, n: u64) -> MoveSet {
        let end = self.moves.partition_point(|&s| s <= n);
        MoveSet {
            moves: self.moves[..end].to_vec(),
        }
    }

    /// The moves of at most `n`, as indexes (they fit: they are at most n).
    fn usable(&self, n: usize) -> Vec<usize> {
        let end = self.moves.partition_point(|&s| s <= n as u64);
        self.moves[..end].iter().map(|&s| s as usize).collect()
    }
}

/// The subtraction game as a [`Game`] for the generic engine: a position is
/// a pile size, and each move of S that fits is a move.
impl Game for MoveSet {
    type Position = u64;

    fn options(&self, p: &u64, _: Side, out: &mut Vec<u64>) {
        out.extend(self.moves.iter().filter_map(|&s| p.checked_sub(s)));
    }
}

/// Both players take from the same S.
impl Impartial for MoveSet {}

/// A pile is its own key.
impl Canonical for MoveSet {
    type Key = u64;

    fn key(&self, p: &u64) -> u64 {
        *p
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::mover_wins;
    use crate::sg::engine::Engine;

    #[test]
    fn zero_is_refused_wherever_it_stands() {
        assert_eq!(MoveSet::new(&[3, 1, 0, 2]), Err(ZeroMove { index: 2 }));
        assert_eq!(MoveSet::new(&[0]), Err(ZeroMove { index: 0 }));
        assert_eq!(
            ZeroMove { index: 2 }.to_string(),
            "element 2 of S is 0: removing nothing is a pass, and the game would be loopy"
        );
    }

    /// The move set as an engine game gives the table's values, and 0
    /// exactly where the brute force says the mover loses.
    #[test]
    fn as_an_engine_game() {
        for s in [&[1u64, 3, 4][..], &[2, 3, 7], &[5]] {
            let moves = MoveSet::new(s).unwrap();
            let table = grundy_table(&moves, 60);
            let mut engine = Engine::new(moves.clone());
            for x in 0..=60u64 {
                assert_eq!(engine.grundy(&x), table.get(x).unwrap(), "S = {:?}", s);
                assert_eq!(engine.grundy(&x) != 0, mover_wins(x, |p| moves.moves(p)));
            }
        }
    }
}
