//! Plain negamax: the value of a position by searching every move.
//!
//! ```text
//! v(p) = score(p)                  if the game is over at p,
//! v(p) = max { -v(q) : p -> q }    otherwise,
//! ```
//!
//! each score from the point of view of the player to move
//! ([`Game`]). Nothing is remembered and nothing is cut:
//! the search visits every node of the game tree below the position, once
//! per path that reaches it. It is the definition run as a program, the
//! baseline [`TableNegamax`](super::table::TableNegamax) and
//! [`AlphaBeta`](super::alpha_beta::AlphaBeta) are measured against.
//!
//! The search recurses once per move played, so its depth is the length of
//! the longest play (laws of [`Game`]).

use super::game::{Game, MoveBuffers, Score};

/// Plain negamax over one game, counting the nodes it visits.
pub struct Negamax<G: Game> {
    game: G,
    nodes: u64,
    buffers: MoveBuffers<G::Move>,
}

impl<G: Game> Negamax<G> {
    /// A search of `game` that has visited no node yet.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::search::negamax::Negamax;
    /// use grundy_core::search::tic_tac_toe::TicTacToe;
    /// let search = Negamax::new(TicTacToe::new(3).unwrap());
    /// assert_eq!(search.nodes(), 0);
    /// ```
    pub fn new(game: G) -> Self {
        Negamax {
            game,
            nodes: 0,
            buffers: MoveBuffers::new(),
        }
    }

    /// The game searched.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::search::negamax::Negamax;
    /// use grundy_core::search::tic_tac_toe::TicTacToe;
    /// let search = Negamax::new(TicTacToe::new(3).unwrap());
    /// assert_eq!(search.game().side(), 3);
    /// ```
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The nodes visited by every call of [`Negamax::value`] so far: each
    /// position entered counts once per path, a leaf too.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::search::negamax::Negamax;
    /// use grundy_core::search::tic_tac_toe::{Board, TicTacToe};
    /// let mut search = Negamax::new(TicTacToe::new(3).unwrap());
    /// // The mover holds cells 0 and 1, the other player 3 and 4: the mover
    /// // wins (cell 2 makes a line), and all 5 · 4 · 3 · ... orders of the
    /// // other cells are searched to know it.
    /// assert_eq!(search.value(&Board::new(0b000_000_011, 0b000_011_000)), 1);
    /// assert!(search.nodes() > 100);
    /// ```
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The value of `p` for the player to move.
    ///
    /// # Complexity
    /// O(T) calls of the game's methods, T the number of nodes of the game
    /// tree below `p` (paths, not positions: a position reached by k paths
    /// is searched k times). Memory O(d · b) for the move buffers, d the
    /// longest play and b the most moves at a position.
    ///
    /// # Panics
    /// If the game breaks law 2 of [`Game`] (a position that is not over
    /// but has no move).
    ///
    /// # Example
    /// ```
    /// use grundy_core::search::negamax::Negamax;
    /// use grundy_core::search::tic_tac_toe::{Board, TicTacToe};
    /// let mut search = Negamax::new(TicTacToe::new(3).unwrap());
    /// // Tic-tac-toe is a draw.
    /// assert_eq!(search.value(&Board::empty()), 0);
    /// // Every node of the game tree of tic-tac-toe: 549 946, the
    /// // published count (255 168 of them end a game).
    /// assert_eq!(search.nodes(), 549_946);
    /// ```
    pub fn value(&mut self, p: &G::Position) -> Score {
        self.search(p, 0)
    }

    fn search(&mut self, p: &G::Position, ply: usize) -> Score {
        self.nodes += 1;
        if let Some(score) = self.game.score(p) {
            return score;
        }
        let mut moves = self.buffers.take(ply);
        self.game.moves(p, &mut moves);
        assert!(
            !moves.is_empty(),
            "Game law 2 broken: a position that is not over has no move"
        );
        let mut best = -Score::MAX;
        for &m in &moves {
            let next = self.game.play(p, m);
            best = best.max(-self.search(&next, ply + 1));
        }
        self.buffers.give(ply, moves);
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::testing::{random_games, RandomGame};
    use crate::test_rng::XorShift;

    #[test]
    fn agrees_with_plain_minimax_on_random_games() {
        for game in random_games() {
            let expected: Vec<Score> = game.positions().map(|p| game.plain_value(p)).collect();
            let mut search = Negamax::new(game);
            let found: Vec<Score> = (0..expected.len() as u32)
                .map(|p| search.value(&p))
                .collect();
            assert_eq!(found, expected);
        }
    }

    #[test]
    fn counts_every_node_of_a_tree() {
        let mut rng = XorShift(77);
        for depth in 1..6 {
            let game = RandomGame::tree(&mut rng, depth, 3, false);
            let n = game.children.len() as u64;
            let mut search = Negamax::new(game);
            search.value(&0);
            assert_eq!(search.nodes(), n);
        }
    }

    #[test]
    #[should_panic(expected = "law 2")]
    fn a_position_without_moves_that_is_not_over_panics() {
        let game = RandomGame {
            children: vec![Vec::new()],
            over: vec![false],
            scores: vec![0],
        };
        Negamax::new(game).value(&0);
    }
}
