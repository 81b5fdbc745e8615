//! Tic-tac-toe on an n × n board (n ≤ 4): the worked example of a
//! [`Scored`] game for the searches of [`crate::search`], and UVa 10111 (= POJ 1568) *Find the Winning Move* on 4 × 4
//! (package `uva-10111-find-the-winning-move`).
//!
//! Players x and o take turns marking empty cells, x first; whoever first
//! holds a whole row, column or main diagonal wins, and a full board
//! without such a line is a draw. A [`Board`] stores the two players' marks
//! as bit sets (cell `r·n + c` is bit `r·n + c`, row-major), seen from the
//! player to move: the mover's marks and the other player's. So one
//! position serves both players, as the negamax convention of [`Scored`]
//! wants; x is [`Side::Left`], and the side to move is told by the number
//! of marks. The game is over with score −1 (the player who just moved has a
//! line, [`End::Won`]) or 0 (a full board, [`End::Draw`]).
//!
//! The board's eight symmetries (rotations and reflections of the square)
//! map lines to lines, so a board and its mirror images have one value;
//! [`Canonical::key`] is the least of the eight images. Tic-tac-toe (3 × 3)
//! has 5 478 positions, 765 up to symmetry, and is a draw; so is 4 × 4.
//!
//! Beside the game, in two files:
//!
//! - `notation.rs`: the judges' rows of `.`, `x`, `o` read into a
//!   [`Board`] with x to move ([`TicTacToe::parse_row`],
//!   [`TicTacToe::x_to_move`], [`BoardError`]);
//! - `first_winning_cell.rs`: the answer of UVa 10111, the first empty cell
//!   in row-major order after which the player to move (x) wins against
//!   every defence ([`FirstWinningCell`]). Each cell is judged by itself
//!   with a null-window [`AlphaBeta`](crate::search::alpha_beta::AlphaBeta)
//!   search ("does o, to move, lose?"), moves ordered by [`ThreatsFirst`],
//!   positions kept in a transposition table that lives as long as the
//!   solver, across all the boards of a file. Every search is at most 16
//!   moves deep.

use crate::game::{Canonical, End, Game, Score, Scored, Side};

mod first_winning_cell;
mod notation;

pub use first_winning_cell::{FirstWinningCell, ThreatsFirst};
pub use notation::{BoardError, Row, CELLS};

/// A position: the marks of the player to move and of the other player,
/// as bit sets of cells (row-major).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    mover: u16,
    other: u16,
}

impl Board {
    /// The position where the player to move holds `mover` and the other
    /// player `other`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If a cell is in both sets.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::tic_tac_toe::Board;
    /// let board = Board::new(0b1, 0b10);
    /// assert_eq!((board.mover(), board.other()), (1, 2));
    /// ```
    pub fn new(mover: u16, other: u16) -> Board {
        assert!(mover & other == 0, "a cell holds one mark");
        Board { mover, other }
    }

    /// The empty board: the first player to move.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::tic_tac_toe::Board;
    /// assert_eq!(Board::empty(), Board::new(0, 0));
    /// ```
    pub fn empty() -> Board {
        Board { mover: 0, other: 0 }
    }

    /// The cells of the player to move.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::tic_tac_toe::Board;
    /// assert_eq!(Board::new(0b100, 0).mover(), 0b100);
    /// ```
    pub fn mover(&self) -> u16 {
        self.mover
    }

    /// The cells of the other player.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::tic_tac_toe::Board;
    /// assert_eq!(Board::new(0b100, 0b1).other(), 0b1);
    /// ```
    pub fn other(&self) -> u16 {
        self.other
    }
}

/// Tic-tac-toe on an n × n board: its lines and symmetries.
#[derive(Debug, Clone)]
pub struct TicTacToe {
    side: usize,
    full: u16,
    lines: Vec<u16>,
    /// For each of the 8 symmetries, the image of each value of the low
    /// and of the high byte of a set of cells.
    images: Vec<[[u16; 256]; 2]>,
}

