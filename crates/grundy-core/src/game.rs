//! One description of a game for the whole library.
//!
//! Two players, **Left** and **Right**, move alternately. The rules of a
//! game are the options of a position *for a side*: the positions Left may
//! move to, and those Right may move to ([`Game`]). That is Conway's
//! `G = {G^L | G^R}`, and every other kind of game in this crate is that
//! base with a capability added, a sub-trait an engine asks for:
//!
//! | capability | it adds | who asks for it |
//! |---|---|---|
//! | [`Impartial`] | both sides have the same options | the Grundy engine, the oracle, the generalized Grundy values of loopy games |
//! | [`Canonical`] | a key under which equal positions are filed | caches: the Grundy engine, transposition tables |
//! | [`Numbered`] | finitely many positions, numbered `0..len` | retrograde analysis, tables indexed by position |
//! | [`Scored`] | whose turn it is, and a score when the game is over | the searches ([`crate::search`]) |
//!
//! A partizan game (Hackenbush, Domineering) is a [`Game`] alone: Left's and
//! Right's options differ and neither side's turn is part of the position,
//! because in a sum either player may move in any component.
//!
//! The laws every implementation keeps:
//!
//! 1. **Deterministic.** `options(p, side, out)` appends the same positions
//!    every time it is asked, and nothing else is changed.
//! 2. **Hashable.** `Eq` and `Hash` on a position agree.
//!
//! Whether play always ends is *not* a law of [`Game`]: a Grundy table or a
//! search needs a finite acyclic game and says so, while retrograde analysis
//! takes a game whose play may go on forever.
//!
//! # Example
//! ```
//! use grundy_core::game::{Game, Impartial, Side};
//! /// Take one or two tokens from a pile.
//! struct TakeOneOrTwo;
//! impl Game for TakeOneOrTwo {
//!     type Position = u64;
//!     fn options(&self, &n: &u64, _side: Side, out: &mut Vec<u64>) {
//!         out.extend((1..=2).filter(|&s| s <= n).map(|s| n - s));
//!     }
//! }
//! impl Impartial for TakeOneOrTwo {}
//! assert_eq!(TakeOneOrTwo.moves(&5), vec![4, 3]);
//! assert_eq!(TakeOneOrTwo.moves(&0), Vec::<u64>::new());
//! ```

use std::hash::Hash;

/// One of the two players. Left moves first when nothing else says who.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// Left (Blue in Hackenbush, the vertical player in Domineering).
    Left,
    /// Right (Red in Hackenbush, the horizontal player in Domineering).
    Right,
}

impl Side {
    /// The other player.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::game::Side;
    /// assert_eq!(Side::Left.other(), Side::Right);
    /// assert_eq!(Side::Right.other(), Side::Left);
    /// ```
    pub fn other(self) -> Side {
        match self {
            Side::Left => Side::Right,
            Side::Right => Side::Left,
        }
    }
}

/// The rules of a game: the options of a position for each side.
///
/// # Laws
/// See the [module](self): `options` is deterministic and changes nothing,
/// and `Eq` and `Hash` on positions agree.
pub trait Game {
    /// A position of the game.
    type Position: Clone + Eq + Hash;

    /// Appends to `out` (a buffer the caller owns and has emptied) the
    /// positions `side` can move to from `p`; nothing when `side` has no
    /// move.
    fn options(&self, p: &Self::Position, side: Side, out: &mut Vec<Self::Position>);
}

/// A game whose two sides always have the same options (Nim, Kayles, a
/// token on a graph): one list of moves describes a position for both.
///
/// # Laws
/// `options(p, Side::Left, ..)` and `options(p, Side::Right, ..)` append the
/// same positions in the same order.
pub trait Impartial: Game {
    /// The positions one move away from `p`, for whoever is to move.
    ///
    /// # Complexity
    /// One call of [`Game::options`].
    ///
    /// # Example
    /// See the [module](self).
    fn moves(&self, p: &Self::Position) -> Vec<Self::Position> {
        let mut out = Vec::new();
        self.options(p, Side::Left, &mut out);
        out
    }
}

