//! Domineering: Left places vertical dominoes, Right horizontal ones, on
//! the empty cells of a board.
//!
//! A domino covers two adjacent empty cells, which become blocked; the
//! player who cannot place one loses. Left is Vertical and Right is
//! Horizontal, as in Winning Ways and CGSuite, so a vertical 2×1 strip is
//! 1 and a horizontal 1×2 strip is −1; the 2×2 square is `{1|−1}` = ±1, a
//! hot game, and the board of 2 rows and 3 columns is `{2|−1/2}`.
//!
//! Two engines value a board:
//!
//! - [`Rules`], the ruleset of [`crate::partizan::grid`]: a position is the
//!   set of empty cells of a [`Board`] (up to 64), split into its connected
//!   regions, each valued once up to the eight symmetries of the square. A
//!   reflection or a half turn keeps a region's value; a transposition or a
//!   quarter turn makes vertical dominoes horizontal, so it exchanges the
//!   players: the image is the *negative*.
//! - [`Domineering`], the board as one whole position (R · C ≤ 32 cells as
//!   a `u32`), every reachable board filed by its bitmask: the plain
//!   definition, against which the regions are proved.

pub use crate::games::board::BoardError;
use std::collections::HashMap;

use crate::game::{Game, Side};
use crate::partizan::arena::{Arena, GameId};
use crate::partizan::grid::{Board, Cell, Dihedral, Regions, Ruleset, Symmetry};

/// Domineering as a ruleset: the cells in play of a [`Board`] are its empty
/// squares (no pieces); Left covers two vertically adjacent ones, Right two
/// horizontally adjacent ones.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Rules;

/// Every map of the square but the identity; those that exchange rows and
/// columns negate.
const SYMMETRIES: [Symmetry; 7] = {
    const fn s(map: Dihedral, negates: bool) -> Symmetry {
        Symmetry {
            map,
            swap: false,
            negates,
        }
    }
    [
        s(Dihedral::FlipRows, false),
        s(Dihedral::FlipCols, false),
        s(Dihedral::HalfTurn, false),
        s(Dihedral::Transpose, true),
        s(Dihedral::AntiTranspose, true),
        s(Dihedral::QuarterTurn, true),
        s(Dihedral::ThreeQuarterTurn, true),
    ]
};

impl Game for Rules {
    type Position = Board;
    fn options(&self, board: &Board, side: Side, out: &mut Vec<Board>) {
        let empty = board.cells();
        // The first cell of each pair: its partner below (Left) or to its
        // right (Right) is empty too.
        let (firsts, step) = match side {
            Side::Left => (empty & board.shifted(empty, -1, 0), board.cols()),
            Side::Right => (empty & board.shifted(empty, 0, -1), 1),
        };
        let mut rest = firsts;
        while rest != 0 {
            let a = rest & rest.wrapping_neg();
            rest &= rest - 1;
            out.push(board.with_masks(empty & !(a | a << step), 0, 0));
        }
    }
}

impl Ruleset for Rules {
    fn symmetries(&self) -> &[Symmetry] {
        &SYMMETRIES
    }
}

/// The board drawn as rows of `.` (empty) and `#` (blocked), row 0 on top.
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
/// use grundy_core::games::domineering;
/// let b = domineering::board(&["..#", "..."]).unwrap();
/// assert_eq!(b.cells().count_ones(), 5);
/// assert_eq!(domineering::text(&b), "..#|...");
/// ```
pub fn board<S: AsRef<str>>(rows: &[S]) -> Result<Board, BoardError> {
    Board::parse(rows, CELLS, |ch| match ch {
        b'.' => Some(Cell::Empty),
        b'#' => Some(Cell::Off),
        _ => None,
    })
}

/// The board as its rows of `.` and `#` joined by `|`, the form CGSuite
/// reads (`game.grid.Domineering("..#|...")`).
///
/// # Complexity
/// O(rows · cols).
///
/// # Example
/// See [`board`].
pub fn text(board: &Board) -> String {
    board.text(|c| if c == Cell::Off { '#' } else { '.' })
}

