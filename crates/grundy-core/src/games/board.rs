//! The one error for text that is not a board of a game: what Domineering,
//! tic-tac-toe and Treblecross refuse when they read a board in a judge's
//! notation (rows of cells, one byte a cell), and what the boards of
//! [`crate::partizan::grid`] refuse (Clobber, Toads-and-Frogs).
//!
//! Each fault has one variant and one wording, whichever game reads the
//! board: a board whose size the game cannot take, a row of the wrong
//! length, a byte that is no cell of the notation, and a position where the
//! game is already over.

use std::fmt;

/// Why text is not a board of the game that reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardError {
    /// `rows` × `cols` is no board of the game: a side is 0, or there are
    /// more than `most` cells (what its positions hold).
    Size {
        /// The rows asked for.
        rows: usize,
        /// The columns asked for.
        cols: usize,
        /// The most cells a board of the game may have.
        most: usize,
    },
    /// Fewer than `least` cells: the game needs more to be played.
    TooShort {
        /// The fewest cells the game takes.
        least: usize,
        /// Why (completes "a board of fewer than `least` cells …").
        why: &'static str,
    },
    /// The board has `found` rows, not `expected`.
    RowCount {
        /// The rows given.
        found: usize,
        /// The rows of the board.
        expected: usize,
    },
    /// A row has `found` cells, not `expected`.
    RowLength {
        /// The cells in the row.
        found: usize,
        /// The cells a row has.
        expected: usize,
    },
    /// The byte at `at` (0-based, in its row or on the board) is none of
    /// the notation's cells, listed in `expected` (such as `". or X"`).
    BadCell {
        /// Its place, from 0.
        at: usize,
        /// The byte found.
        found: u8,
        /// The cells the notation has, as a phrase.
        expected: &'static str,
    },
    /// `player` already holds a whole line: the game is over.
    LineHeld {
        /// The player's mark.
        player: char,
    },
    /// Three marks in a row from the 0-based cell `at`: the game is over.
    ThreeInARow {
        /// The first cell of the three.
        at: usize,
    },
    /// A board given as bit masks has a bit beyond its cells, a piece on a
    /// cell not in play, or a cell with pieces of both sides.
    Masks,
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BoardError::Size { rows, cols, most } => write!(
                f,
                "a board of {} x {} cells: a side is 0 or there are more than {} cells",
                rows, cols, most
            ),
            BoardError::TooShort { least, why } => {
                write!(f, "has fewer than {} cells, so {}", least, why)
            }
            BoardError::RowCount { found, expected } => {
                write!(f, "has {} rows, not {}", found, expected)
            }
            BoardError::RowLength { found, expected } => {
                let cells = if found == 1 { "cell" } else { "cells" };
                write!(f, "has {} {}, not {}", found, cells, expected)
            }
            BoardError::BadCell {
                at,
                found,
                expected,
            } => {
                let shown = if found.is_ascii_graphic() {
                    format!("'{}'", found as char)
                } else {
                    format!("byte 0x{:02x}", found)
                };
                write!(
                    f,
                    "cell {} (0-based) is {}, expected {}",
                    at, shown, expected
                )
            }
            BoardError::LineHeld { player } => {
                write!(f, "{} already holds a whole line: the game is over", player)
            }
            BoardError::ThreeInARow { at } => write!(
                f,
                "already has three X in a row from cell {} (0-based): the game is over",
                at
            ),
            BoardError::Masks => f.write_str(
                "has a bit beyond its cells, a piece off its cells in play, or two pieces on a cell",
            ),
        }
    }
}

impl std::error::Error for BoardError {}

#[cfg(test)]
mod tests {
    use super::*;

    /// The wordings the packages print after `error:` (their golden `.err`
    /// files hold them): a byte that cannot be shown is named by its code.
    #[test]
    fn each_fault_has_its_wording() {
        let bad = BoardError::BadCell {
            at: 2,
            found: 0,
            expected: ". or X",
        };
        assert_eq!(
            bad.to_string(),
            "cell 2 (0-based) is byte 0x00, expected . or X"
        );
        let bad = BoardError::BadCell {
            at: 0,
            found: b'O',
            expected: "., x or o",
        };
        assert_eq!(
            bad.to_string(),
            "cell 0 (0-based) is 'O', expected ., x or o"
        );
        let short = BoardError::RowLength {
            found: 1,
            expected: 4,
        };
        assert_eq!(short.to_string(), "has 1 cell, not 4");
        assert_eq!(
            BoardError::LineHeld { player: 'x' }.to_string(),
            "x already holds a whole line: the game is over"
        );
        assert_eq!(
            BoardError::ThreeInARow { at: 1 }.to_string(),
            "already has three X in a row from cell 1 (0-based): the game is over"
        );
    }
}
