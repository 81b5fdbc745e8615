//! Treblecross: one-dimensional tic-tac-toe in which both players write X,
//! and whoever first makes three X in a row wins (UVa 10561, LightOJ 1229).
//!
//! It is not a normal-play game as stated, but it becomes one:
//!
//! 1. An empty cell that completes three in a row wins at once, and if one
//!    exists, only those cells win (any other move lets the opponent take
//!    it).
//! 2. Otherwise an empty cell within distance 2 of an X is *poison*: an X
//!    there gives the opponent three in a row (on a board of at least 3
//!    cells). No one plays poison while a safe cell is left, and the player
//!    with no safe cell loses: normal play on the safe cells.
//! 3. The safe cells form runs. An X at offset j of a run of m safe cells
//!    poisons the cells within distance 2, leaving runs of max(0, j − 2) and
//!    max(0, m − j − 3):
//!
//!    ```text
//!    g(m) = mex{ g(max(0, j − 2)) ⊕ g(max(0, m − j − 3)) : 0 ≤ j < m }.
//!    ```
//!
//!    That is a take-and-break game on a heap of m, the octal game
//!    [`SAFE_RUNS`] = 0.11337: removing 1 or 2 tokens only takes a whole
//!    heap (an X in a run of 1 or 2), removing 3 or 4 may also leave one
//!    heap (an X at the end of a run, or one in), and removing 5 may leave
//!    nothing, one heap or two (an X in the middle). So the values come from
//!    the octal engine, and the runs combine by XOR; the winning cells are
//!    the safe cells whose move makes the XOR 0.
//!
//! The tests check the recurrence against the engine's code and the whole
//! answer against a plain search of the board game on every board of up to
//! 14 cells.

pub use crate::games::board::BoardError;
use crate::sg::octal::{sparse_table, Rule};

/// The octal code of the safe-run game.
pub const SAFE_RUNS: &str = "0.11337";

/// The cells of the judges' notation.
pub const CELLS: &str = ". or X";

/// Fewer than 3 cells: the board can fill up without three in a row, a
/// draw the question has no answer for.
pub const TOO_SHORT: BoardError = BoardError::TooShort {
    least: 3,
    why: "it can fill up with no winner",
};

/// A Treblecross position: at least 3 cells, some holding an X, never
/// three X in a row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    cells: Vec<bool>,
}

impl Board {
    /// The board with an X where `cells` is true.
    ///
    /// # Errors
    /// [`TOO_SHORT`] below 3 cells; [`BoardError::ThreeInARow`] with three X
    /// in a row.
    ///
    /// # Complexity
    /// O(n).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::treblecross::{Board, BoardError};
    /// assert!(Board::new(vec![true, false, true]).is_ok());
    /// assert_eq!(Board::new(vec![true; 3]), Err(BoardError::ThreeInARow { at: 0 }));
    /// ```
    pub fn new(cells: Vec<bool>) -> Result<Board, BoardError> {
        if cells.len() < 3 {
            return Err(TOO_SHORT);
        }
        match cells.windows(3).position(|w| w.iter().all(|&c| c)) {
            Some(i) => Err(BoardError::ThreeInARow { at: i }),
            None => Ok(Board { cells }),
        }
    }

    /// A board in the judges' notation: `X` for an X, `.` for an empty cell.
    ///
    /// # Errors
    /// [`BoardError::BadCell`] for any other byte, then as [`Board::new`].
    ///
    /// # Complexity
    /// O(n).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::treblecross::{Board, BoardError, CELLS};
    /// assert!(Board::parse(b"..X..").is_ok());
    /// let bad = BoardError::BadCell { at: 2, found: b'x', expected: CELLS };
    /// assert_eq!(Board::parse(b"..x"), Err(bad));
    /// ```
    pub fn parse(text: &[u8]) -> Result<Board, BoardError> {
        let cells = text
            .iter()
            .enumerate()
            .map(|(index, &c)| match c {
                b'X' => Ok(true),
                b'.' => Ok(false),
                found => Err(BoardError::BadCell {
                    at: index,
                    found,
                    expected: CELLS,
                }),
            })
            .collect::<Result<Vec<bool>, BoardError>>()?;
        Board::new(cells)
    }
}

