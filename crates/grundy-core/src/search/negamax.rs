//! Plain negamax: the value of a position by searching every option.
//!
//! ```text
//! v(p) = score(p)                  if the game is over at p,
//! v(p) = max { -v(q) : p -> q }    otherwise,
//! ```
//!
//! each score from the point of view of the player to move
//! ([`Scored`]). Nothing is remembered and nothing is cut:
//! the search visits every node of the game tree below the position, once
//! per path that reaches it. It is the definition run as a program, the
//! baseline [`TableNegamax`](super::table::TableNegamax) and
//! [`AlphaBeta`](super::alpha_beta::AlphaBeta) are measured against.
//!
//! The search recurses once per move played, so its depth is the length of
//! the longest play (laws of [`Scored`]).

use super::strategy::{Buffers, Strategy};
use crate::game::{Score, Scored};

/// Plain negamax over one game, counting the nodes it visits: a
/// [`Strategy`].
pub struct Negamax<G: Scored> {
    game: G,
    nodes: u64,
    buffers: Buffers<G::Position>,
}

impl<G: Scored> Negamax<G> {
    /// A search of `game` that has visited no node yet.
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
    /// assert_eq!(search.nodes(), 0);
    /// ```
    pub fn new(game: G) -> Self {
        Negamax {
            game,
            nodes: 0,
            buffers: Buffers::new(),
        }
    }

    fn search(&mut self, p: &G::Position, ply: usize) -> Score {
        self.nodes += 1;
        if let Some(score) = self.game.score(p) {
            return score;
        }
        let options = self.buffers.options(&self.game, p, ply);
        let mut best = -Score::MAX;
        for q in &options {
            best = best.max(-self.search(q, ply + 1));
        }
        self.buffers.give(ply, options);
        best
    }
}

/// Every node of the game tree below `p`, once per path: O(T) calls of the
/// game's methods for T such nodes.
impl<G: Scored> Strategy<G> for Negamax<G> {
    fn game(&self) -> &G {
        &self.game
    }

    fn value(&mut self, p: &G::Position) -> Score {
        self.search(p, 0)
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::testing::RandomGame;
    use crate::test_rng::XorShift;

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
}
