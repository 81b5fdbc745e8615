//! Negamax with a transposition table: each position searched once.
//!
//! The recurrence of [`Negamax`](super::negamax::Negamax),
//!
//! ```text
//! v(p) = score(p)                  if the game is over at p,
//! v(p) = max { -v(q) : p -> q }    otherwise,
//! ```
//!
//! with every value remembered under its position's canonical key
//! ([`Canonical`]): a position reached again by another order of the same
//! moves (a *transposition*), or by a mirror image of them, is looked up,
//! not searched. The game tree shrinks to its graph of distinct positions:
//! tic-tac-toe's 549 946 nodes become 5 478 positions, 765 up to symmetry.
//!
//! The table outlives a call: a later search that reaches a position
//! already valued reuses it (a judge file of many boards of one game).
//! It holds exact values only. The table of
//! [`AlphaBeta`](super::alpha_beta::AlphaBeta) is here too ([`BoundTable`]
//! behind the [`Memo`] trait): a search cut short knows only a bound on a
//! value, so its entries say which ([`Bound`]).

use super::strategy::{Buffers, Strategy};
use crate::game::{Canonical, Game, Score, Scored};
use crate::hashing::WordMap;

/// What a remembered value says about the true value `v`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// `v` is the value.
    Exact,
    /// `v` is at least the value (the search that found it failed high).
    Lower,
    /// `v` is at most the value (the search that found it failed low).
    Upper,
}

/// A remembered value and what it says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The value found.
    pub value: Score,
    /// Whether it is the value or a bound on it.
    pub bound: Bound,
}

/// What [`AlphaBeta`](super::alpha_beta::AlphaBeta) remembers between
/// positions: nothing ([`NoTable`]) or a transposition table of bounds
/// ([`BoundTable`]).
pub trait Memo<G: Game> {
    /// Where a position's entry lives (its key; nothing if nothing is kept).
    type Slot;

    /// The slot of `p`, computed once per position searched.
    fn slot(&self, game: &G, p: &G::Position) -> Self::Slot;

    /// The entry in `slot`, if any.
    fn recall(&self, slot: &Self::Slot) -> Option<Entry>;

    /// Puts `entry` in `slot`, replacing what was there.
    fn store(&mut self, slot: Self::Slot, entry: Entry);

    /// How many entries are kept.
    fn len(&self) -> usize;

    /// Whether no entry is kept.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Remember nothing: plain alpha-beta.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoTable;

impl<G: Game> Memo<G> for NoTable {
    type Slot = ();

    fn slot(&self, _: &G, _: &G::Position) {}

    fn recall(&self, _: &()) -> Option<Entry> {
        None
    }

    fn store(&mut self, _: (), _: Entry) {}

    fn len(&self) -> usize {
        0
    }
}

/// A transposition table of [`Entry`]s under canonical keys
/// ([`Canonical`]).
#[derive(Clone, Debug)]
pub struct BoundTable<K> {
    entries: WordMap<K, Entry>,
}

impl<K> BoundTable<K> {
    /// An empty table.
    pub(crate) fn new() -> Self {
        BoundTable {
            entries: WordMap::default(),
        }
    }
}

impl<G: Canonical> Memo<G> for BoundTable<G::Key> {
    type Slot = G::Key;

    fn slot(&self, game: &G, p: &G::Position) -> G::Key {
        game.key(p)
    }

    fn recall(&self, slot: &G::Key) -> Option<Entry> {
        self.entries.get(slot).copied()
    }

    fn store(&mut self, slot: G::Key, entry: Entry) {
        self.entries.insert(slot, entry);
    }

    fn len(&self) -> usize {
        self.entries.len()
    }
}

/// Negamax over one game with a transposition table, counting the nodes it
/// visits: a [`Strategy`] whose [`table_len`](Strategy::table_len) is the
/// number of keys valued (those where the game goes on).
pub struct TableNegamax<G: Scored + Canonical> {
    game: G,
    nodes: u64,
    table: WordMap<G::Key, Score>,
    buffers: Buffers<G::Position>,
}

impl<G: Scored + Canonical> TableNegamax<G> {
    /// A search of `game` with an empty table.
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
    /// assert_eq!(search.table_len(), 0);
    /// search.value(&Board::empty());
    /// let first = search.nodes();
    /// search.value(&Board::empty()); // found in the table: one node
    /// assert_eq!(search.nodes(), first + 1);
    /// ```
    pub fn new(game: G) -> Self {
        TableNegamax {
            game,
            nodes: 0,
            table: WordMap::default(),
            buffers: Buffers::new(),
        }
    }

    fn search(&mut self, p: &G::Position, ply: usize) -> Score {
        self.nodes += 1;
        if let Some(score) = self.game.score(p) {
            return score;
        }
        let key = self.game.key(p);
        if let Some(&value) = self.table.get(&key) {
            return value;
        }
        let options = self.buffers.options(&self.game, p, ply);
        let mut best = -Score::MAX;
        for q in &options {
            best = best.max(-self.search(q, ply + 1));
        }
        self.buffers.give(ply, options);
        self.table.insert(key, best);
        best
    }
}

/// O(P + M) calls of the game's methods and table operations, P the number
/// of keys reachable from `p` not yet in the table and M their options;
/// O(1) if `p` is valued. Memory O(P) for the table.
impl<G: Scored + Canonical> Strategy<G> for TableNegamax<G> {
    fn game(&self) -> &G {
        &self.game
    }

    fn value(&mut self, p: &G::Position) -> Score {
        self.search(p, 0)
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
    use crate::search::testing::random_games;

    #[test]
    fn never_visits_more_nodes_than_plain_negamax() {
        for game in random_games() {
            let n = game.children.len();
            let mut plain = Negamax::new(game);
            plain.value(&0);
            let mut table = TableNegamax::new(plain.game().clone());
            table.value(&0);
            assert!(table.nodes() <= plain.nodes());
            // Each key is expanded once: at most one visit per edge, plus the root.
            let edges: usize = table.game().children.iter().map(Vec::len).sum();
            assert!(table.nodes() as usize <= edges + 1);
            assert!(table.table_len() <= n);
        }
    }
}
