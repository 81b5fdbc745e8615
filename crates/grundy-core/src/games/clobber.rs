//! Clobber: each player moves one of their stones onto an orthogonally
//! adjacent stone of the other's, removing it ("clobbering" it); the player
//! who cannot move loses.
//!
//! Left plays `x` and Right `o`, as in CGSuite (`game.grid.Clobber`). Only
//! stones matter: an empty square is never moved onto, so a board's cells
//! in play are its stones, and stones with no path of stones between them
//! never meet again. A region is a connected group of stones; every map of
//! the square keeps its value, and exchanging the colours negates it. So
//! `xo` = `*`, and a group of one colour is 0.

use crate::game::{Game, Side};
use crate::partizan::grid::{Board, BoardError, Cell, Dihedral, Ruleset, Symmetry};

/// The cells of the notation: `x` Left's stone, `o` Right's, `.` none.
pub const CELLS: &str = "x, o or .";

/// Clobber as a ruleset of [`crate::partizan::grid`]: the cells in play of
/// a [`Board`] are its stones, Left's pieces `x` and Right's `o`.
///
/// # Example
/// ```
/// use grundy_core::games::clobber::{self, Rules};
/// use grundy_core::partizan::grid::Regions;
/// let mut regions = Regions::new(Rules);
/// let g = regions.value(&clobber::board(&["xo"]).unwrap());
/// assert_eq!(g, regions.arena().star());
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Rules;