impl TicTacToe {
    /// The n × n game, for 1 ≤ n ≤ 4; `None` otherwise.
    ///
    /// # Complexity
    /// O(1) (a few thousand steps to tabulate the symmetries).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::tic_tac_toe::TicTacToe;
    /// assert!(TicTacToe::new(4).is_some());
    /// assert!(TicTacToe::new(5).is_none());
    /// ```
    pub fn new(side: usize) -> Option<TicTacToe> {
        if !(1..=4).contains(&side) {
            return None;
        }
        let n = side;
        let bit = |r: usize, c: usize| 1u16 << (r * n + c);
        let mut lines = Vec::new();
        for i in 0..n {
            lines.push((0..n).map(|j| bit(i, j)).sum()); // row i
            lines.push((0..n).map(|j| bit(j, i)).sum()); // column i
        }
        lines.push((0..n).map(|i| bit(i, i)).sum());
        lines.push((0..n).map(|i| bit(i, n - 1 - i)).sum());
        let m = n - 1;
        // (r, c) to its image, on a board whose last row and column are m.
        type Symmetry = fn(usize, usize, usize) -> (usize, usize);
        let maps: [Symmetry; 8] = [
            |_, r, c| (r, c),
            |m, r, c| (c, m - r),
            |m, r, c| (m - r, m - c),
            |m, r, c| (m - c, r),
            |m, r, c| (r, m - c),
            |m, r, c| (m - r, c),
            |_, r, c| (c, r),
            |m, r, c| (m - c, m - r),
        ];
        let images = maps
            .iter()
            .map(|map| {
                let mut table = [[0u16; 256]; 2];
                for (half, part) in table.iter_mut().enumerate() {
                    for (byte, image) in part.iter_mut().enumerate() {
                        for k in (0..8).filter(|k| byte >> k & 1 == 1) {
                            let cell = 8 * half + k;
                            if cell < n * n {
                                let (r, c) = map(m, cell / n, cell % n);
                                *image |= bit(r, c);
                            }
                        }
                    }
                }
                table
            })
            .collect();
        Some(TicTacToe {
            side,
            full: ((1u32 << (n * n)) - 1) as u16,
            lines,
            images,
        })
    }

    /// The side n of the board.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::tic_tac_toe::TicTacToe;
    /// assert_eq!(TicTacToe::new(3).unwrap().side(), 3);
    /// ```
    pub fn side(&self) -> usize {
        self.side
    }

    /// Whether the cells `marks` include a whole row, column or diagonal.
    ///
    /// # Complexity
    /// O(n).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::tic_tac_toe::TicTacToe;
    /// let game = TicTacToe::new(3).unwrap();
    /// assert!(game.has_line(0b100_010_001)); // the diagonal
    /// assert!(!game.has_line(0b000_010_011));
    /// ```
    pub fn has_line(&self, marks: u16) -> bool {
        self.lines.iter().any(|&line| line & !marks == 0)
    }

    /// The cells where the owner of `marks` completes a line at once,
    /// given the opponent's `blocking` marks.
    fn completing(&self, marks: u16, blocking: u16) -> u16 {
        let mut cells = 0;
        for &line in &self.lines {
            let rest = line & !marks;
            if line & blocking == 0 && rest.count_ones() == 1 {
                cells |= rest;
            }
        }
        cells
    }
}

/// The options of the side to move are the boards after it marks an empty
/// cell, row-major; the other side has none.
impl Game for TicTacToe {
    type Position = Board;

    fn options(&self, p: &Board, side: Side, out: &mut Vec<Board>) {
        if side != self.to_move(p) {
            return;
        }
        let mut empty = self.full & !(p.mover | p.other);
        while empty != 0 {
            out.push(Board {
                mover: p.other,
                other: p.mover | (empty & empty.wrapping_neg()),
            });
            empty &= empty - 1;
        }
    }
}

impl Scored for TicTacToe {
    /// x (Left) when the board holds an even number of marks, o otherwise.
    fn to_move(&self, p: &Board) -> Side {
        if (p.mover | p.other).count_ones() % 2 == 0 {
            Side::Left
        } else {
            Side::Right
        }
    }

    /// −1 if the player who just moved holds a line, 1 if the player to
    /// move does (a position play never reaches), 0 if the board is full.
    fn score(&self, p: &Board) -> Option<Score> {
        if self.has_line(p.other) {
            Some(End::Won.score())
        } else if self.has_line(p.mover) {
            Some(End::Lost.score())
        } else if p.mover | p.other == self.full {
            Some(End::Draw.score())
        } else {
            None
        }
    }
}

impl Canonical for TicTacToe {
    /// The mover's marks in the high half, the other's in the low half.
    type Key = u32;

