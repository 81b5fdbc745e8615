//! Alpha-beta: negamax that skips the moves that cannot change the answer.
//!
//! A search with a *window* `(α, β)` only needs the value of `p` when it
//! lies strictly between the two: the player to move already has a way to
//! reach α elsewhere, and the opponent one to hold them to β. So
//!
//! ```text
//! search(p, α, β):
//!     if the game is over at p: return score(p)
//!     best = −∞
//!     for each move p -> q, in the caller's order:
//!         best = max(best, −search(q, −β, −α));   α = max(α, best)
//!         if α ≥ β: stop              (a cut: the opponent avoids p)
//!     return best
//! ```
//!
//! returns r with the *fail-soft* guarantee: r ≤ α means v(p) ≤ r,
//! r ≥ β means v(p) ≥ r, and anything strictly between is v(p) itself. With
//! the open window `(−∞, ∞)` it is v(p), the negamax value
//! ([`Negamax`](super::negamax::Negamax)); with a null window `(s, s + 1)`
//! it answers only "is v(p) ≤ s?" and cuts far more: for a game of win,
//! loss and draw, `(−1, 0)` asks "does the mover lose?", the question of
//! UVa 10111.
//!
//! How much is cut depends on the order of the moves: a best move searched
//! first cuts its siblings at once. The caller gives the order
//! ([`MoveOrder`]: winning moves first, forced blocks next, …); the value
//! never depends on it. Counted in nodes, alpha-beta with any order visits
//! a subset of what [`Negamax`](super::negamax::Negamax) with the same order
//! visits.
//!
//! With [`AlphaBeta::with_table`] the search also keeps a transposition
//! table ([`BoundTable`]), as [`TableNegamax`](super::table::TableNegamax)
//! does, but a search cut short knows only a bound. Each entry holds a
//! value and what it is ([`Bound`]): exact, a lower bound (the search failed
//! high), or an upper bound (it failed low). A later visit returns an exact
//! value, or a bound that already lies outside its window, and otherwise
//! narrows its window by it before searching.
//!
//! The search recurses once per move played, so its depth is the length of
//! the longest play (laws of [`Game`]).

use super::game::{Canonical, Game, MoveBuffers, Score};
use super::table::{Bound, BoundTable, Entry, Memo, NoTable};

/// The order in which [`AlphaBeta`] tries the moves of a position.
///
/// Any order gives the same values; a good one (the best move first) cuts
/// more. A closure `|game, position, moves| ...` is a `MoveOrder`.
pub trait MoveOrder<G: Game> {
    /// Reorders `moves`, the moves at `p` as [`Game::moves`] listed them.
    fn order(&mut self, game: &G, p: &G::Position, moves: &mut [G::Move]);
}

/// The moves in the order [`Game::moves`] lists them.
#[derive(Clone, Copy, Debug, Default)]
pub struct AsGenerated;

impl<G: Game> MoveOrder<G> for AsGenerated {
    fn order(&mut self, _: &G, _: &G::Position, _: &mut [G::Move]) {}
}

impl<G: Game, F: FnMut(&G, &G::Position, &mut [G::Move])> MoveOrder<G> for F {
    fn order(&mut self, game: &G, p: &G::Position, moves: &mut [G::Move]) {
        self(game, p, moves)
    }
}

/// Alpha-beta over one game, with a move order `O` and a memo `T` (none,
/// or a transposition table), counting the nodes it visits.
pub struct AlphaBeta<G: Game, O = AsGenerated, T = NoTable> {
    game: G,
    order: O,
    table: T,
    nodes: u64,
    buffers: MoveBuffers<G::Move>,
}

impl<G: Game> AlphaBeta<G> {
    /// Alpha-beta over `game`, moves in the order they are listed, no table.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::search::alpha_beta::AlphaBeta;
    /// use grundy_core::search::tic_tac_toe::{Board, TicTacToe};
    /// let mut search = AlphaBeta::new(TicTacToe::new(3).unwrap());
    /// assert_eq!(search.value(&Board::empty()), 0);
    /// ```
    pub fn new(game: G) -> Self {
        AlphaBeta {
            game,
            order: AsGenerated,
            table: NoTable,
            nodes: 0,
            buffers: MoveBuffers::new(),
        }
    }
}

