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
use std::fmt;

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
mod tests {
    use super::*;

    /// Misère outcomes of sums of boards by the definition (a move adds an
    /// X to a board without a line; the player with no move wins),
    /// memoized across questions; an iterative search. Boards are kept up
    /// to symmetry (a rotation or reflection of one board is the same game),
    /// or sums of four boards would not fit.
    struct Plain {
        game: Notakto,
        memo: HashMap<Vec<Board>, bool>,
    }

    impl Plain {
        fn new() -> Plain {
            Plain {
                game: Notakto::new(),
                memo: HashMap::new(),
            }
        }

        fn moves(&self, p: &[Board]) -> Vec<Vec<Board>> {
            let mut out = Vec::new();
            for i in 0..p.len() {
                if self.game.is_dead(p[i]) {
                    continue;
                }
                for cell in (0..9).filter(|c| p[i] >> c & 1 == 0) {
                    let mut q = p.to_vec();
                    q[i] = self.game.canonical(q[i] | 1 << cell);
                    q.sort_unstable();
                    out.push(q);
                }
            }
            out
        }

        fn mover_wins(&mut self, boards: &[Board]) -> bool {
            let mut start: Vec<Board> = boards.iter().map(|&b| self.game.canonical(b)).collect();
            start.sort_unstable();
            let moves = self.moves(&start);
            let mut stack = vec![(start.clone(), moves, 0usize)];
            while let Some(top) = stack.last_mut() {
                if self.memo.contains_key(&top.0) {
                    stack.pop();
                    continue;
                }
                if top.1.is_empty() {
                    let (p, _, _) = stack.pop().expect("non-empty");
                    self.memo.insert(p, true);
                    continue;
                }
                match top.1.get(top.2).cloned() {
                    None => {
                        let (p, _, _) = stack.pop().expect("non-empty");
                        self.memo.insert(p, false);
                    }
                    Some(child) => match self.memo.get(&child) {
                        Some(false) => {
                            let (p, _, _) = stack.pop().expect("non-empty");
                            self.memo.insert(p, true);
                        }
                        Some(true) => top.2 += 1,
                        None => {
                            let moves = self.moves(&child);
                            stack.push((child, moves, 0));
                        }
                    },
                }
            }
            self.memo[&start]
        }
    }

    /// Every board without a line, as it stands (not up to symmetry).
    fn live_boards() -> Vec<Board> {
        let game = Notakto::new();
        (0..512u16).filter(|&b| !game.is_dead(b)).collect()
    }

    /// Boards without a line, one of each class of the symmetries.
    fn canonical_boards() -> Vec<Board> {
        let game = Notakto::new();
        let mut boards: Vec<Board> = live_boards()
            .into_iter()
            .map(|b| game.canonical(b))
            .collect();
        boards.sort_unstable();
        boards.dedup();
        boards
    }

    #[test]
    fn one_board_first_player_wins_only_by_the_centre() {
        let notakto = NotaktoQuotient::new();
        assert!(notakto.mover_wins(&[0]));
        for cell in 0..9 {
            let wins_after = notakto.mover_wins(&[1 << cell]);
            assert_eq!(wins_after, cell != 4, "first X at {}", cell);
        }
    }

    #[test]
    fn sums_of_up_to_two_boards_agree_with_plain_search() {
        let notakto = NotaktoQuotient::new();
        let mut plain = Plain::new();
        let boards = live_boards();
        for (i, &a) in boards.iter().enumerate() {
            assert_eq!(
                notakto.mover_wins(&[a]),
                plain.mover_wins(&[a]),
                "{:09b}",
                a
            );
            for &b in &boards[i..] {
                assert_eq!(
                    notakto.mover_wins(&[a, b]),
                    plain.mover_wins(&[a, b]),
                    "{:09b} {:09b}",
                    a,
                    b
                );
            }
        }
    }

    #[test]
    fn sums_of_three_boards_agree_with_plain_search() {
        let notakto = NotaktoQuotient::new();
        let mut plain = Plain::new();
        let boards = canonical_boards();
        for (i, &a) in boards.iter().enumerate() {
            for (j, &b) in boards.iter().enumerate().skip(i) {
                for &c in &boards[j..] {
                    assert_eq!(notakto.mover_wins(&[a, b, c]), plain.mover_wins(&[a, b, c]));
                }
            }
        }
    }

