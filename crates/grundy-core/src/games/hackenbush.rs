//! Green Hackenbush on a rooted tree: the colon principle.
//!
//! A tree's root stands on the ground. A move deletes one edge, and with it
//! every edge no longer connected to the ground (the whole subtree below
//! the deleted edge falls). The player who cannot move loses.
//!
//! A stalk of n edges (a path from the ground) is the Nim heap n: deleting
//! its i-th edge from the ground leaves a stalk of i − 1. The colon
//! principle (Winning Ways, ch. 7) says that branches meeting at a vertex
//! may be replaced by one stalk whose length is the nim-sum of theirs, and
//! a subtree hanging from its vertex v by one edge is worth one more than v
//! alone. So, for the value g(v) of the subtree rooted at v,
//!
//! ```text
//! g(v) = ⊕ over the children c of v of (g(c) + 1)
//! ```
//!
//! with g(leaf) = 0, and the player to move wins exactly when g(root) ≠ 0.
//! The `+ 1` is an ordinary sum (the stalk grows by an edge) and the
//! branches combine by XOR, never `+`. Since g(c) + 1 and g(c) differ in
//! parity and so do ⊕ and + in their lowest bit, g(v) has the parity of
//! the number of edges below v: a tree with an odd number of edges always
//! wins for the mover.
//!
//! The values are folded over the tree's breadth-first order backwards
//! (children before parents): no recursion.

use crate::graph::rooted_tree::RootedTree;

/// The Green Hackenbush value of the subtree below every vertex: g(v) = ⊕
/// over the children c of (g(c) + 1). `values[tree.root()]` is the whole
/// tree's.
///
/// A value is at most the number of edges below its vertex, so it fits
/// any tree held in memory.
///
/// # Complexity
/// O(n); no recursion.
///
/// # Example
/// ```
/// use grundy_core::games::hackenbush::subtree_values;
/// use grundy_core::graph::rooted_tree::RootedTree;
/// // Root 0 with a leaf 1 and a stalk 0 - 2 - 3.
/// let tree = RootedTree::from_edges(4, 0, &[(0, 1), (0, 2), (2, 3)]).unwrap();
/// assert_eq!(subtree_values(&tree), [1 ^ 2, 0, 1, 0]);
/// ```
pub fn subtree_values(tree: &RootedTree) -> Vec<u64> {
    let mut g = vec![0u64; tree.vertex_count()];
    for &v in tree.order().iter().rev() {
        if let Some(p) = tree.parent(v as usize) {
            g[p] ^= g[v as usize] + 1;
        }
    }
    g
}

