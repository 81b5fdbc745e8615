//! Notakto: tic-tac-toe in which both players make X's, and whoever
//! completes three in a row loses; on several boards at once, a board with
//! a line is out of play and whoever completes the last line loses: the
//! misère sum of the boards.
//!
//! One board is an impartial game ([`Notakto`]): its positions are the
//! boards of X's with no line (up to the board's eight symmetries), a move
//! adds an X, and a board with a line is the game 0 (no moves). The sums of
//! boards are decided by their misère quotient, which [`NotaktoQuotient`]
//! computes from the game itself: it enumerates every board reachable from
//! the empty one, hands them to the quotient engine as a family of games
//! given by their options ([`GameList::of_game`]), and keeps the element of
//! each. Plambeck and Whitehead found this quotient, of order 18 with four
//! P-positions (T. E. Plambeck and G. Whitehead, *The secrets of Notakto:
//! winning at X-only tic-tac-toe*, arXiv:1301.1672, 2013); the tests check
//! that the one computed here is theirs, and that it decides sums of up to
//! four boards as a plain misère search does.

use super::quotient::{GameList, Limits, Quotient};
use crate::game::{Canonical, Game, Impartial, Side};
use crate::games::tic_tac_toe::{Board as TicTacToeBoard, TicTacToe};
use std::collections::HashMap;

mod board;

pub use board::{parse_board, BoardError};

/// A 3 × 3 board of X's: bit `3·row + column` set where an X stands.
pub type Board = u16;

/// One 3 × 3 board of Notakto as an impartial game. Positions are boards
/// in canonical form (the least of their eight images, [`Notakto::canonical`]).
#[derive(Debug, Clone)]
pub struct Notakto {
    board: TicTacToe,
}

impl Default for Notakto {
    fn default() -> Notakto {
        Notakto::new()
    }
}

impl Notakto {
    /// The game.
    ///
    /// # Complexity
    /// O(1) (a table of the board's symmetries).
    ///
    /// # Example
    /// ```
    /// use grundy_core::game::Impartial;
    /// use grundy_core::misere::notakto::Notakto;
    /// let game = Notakto::new();
    /// // From the empty board: a corner, an edge or the centre.
    /// assert_eq!(game.moves(&0).len(), 3);
    /// ```
    pub fn new() -> Notakto {
        Notakto {
            board: TicTacToe::new(3).expect("3 x 3"),
        }
    }

    /// Whether the board holds three X's in a row, column or diagonal (it
    /// is then out of play).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::notakto::Notakto;
    /// assert!(Notakto::new().is_dead(0b100_010_001));
    /// assert!(!Notakto::new().is_dead(0b000_101_011));
    /// ```
    pub fn is_dead(&self, board: Board) -> bool {
        self.board.has_line(board)
    }

    /// The least of the board's eight images under the symmetries of the
    /// square (as a number): equal for boards that are the same game.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::notakto::Notakto;
    /// let game = Notakto::new();
    /// // The four corners are one position.
    /// let corners = [1 << 0, 1 << 2, 1 << 6, 1 << 8];
    /// assert!(corners.iter().all(|&b| game.canonical(b) == game.canonical(1)));
    /// ```
    pub fn canonical(&self, board: Board) -> Board {
        (self.board.key(&TicTacToeBoard::new(board & 0x1ff, 0)) >> 16) as Board
    }
}

/// A board with a line has no move; otherwise each empty cell is a move,
/// to the canonical form of the board with an X there.
impl Game for Notakto {
    type Position = Board;

    fn options(&self, &p: &Board, _: Side, out: &mut Vec<Board>) {
        if self.is_dead(p) {
            return;
        }
        for cell in (0..9).filter(|c| p >> c & 1 == 0) {
            let next = self.canonical(p | 1 << cell);
            if !out.contains(&next) {
                out.push(next);
            }
        }
    }
}

impl Impartial for Notakto {}

/// The misère quotient of Notakto's boards, computed from the game, and
/// each board's element.
#[derive(Debug, Clone)]
pub struct NotaktoQuotient {
    game: Notakto,
    quotient: Quotient,
    /// The family's number of each canonical board reachable from the
    /// empty one.
    number: HashMap<Board, usize>,
}

impl Default for NotaktoQuotient {
    fn default() -> NotaktoQuotient {
        NotaktoQuotient::new()
    }
}

impl NotaktoQuotient {
    /// Enumerates the boards reachable from the empty board (up to
    /// symmetry), and computes their misère quotient.
    ///
    /// # Complexity
    /// A fixed amount of work: the quotient of about a hundred games, a
    /// few milliseconds.
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::notakto::NotaktoQuotient;
    /// let notakto = NotaktoQuotient::new();
    /// assert_eq!(notakto.quotient().order(), 18);
    /// assert_eq!(notakto.quotient().p_portion_size(), 4);
    /// ```
    pub fn new() -> NotaktoQuotient {
        let game = Notakto::new();
        let (list, number) = GameList::of_game(&game, &[0]);
        let last = number.len() - 1;
        let quotient = Quotient::of(&list, last, Limits::default())
            .expect("Notakto's quotient is small and its search converges");
        NotaktoQuotient {
            game,
            quotient,
            number,
        }
    }

    /// The quotient, with each reachable canonical board as a game of its
    /// family.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`NotaktoQuotient::new`].
    pub fn quotient(&self) -> &Quotient {
        &self.quotient
    }

    /// The element of a board (the identity for a board with a line).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::notakto::NotaktoQuotient;
    /// let notakto = NotaktoQuotient::new();
    /// assert_eq!(notakto.element(0b111), 0);
    /// // The centre alone leaves a second-player win on one board.
    /// assert!(notakto.quotient().monoid().is_p(notakto.element(0b000_010_000)));
    /// ```
    pub fn element(&self, board: Board) -> usize {
        let c = self.game.canonical(board);
        if self.game.is_dead(c) {
            return 0;
        }
        // Every board without a line is reachable from the empty board.
        self.quotient.element(self.number[&c])
    }

    /// Whether the player to move wins the misère sum of these boards.
    ///
    /// # Complexity
    /// O(number of boards).
    ///
    /// # Example
    /// ```
    /// use grundy_core::misere::notakto::NotaktoQuotient;
    /// let notakto = NotaktoQuotient::new();
    /// // One empty board: the first player wins (the centre).
    /// assert!(notakto.mover_wins(&[0]));
    /// // Two empty boards: the second player wins.
    /// assert!(!notakto.mover_wins(&[0, 0]));
    /// ```
    pub fn mover_wins(&self, boards: &[Board]) -> bool {
        let m = self.quotient.monoid();
        let x = boards.iter().fold(0, |x, &b| m.product(x, self.element(b)));
        !m.is_p(x)
    }
}

#[cfg(test)]
mod tests;