/// A game whose positions have a canonical key, under which a cache or a
/// table files their values.
///
/// # Laws
/// `key(p) == key(q)` only if `p` and `q` are the same game up to a renaming
/// (the two orders of a Nim pair, a mirror image of a board), so that every
/// value a cache holds for one is right for the other. Two positions that
/// are the same game may have different keys (the cache then holds both),
/// never the other way round.
pub trait Canonical: Game {
    /// The key, cheap to hash and compare.
    type Key: Clone + Eq + Hash;

    /// The key of `p`'s class of equal positions.
    fn key(&self, p: &Self::Position) -> Self::Key;
}

/// A game with finitely many positions, numbered `0..len()`: what the
/// dense tables of [`crate::explore::dense`] (an array indexed by position,
/// no hash map) and retrograde analysis need.
///
/// # Laws
/// `position(i)` is a position for every `i < len()`, and
/// `index(&position(i)) == Some(i)`; `index(p)` is `None` for a value of
/// the position type that is not numbered (a pile beyond the box a table
/// covers). An option that has no number is a move out of the table, which
/// the dense tables refuse with an error naming it.
pub trait Numbered: Game {
    /// How many positions there are.
    fn len(&self) -> usize;

    /// Whether there is no position at all.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The number of `p`, in `0..len()`, or `None` if `p` is not one of the
    /// numbered positions.
    fn index(&self, p: &Self::Position) -> Option<usize>;

    /// The position numbered `i < len()`.
    fn position(&self, i: usize) -> Self::Position;
}

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
    /// use grundy_core::game::End;
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

/// A turn-based game with a score at its end, zero-sum, as the searches
/// ([`crate::search`]) need it: the position says whose turn it is, and a
/// move is an option of the side to move.
///
/// Every score is seen from the player to move (the *negamax* convention),
/// so one number describes a position for both players:
///
/// ```text
/// v(p) = score(p)                                  if the game is over at p,
/// v(p) = max { -v(q) : q an option of to_move(p) }  otherwise.
/// ```
///
/// # Laws
///
/// Besides those of [`Game`], for every position `p`:
///
/// 1. **Finite and acyclic.** Every sequence of moves from `p` reaches a
///    position where the game is over.
/// 2. **Over, or a move.** If `score(p)` is `None`, the side to move has at
///    least one option; if it is `Some`, the searches ask for no option.
/// 3. **The mover's view.** `score(p)` is the result for the player to move
///    (the other player's is its negation), strictly between `-Score::MAX`
///    and `Score::MAX`, so it negates without overflow.
///
/// The searches recurse once per move played: this is a capability for
/// shallow game trees (a board of at most 16 cells), never for a game whose
/// length is an input size.
pub trait Scored: Game {
    /// The side to move at `p`.
    fn to_move(&self, p: &Self::Position) -> Side;

    /// `Some(score)` if the game is over at `p`, for the player to move;
    /// `None` while it goes on.
    fn score(&self, p: &Self::Position) -> Option<Score>;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A partizan toy: Left may take one token, Right two.
    struct Uneven;

    impl Game for Uneven {
        type Position = u8;
        fn options(&self, &n: &u8, side: Side, out: &mut Vec<u8>) {
            let take = match side {
                Side::Left => 1,
                Side::Right => 2,
            };
            out.extend(n.checked_sub(take));
        }
    }

    #[test]
    fn the_sides_have_their_own_options() {
        let mut left = Vec::new();
        let mut right = Vec::new();
        Uneven.options(&3, Side::Left, &mut left);
        Uneven.options(&3, Side::Right, &mut right);
        assert_eq!((left, right), (vec![2], vec![1]));
        let mut none = Vec::new();
        Uneven.options(&1, Side::Right, &mut none);
        assert!(none.is_empty());
    }

    #[test]
    fn the_other_side_of_the_other_side_is_the_side() {
        for side in [Side::Left, Side::Right] {
            assert_ne!(side.other(), side);
            assert_eq!(side.other().other(), side);
        }
    }
}
