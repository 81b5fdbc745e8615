//! atcoder-tkppc6-1-p-game-on-colored-tree (AtCoder tkppc6-1 P, Game on
//! Colored Tree): `T`, then per test `N` and N − 1 edges `A B C` of a tree
//! rooted at vertex 1, C `B` (FirstBlue's) or `R` (SecondRed's); prints
//! `First` if FirstBlue, moving first, wins the Blue-Red Hackenbush game on
//! it, else `Second`.
//!
//! Blue-Red Hackenbush is a partizan game whose every position is a number
//! (`grundy_core::games::blue_red_hackenbush::tree_value`, proved there
//! against a minimax that knows no values): Blue, moving first, wins
//! exactly when the tree is worth more than 0 (at 0 the player to move
//! loses).
use grundy_core::game::Side;
use grundy_core::games::blue_red_hackenbush::tree_value;
use grundy_core::graph::rooted_tree::{RootedTree, TreeError};
use judge_io::{InputError, Out, Reader, Result, Vertices};

/// Reads every test and writes its winner.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let tests = rd.count("T", 1)?;
    for test in 1..=tests {
        let n = rd.positive_at_most("N", u64::from(u32::MAX), "a tree has at least vertex 1")?;
        let vertices = Vertices::from_one(n as usize);
        let mut edges = Vec::new();
        let mut colours = Vec::new();
        for index in 1..n as usize {
            edges.push(vertices.edge(rd, index, ["A", "B"])?);
            colours.push(match rd.word("C")? {
                "B" => Side::Left,
                "R" => Side::Right,
                other => return Err(rd.reject("C", format!("expected B or R, found {:?}", other))),
            });
        }
        let tree =
            RootedTree::from_edges(n as usize, 0, &edges).map_err(|e| not_a_tree(test, e))?;
        // Each edge's colour goes to its lower end, the vertex it holds up.
        let mut colour = vec![Side::Left; n as usize];
        for (&(a, b), &c) in edges.iter().zip(&colours) {
            let (a, b) = (a as usize, b as usize);
            colour[if tree.parent(b) == Some(a) { b } else { a }] = c;
        }
        let value = tree_value(&tree, &colour).map_err(|_| {
            InputError::about(
                format!("test {}", test),
                "the tree's value needs a denominator beyond 2^62 (a path of more than 62 edges that changes colour); the judge's trees have at most 40 vertices",
            )
        })?;
        out.line(if value.signum() > 0 {
            "First"
        } else {
            "Second"
        });
    }
    Ok(())
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
