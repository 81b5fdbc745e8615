//! cf-1498f-christmas-game (Codeforces 1498F Christmas Game): `n k`, n − 1
//! undirected edges `x y`, then a_1 … a_n; prints n values, the i-th `1`
//! if Alice (first to move) wins the staircase game with the tree rooted at
//! node i, else `0`.
use grundy_core::games::staircase_tree::odd_step_xor_every_root;
use grundy_core::graph::rooted_tree::{RootedTree, TreeError};
use judge_io::{InputError, Out, Reader, Result, Vertices, MAX_VALUE};

/// The most table cells (n · min(k, n)) an input may ask for: 160 MB of
/// work table; the judge's largest input needs 2 · 10^6.
pub const WORK_LIMIT: u64 = 10_000_000;

/// Reads the tree, k and the presents, and writes the winner for every root.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.positive_at_most("n", u64::from(u32::MAX), "a tree has at least one node")?;
    let k = rd.positive_at_most("k", MAX_VALUE, "presents would move onto their own node")?;
    let nodes = Vertices::from_one(n as usize).called("node", "nodes");
    let edges = nodes.edges(rd, n as usize - 1, ["x", "y"])?;
    // n is paid for: its n − 1 edges have been read.
    let presents = rd.u64s_at_most(n as usize, "a", MAX_VALUE)?;
    rd.finish()?;
    let cells = n.saturating_mul(k.min(n));
    if k < n && cells > WORK_LIMIT {
        return Err(InputError::about(
            "n and k",
            format!("n * k = {} is above the work limit {}", cells, WORK_LIMIT),
        ));
    }
    let tree = RootedTree::from_edges(n as usize, 0, &edges).map_err(not_a_tree)?;
    let xors = odd_step_xor_every_root(&tree, k as usize, &presents);
    out.join_line(xors.iter().map(|&x| u64::from(x != 0)));
    Ok(())
}

/// The one way n − 1 checked edges fail to be a tree, in the input's
/// 1-based numbering.
fn not_a_tree(e: TreeError) -> InputError {
    let problem = match e {
        TreeError::Unreached { vertex } => format!(
            "do not form a tree: node {} is not connected to node 1, so they close a cycle",
            vertex + 1
        ),
        other => other.to_string(),
    };
    InputError::about("edges", problem)
}
