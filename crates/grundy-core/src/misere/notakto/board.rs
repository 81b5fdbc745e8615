//! Notakto boards written as three rows of three cells, `X` (or `x`) for
//! an X and `.` for an empty cell.

use super::Board;
use std::fmt;

/// Why text is not a Notakto board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardError {
    /// There are `found` rows, not 3.
    Rows {
        /// The rows given.
        found: usize,
    },
    /// Row `row` (0-based) has `found` cells, not 3.
    RowLength {
        /// The row.
        row: usize,
        /// Its cells.
        found: usize,
    },
    /// The byte at `row`, `column` (0-based) is neither `X` (or `x`) nor
    /// `.`.
    BadCell {
        /// Its row.
        row: usize,
        /// Its column.
        column: usize,
        /// The byte found.
        found: u8,
    },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::Rows { found } => write!(f, "a board has 3 rows, not {}", found),
            BoardError::RowLength { row, found } => {
                write!(f, "row {} has {} cells, not 3", row, found)
            }
            BoardError::BadCell { row, column, found } => write!(
                f,
                "cell {} of row {} is byte 0x{:02x}, expected X or .",
                column, row, found
            ),
        }
    }
}

impl std::error::Error for BoardError {}

/// Reads a board from three rows of three cells, `X` (or `x`) for an X and
/// `.` for an empty cell.
///
/// # Errors
/// [`BoardError`] on any other number of rows or cells, or another byte.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy_core::misere::notakto::{parse_board, BoardError};
/// assert_eq!(parse_board(&["X..", ".X.", "..x"]), Ok(0b100_010_001));
/// assert_eq!(parse_board(&["X..", ".X."]), Err(BoardError::Rows { found: 2 }));
/// ```
pub fn parse_board(rows: &[&str]) -> Result<Board, BoardError> {
    if rows.len() != 3 {
        return Err(BoardError::Rows { found: rows.len() });
    }
    let mut board = 0;
    for (row, text) in rows.iter().enumerate() {
        let bytes = text.as_bytes();
        if bytes.len() != 3 {
            return Err(BoardError::RowLength {
                row,
                found: bytes.len(),
            });
        }
        for (column, &b) in bytes.iter().enumerate() {
            match b {
                b'X' | b'x' => board |= 1 << (3 * row + column),
                b'.' => {}
                found => return Err(BoardError::BadCell { row, column, found }),
            }
        }
    }
    Ok(board)
}
