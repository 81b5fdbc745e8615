//! Domineering: Left places vertical dominoes, Right horizontal ones, on
//! the empty cells of a small board; canonical forms memoized by the board.
//!
//! A domino covers two adjacent empty cells, which become blocked; the
//! player who cannot place one loses. Left is Vertical and Right is
//! Horizontal, as in Winning Ways and CGSuite, so a vertical 2×1 strip is
//! 1 and a horizontal 1×2 strip is −1; the 2×2 square is `{1|−1}` = ±1, a
//! hot game, and the board of 2 rows and 3 columns is `{2|−1/2}`.
//!
//! A position is the set of empty cells of an R × C board (R · C ≤ 32) as
//! a bitmask, cell (r, c) the bit r · C + c. Its canonical form is the
//! canonical form of `{ the placements of Left | those of Right }`, filed
//! by the bitmask: every board reachable from the start is computed once,
//! at most 2^(R·C) of them, in practice far fewer.

pub use crate::games::board::BoardError;
use std::collections::HashMap;

use crate::game::{Game, Side};
use crate::partizan::arena::{Arena, GameId};

/// A Domineering board of `rows × cols` cells, the positions being sets of
/// empty cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Domineering {
    rows: usize,
    cols: usize,
}

/// The most cells a board may have: its positions are `u32` bitmasks.
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

    /// The canonical form of the position with these empty cells, every
    /// board met filed in `memo` by its bitmask.
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
}
