//! Reading grids of characters: [`cells`], one token decoded cell by cell
//! (a row of a board, a pile of boxes), and [`Grid`], a board of rows of
//! one length, each row one token.
//!
//! A cell is decoded by the task (`b'#'` an obstacle, `b'.'` free), and a
//! byte it does not know is refused with what the task expected: `token 3
//! (S): expected cells W, B or ., found 'X'`. A grid's size is the caller's
//! to bound, but nothing is allocated beyond the rows the input has given.

use super::bad_input::Result;
use super::reading::Reader;

/// The next token, decoded cell by cell by `decode`; `expected` says what
/// `decode` accepts, for the message (`cells W, B or .`).
///
/// # Errors
/// A missing token, or a byte `decode` refuses: `expected boxes B or W,
/// found 'X'` (a byte beyond ASCII is shown by its value).
///
/// # Example
/// ```
/// use judge_io::{cells, Reader};
/// let decode = |c| match c {
///     b'B' => Some(true),
///     b'W' => Some(false),
///     _ => None,
/// };
/// let mut rd = Reader::new(b"BWW BXW");
/// assert_eq!(cells(&mut rd, "p", "boxes B or W", decode), Ok(vec![true, false, false]));
/// let e = cells(&mut rd, "p", "boxes B or W", decode).unwrap_err();
/// assert_eq!(e.to_string(), "token 2 (p): expected boxes B or W, found 'X'");
/// ```
pub fn cells<T>(
    rd: &mut Reader,
    what: &str,
    expected: &str,
    mut decode: impl FnMut(u8) -> Option<T>,
) -> Result<Vec<T>> {
    let token = rd.token(what)?;
    let mut row = Vec::with_capacity(token.len());
    for &c in token {
        match decode(c) {
            Some(cell) => row.push(cell),
            None => {
                let found = if c.is_ascii() {
                    format!("{:?}", char::from(c))
                } else {
                    format!("the byte 0x{:02x}", c)
                };
                return Err(rd.reject(what, format!("expected {}, found {}", expected, found)));
            }
        }
    }
    Ok(row)
}

/// A board of `rows` × `cols` cells, stored row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid<T> {
    rows: usize,
    cols: usize,
    cells: Vec<T>,
}

impl<T> Grid<T> {
    /// `rows` tokens of `cols` cells each ([`cells`]), row 0 first.
    ///
    /// # Errors
    /// A bad row ([`cells`]), or one of another length: `token 3 (S): has 3
    /// cells, not 2`.
    ///
    /// # Example
    /// ```
    /// use judge_io::{Grid, Reader};
    /// let free = |c| match c {
    ///     b'.' => Some(true),
    ///     b'#' => Some(false),
    ///     _ => None,
    /// };
    /// let mut rd = Reader::new(b"..#\n#..\n");
    /// let grid = Grid::read(&mut rd, 2, 3, "row", "cells . or #", free).unwrap();
    /// assert_eq!(grid.row(1), &[false, true, true]);
    /// assert!(!grid[(0, 2)]);
    ///
    /// let mut rd = Reader::new(b"..#\n#.\n");
    /// let e = Grid::read(&mut rd, 2, 3, "row", "cells . or #", free).unwrap_err();
    /// assert_eq!(e.to_string(), "token 2 (row): has 2 cells, not 3");
    /// ```
    pub fn read(
        rd: &mut Reader,
        rows: usize,
        cols: usize,
        what: &str,
        expected: &str,
        mut decode: impl FnMut(u8) -> Option<T>,
    ) -> Result<Self> {
        let mut all = Vec::new();
        for _ in 0..rows {
            let row = cells(rd, what, expected, &mut decode)?;
            if row.len() != cols {
                return Err(rd.reject(what, format!("has {} cells, not {}", row.len(), cols)));
            }
            all.extend(row);
        }
        Ok(Grid {
            rows,
            cols,
            cells: all,
        })
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Row `r`, left to right.
    ///
    /// # Panics
    /// If `r` is not below [`Grid::rows`].
    pub fn row(&self, r: usize) -> &[T] {
        &self.cells[r * self.cols..(r + 1) * self.cols]
    }

    /// Every cell, row by row: cell (r, c) at r · cols + c.
    pub fn cells(&self) -> &[T] {
        &self.cells
    }
}

impl<T> std::ops::Index<(usize, usize)> for Grid<T> {
    type Output = T;

    /// The cell in row `r`, column `c`.
    fn index(&self, (r, c): (usize, usize)) -> &T {
        assert!(
            c < self.cols,
            "column {} of a grid of {} columns",
            c,
            self.cols
        );
        &self.cells[r * self.cols + c]
    }
}