impl<G: Game, O: MoveOrder<G>, T: Memo<G>> AlphaBeta<G, O, T> {
    /// The same search with moves tried in `order`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::search::alpha_beta::AlphaBeta;
    /// use grundy_core::search::tic_tac_toe::{Board, TicTacToe};
    /// // The centre first, then the corners, then the edges.
    /// let rank = |cell: &u8| [1, 2, 1, 2, 0, 2, 1, 2, 1][*cell as usize];
    /// let mut search = AlphaBeta::new(TicTacToe::new(3).unwrap())
    ///     .with_order(move |_: &TicTacToe, _: &Board, moves: &mut [u8]| {
    ///         moves.sort_by_key(rank)
    ///     });
    /// assert_eq!(search.value(&Board::empty()), 0);
    /// ```
    pub fn with_order<P: MoveOrder<G>>(self, order: P) -> AlphaBeta<G, P, T> {
        AlphaBeta {
            game: self.game,
            order,
            table: self.table,
            nodes: self.nodes,
            buffers: self.buffers,
        }
    }

    /// The same search with an empty transposition table (keyed by
    /// [`Canonical::key`]) in place of its memo.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::search::alpha_beta::AlphaBeta;
    /// use grundy_core::search::tic_tac_toe::{Board, TicTacToe};
    /// let mut search = AlphaBeta::new(TicTacToe::new(3).unwrap()).with_table();
    /// assert_eq!(search.value(&Board::empty()), 0);
    /// assert!(search.table_len() > 0);
    /// ```
    pub fn with_table(self) -> AlphaBeta<G, O, BoundTable<G::Key>>
    where
        G: Canonical,
    {
        AlphaBeta {
            game: self.game,
            order: self.order,
            table: BoundTable::new(),
            nodes: self.nodes,
            buffers: self.buffers,
        }
    }

    /// The game searched.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::search::alpha_beta::AlphaBeta;
    /// use grundy_core::search::tic_tac_toe::TicTacToe;
    /// let search = AlphaBeta::new(TicTacToe::new(4).unwrap());
    /// assert_eq!(search.game().side(), 4);
    /// ```
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The nodes visited by every search so far: each position entered
    /// counts once per path, whether the game is over there, the table
    /// answers, or its moves are searched.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::search::alpha_beta::AlphaBeta;
    /// use grundy_core::search::negamax::Negamax;
    /// use grundy_core::search::tic_tac_toe::{Board, TicTacToe};
    /// let mut plain = Negamax::new(TicTacToe::new(3).unwrap());
    /// let mut cut = AlphaBeta::new(TicTacToe::new(3).unwrap());
    /// assert_eq!(plain.value(&Board::empty()), cut.value(&Board::empty()));
    /// assert!(cut.nodes() < plain.nodes() / 10);
    /// ```
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// How many entries the table holds (0 without one).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::search::alpha_beta::AlphaBeta;
    /// use grundy_core::search::tic_tac_toe::{Board, TicTacToe};
    /// let mut search = AlphaBeta::new(TicTacToe::new(3).unwrap());
    /// search.value(&Board::empty());
    /// assert_eq!(search.table_len(), 0);
    /// ```
    pub fn table_len(&self) -> usize {
        self.table.len()
    }

