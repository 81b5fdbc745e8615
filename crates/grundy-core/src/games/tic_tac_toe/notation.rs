//! Tic-tac-toe boards in the judges' notation: rows of `.` (empty), `x`
//! and `o`, read into a [`Board`] with x to move (UVa 10111).

use super::{Board, TicTacToe};
pub use crate::games::board::BoardError;

/// The cells of the judges' notation.
pub const CELLS: &str = "., x or o";

/// One row of a board in the judges' notation: the columns holding x and
/// those holding o, as bit sets (bit c for column c).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Row {
    /// x's columns.
    pub x: u16,
    /// o's columns.
    pub o: u16,
}

impl TicTacToe {
    /// A row in the judges' notation: `.` empty, `x` and `o` the players
    /// (lower case), one byte per column.
    ///
    /// # Errors
    /// [`BoardError::RowLength`] unless there are n bytes,
    /// [`BoardError::BadCell`] at the first other byte.
    ///
    /// # Complexity
    /// O(n).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::tic_tac_toe::{BoardError, Row, TicTacToe, CELLS};
    /// let game = TicTacToe::new(4).unwrap();
    /// assert_eq!(game.parse_row(b"x.o."), Ok(Row { x: 0b0001, o: 0b0100 }));
    /// let bad = BoardError::BadCell { at: 2, found: b'O', expected: CELLS };
    /// assert_eq!(game.parse_row(b"x.O."), Err(bad));
    /// assert_eq!(game.parse_row(b"x.o"), Err(BoardError::RowLength { found: 3, expected: 4 }));
    /// ```
    pub fn parse_row(&self, text: &[u8]) -> Result<Row, BoardError> {
        if text.len() != self.side {
            return Err(BoardError::RowLength {
                found: text.len(),
                expected: self.side,
            });
        }
        let mut row = Row::default();
        for (column, &found) in text.iter().enumerate() {
            match found {
                b'x' => row.x |= 1 << column,
                b'o' => row.o |= 1 << column,
                b'.' => {}
                _ => {
                    return Err(BoardError::BadCell {
                        at: column,
                        found,
                        expected: CELLS,
                    })
                }
            }
        }
        Ok(row)
    }

    /// The board made of `rows` (top to bottom), x to move. Any numbers of
    /// marks are accepted (x need not have moved first): the question
    /// stays defined.
    ///
    /// # Errors
    /// [`BoardError::LineHeld`] if x or o already holds a line.
    ///
    /// # Complexity
    /// O(n).
    ///
    /// # Panics
    /// Unless there are n rows.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::tic_tac_toe::{BoardError, Row, TicTacToe};
    /// let game = TicTacToe::new(3).unwrap();
    /// let row = |text: &[u8]| game.parse_row(text).unwrap();
    /// let board = game.x_to_move(&[row(b"x.."), row(b".o."), row(b"...")]).unwrap();
    /// assert_eq!((board.mover(), board.other()), (0b000_000_001, 0b000_010_000));
    /// let won = [row(b"ooo"), row(b"x.x"), row(b"...")];
    /// assert_eq!(game.x_to_move(&won), Err(BoardError::LineHeld { player: 'o' }));
    /// ```
    pub fn x_to_move(&self, rows: &[Row]) -> Result<Board, BoardError> {
        assert_eq!(rows.len(), self.side, "one row per row of the board");
        let (mut x, mut o) = (0, 0);
        for (r, row) in rows.iter().enumerate() {
            x |= row.x << (r * self.side);
            o |= row.o << (r * self.side);
        }
        if self.has_line(x) {
            Err(BoardError::LineHeld { player: 'x' })
        } else if self.has_line(o) {
            Err(BoardError::LineHeld { player: 'o' })
        } else {
            Ok(Board::new(x, o))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    fn four() -> TicTacToe {
        TicTacToe::new(4).unwrap()
    }

    #[rstest]
    #[case(b"xxxx", b"....", b"o.o.", b"o...", Err(BoardError::LineHeld { player: 'x' }))]
    #[case(b"o...", b"o..x", b"o.x.", b"ox..", Err(BoardError::LineHeld { player: 'o' }))]
    #[case(b"x...", b".x..", b"..x.", b"...x", Err(BoardError::LineHeld { player: 'x' }))]
    #[case(
        b"xxox",
        b"ooxo",
        b"xxox",
        b"ooxo",
        Ok(Board::new(0b0100_1011_0100_1011, 0b1011_0100_1011_0100))
    )]
    fn checks_for_lines(
        #[case] r0: &[u8],
        #[case] r1: &[u8],
        #[case] r2: &[u8],
        #[case] r3: &[u8],
        #[case] expected: Result<Board, BoardError>,
    ) {
        let game = four();
        let rows: Vec<Row> = [r0, r1, r2, r3]
            .iter()
            .map(|r| game.parse_row(r).unwrap())
            .collect();
        assert_eq!(game.x_to_move(&rows), expected);
    }

    #[rstest]
    #[case(b"x.o.", Ok(Row { x: 1, o: 4 }))]
    #[case(b"....", Ok(Row { x: 0, o: 0 }))]
    #[case(b"X...", Err(BoardError::BadCell { at: 0, found: b'X', expected: CELLS }))]
    #[case(b"...0", Err(BoardError::BadCell { at: 3, found: b'0', expected: CELLS }))]
    #[case(b".....", Err(BoardError::RowLength { found: 5, expected: 4 }))]
    #[case(b"", Err(BoardError::RowLength { found: 0, expected: 4 }))]
    fn parses_rows(#[case] text: &[u8], #[case] expected: Result<Row, BoardError>) {
        assert_eq!(four().parse_row(text), expected);
    }
}
