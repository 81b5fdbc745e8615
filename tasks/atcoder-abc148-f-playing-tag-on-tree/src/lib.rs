//! The format and bounds are in the README; `solve` answers one input.
//!
//! Takahashi can reach exactly the vertices nearer to him than to Aoki and
//! waits at the one farthest from Aoki, so Aoki moves one less than that
//! distance (`grundy_core::games::tag::chaser_moves`, proved there against
//! a search of the game on every tree to 8 vertices).
use grundy_core::games::tag::chaser_moves;
use grundy_core::graph::rooted_tree::{RootedTree, TreeError};
use judge_io::{InputError, Out, Reader, Result, Vertices};

/// Reads the tree and the two starts, and writes Aoki's moves.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.positive_at_most("N", u64::from(u32::MAX), "a tree has at least one vertex")?;
    let vertices = Vertices::from_one(n as usize);
    let takahashi = vertices.vertex(rd, "u")?;
    let aoki = vertices.vertex(rd, "v")?;
    // N is paid for as its N − 1 edges are read.
    let edges = vertices.edges(rd, n as usize - 1, ["A", "B"])?;
    rd.finish()?;
    let tree = RootedTree::from_edges(n as usize, 0, &edges).map_err(not_a_tree)?;
    out.num(chaser_moves(&tree, takahashi as usize, aoki as usize))
        .nl();
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