/// The Green Hackenbush value of a rooted tree (its Grundy value): the
/// player to move wins exactly when it is not 0.
///
/// # Complexity
/// O(n); no recursion.
///
/// # Example
/// ```
/// use grundy_core::games::hackenbush::tree_value;
/// use grundy_core::graph::rooted_tree::RootedTree;
/// // A stalk of 2 edges is the Nim heap 2; a star of 2 leaves is 1 ⊕ 1 = 0.
/// let stalk = RootedTree::from_edges(3, 0, &[(0, 1), (1, 2)]).unwrap();
/// let star = RootedTree::from_edges(3, 0, &[(0, 1), (0, 2)]).unwrap();
/// assert_eq!(tree_value(&stalk), 2);
/// assert_eq!(tree_value(&star), 0);
/// ```
pub fn tree_value(tree: &RootedTree) -> u64 {
    subtree_values(tree)[tree.root()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::mover_wins;
    use crate::test_rng::XorShift;
    use itertools::{repeat_n, Itertools};
    use rstest::rstest;

    fn tree(n: usize, edges: &[(u32, u32)]) -> RootedTree {
        RootedTree::from_edges(n, 0, edges).unwrap()
    }

    #[rstest]
    #[case::single_vertex(1, &[], 0)]
    #[case::stalk_1(2, &[(0, 1)], 1)]
    #[case::stalk_4(5, &[(0, 1), (1, 2), (2, 3), (3, 4)], 4)]
    #[case::star_3(4, &[(0, 1), (0, 2), (0, 3)], 1)]
    #[case::star_4(5, &[(0, 1), (0, 2), (0, 3), (0, 4)], 0)]
    // Equal arms of 2 from the root: 2 ⊕ 2.
    #[case::equal_arms(5, &[(0, 1), (1, 2), (0, 3), (3, 4)], 0)]
    // A stalk of 1 topped by a star of 2 leaves: (0 + 1) with g(1) = 1 ⊕ 1.
    #[case::forked_stalk(4, &[(0, 1), (1, 2), (1, 3)], 1)]
    // Arms of 1 and 2 below a vertex 1 on a stalk: g(1) = 1 ⊕ 2 = 3, so 4.
    #[case::bent(5, &[(0, 1), (1, 2), (1, 3), (3, 4)], 4)]
    fn known_values(#[case] n: usize, #[case] edges: &[(u32, u32)], #[case] want: u64) {
        assert_eq!(tree_value(&tree(n, edges)), want);
    }

    /// Every labelled tree on `n` vertices (Prüfer sequences), as edges.
    fn labelled_trees(n: usize) -> Vec<Vec<(u32, u32)>> {
        if n <= 2 {
            return vec![(1..n as u32).map(|v| (0, v)).collect()];
        }
        repeat_n(0..n as u32, n - 2)
            .multi_cartesian_product()
            .map(|code| {
                let mut degree = vec![1; n];
                for &x in &code {
                    degree[x as usize] += 1;
                }
                let mut edges = Vec::new();
                for &x in &code {
                    let leaf = (0..n).find(|&v| degree[v] == 1).expect("a leaf");
                    edges.push((leaf as u32, x));
                    degree[leaf] -= 1;
                    degree[x as usize] -= 1;
                }
                let last: Vec<u32> = (0..n as u32).filter(|&v| degree[v as usize] == 1).collect();
                edges.push((last[0], last[1]));
                edges
            })
            .collect()
    }

    /// The Hackenbush game played from the rules alone: a position is the
    /// set of edges still standing (a bit mask over `edges`); deleting one
    /// drops every edge no longer connected to vertex 0, the ground.
    fn standing(edges: &[(u32, u32)], mask: u32) -> u32 {
        let mut reach = 1u64; // vertices connected to the ground
        let mut kept = 0u32;
        loop {
            let before = kept;
            for (i, &(a, b)) in edges.iter().enumerate() {
                let touches = (reach >> a | reach >> b) & 1 == 1;
                if mask >> i & 1 == 1 && touches {
                    reach |= 1 << a | 1 << b;
                    kept |= 1 << i;
                }
            }
            if kept == before {
                return kept;
            }
        }
    }

    /// Whether the mover wins the tree plus a Nim heap of `heap`: with the
    /// heap, this decides the tree's exact Grundy value (the sum loses
    /// exactly when the heap equals it), not only its winner.
    fn brute_force_with_heap(edges: &[(u32, u32)], heap: u64) -> bool {
        let all = standing(edges, (1u32 << edges.len()) - 1);
        mover_wins((all, heap), |&(mask, h)| {
            let cuts = (0..edges.len())
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| (standing(edges, mask & !(1 << i)), h));
            cuts.chain((0..h).map(|x| (mask, x))).collect()
        })
    }

    /// The colon principle against the game itself, on every labelled tree
    /// of up to 6 vertices rooted at vertex 0 (1 + 1 + 3 + 16 + 125 + 1296
    /// trees), summed with every Nim heap up to the edge count: the sum
    /// loses for the mover exactly when the heap equals the tree's value.
    #[test]
    fn every_small_tree_matches_the_game() {
        for n in 1..=6 {
            for edges in labelled_trees(n) {
                let g = tree_value(&tree(n, &edges));
                for heap in 0..n as u64 {
                    let want = g != heap;
                    assert_eq!(
                        brute_force_with_heap(&edges, heap),
                        want,
                        "{:?} + {}",
                        edges,
                        heap
                    );
                }
            }
        }
    }

    /// Random trees of 7 to 12 vertices: the winner from the game itself.
    #[test]
    fn random_trees_match_the_game() {
        let mut rng = XorShift(0x3094);
        for _ in 0..150 {
            let n = 7 + (rng.next() % 6) as usize;
            let edges: Vec<(u32, u32)> = (1..n as u32)
                .map(|v| (v, (rng.next() % u64::from(v)) as u32))
                .collect();
            let g = tree_value(&tree(n, &edges));
            assert_eq!(brute_force_with_heap(&edges, 0), g != 0, "{:?}", edges);
        }
    }

    /// The value has the parity of the edge count.
    #[test]
    fn parity_of_the_edge_count() {
        for n in 1..=6 {
            for edges in labelled_trees(n) {
                assert_eq!(tree_value(&tree(n, &edges)) % 2, (n as u64 - 1) % 2);
            }
        }
    }

    /// A stalk of 10^6 edges is the Nim heap 10^6, with no recursion.
    #[test]
    fn long_stalk_is_its_length() {
        let n = 1_000_001u32;
        let edges: Vec<(u32, u32)> = (1..n).map(|v| (v - 1, v)).collect();
        assert_eq!(tree_value(&tree(n as usize, &edges)), u64::from(n) - 1);
    }
}
