//! atcoder-agc014-d-black-and-white-tree (AtCoder AGC 014 D, Black and
//! White Tree): `N`, then N − 1 edges `a b` of a tree; prints `First` if
//! Takahashi, painting first, keeps a white vertex, else `Second`.
//!
//! A pairing game: when the tree has a perfect matching, Aoki answers each
//! white vertex by painting its partner black, and every white vertex ends
//! next to a black one; when it has none, Takahashi wins
//! (`grundy_core::games::geography::tree`, proved there against a search of
//! this very game on every tree to 10 vertices).
use grundy_core::games::geography::tree::has_perfect_matching;
use grundy_core::graph::rooted_tree::{RootedTree, TreeError};
use judge_io::{InputError, Out, Reader, Result, Vertices};

/// Reads the tree and writes the winner.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.positive_at_most("N", u64::from(u32::MAX), "a tree has at least one vertex")?;
    let edges = Vertices::from_one(n as usize).edges(rd, n as usize - 1, ["a", "b"])?;
    let tree = RootedTree::from_edges(n as usize, 0, &edges).map_err(not_a_tree)?;
    out.line(if has_perfect_matching(&tree) {
        "Second"
    } else {
        "First"
    });
    Ok(())
}

/// The one way N − 1 checked edges fail to be a tree, in the input's
/// 1-based numbering.
fn not_a_tree(e: TreeError) -> InputError {
    let problem = match e {
        TreeError::Unreached { vertex } => format!(
            "do not form a tree: vertex {} is not connected to vertex 1, so they close a cycle",
            vertex + 1
        ),
        other => other.to_string(),
    };
    InputError::about("edges", problem)
}
