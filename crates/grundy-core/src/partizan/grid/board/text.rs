//! A board read from rows of characters, and written as one line of them.

use super::{Board, BoardError, Cell};

impl Board {
    /// The board drawn as rows of characters (row 0 first), each character
    /// read by `cell`: `None` refuses it, and `cells` names the characters
    /// it takes (such as `". or #"`) for the error.
    ///
    /// # Errors
    /// [`BoardError::Size`] for no row, an empty row or more than 64
    /// cells; [`BoardError::RowLength`] for a row of another length than
    /// the first; [`BoardError::BadCell`] for a character `cell` refuses
    /// (its place on the board, row by row).
    ///
    /// # Complexity
    /// O(rows · cols).
    ///
    /// # Example
    /// ```
    /// use grundy_core::game::Side;
    /// use grundy_core::partizan::grid::{Board, Cell};
    /// let read = |ch| match ch {
    ///     b'.' => Some(Cell::Empty),
    ///     b'#' => Some(Cell::Off),
    ///     b'x' => Some(Cell::Piece(Side::Left)),
    ///     _ => None,
    /// };
    /// let b = Board::parse(&["x.", "#."], "., # or x", read).unwrap();
    /// assert_eq!(b.get(0, 0), Cell::Piece(Side::Left));
    /// assert_eq!(b.get(1, 0), Cell::Off);
    /// assert!(Board::parse(&["x.", "?."], "., # or x", read).is_err());
    /// ```
    pub fn parse<S, F>(rows: &[S], cells: &'static str, cell: F) -> Result<Board, BoardError>
    where
        S: AsRef<str>,
        F: Fn(u8) -> Option<Cell>,
    {
        let cols = rows.first().map_or(0, |r| r.as_ref().len());
        let mut board = Board::new(rows.len(), cols)?;
        for (r, row) in rows.iter().enumerate() {
            let row = row.as_ref().as_bytes();
            if row.len() != cols {
                let (found, expected) = (row.len(), cols);
                return Err(BoardError::RowLength { found, expected });
            }
            for (c, &found) in row.iter().enumerate() {
                let at = r * cols + c;
                let expected = cells;
                let read = cell(found).ok_or(BoardError::BadCell {
                    at,
                    found,
                    expected,
                })?;
                board.set(r, c, read);
            }
        }
        Ok(board)
    }

    /// The board written as its rows joined by `|`, each cell's character
    /// given by `char_of` (the form CGSuite reads, `"..|.#"`).
    ///
    /// # Complexity
    /// O(rows · cols).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::grid::{Board, Cell};
    /// let mut b = Board::new(2, 2).unwrap();
    /// b.set(1, 1, Cell::Off);
    /// let text = b.text(|c| if c == Cell::Off { '#' } else { '.' });
    /// assert_eq!(text, "..|.#");
    /// ```
    pub fn text<F: Fn(Cell) -> char>(&self, char_of: F) -> String {
        let mut s = String::with_capacity(self.len() + self.rows());
        for r in 0..self.rows() {
            if r > 0 {
                s.push('|');
            }
            for c in 0..self.cols() {
                s.push(char_of(self.get(r, c)));
            }
        }
        s
    }
}
