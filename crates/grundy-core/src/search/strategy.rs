//! The face every search of this folder shows: a [`Strategy`] values the
//! positions of one [`Scored`] game and counts its work, so a new search is
//! one file implementing it, and one test checks every strategy against a
//! plain minimax.

use crate::game::{Score, Scored};

/// A way of searching a [`Scored`] game for the value of its positions,
/// counting the nodes it visits.
///
/// Every strategy owns its game and whatever it remembers (a table lives as
/// long as the strategy, across calls of [`Strategy::value`]).
pub trait Strategy<G: Scored> {
    /// The game searched.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::tic_tac_toe::TicTacToe;
    /// use grundy_core::search::negamax::Negamax;
    /// use grundy_core::search::strategy::Strategy;
    /// let search = Negamax::new(TicTacToe::new(3).unwrap());
    /// assert_eq!(search.game().side(), 3);
    /// ```
    fn game(&self) -> &G;

    /// The value of `p` for the player to move: the negamax value of
    /// [`Scored`], `score(p)` where the game is over and the best of
    /// `-value(q)` over the options `q` of the side to move otherwise.
    ///
    /// # Complexity
    /// Each strategy says: every node of the game tree below `p` for
    /// [`Negamax`](super::negamax::Negamax), every position once for
    /// [`TableNegamax`](super::table::TableNegamax), fewer with cuts for
    /// [`AlphaBeta`](super::alpha_beta::AlphaBeta). Memory O(d · b) for the
    /// option buffers (d the longest play, b the most options), plus any
    /// table.
    ///
    /// # Panics
    /// If the game breaks law 2 of [`Scored`] (a position that is not over
    /// where the side to move has no option).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::tic_tac_toe::{Board, TicTacToe};
    /// use grundy_core::search::alpha_beta::AlphaBeta;
    /// use grundy_core::search::negamax::Negamax;
    /// use grundy_core::search::strategy::Strategy;
    /// use grundy_core::search::table::TableNegamax;
    /// let game = TicTacToe::new(3).unwrap();
    /// let mut searches: Vec<Box<dyn Strategy<TicTacToe>>> = vec![
    ///     Box::new(Negamax::new(game.clone())),
    ///     Box::new(TableNegamax::new(game.clone())),
    ///     Box::new(AlphaBeta::new(game)),
    /// ];
    /// for search in &mut searches {
    ///     assert_eq!(search.value(&Board::empty()), 0); // a draw
    ///     // The mover holds 0 and 2, the other player 4 and 8: cell 1
    ///     // completes the top row first.
    ///     assert_eq!(search.value(&Board::new(0b000_000_101, 0b100_010_000)), 1);
    /// }
    /// ```
    fn value(&mut self, p: &G::Position) -> Score;

    /// The nodes visited by every call of [`Strategy::value`] so far: each
    /// position entered counts once per path, whether the game is over
    /// there, a table answers, or its options are searched.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::tic_tac_toe::{Board, TicTacToe};
    /// use grundy_core::search::alpha_beta::AlphaBeta;
    /// use grundy_core::search::negamax::Negamax;
    /// use grundy_core::search::strategy::Strategy;
    /// let mut plain = Negamax::new(TicTacToe::new(3).unwrap());
    /// let mut cut = AlphaBeta::new(TicTacToe::new(3).unwrap());
    /// assert_eq!(plain.value(&Board::empty()), cut.value(&Board::empty()));
    /// // Every node of the game tree of tic-tac-toe: 549 946, the
    /// // published count (255 168 of them end a game).
    /// assert_eq!(plain.nodes(), 549_946);
    /// assert!(cut.nodes() < plain.nodes() / 10);
    /// ```
    fn nodes(&self) -> u64;

    /// How many entries the strategy's table holds (0 without one).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::tic_tac_toe::{Board, TicTacToe};
    /// use grundy_core::search::strategy::Strategy;
    /// use grundy_core::search::table::TableNegamax;
    /// let mut search = TableNegamax::new(TicTacToe::new(3).unwrap());
    /// search.value(&Board::empty());
    /// // Of the 765 positions of tic-tac-toe up to symmetry, 627 go on
    /// // (138 are over: 91 won by the first player, 44 by the second, 3 drawn).
    /// assert_eq!(search.table_len(), 627);
    /// ```
    fn table_len(&self) -> usize {
        0
    }
}

/// One option buffer per ply, reused from one position to the next: a
/// search takes the buffer of its depth filled with the options of the side
/// to move, walks it and gives it back, so a search allocates only while it
/// reaches a depth for the first time.
pub(crate) struct Buffers<P> {
    free: Vec<Vec<P>>,
}

impl<P> Buffers<P> {
    /// No buffers yet.
    pub(crate) fn new() -> Self {
        Buffers { free: Vec::new() }
    }

    /// The buffer of depth `ply`, holding the options of the side to move
    /// at `p`, a position where the game goes on.
    ///
    /// # Panics
    /// If the side to move has no option (law 2 of [`Scored`]).
    pub(crate) fn options<G: Scored<Position = P>>(
        &mut self,
        game: &G,
        p: &P,
        ply: usize,
    ) -> Vec<P> {
        if self.free.len() <= ply {
            self.free.resize_with(ply + 1, Vec::new);
        }
        let mut options = std::mem::take(&mut self.free[ply]);
        options.clear();
        game.options(p, game.to_move(p), &mut options);
        assert!(
            !options.is_empty(),
            "Scored law 2 broken: a position that is not over has no option"
        );
        options
    }

    /// Gives the buffer of depth `ply` back.
    pub(crate) fn give(&mut self, ply: usize, options: Vec<P>) {
        self.free[ply] = options;
    }
}
