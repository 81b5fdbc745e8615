//! A grid game as data: its moves on a [`Board`], which cells still matter,
//! and the symmetries it allows; one engine ([`super::regions`]) values
//! every such game.

use super::board::Board;
use super::symmetry::Symmetry;
use crate::game::Game;

/// The rules of a game played on a [`Board`]: a [`Game`] whose positions
/// are boards (its options are Left's and Right's moves), with what the
/// engine of independent regions needs besides.
///
/// Valued as a plain [`Game`] ([`crate::partizan::arena::Arena::value_of`])
/// a board is one whole position; [`super::regions::Regions`] splits it
/// first. The two agree when the laws hold, and the tests of each game
/// check that they do on every small board.
///
/// # Laws
///
/// 1. **Regions are independent.** Split [`Ruleset::live_cells`] into
///    orthogonally connected components and crop the board to each
///    ([`Board::crop`]): the board is worth the sum of those parts. So a
///    move changes cells of one component only and what a side may do in
///    one component never depends on another, or on a cell that is not
///    live; and a move's cells lie inside the board, so a part's moves are
///    the whole board's moves in that part.
/// 2. **Symmetries keep the value.** For each listed symmetry `s`, the
///    board `s.apply(b)` is worth `b`, or `−b` when `s.negates`.
///
/// # Example
/// Cram on a row: each side places a domino on two adjacent empty cells
/// (an impartial game, so both sides have the same options).
/// ```
/// use grundy_core::game::{Game, Side};
/// use grundy_core::partizan::grid::{Board, Dihedral, Regions, Ruleset, Symmetry};
/// struct RowCram;
/// impl Game for RowCram {
///     type Position = Board;
///     fn options(&self, b: &Board, _side: Side, out: &mut Vec<Board>) {
///         let mut pairs = b.cells() & b.shifted(b.cells(), 0, -1);
///         while pairs != 0 {
///             let a = pairs & pairs.wrapping_neg();
///             pairs &= pairs - 1;
///             let rest = b.cells() & !(a | b.shifted(a, 0, 1));
///             out.push(Board::from_masks(b.rows(), b.cols(), rest, 0, 0).unwrap());
///         }
///     }
/// }
/// impl Ruleset for RowCram {
///     fn symmetries(&self) -> &[Symmetry] {
///         &[Symmetry { map: Dihedral::FlipCols, swap: false, negates: false }]
///     }
/// }
/// let mut regions = Regions::new(RowCram);
/// // A row of 4 moves to a row of 2 (*1) or to two single cells (0): *2.
/// let g = regions.value(&Board::new(1, 4).unwrap());
/// assert_eq!(g, regions.arena_mut().nimber(2));
/// ```
pub trait Ruleset: Game<Position = Board> {
    /// The symmetries the game allows (the identity need not be listed).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See the [trait](Ruleset).
    fn symmetries(&self) -> &[Symmetry] {
        &[]
    }

    /// The cells of `board` that can still take part in play: the rest
    /// are dropped before the board is split (Toads-and-Frogs' pieces that
    /// can never move again, two in a row of which no piece can pass). All
    /// cells in play unless the game says otherwise.
    ///
    /// # Complexity
    /// O(1) unless the game says otherwise.
    ///
    /// # Example
    /// See the [trait](Ruleset).
    fn live_cells(&self, board: &Board) -> u64 {
        board.cells()
    }
}