/// A Domineering board of `rows × cols ≤ 32` cells as one whole position,
/// the positions being sets of empty cells (bit `r · cols + c`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Domineering {
    rows: usize,
    cols: usize,
}

/// The most cells a [`Domineering`] board may have: its positions are
/// `u32` bitmasks.
pub const MOST_CELLS: usize = 32;

/// The cells of the notation.
pub const CELLS: &str = ". or #";

impl Domineering {
    /// The board of `rows × cols` cells.
    ///
    /// # Errors
    /// [`BoardError::Size`] if a side is 0 or `rows · cols > 32`
    /// ([`MOST_CELLS`]).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::domineering::{BoardError, Domineering};
    /// assert!(Domineering::new(4, 4).is_ok());
    /// assert_eq!(
    ///     Domineering::new(6, 6),
    ///     Err(BoardError::Size { rows: 6, cols: 6, most: 32 })
    /// );
    /// ```
    pub fn new(rows: usize, cols: usize) -> Result<Domineering, BoardError> {
        if rows == 0 || cols == 0 || rows.saturating_mul(cols) > MOST_CELLS {
            let most = MOST_CELLS;
            return Err(BoardError::Size { rows, cols, most });
        }
        Ok(Domineering { rows, cols })
    }

    /// The set of empty cells of a board drawn as rows of `.` (empty) and
    /// `#` (blocked), row 1 on top.
    ///
    /// # Errors
    /// [`BoardError::RowCount`] or [`BoardError::RowLength`] for a row
    /// count or length other than the board's, [`BoardError::BadCell`] for
    /// another character (its place on the board, row by row).
    ///
    /// # Complexity
    /// O(rows · cols).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::domineering::Domineering;
    /// let board = Domineering::new(2, 2).unwrap();
    /// assert_eq!(board.empty_cells(&[".#", ".."]), Ok(0b1101));
    /// ```
    pub fn empty_cells<S: AsRef<str>>(&self, rows: &[S]) -> Result<u32, BoardError> {
        if rows.len() != self.rows {
            let (found, expected) = (rows.len(), self.rows);
            return Err(BoardError::RowCount { found, expected });
        }
        let mut mask = 0u32;
        for (r, row) in rows.iter().enumerate() {
            let row = row.as_ref().as_bytes();
            if row.len() != self.cols {
                let (found, expected) = (row.len(), self.cols);
                return Err(BoardError::RowLength { found, expected });
            }
            for (c, &ch) in row.iter().enumerate() {
                match ch {
                    b'.' => mask |= 1 << (r * self.cols + c),
                    b'#' => {}
                    found => {
                        let at = r * self.cols + c;
                        let expected = CELLS;
                        return Err(BoardError::BadCell {
                            at,
                            found,
                            expected,
                        });
                    }
                }
            }
        }
        Ok(mask)
    }

    /// The position with these empty cells (bits beyond the board
    /// ignored) as a [`Board`] for [`Rules`].
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::domineering::{self, Domineering};
    /// let d = Domineering::new(2, 2).unwrap();
    /// assert_eq!(domineering::text(&d.board(0b1101)), ".#|..");
    /// ```
    pub fn board(&self, empty: u32) -> Board {
        let all = Board::new(self.rows, self.cols).expect("at most 32 cells");
        let cells = u64::from(empty) & all.cells();
        Board::from_masks(self.rows, self.cols, cells, 0, 0).expect("empty cells, no pieces")
    }

    /// The canonical form of the position with these empty cells, through
    /// the engine of regions: the sum of its connected regions' values,
    /// each held in `regions` up to symmetry; the id is one of the arena
    /// of `regions`. Equal to [`Domineering::canonical`], and much faster
    /// on large boards.
    ///
    /// # Complexity
    /// As [`Regions::value`].
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::domineering::{Domineering, Rules};
    /// use grundy_core::partizan::grid::Regions;
    /// use grundy_core::partizan::notation::Printer;
    /// let mut regions = Regions::new(Rules);
    /// let d = Domineering::new(2, 2).unwrap();
    /// let g = d.value(&mut regions, 0b1111);
    /// assert_eq!(Printer::new().print(regions.arena_mut(), g), "{1|-1}");
    /// ```
    pub fn value(&self, regions: &mut Regions<Rules>, empty: u32) -> GameId {
        regions.value(&self.board(empty))
    }