    /// The value of `p` for the player to move.
    ///
    /// # Complexity
    /// At most the nodes [`Negamax`](super::negamax::Negamax) visits with
    /// the same order, without a table; with one, at most one expansion of
    /// each key per window it is searched with. Memory O(d · b) for the move
    /// buffers (d the longest play, b the most moves at a position), plus
    /// the table.
    ///
    /// # Panics
    /// If the game breaks law 2 of [`Game`] (a position that is not over
    /// but has no move).
    ///
    /// # Example
    /// ```
    /// use grundy_core::search::alpha_beta::AlphaBeta;
    /// use grundy_core::search::tic_tac_toe::{Board, TicTacToe};
    /// let mut search = AlphaBeta::new(TicTacToe::new(3).unwrap());
    /// assert_eq!(search.value(&Board::empty()), 0); // a draw
    /// // The mover holds 0 and 2, the other player 4 and 8: cell 1
    /// // completes the top row before the other player completes a line.
    /// assert_eq!(search.value(&Board::new(0b000_000_101, 0b100_010_000)), 1);
    /// ```
    pub fn value(&mut self, p: &G::Position) -> Score {
        self.search(p, 0, -Score::MAX, Score::MAX)
    }

    /// The value of `p` for the player to move, searched in the window
    /// `(alpha, beta)`: the result r is v(p) if `alpha < r < beta`; if
    /// `r <= alpha`, then v(p) <= r; if `r >= beta`, then v(p) >= r.
    ///
    /// # Complexity
    /// As [`AlphaBeta::value`], and less the narrower the window.
    ///
    /// # Panics
    /// If `alpha >= beta`, or the game breaks law 2 of [`Game`].
    ///
    /// # Example
    /// ```
    /// use grundy_core::search::alpha_beta::AlphaBeta;
    /// use grundy_core::search::tic_tac_toe::{Board, TicTacToe};
    /// let mut search = AlphaBeta::new(TicTacToe::new(3).unwrap());
    /// // Does the player to move lose tic-tac-toe? A null window asks only
    /// // that: a result above -1 says no.
    /// assert!(search.value_within(&Board::empty(), -1, 0) > -1);
    /// ```
    pub fn value_within(&mut self, p: &G::Position, alpha: Score, beta: Score) -> Score {
        assert!(alpha < beta, "alpha-beta needs alpha < beta");
        self.search(p, 0, alpha, beta)
    }