    /// The least key of the board's eight images.
    fn key(&self, p: &Board) -> u32 {
        let image =
            |t: &[[u16; 256]; 2], m: u16| t[0][(m & 0xff) as usize] | t[1][(m >> 8) as usize];
        self.images
            .iter()
            .map(|t| u32::from(image(t, p.mover)) << 16 | u32::from(image(t, p.other)))
            .min()
            .expect("eight symmetries")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::alpha_beta::AlphaBeta;
    use crate::search::negamax::Negamax;
    use crate::search::strategy::Strategy;
    use crate::search::table::TableNegamax;
    use crate::test_rng::XorShift;
    use std::collections::{HashMap, HashSet};

    fn four() -> TicTacToe {
        TicTacToe::new(4).unwrap()
    }

    /// The published counts of tic-tac-toe: 5 478 positions, 765 up to
    /// symmetry; 958 where the game is over (91 + 44 + 3 = 138 up to
    /// symmetry: won by the first player, by the second, drawn).
    #[test]
    fn counts_the_positions_of_tic_tac_toe() {
        let game = TicTacToe::new(3).unwrap();
        let mut seen = HashSet::new();
        let mut stack = vec![Board::empty()];
        while let Some(p) = stack.pop() {
            if !seen.insert(p) || game.score(&p).is_some() {
                continue;
            }
            game.options(&p, game.to_move(&p), &mut stack);
        }
        assert_eq!(seen.len(), 5_478);
        let keys: HashSet<u32> = seen.iter().map(|p| game.key(p)).collect();
        assert_eq!(keys.len(), 765);
        let over: Vec<&Board> = seen.iter().filter(|p| game.score(p).is_some()).collect();
        assert_eq!(over.len(), 958);
        // The first player has moved last when the counts are odd.
        let mut ends = HashMap::new();
        for p in over {
            let first_moved_last = (p.mover | p.other).count_ones() % 2 == 1;
            let how = match (game.score(p), first_moved_last) {
                (Some(0), _) => "draw",
                (_, true) => "first",
                (_, false) => "second",
            };
            ends.entry(how)
                .or_insert_with(HashSet::new)
                .insert(game.key(p));
        }
        assert_eq!(ends["first"].len(), 91);
        assert_eq!(ends["second"].len(), 44);
        assert_eq!(ends["draw"].len(), 3);
    }

    #[test]
    fn tic_tac_toe_is_a_draw_by_every_search() {
        let game = TicTacToe::new(3).unwrap();
        assert_eq!(Negamax::new(game.clone()).value(&Board::empty()), 0);
        assert_eq!(TableNegamax::new(game.clone()).value(&Board::empty()), 0);
        let mut search = AlphaBeta::new(game).with_order(ThreatsFirst).with_table();
        assert_eq!(search.value(&Board::empty()), 0);
    }

    /// 4 × 4 tic-tac-toe is a draw too (the judge's first sample is one of
    /// its positions).
    #[test]
    fn four_by_four_is_a_draw() {
        let mut search = AlphaBeta::new(four()).with_order(ThreatsFirst).with_table();
        assert_eq!(search.value(&Board::empty()), 0);
    }

    /// The key is the same for the eight images of a board (computed here
    /// from coordinates), and different boards up to symmetry have
    /// different keys.
    #[test]
    fn the_key_is_the_same_for_the_eight_images() {
        let game = four();
        let mut rng = XorShift(8);
        type Symmetry = fn(usize, usize) -> (usize, usize);
        let maps: [Symmetry; 8] = [
            |r, c| (r, c),
            |r, c| (c, 3 - r),
            |r, c| (3 - r, 3 - c),
            |r, c| (3 - c, r),
            |r, c| (r, 3 - c),
            |r, c| (3 - r, c),
            |r, c| (c, r),
            |r, c| (3 - c, 3 - r),
        ];
        for _ in 0..2000 {
            let cells = rng.next();
            let (mover, other) = (
                (cells & 0xffff) as u16,
                (cells >> 16) as u16 & !(cells as u16),
            );
            let board = Board::new(mover, other);
            let image = |map: &Symmetry, m: u16| {
                (0..16)
                    .filter(|i| m >> i & 1 == 1)
                    .map(|i| {
                        let (r, c) = map(i / 4, i % 4);
                        1u16 << (4 * r + c)
                    })
                    .sum::<u16>()
            };
            let images: HashSet<Board> = maps
                .iter()
                .map(|map| Board::new(image(map, mover), image(map, other)))
                .collect();
            for b in &images {
                assert_eq!(game.key(b), game.key(&board));
            }
            let swapped = Board::new(other, mover);
            if !images.contains(&swapped) {
                assert_ne!(game.key(&swapped), game.key(&board));
            }
        }
    }
}
