//! A board of at most 64 cells as three bit masks: the cells in play, and
//! which of them hold Left's and Right's pieces.
//!
//! Cell (r, c) of an R × C board is bit `r · C + c`. A cell is *off* (not
//! part of the game: a blocked square, a square no move can reach), *empty*
//! (in play, no piece), or holds a piece of one side. One layout serves
//! every grid game here: Domineering's positions are their empty squares
//! alone, Clobber's its stones, Toads-and-Frogs' a strip of cells with
//! toads (Left) and frogs (Right).
//!
//! Besides reading and writing cells, a board splits a set of its cells into
//! orthogonally connected components and crops a component to its bounding
//! box: the two steps that turn a position into independent regions
//! ([`super::regions`]).
//!
//! This file holds the board, its cells one at a time or as masks, and
//! [`Board::shifted`], on which the rulesets build their moves. The rest,
//! one idea a file: `text` (a board read from rows of characters,
//! [`Board::parse`], and written as one line, [`Board::text`]),
//! `components` ([`Board::components`], [`Board::crop`]), `maps` (the
//! flips, the transpose and the exchange of sides that
//! [`super::symmetry`] composes), and `tests`.

mod components;
mod maps;
#[cfg(test)]
mod tests;
mod text;

pub use crate::games::board::BoardError;

use crate::game::Side;

/// What a cell holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cell {
    /// Not in play: no move uses it, and it separates regions.
    Off,
    /// In play and empty.
    Empty,
    /// In play, with a piece of this side.
    Piece(Side),
}

/// The most cells a [`Board`] may have: each of its masks is a `u64`.
pub const MOST_CELLS: usize = 64;

/// A board of `rows × cols ≤ 64` cells: which cells are in play, and which
/// of those hold Left's and Right's pieces.
///
/// Two boards are equal when they have the same shape and the same cells:
/// the key under which [`super::regions::Regions`] files a region's value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Board {
    rows: u8,
    cols: u8,
    cells: u64,
    left: u64,
    right: u64,
}

/// `x << k`, 0 when k ≥ 64.
pub(crate) fn shl(x: u64, k: usize) -> u64 {
    if k >= 64 {
        0
    } else {
        x << k
    }
}

/// `x >> k`, 0 when k ≥ 64.
pub(crate) fn shr(x: u64, k: usize) -> u64 {
    if k >= 64 {
        0
    } else {
        x >> k
    }
}

/// The mask of the low `n ≤ 64` bits.
pub(crate) fn low_bits(n: usize) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

impl Board {
    /// The board of `rows × cols` cells, every one in play and empty.
    ///
    /// # Errors
    /// [`BoardError::Size`] if a side is 0 or `rows · cols > 64`
    /// ([`MOST_CELLS`]).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::grid::{Board, BoardError};
    /// let b = Board::new(2, 3).unwrap();
    /// assert_eq!(b.cells(), 0b111_111);
    /// assert_eq!(Board::new(9, 8), Err(BoardError::Size { rows: 9, cols: 8, most: 64 }));
    /// ```
    pub fn new(rows: usize, cols: usize) -> Result<Board, BoardError> {
        if rows == 0 || cols == 0 || rows.saturating_mul(cols) > MOST_CELLS {
            let most = MOST_CELLS;
            return Err(BoardError::Size { rows, cols, most });
        }
        Ok(Board {
            rows: rows as u8,
            cols: cols as u8,
            cells: low_bits(rows * cols),
            left: 0,
            right: 0,
        })
    }

    /// The board of `rows × cols` cells with these masks: the cells in
    /// play, Left's pieces and Right's pieces (bit `r · cols + c`).
    ///
    /// # Errors
    /// [`BoardError::Size`] as [`Board::new`]; [`BoardError::Masks`]
    /// if a bit lies beyond the board, a piece is on a cell not in play, or
    /// a cell holds pieces of both sides.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::grid::{Board, BoardError};
    /// let b = Board::from_masks(1, 3, 0b111, 0b001, 0b100).unwrap();
    /// assert_eq!(b.pieces(grundy_core::game::Side::Right), 0b100);
    /// assert_eq!(Board::from_masks(1, 3, 0b011, 0b100, 0), Err(BoardError::Masks));
    /// ```
    pub fn from_masks(
        rows: usize,
        cols: usize,
        cells: u64,
        left: u64,
        right: u64,
    ) -> Result<Board, BoardError> {
        let board = Board::new(rows, cols)?;
        if cells & !board.cells != 0 || (left | right) & !cells != 0 || left & right != 0 {
            return Err(BoardError::Masks);
        }
        Ok(Board {
            cells,
            left,
            right,
            ..board
        })
    }

