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
//! the longest play (laws of [`Scored`]).

use super::strategy::{Buffers, Strategy};
use super::table::{Bound, BoundTable, Entry, Memo, NoTable};
use crate::game::{Canonical, Game, Score, Scored};

/// The order in which [`AlphaBeta`] tries the options of a position.
///
/// Any order gives the same values; a good one (the best move first) cuts
/// more. A closure `|game, position, options| ...` is a `MoveOrder`.
pub trait MoveOrder<G: Game> {
    /// Reorders `options`, the options of the side to move at `p` as
    /// [`Game::options`] listed them.
    fn order(&mut self, game: &G, p: &G::Position, options: &mut [G::Position]);
}

/// The options in the order [`Game::options`] lists them.
#[derive(Clone, Copy, Debug, Default)]
pub struct AsGenerated;

impl<G: Game> MoveOrder<G> for AsGenerated {
    fn order(&mut self, _: &G, _: &G::Position, _: &mut [G::Position]) {}
}

impl<G: Game, F: FnMut(&G, &G::Position, &mut [G::Position])> MoveOrder<G> for F {
    fn order(&mut self, game: &G, p: &G::Position, options: &mut [G::Position]) {
        self(game, p, options)
    }
}

/// Alpha-beta over one game, with a move order `O` and a memo `T` (none,
/// or a transposition table), counting the nodes it visits: a [`Strategy`]
/// whose [`value`](Strategy::value) searches the open window.
pub struct AlphaBeta<G: Scored, O = AsGenerated, T = NoTable> {
    game: G,
    order: O,
    table: T,
    nodes: u64,
    buffers: Buffers<G::Position>,
}

impl<G: Scored> AlphaBeta<G> {
    /// Alpha-beta over `game`, moves in the order they are listed, no table.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::tic_tac_toe::{Board, TicTacToe};
    /// use grundy_core::search::alpha_beta::AlphaBeta;
    /// use grundy_core::search::strategy::Strategy;
    /// let mut search = AlphaBeta::new(TicTacToe::new(3).unwrap());
    /// assert_eq!(search.value(&Board::empty()), 0);
    /// assert_eq!(search.table_len(), 0);
    /// ```
    pub fn new(game: G) -> Self {
        AlphaBeta {
            game,
            order: AsGenerated,
            table: NoTable,
            nodes: 0,
            buffers: Buffers::new(),
        }
    }
}

impl<G: Scored, O: MoveOrder<G>, T: Memo<G>> AlphaBeta<G, O, T> {
    /// The same search with options tried in `order`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::tic_tac_toe::{Board, TicTacToe};
    /// use grundy_core::search::alpha_beta::AlphaBeta;
    /// use grundy_core::search::strategy::Strategy;
    /// // The centre first, then the corners, then the edges: the cell
    /// // played is the one the player who just moved holds and did not.
    /// let rank = [1, 2, 1, 2, 0, 2, 1, 2, 1];
    /// let mut search = AlphaBeta::new(TicTacToe::new(3).unwrap())
    ///     .with_order(move |_: &TicTacToe, p: &Board, next: &mut [Board]| {
    ///         next.sort_by_key(|q| rank[(q.other() & !p.mover()).trailing_zeros() as usize])
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
    /// use grundy_core::games::tic_tac_toe::{Board, TicTacToe};
    /// use grundy_core::search::alpha_beta::AlphaBeta;
    /// use grundy_core::search::strategy::Strategy;
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

    /// The value of `p` for the player to move, searched in the window
    /// `(alpha, beta)`: the result r is v(p) if `alpha < r < beta`; if
    /// `r <= alpha`, then v(p) <= r; if `r >= beta`, then v(p) >= r.
    ///
    /// # Complexity
    /// At most the nodes [`Negamax`](super::negamax::Negamax) visits with
    /// the same order, without a table; with one, at most one expansion of
    /// each key per window it is searched with; less the narrower the
    /// window.
    ///
    /// # Panics
    /// If `alpha >= beta`, or the game breaks law 2 of [`Scored`].
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::tic_tac_toe::{Board, TicTacToe};
    /// use grundy_core::search::alpha_beta::AlphaBeta;
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
        let mut options = self.buffers.options(&self.game, p, ply);
        self.order.order(&self.game, p, &mut options);
        let mut best = -Score::MAX;
        for q in &options {
            let value = -self.search(q, ply + 1, -beta, -alpha);
            if value > best {
                best = value;
                alpha = alpha.max(value);
                if alpha >= beta {
                    break;
                }
            }
        }
        self.buffers.give(ply, options);
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

/// The open window `(−∞, ∞)`: the value itself.
impl<G: Scored, O: MoveOrder<G>, T: Memo<G>> Strategy<G> for AlphaBeta<G, O, T> {
    fn game(&self) -> &G {
        &self.game
    }

    fn value(&mut self, p: &G::Position) -> Score {
        self.search(p, 0, -Score::MAX, Score::MAX)
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }

    fn table_len(&self) -> usize {
        self.table.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::negamax::Negamax;
    use crate::search::testing::{random_games, shuffled, RandomGame};
    use crate::test_rng::XorShift;

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
}