    #[test]
    #[ignore = "slow: every sum of four Notakto boards up to symmetry, by plain search"]
    fn sums_of_four_boards_agree_with_plain_search() {
        let notakto = NotaktoQuotient::new();
        let mut plain = Plain::new();
        let boards = canonical_boards();
        for (i, &a) in boards.iter().enumerate() {
            for (j, &b) in boards.iter().enumerate().skip(i) {
                for (k, &c) in boards.iter().enumerate().skip(j) {
                    for &d in &boards[k..] {
                        let sum = [a, b, c, d];
                        assert_eq!(
                            notakto.mover_wins(&sum),
                            plain.mover_wins(&sum),
                            "{:?}",
                            sum
                        );
                    }
                }
            }
        }
    }

    /// Plambeck and Whitehead's quotient (arXiv:1301.1672):
    /// Q = <a,b,c,d | a²=1, b³=b, b²c=c, c³=ac², b²d=d, cd=ad, d²=c²>,
    /// P = {a, b², bc, c²}, its elements a^i b^j c^k d^l rewritten by the
    /// relations read left to right.
    fn published() -> crate::misere::quotient::BipartiteMonoid {
        type E = [u32; 4];
        // Each relation lhs = rhs as exponents of a, b, c, d.
        let relations: [(E, E); 7] = [
            ([2, 0, 0, 0], [0, 0, 0, 0]),
            ([0, 3, 0, 0], [0, 1, 0, 0]),
            ([0, 2, 1, 0], [0, 0, 1, 0]),
            ([0, 0, 3, 0], [1, 0, 2, 0]),
            ([0, 2, 0, 1], [0, 0, 0, 1]),
            ([0, 0, 1, 1], [1, 0, 0, 1]),
            ([0, 0, 0, 2], [0, 0, 2, 0]),
        ];
        let reduce = |mut e: E| -> E {
            while let Some((lhs, rhs)) =
                relations.iter().find(|(l, _)| (0..4).all(|i| e[i] >= l[i]))
            {
                for i in 0..4 {
                    e[i] = e[i] - lhs[i] + rhs[i];
                }
            }
            e
        };
        let mut elements: Vec<E> = vec![[0; 4]];
        let mut actions: Vec<Vec<u32>> = vec![Vec::new(); 4];
        let mut i = 0;
        while i < elements.len() {
            for g in 0..4 {
                let mut e = elements[i];
                e[g] += 1;
                let e = reduce(e);
                let j = elements.iter().position(|&x| x == e).unwrap_or_else(|| {
                    elements.push(e);
                    elements.len() - 1
                });
                actions[g].push(j as u32);
            }
            i += 1;
        }
        let p: Vec<bool> = elements
            .iter()
            .map(|e| [[1, 0, 0, 0], [0, 2, 0, 0], [0, 1, 1, 0], [0, 0, 2, 0]].contains(e))
            .collect();
        crate::misere::quotient::BipartiteMonoid::from_actions(&actions, &p).unwrap()
    }

    /// Whether some map of `a`'s generators into `b` is an isomorphism of
    /// bipartite monoids.
    fn isomorphic(
        a: &crate::misere::quotient::BipartiteMonoid,
        b: &crate::misere::quotient::BipartiteMonoid,
    ) -> bool {
        let n = a.order();
        if n != b.order() || a.p_portion_size() != b.p_portion_size() {
            return false;
        }
        let k = a.generators();
        let mut images = vec![0usize; k];
        'next: loop {
            // The image of each element, through its normal form.
            let map: Vec<usize> = (0..n)
                .map(|x| {
                    let w = a.word(x);
                    (0..k).fold(0, |y, g| {
                        (0..w.exponent(g)).fold(y, |y, _| b.product(y, images[g]))
                    })
                })
                .collect();
            let mut hit = vec![false; n];
            let ok = map.iter().all(|&y| !std::mem::replace(&mut hit[y], true))
                && (0..n).all(|x| a.is_p(x) == b.is_p(map[x]))
                && (0..n).all(|x| {
                    (0..k)
                        .all(|g| map[a.product(x, a.generator(g))] == b.product(map[x], images[g]))
                });
            if ok {
                return true;
            }
            for image in images.iter_mut() {
                *image += 1;
                if *image < n {
                    continue 'next;
                }
                *image = 0;
            }
            return false;
        }
    }

    #[test]
    fn the_quotient_is_plambeck_and_whiteheads() {
        let ours = NotaktoQuotient::new();
        let theirs = published();
        assert_eq!(theirs.order(), 18);
        assert!(
            isomorphic(&theirs, ours.quotient().monoid()),
            "{}",
            ours.quotient()
        );
    }
}