/// The cells (0-based, increasing) where an X wins for the player to move
/// on `board`, empty when the player to move loses.
///
/// # Complexity
/// O(n) for n cells, plus the octal engine's table of n values.
///
/// # Example
/// ```
/// use grundy_core::games::treblecross::{winning_cells, Board};
/// let board = |s: &str| Board::parse(s.as_bytes()).unwrap();
/// assert_eq!(winning_cells(&board(".....")), vec![2]); // the middle
/// assert!(winning_cells(&board("......")).is_empty()); // lost
/// assert_eq!(winning_cells(&board(".X.X...X")), vec![2]); // X.X: fill it
/// ```
pub fn winning_cells(board: &Board) -> Vec<usize> {
    let board = &board.cells;
    let n = board.len();
    let x = |i: usize| board.get(i).copied().unwrap_or(false);
    let completes = |i: usize| {
        (i >= 2 && x(i - 2) && x(i - 1))
            || (i >= 1 && x(i - 1) && x(i + 1))
            || (x(i + 1) && x(i + 2))
    };
    let immediate: Vec<usize> = (0..n).filter(|&i| !board[i] && completes(i)).collect();
    if !immediate.is_empty() {
        return immediate;
    }
    // Safe cells: empty, and no X within distance 2.
    let safe: Vec<bool> = (0..n)
        .map(|i| !board[i] && (i.saturating_sub(2)..=(i + 2).min(n - 1)).all(|k| !board[k]))
        .collect();
    let mut runs = Vec::new(); // (start, length)
    let mut i = 0;
    while i < n {
        if safe[i] {
            let start = i;
            while i < n && safe[i] {
                i += 1;
            }
            runs.push((start, i - start));
        } else {
            i += 1;
        }
    }
    let longest = runs.iter().map(|&(_, m)| m).max().unwrap_or(0);
    let rule = Rule::parse(SAFE_RUNS).expect("the safe-run code parses");
    let g = sparse_table(&rule, longest);
    let total = runs.iter().fold(0, |t, &(_, m)| t ^ g[m]);
    if total == 0 {
        return Vec::new();
    }
    let mut cells = Vec::new();
    for &(start, m) in &runs {
        let rest = total ^ g[m];
        for j in 0..m {
            let left = g[j.saturating_sub(2)];
            let right = g[m.saturating_sub(j + 3)];
            if rest ^ left ^ right == 0 {
                cells.push(start + j);
            }
        }
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::mex::mex;

    /// The safe-run recurrence, written from the board (an X at offset j of
    /// a run of m), equals the octal engine's values of 0.11337.
    #[test]
    fn safe_runs_are_the_octal_game_0_11337() {
        let n: usize = 2000;
        let mut g: Vec<u64> = Vec::new();
        for m in 0..=n {
            let options: Vec<u64> = (0..m)
                .map(|j| g[j.saturating_sub(2)] ^ g[m.saturating_sub(j + 3)])
                .collect();
            g.push(mex(&options));
        }
        let octal: Vec<u64> = sparse_table(&Rule::parse(SAFE_RUNS).unwrap(), n)
            .into_iter()
            .map(u64::from)
            .collect();
        assert_eq!(octal, g);
    }

    /// Every board of 3 to 14 cells without three in a row (12 632 of them:
    /// strings without 111 are counted by the tribonacci numbers): the winning
    /// cells are exactly the moves that win by a plain search of the board
    /// game, which knows nothing of runs or Grundy values. The search fills
    /// a table over all boards of n cells (bit i set: an X in cell i) from
    /// the fullest down: the mover wins if some X makes three in a row, or
    /// leads to a board the opponent loses.
    #[test]
    fn winning_cells_match_a_search_of_the_board() {
        let three = |b: u32| (0..30).any(|i| b >> i & 7 == 7);
        let mut boards = 0;
        for n in 3..=14usize {
            let full = (1u32 << n) - 1;
            let mut wins = vec![false; 1 << n];
            let move_wins = |wins: &[bool], b: u32, i: usize| {
                let next = b | 1 << i;
                three(next) || !wins[next as usize]
            };
            for b in (0..=full).rev() {
                if !three(b) {
                    wins[b as usize] = (0..n).any(|i| b >> i & 1 == 0 && move_wins(&wins, b, i));
                }
            }
            for b in 0..=full {
                if three(b) {
                    continue;
                }
                let board: Vec<bool> = (0..n).map(|i| b >> i & 1 == 1).collect();
                let want: Vec<usize> = (0..n)
                    .filter(|&i| b >> i & 1 == 0 && move_wins(&wins, b, i))
                    .collect();
                let got = winning_cells(&Board::new(board.clone()).unwrap());
                assert_eq!(got, want, "{:?}", board);
                boards += 1;
            }
        }
        assert_eq!(boards, 12_632);
    }

    #[test]
    fn boards_that_are_no_positions() {
        assert_eq!(Board::new(vec![false, false]), Err(TOO_SHORT));
        assert_eq!(Board::parse(b""), Err(TOO_SHORT));
        assert_eq!(
            Board::parse(b".XXX."),
            Err(BoardError::ThreeInARow { at: 1 })
        );
        assert_eq!(
            Board::parse(b"X.\t"),
            Err(BoardError::BadCell {
                at: 2,
                found: b'\t',
                expected: CELLS
            })
        );
        assert_eq!(
            BoardError::BadCell {
                at: 2,
                found: 0,
                expected: CELLS
            }
            .to_string(),
            "cell 2 (0-based) is byte 0x00, expected . or X"
        );
    }
}
