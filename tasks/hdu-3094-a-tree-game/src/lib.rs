//! hdu-3094-a-tree-game (HDU 3094 A tree game): `T`, then per test `N` and
//! N − 1 undirected edges `I J` of a tree rooted at vertex 1; prints
//! `Alice` if the first player wins the Green Hackenbush game on it, else
//! `Bob`.
use grundy_core::games::hackenbush::tree_value;
use grundy_core::graph::rooted_tree::{RootedTree, TreeError};
use judge_io::{InputError, Out, Reader, Result, Vertices};

/// Reads every test and writes its winner.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let tests = rd.count("T", 1)?;
    for test in 1..=tests {
        let edges = read_tree(rd)?;
        let n = edges.len() + 1;
        let tree = RootedTree::from_edges(n, 0, &edges).map_err(|e| not_a_tree(test, e))?;
        out.line(if tree_value(&tree) != 0 {
            "Alice"
        } else {
            "Bob"
        });
    }
    Ok(())
}

/// `N` and its N − 1 edges, as 0-based pairs. Nothing is allocated by N
/// beyond what the input holds ([`Vertices::edges`]).
fn read_tree(rd: &mut Reader) -> Result<Vec<(u32, u32)>> {
    let n = rd.positive_at_most("N", u64::from(u32::MAX), "a tree has at least its root")?;
    Vertices::from_one(n as usize).edges(rd, n as usize - 1, ["I", "J"])
}

/// The one way N − 1 checked edges fail to be a tree, in the input's
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
