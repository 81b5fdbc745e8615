//! A two-player game with a score at its end, as the searches of this
//! folder need it.
//!
//! Two players take turns; when the game is over it has a score, zero-sum:
//! what one player gains the other loses. Every score here is seen from the
//! player to move, so one number describes a position for both players
//! (the *negamax* convention): the value of a position is
//!
//! ```text
//! v(p) = score(p)                       if the game is over at p,
//! v(p) = max { -v(q) : p -> q }         otherwise.
//! ```
//!
//! A game of win, loss or draw is the special case of scores −1, 0 and 1,
//! written through [`End`]: how the game ended for the player who just
//! moved, as the `minimax` crate's `Winner` says it.
//!
//! [`Game`] is all that [`Negamax`](super::negamax::Negamax) and
//! [`AlphaBeta`](super::alpha_beta::AlphaBeta) need; [`Canonical`] adds the
//! key a transposition table files positions under
//! ([`TableNegamax`](super::table::TableNegamax) and
//! [`AlphaBeta::with_table`](super::alpha_beta::AlphaBeta::with_table)).
//! The worked example is [`TicTacToe`](super::tic_tac_toe::TicTacToe).

use std::hash::Hash;

/// A final score, from the point of view of the player to move.
pub type Score = i32;

/// How a game that is over ended, for the player who has just moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum End {
    /// The player who just moved won (tic-tac-toe: they made a line).
    Won,
    /// Nobody won.
    Draw,
    /// The player who just moved lost (their move ended the game badly for
    /// them, as the last move does in misère play).
    Lost,
}

impl End {
    /// The score of this end for the player to move: −1 if the player who
    /// just moved won, 0 for a draw, 1 if they lost.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::search::game::End;
    /// assert_eq!(End::Won.score(), -1);
    /// assert_eq!(End::Draw.score(), 0);
    /// assert_eq!(End::Lost.score(), 1);
    /// ```
    pub fn score(self) -> Score {
        match self {
            End::Won => -1,
            End::Draw => 0,
            End::Lost => 1,
        }
    }
}

/// A finite two-player zero-sum game of perfect information.
///
/// # Laws
///
/// An implementation must satisfy, for every position `p`:
///
/// 1. **Finite and acyclic.** Every sequence of moves from `p` reaches a
///    position where the game is over: no position can be reached from
///    itself, and only finitely many can be reached at all.
/// 2. **Over, or a move.** If `score(p)` is `None`, `moves(p)` lists at
///    least one move; if it is `Some`, the searches never ask for moves.
/// 3. **The mover's view.** `score(p)` is the result for the player to move
///    at `p` (the other player's is its negation), strictly between
///    `-Score::MAX` and `Score::MAX`, so it negates without overflow and
///    the searches' open window lies outside every value.
/// 4. **Deterministic.** `score`, `moves` and `play` give the same answers
///    every time they are asked about the same position.
///
/// The searches recurse once per move played, so the depth of their
/// recursion is the length of the longest play from the position searched:
/// the number of cells of a board game (9 or 16 for tic-tac-toe). This is a
/// trait for shallow game trees, never for a game whose length is an input
/// size.
pub trait Game {
    /// A position, including whose turn it is if that matters.
    type Position: Clone;
    /// A move, small enough to copy (a cell, a pile and an amount).
    type Move: Copy;

    /// `Some(score)` if the game is over at `p`, for the player to move;
    /// `None` while it goes on.
    fn score(&self, p: &Self::Position) -> Option<Score>;

    /// Appends the moves at `p` (a position where the game goes on) to
    /// `moves`, a buffer the caller owns and has emptied.
    fn moves(&self, p: &Self::Position, moves: &mut Vec<Self::Move>);

    /// The position after the player to move at `p` plays `m`.
    fn play(&self, p: &Self::Position, m: Self::Move) -> Self::Position;
}

/// A [`Game`] whose positions have a canonical key, under which a
/// transposition table files their values.
///
/// # Laws
///
/// Besides the laws of [`Game`]: `key(p) == key(q)` only if `p` and `q` are
/// the same game up to a renaming of moves (a mirror image of a board, a
/// sorted list of piles), so that their values are equal. Two positions
/// that are the same game may have different keys (the table then holds
/// both), but never the other way round.
pub trait Canonical: Game {
    /// The key, cheap to hash and compare.
    type Key: Clone + Eq + Hash;

    /// The key of `p`'s class of equal positions.
    fn key(&self, p: &Self::Position) -> Self::Key;
}

/// One move buffer per ply, reused from one position to the next: a search
/// takes the buffer of its depth, fills it, walks it and gives it back, so
/// a search allocates only while it reaches a depth for the first time.
pub(crate) struct MoveBuffers<M> {
    free: Vec<Vec<M>>,
}

impl<M> MoveBuffers<M> {
    /// No buffers yet.
    pub(crate) fn new() -> Self {
        MoveBuffers { free: Vec::new() }
    }

    /// The empty buffer of depth `ply`.
    pub(crate) fn take(&mut self, ply: usize) -> Vec<M> {
        if self.free.len() <= ply {
            self.free.resize_with(ply + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.free[ply]);
        moves.clear();
        moves
    }

    /// Gives the buffer of depth `ply` back.
    pub(crate) fn give(&mut self, ply: usize, moves: Vec<M>) {
        self.free[ply] = moves;
    }
}