    fn search(&mut self, p: &G::Position, ply: usize, alpha0: Score, beta0: Score) -> Score {
        self.nodes += 1;
        if let Some(score) = self.game.score(p) {
            return score;
        }
        let (mut alpha, mut beta) = (alpha0, beta0);
        let slot = self.table.slot(&self.game, p);
        if let Some(entry) = self.table.recall(&slot) {
            match entry.bound {
                Bound::Exact => return entry.value,
                Bound::Lower => alpha = alpha.max(entry.value),
                Bound::Upper => beta = beta.min(entry.value),
            }
            if alpha >= beta {
                return entry.value;
            }
        }
        let mut moves = self.buffers.take(ply);
        self.game.moves(p, &mut moves);
        assert!(
            !moves.is_empty(),
            "Game law 2 broken: a position that is not over has no move"
        );
        self.order.order(&self.game, p, &mut moves);
        let mut best = -Score::MAX;
        for &m in &moves {
            let next = self.game.play(p, m);
            let value = -self.search(&next, ply + 1, -beta, -alpha);
            if value > best {
                best = value;
                alpha = alpha.max(value);
                if alpha >= beta {
                    break;
                }
            }
        }
        self.buffers.give(ply, moves);
        // Judged against the caller's window: a result inside it is exact
        // even when a remembered bound narrowed the search (the bound and
        // the result then meet).
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta0 {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.store(slot, Entry { value: best, bound });
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::negamax::Negamax;
    use crate::search::testing::{random_games, RandomGame};
    use crate::test_rng::XorShift;

    /// A move order that shuffles the moves at random (a different order
    /// at each visit: the value must not care).
    fn shuffled(seed: u64) -> impl FnMut(&RandomGame, &u32, &mut [u32]) {
        let mut rng = XorShift(seed);
        move |_: &RandomGame, _: &u32, moves: &mut [u32]| {
            for i in (1..moves.len()).rev() {
                moves.swap(i, (rng.next() % (i as u64 + 1)) as usize);
            }
        }
    }

    /// The values of every position, asked in turn of one search.
    fn values<O: MoveOrder<RandomGame>, T: Memo<RandomGame>>(
        search: &mut AlphaBeta<RandomGame, O, T>,
    ) -> Vec<Score> {
        search
            .game()
            .positions()
            .map(|p| search.value(&p))
            .collect()
    }

    #[test]
    fn agrees_with_plain_minimax_on_random_games() {
        for (i, game) in random_games().into_iter().enumerate() {
            let expected: Vec<Score> = game.positions().map(|p| game.plain_value(p)).collect();
            let seed = 1 + i as u64;
            let plain = &mut AlphaBeta::new(game.clone());
            assert_eq!(values(plain), expected);
            let ordered = &mut AlphaBeta::new(game.clone()).with_order(shuffled(seed));
            assert_eq!(values(ordered), expected);
            let table = &mut AlphaBeta::new(game.clone()).with_table();
            assert_eq!(values(table), expected);
            let both = &mut AlphaBeta::new(game).with_order(shuffled(seed)).with_table();
            assert_eq!(values(both), expected);
        }
    }

    /// The fail-soft guarantee, for random windows asked one after another
    /// of one search, so that the table holds bounds from other windows.
    #[test]
    fn keeps_the_fail_soft_guarantee_in_any_window() {
        let mut rng = XorShift(2024);
        for (i, game) in random_games().into_iter().enumerate() {
            let expected: Vec<Score> = game.positions().map(|p| game.plain_value(p)).collect();
            let n = expected.len() as u64;
            let mut search = AlphaBeta::new(game)
                .with_order(shuffled(7 + i as u64))
                .with_table();
            for _ in 0..4 * n {
                let p = (rng.next() % n) as u32;
                let alpha = (rng.next() % 9) as Score - 5;
                let beta = alpha + 1 + (rng.next() % 4) as Score;
                let r = search.value_within(&p, alpha, beta);
                let v = expected[p as usize];
                if r <= alpha {
                    assert!(v <= r, "failed low with {} but v = {}", r, v);
                } else if r >= beta {
                    assert!(v >= r, "failed high with {} but v = {}", r, v);
                } else {
                    assert_eq!(r, v, "inside ({}, {})", alpha, beta);
                }
            }
        }
    }

    #[test]
    fn visits_a_subset_of_the_plain_search() {
        let (mut cut, mut all) = (0, 0);
        for game in random_games() {
            for p in game.positions() {
                let mut plain = Negamax::new(game.clone());
                let mut pruned = AlphaBeta::new(game.clone());
                assert_eq!(plain.value(&p), pruned.value(&p));
                assert!(pruned.nodes() <= plain.nodes());
                cut += pruned.nodes();
                all += plain.nodes();
            }
        }
        assert!(cut < all, "alpha-beta cut nothing: {} of {}", cut, all);
    }

    /// On full trees (every node 2 to 4 children, to depth 6) the cut is
    /// large: less than half the nodes, summed over 20 trees.
    #[test]
    fn visits_fewer_nodes_on_full_trees() {
        let mut rng = XorShift(99);
        let (mut cut, mut all) = (0, 0);
        for _ in 0..20 {
            let game = RandomGame::tree(&mut rng, 6, 4, true);
            let mut plain = Negamax::new(game.clone());
            let mut pruned = AlphaBeta::new(game);
            assert_eq!(plain.value(&0), pruned.value(&0));
            cut += pruned.nodes();
            all += plain.nodes();
        }
        assert!(2 * cut < all, "{} of {}", cut, all);
    }

    #[test]
    #[should_panic(expected = "alpha < beta")]
    fn an_empty_window_panics() {
        let mut rng = XorShift(5);
        let mut search = AlphaBeta::new(RandomGame::tree(&mut rng, 2, 2, true));
        search.value_within(&0, 1, 1);
    }

    #[test]
    #[should_panic(expected = "law 2")]
    fn a_position_without_moves_that_is_not_over_panics() {
        let game = RandomGame {
            children: vec![Vec::new()],
            over: vec![false],
            scores: vec![0],
        };
        AlphaBeta::new(game).value(&0);
    }
}