    /// The canonical form of the position with these empty cells as one
    /// whole position (no splitting into regions), every board met filed
    /// in `memo` by its bitmask.
    ///
    /// # Complexity
    /// One canonical form per reachable board (≤ 2^(rows·cols)); recursion
    /// depth at most half the number of cells.
    ///
    /// # Example
    /// ```
    /// use std::collections::HashMap;
    /// use grundy_core::games::domineering::Domineering;
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::notation::Printer;
    /// let mut arena = Arena::new();
    /// let board = Domineering::new(2, 2).unwrap();
    /// let g = board.canonical(&mut arena, 0b1111, &mut HashMap::new());
    /// assert_eq!(Printer::new().print(&mut arena, g), "{1|-1}");
    /// ```
    pub fn canonical(
        &self,
        arena: &mut Arena,
        empty: u32,
        memo: &mut HashMap<u32, GameId>,
    ) -> GameId {
        arena.value_of(self, &empty, memo)
    }
}

impl Game for Domineering {
    type Position = u32;
    fn options(&self, &empty: &u32, side: Side, out: &mut Vec<u32>) {
        let (dr, dc) = match side {
            Side::Left => (1, 0),
            Side::Right => (0, 1),
        };
        for r in 0..self.rows - dr {
            for c in 0..self.cols - dc {
                let a = 1u32 << (r * self.cols + c);
                let b = 1u32 << ((r + dr) * self.cols + c + dc);
                if empty & a != 0 && empty & b != 0 {
                    out.push(empty & !a & !b);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::brute::{Minimax, Outcome as Brute, Sum};
    use crate::partizan::grid::proof;
    use crate::partizan::notation::Printer;
    use rstest::rstest;

    /// Values by hand and published: strips (a column of 2n or 2n + 1 cells
    /// is n, a row −n), the square ±1 and the 2 × 3 board {2|−1/2}
    /// (Winning Ways; Wikipedia, "Domineering"), the L-tromino (*: each
    /// player's one move leaves a single cell).
    #[rstest]
    #[case(&["."], "0")]
    #[case(&[".."], "-1")]
    #[case(&[".", "."], "1")]
    #[case(&["...."], "-2")]
    #[case(&[".", ".", "."], "1")]
    #[case(&["..", ".."], "{1|-1}")]
    #[case(&[".#", ".."], "*")]
    #[case(&["......"], "-3")]
    // Wikipedia, "Domineering" (after Winning Ways): the 2 × 3 board.
    #[case(&["...", "..."], "{2|-1/2}")]
    fn known_boards(#[case] rows: &[&str], #[case] printed: &str) {
        let board = Domineering::new(rows.len(), rows[0].len()).unwrap();
        let empty = board.empty_cells(rows).unwrap();
        let mut arena = Arena::new();
        let g = board.canonical(&mut arena, empty, &mut HashMap::new());
        assert_eq!(Printer::new().print(&mut arena, g), printed);
    }

    /// Every board up to 3 × 3, every set of blocked cells: the outcome of
    /// the canonical form is plain minimax's.
    #[test]
    fn every_board_to_3x3_against_minimax() {
        let mut count = 0;
        for rows in 1..=3 {
            for cols in 1..=3 {
                let board = Domineering::new(rows, cols).unwrap();
                let mut arena = Arena::new();
                let mut memo = HashMap::new();
                let mut brute = Minimax::new(&board);
                for empty in 0..1u32 << (rows * cols) {
                    let g = board.canonical(&mut arena, empty, &mut memo);
                    assert_eq!(Brute::from(arena.outcome(g)), brute.outcome(&empty));
                    count += 1;
                }
            }
        }
        assert_eq!(count, 2 + 4 * 2 + 8 * 2 + 16 + 64 * 2 + 512);
    }

    /// Sums of two boards (2 × 2 with blocks, 1 × 3, 3 × 1 …): the outcome
    /// of the sum of canonical forms is minimax over the sum.
    #[test]
    fn sums_of_boards_against_minimax() {
        let a = Domineering::new(2, 3).unwrap();
        let b = Domineering::new(3, 2).unwrap();
        let mut arena = Arena::new();
        let (mut ma, mut mb) = (HashMap::new(), HashMap::new());
        let sum = Sum(&a, &b);
        let mut brute = Minimax::new(&sum);
        for x in 0..64u32 {
            for y in (0..64u32).step_by(3) {
                let g = a.canonical(&mut arena, x, &mut ma);
                let h = b.canonical(&mut arena, y, &mut mb);
                let s = arena.add(g, h);
                assert_eq!(Brute::from(arena.outcome(s)), brute.outcome(&(x, y)));
            }
        }
    }

    /// Turning a board a quarter turn swaps the players: the value negates.
    #[test]
    fn transpose_negates() {
        let (a, b) = (
            Domineering::new(2, 3).unwrap(),
            Domineering::new(3, 2).unwrap(),
        );
        let mut arena = Arena::new();
        let (mut ma, mut mb) = (HashMap::new(), HashMap::new());
        for x in 0..64u32 {
            let mut y = 0;
            for r in 0..2 {
                for c in 0..3 {
                    if x >> (r * 3 + c) & 1 == 1 {
                        y |= 1 << (c * 2 + r);
                    }
                }
            }
            let g = a.canonical(&mut arena, x, &mut ma);
            let h = b.canonical(&mut arena, y, &mut mb);
            assert_eq!(arena.neg(g), h);
        }
    }

    /// The engine of regions equals the whole board's plain canonical form
    /// on every board of `cells` cells (every shape, every set of blocked
    /// cells, each board once), the symmetries right (a quarter turn
    /// negates) on boards of at most `symmetries_to` cells and the outcome
    /// minimax's to `minimax_to` cells.
    fn regions_equal_whole_boards(
        cells: std::ops::RangeInclusive<usize>,
        symmetries_to: usize,
        minimax_to: usize,
    ) -> proof::Seen {
        let states = [Cell::Off, Cell::Empty];
        let checks = proof::Checks {
            symmetries_to,
            minimax_to,
        };
        let seen = proof::every_shape(Rules, cells.clone(), &states, checks);
        assert_eq!(seen.boards, cells.map(|n| divisors(n) << n).sum::<usize>());
        seen
    }

    /// Every board of up to 9 cells, more than a quarter of them split: the
    /// symmetries are right, and to 6 cells the outcome is minimax's.
    #[test]
    fn regions_equal_whole_boards_to_9_cells() {
        let seen = regions_equal_whole_boards(1..=9, 9, 6);
        assert!(seen.split > seen.boards / 4, "{seen:?}");
    }

    /// The same on every board of 10 to 12 cells (the symmetries too).
    #[test]
    #[ignore = "slow: every Domineering board of 10 to 12 cells, regions against whole boards"]
    fn regions_equal_whole_boards_to_12_cells() {
        regions_equal_whole_boards(10..=12, 12, 0);
    }

    /// How many shapes have n cells.
    fn divisors(n: usize) -> usize {
        (1..=n).filter(|d| n % d == 0).count()
    }

    /// The empty 5 × 5 board: the value through regions is the plain
    /// canonical form of the whole board, and so is every board the plain
    /// search met on the way (every position reachable from it).
    #[test]
    #[ignore = "slow: Domineering 5x5 and every position reachable from it, regions against the whole board"]
    fn regions_equal_whole_board_on_5x5() {
        let start = board(&[".....", ".....", ".....", ".....", "....."]).unwrap();
        let mut regions = Regions::new(Rules);
        let seen = proof::reachable(Rules, &mut regions, &start);
        assert!(seen.boards > 100_000, "{seen:?}");
    }
}