/// The four steps to an orthogonal neighbour.
const STEPS: [(isize, isize); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

/// Every map of the square, with the colours kept or exchanged, but the
/// identity: exchanging the colours negates.
const SYMMETRIES: [Symmetry; 15] = {
    const fn s(map: Dihedral, swap: bool) -> Symmetry {
        Symmetry {
            map,
            swap,
            negates: swap,
        }
    }
    [
        s(Dihedral::FlipRows, false),
        s(Dihedral::FlipCols, false),
        s(Dihedral::HalfTurn, false),
        s(Dihedral::Transpose, false),
        s(Dihedral::AntiTranspose, false),
        s(Dihedral::QuarterTurn, false),
        s(Dihedral::ThreeQuarterTurn, false),
        s(Dihedral::Identity, true),
        s(Dihedral::FlipRows, true),
        s(Dihedral::FlipCols, true),
        s(Dihedral::HalfTurn, true),
        s(Dihedral::Transpose, true),
        s(Dihedral::AntiTranspose, true),
        s(Dihedral::QuarterTurn, true),
        s(Dihedral::ThreeQuarterTurn, true),
    ]
};

impl Game for Rules {
    type Position = Board;
    fn options(&self, board: &Board, side: Side, out: &mut Vec<Board>) {
        let (ours, theirs) = (board.pieces(side), board.pieces(side.other()));
        for &(dr, dc) in &STEPS {
            // Our stones with one of theirs a step (dr, dc) away.
            let mut movers = ours & board.shifted(theirs, -dr, -dc);
            while movers != 0 {
                let a = movers & movers.wrapping_neg();
                movers &= movers - 1;
                let b = board.shifted(a, dr, dc);
                let (ours, theirs) = (ours & !a | b, theirs & !b);
                let (left, right) = match side {
                    Side::Left => (ours, theirs),
                    Side::Right => (theirs, ours),
                };
                out.push(board.with_masks(board.cells() & !a, left, right));
            }
        }
    }
}

impl Ruleset for Rules {
    fn symmetries(&self) -> &[Symmetry] {
        &SYMMETRIES
    }
}

/// The board drawn as rows of `x` (Left's stone), `o` (Right's) and `.`
/// (no stone), row 0 on top.
///
/// # Errors
/// As [`Board::parse`]: [`BoardError::Size`] for no row, an empty row or
/// more than 64 cells, [`BoardError::RowLength`] for rows of unequal
/// lengths, [`BoardError::BadCell`] for another character.
///
/// # Complexity
/// O(rows · cols).
///
/// # Example
/// ```
/// use grundy_core::games::clobber;
/// let b = clobber::board(&["xo.", ".ox"]).unwrap();
/// assert_eq!(b.cells().count_ones(), 4);
/// assert_eq!(clobber::text(&b), "xo.|.ox");
/// ```
pub fn board<S: AsRef<str>>(rows: &[S]) -> Result<Board, BoardError> {
    Board::parse(rows, CELLS, |ch| match ch {
        b'x' => Some(Cell::Piece(Side::Left)),
        b'o' => Some(Cell::Piece(Side::Right)),
        b'.' => Some(Cell::Off),
        _ => None,
    })
}

/// The board as its rows of `x`, `o` and `.` joined by `|`, the form
/// CGSuite reads (`game.grid.Clobber("xo.|.ox")`).
///
/// # Complexity
/// O(rows · cols).
///
/// # Example
/// See [`board`].
pub fn text(board: &Board) -> String {
    board.text(|c| match c {
        Cell::Piece(Side::Left) => 'x',
        Cell::Piece(Side::Right) => 'o',
        Cell::Off | Cell::Empty => '.',
    })
}

/// The board of `rows × cols` stones in a chequer pattern, `x` on the
/// corner (0, 0): the usual starting position.
///
/// # Errors
/// [`BoardError::Size`] if a side is 0 or the board has more than 64
/// cells.
///
/// # Complexity
/// O(rows · cols).
///
/// # Example
/// ```
/// use grundy_core::games::clobber;
/// assert_eq!(clobber::text(&clobber::chequered(2, 3).unwrap()), "xox|oxo");
/// ```
pub fn chequered(rows: usize, cols: usize) -> Result<Board, BoardError> {
    let mut b = Board::new(rows, cols)?;
    for r in 0..rows {
        for c in 0..cols {
            let side = if (r + c) % 2 == 0 {
                Side::Left
            } else {
                Side::Right
            };
            b.set(r, c, Cell::Piece(side));
        }
    }
    Ok(b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::grid::{proof, Regions};
    use crate::partizan::notation::{parse, Limits};
    use rstest::rstest;

    /// Values from CGSuite (`game.grid.Clobber("…").CanonicalForm`,
    /// evaluated on the core jar, and each form below checked equal to it
    /// there with `==`), and by hand: `xo` = `*` (each side's one move ends
    /// the game), a stone with two of the other's beside it `xxo` = `^`
    /// (Albert, Grossman, Nowakowski, Wolfe, "An introduction to Clobber",
    /// Integers 5(2), 2005), the 3 × 4 and 2 × 2 chequered boards.
    #[rstest]
    #[case(&["xo"], "*")]
    #[case(&["xox"], "*")]
    #[case(&["xxo"], "^")]
    #[case(&["xoo"], "v")]
    #[case(&["xxxo"], "{0|^}")]
    #[case(&["xoxo"], "{*,^|*,v}")]
    #[case(&["xxoo"], "0")]
    #[case(&["xoxox"], "{*|v}")]
    #[case(&["xoxoxo"], "0")]
    #[case(&["xxoxo"], "*")]
    #[case(&["xo", "ox"], "*")]
    #[case(&["xx", "oo"], "0")]
    #[case(&["xo.", ".ox"], "0")]
    #[case(&["xox", "oxo"], "0")]
    #[case(&["xoxo", "oxox"], "*")]
    #[case(&["xox", "oxo", "xox"], "*")]
    #[case(&["xoxo", "oxox", "xoxo"], "0")]
    fn known_values(#[case] rows: &[&str], #[case] want: &str) {
        let mut regions = Regions::new(Rules);
        let g = regions.value(&board(rows).unwrap());
        let want = parse(regions.arena_mut(), want, Limits::STATEMENT).unwrap();
        assert_eq!(g, want, "{rows:?}");
    }

    /// The engine of regions equals the whole board's plain canonical form
    /// on every board of `cells` cells (every shape, each cell `x`, `o` or
    /// none), the symmetries right on boards of at most `symmetries_to`
    /// cells and the outcome minimax's to `minimax_to` cells, and more than
    /// a quarter of the boards split.
    fn regions_equal_whole_boards(
        cells: std::ops::RangeInclusive<usize>,
        symmetries_to: usize,
        minimax_to: usize,
    ) {
        let states = [Cell::Off, Cell::Piece(Side::Left), Cell::Piece(Side::Right)];
        let checks = proof::Checks {
            symmetries_to,
            minimax_to,
        };
        let seen = proof::every_shape(Rules, cells, &states, checks);
        assert!(seen.split > seen.boards / 4, "{seen:?}");
    }

    /// Every board of up to 7 cells: the fifteen symmetries are right, and
    /// to 6 cells the outcome is minimax's.
    #[test]
    fn regions_equal_whole_boards_to_7_cells() {
        regions_equal_whole_boards(1..=7, 7, 6);
    }

    /// The same on every board of 8 to 11 cells (the symmetries to 9).
    #[test]
    #[ignore = "slow: every Clobber board of 8 to 11 cells, regions against whole boards"]
    fn regions_equal_whole_boards_to_11_cells() {
        regions_equal_whole_boards(8..=11, 9, 0);
    }

    /// The chequered 4 × 4 board, and every position the whole-board search
    /// meets from it.
    #[test]
    #[ignore = "slow: Clobber 4x4 and every position reachable from it, regions against the whole board"]
    fn regions_equal_whole_board_on_4x4() {
        let start = chequered(4, 4).unwrap();
        let mut regions = Regions::new(Rules);
        let seen = proof::reachable(Rules, &mut regions, &start);
        assert!(seen.boards > 10_000, "{seen:?}");
    }
}
