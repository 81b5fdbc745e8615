//! Games that can go on forever: win, lose or draw.
//!
//! Everything in [`crate::sg`] and [`crate::search`] assumes that every play
//! ends. When positions can repeat (a word chain that comes back to a word,
//! a chase around a circle, a cat and a mouse on a graph), a position is a
//! win, a loss or a draw for the player to move, and the tools are these,
//! one file each:
//!
//! - [`digraph`]: the move graph, compressed sparse rows and its transpose;
//! - [`retrograde`]: retrograde analysis, win, lose or draw at every
//!   position from the ends backward with a counter of undecided moves per
//!   position, in O(V + E), with the number of moves to the end under best
//!   play (the winner hurries, the loser delays); normal play, misère play
//!   and explicit end states through the same call; a list of arcs read
//!   only backward ([`retrograde::Predecessors`], without the forward
//!   graph), and games whose moves follow a rule, through the
//!   [`retrograde::Backward`] trait;
//! - [`line`](mod@line): the line of play read off that analysis, the moves of best
//!   play from any position (the winner's fastest win, the loser's slowest
//!   loss; a draw as a lead and the cycle it repeats);
//! - [`explore`]: a game given by its rules ([`crate::game::Game`]) turned
//!   into a numbered move graph by a breadth-first search from its start
//!   positions, for an impartial game or with the player to move in the
//!   position (two players with their own moves: Codeforces 786A
//!   Berzerk; a cat chasing a mouse is the worked example);
//! - [`scored`]: scored retrograde analysis, for a game whose end carries
//!   a score that Left maximizes and Right minimizes: the value of every
//!   position, play that never ends a draw ranked where the caller says
//!   (below, above or among the scores), read from the ends in order of
//!   score as Dijkstra's algorithm reads distances, O(V + E + T log T);
//! - [`generalized`]: Smith's generalized Sprague-Grundy values of a
//!   digraph with cycles (a finite value, or ∞ with the finite values of
//!   its followers), and the outcome of a sum of tokens from them.
//!
//! Every result is checked in the tests against a computation that shares
//! no code with it: retrograde analysis against the definition iterated to
//! its fixed point on every digraph with at most four vertices, each move
//! of a line of play against a plain depth-bounded search, scored values
//! against plain minimax cut off after as many moves as there are
//! positions (every graph to three positions with every scoring, a token
//! on every digraph to three vertices), and the
//! generalized values against retrograde analysis of the whole sum.
//! `docs/theory.md` ("Loopy games") gives the theory and its sources.

#[cfg(test)]
pub(crate) mod cut_off;
pub mod digraph;
pub mod explore;
pub mod generalized;
pub mod line;
pub mod retrograde;
pub mod scored;
#[cfg(test)]
mod test_graphs;
