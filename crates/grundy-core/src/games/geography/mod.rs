//! Undirected vertex geography and the pairing strategies behind it: a
//! token walks along the edges of a graph to a vertex not visited before,
//! and the player who cannot move loses.
//!
//! No Grundy value answers it (the position is the whole set of visited
//! vertices), but one maximum matching does: the player to move from `v`
//! wins exactly when every maximum matching covers `v`, and the winner
//! keeps moving along matched edges ([`vertex`]). On a tree the matching is greedy from
//! the leaves up ([`tree`]), and the second player of a game that pairs
//! the vertices wins exactly when the tree has a perfect matching; every
//! start of geography on a tree is decided without a matching, by a tree
//! DP rerooted in O(n) ([`rerooting`]).

// Vertex geography from every start: one maximum matching, bipartite or general.
pub mod vertex;
// Grids with obstacles: geography on a chessboard-coloured, bipartite graph.
pub mod grid;
// Geography as it is played: vertices taken out move by move, one augmenting path each.
pub mod shrinking;
// Geography on a tree from every start: a DP over the branches, rerooted, O(n).
pub mod rerooting;
// Pairing on a tree: the greedy maximum matching from the leaves up, the perfect-matching test.
#[cfg(test)]
pub(crate) mod search;
pub mod tree;
