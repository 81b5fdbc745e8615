//! The format and bounds are in the README; `solve` answers one input.
//!
//! The winner follows from three distances
//! (`grundy_core::games::tag::chaser_catches`, proved there against a search
//! of the game on every tree to 8 vertices): Alice wins exactly when Bob
//! starts within her reach, or twice her reach covers the tree's diameter,
//! or Bob's reach is at most twice hers.
use grundy_core::games::tag::chaser_catches;
use grundy_core::graph::rooted_tree::{RootedTree, TreeError};
use judge_io::{InputError, Out, Reader, Result, Vertices, MAX_VALUE};

/// Reads every test and writes its winner.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    // A test is at least its five numbers.
    let tests = rd.count("t", 5)?;
    for test in 1..=tests {
        let n = rd.positive_at_most("n", u64::from(u32::MAX), "a tree has at least one vertex")?;
        let vertices = Vertices::from_one(n as usize);
        let alice = vertices.vertex(rd, "a")?;
        let bob = vertices.vertex(rd, "b")?;
        let alice_reach = rd.u64_at_most("da", MAX_VALUE)?;
        let bob_reach = rd.u64_at_most("db", MAX_VALUE)?;
        // n is paid for as its n − 1 edges are read.
        let edges = vertices.edges(rd, n as usize - 1, ["u", "v"])?;
        let tree =
            RootedTree::from_edges(n as usize, 0, &edges).map_err(|e| not_a_tree(test, e))?;
        let caught = chaser_catches(&tree, alice as usize, bob as usize, alice_reach, bob_reach);
        out.line(if caught { "Alice" } else { "Bob" });
    }
    Ok(())
}

/// The one way n − 1 checked edges fail to be a tree, in the input's
/// 1-based numbering.
fn not_a_tree(test: usize, e: TreeError) -> InputError {
    let problem = match e {
        TreeError::Unreached { vertex } => format!(
            "the edges do not form a tree: vertex {} is not connected to vertex 1, so they close a cycle",
            vertex + 1
        ),
        other => other.to_string(),
    };
    InputError::about(format!("test {}", test), problem)
}