    /// The masks unchecked: for the games' moves, which keep the laws of
    /// [`Board::from_masks`] by construction.
    pub(crate) fn with_masks(self, cells: u64, left: u64, right: u64) -> Board {
        debug_assert!(cells & !low_bits(self.len()) == 0);
        debug_assert!((left | right) & !cells == 0 && left & right == 0);
        Board {
            cells,
            left,
            right,
            ..self
        }
    }

    /// How many rows.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::grid::Board;
    /// assert_eq!(Board::new(2, 3).unwrap().rows(), 2);
    /// ```
    pub fn rows(&self) -> usize {
        self.rows as usize
    }

    /// How many columns.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::grid::Board;
    /// assert_eq!(Board::new(2, 3).unwrap().cols(), 3);
    /// ```
    pub fn cols(&self) -> usize {
        self.cols as usize
    }

    /// How many cells the board has, in play or not: `rows · cols`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::grid::Board;
    /// assert_eq!(Board::new(2, 3).unwrap().len(), 6);
    /// ```
    #[allow(clippy::len_without_is_empty)]
    pub fn len(&self) -> usize {
        self.rows() * self.cols()
    }

    /// The bit of cell (r, c).
    ///
    /// # Panics
    /// If the cell is beyond the board.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::grid::Board;
    /// assert_eq!(Board::new(2, 3).unwrap().bit(1, 2), 1 << 5);
    /// ```
    pub fn bit(&self, r: usize, c: usize) -> u64 {
        assert!(r < self.rows() && c < self.cols(), "cell beyond the board");
        1 << (r * self.cols() + c)
    }

    /// What cell (r, c) holds.
    ///
    /// # Panics
    /// If the cell is beyond the board.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Board::parse`].
    pub fn get(&self, r: usize, c: usize) -> Cell {
        let b = self.bit(r, c);
        if self.left & b != 0 {
            Cell::Piece(Side::Left)
        } else if self.right & b != 0 {
            Cell::Piece(Side::Right)
        } else if self.cells & b != 0 {
            Cell::Empty
        } else {
            Cell::Off
        }
    }

    /// Puts `cell` on (r, c).
    ///
    /// # Panics
    /// If the cell is beyond the board.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Board::text`].
    pub fn set(&mut self, r: usize, c: usize, cell: Cell) {
        let b = self.bit(r, c);
        self.cells &= !b;
        self.left &= !b;
        self.right &= !b;
        match cell {
            Cell::Off => {}
            Cell::Empty => self.cells |= b,
            Cell::Piece(side) => {
                self.cells |= b;
                match side {
                    Side::Left => self.left |= b,
                    Side::Right => self.right |= b,
                }
            }
        }
    }

    /// The cells in play, as a mask.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Board::new`].
    pub fn cells(&self) -> u64 {
        self.cells
    }

    /// The cells holding `side`'s pieces, as a mask.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Board::from_masks`].
    pub fn pieces(&self, side: Side) -> u64 {
        match side {
            Side::Left => self.left,
            Side::Right => self.right,
        }
    }

    /// The empty cells in play, as a mask.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::grid::Board;
    /// let b = Board::from_masks(1, 3, 0b111, 0b001, 0b100).unwrap();
    /// assert_eq!(b.empty(), 0b010);
    /// ```
    pub fn empty(&self) -> u64 {
        self.cells & !self.left & !self.right
    }

    /// The cells `(r + dr, c + dc)` for the cells `(r, c)` of `set`, those
    /// that fall off the board dropped: a move's target cells, or a
    /// pattern's partner cells.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::grid::Board;
    /// let b = Board::new(2, 3).unwrap();
    /// // Cell (0, 2) moved one to the right falls off; (0, 1) goes to (0, 2).
    /// assert_eq!(b.shifted(b.bit(0, 1) | b.bit(0, 2), 0, 1), b.bit(0, 2));
    /// assert_eq!(b.shifted(b.bit(0, 1), 1, -1), b.bit(1, 0));
    /// ```
    pub fn shifted(&self, set: u64, dr: isize, dc: isize) -> u64 {
        let (rows, cols) = (self.rows() as isize, self.cols() as isize);
        if dr.abs() >= rows || dc.abs() >= cols {
            return 0;
        }
        // Keep the columns c with 0 ≤ c + dc < cols, in every row.
        let kept = if dc == 0 {
            set
        } else {
            let row = if dc >= 0 {
                low_bits((cols - dc) as usize)
            } else {
                low_bits(cols as usize) & !low_bits((-dc) as usize)
            };
            if rows == 1 {
                set & row
            } else {
                set & row.wrapping_mul(self.row_starts())
            }
        };
        let k = dr * cols + dc;
        let moved = if k >= 0 {
            shl(kept, k as usize)
        } else {
            shr(kept, (-k) as usize)
        };
        moved & low_bits(self.len())
    }

    /// The mask with bit 0 of every row: `Σ 2^(r · cols)`.
    fn row_starts(&self) -> u64 {
        low_bits(self.len()) / low_bits(self.cols())
    }
}
