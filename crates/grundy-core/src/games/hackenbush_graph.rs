//! Green Hackenbush on any graph: the fusion principle.
//!
//! Some vertices stand on the ground. A move deletes one edge, and with it
//! every edge no longer connected to the ground. The player who cannot move
//! loses. Cycles, parallel edges and self-loops are all allowed.
//!
//! **Fusion** (Winning Ways, ch. 7): the vertices on any cycle may be fused
//! into one vertex without changing the value, each edge of the cycle
//! becoming a loop there; and all ground vertices may be fused into one
//! (a path between two of them acts as a cycle through the ground). A loop
//! is worth *1 (deleting it removes nothing else), and loops at one vertex
//! combine by XOR, so only their parity counts: an odd cycle hanging at a
//! vertex acts as one edge, an even one as nothing.
//!
//! So [`graph_value`] fuses the ground vertices, splits the graph into its
//! 2-edge-connected components
//! ([`TwoEdgeComponents`]: the
//! classes of vertices joined by cycles), contracts each to one vertex
//! carrying one loop per edge inside it, and values the tree of bridges
//! left by the colon principle, as
//! [`hackenbush::tree_value`](crate::games::hackenbush::tree_value) does,
//! with each vertex's loop parity added:
//!
//! ```text
//! g(c) = (loops(c) mod 2) ⊕ ⊕ over the children d of c of (g(d) + 1).
//! ```
//!
//! Components not connected to the ground have already fallen and count
//! for nothing. The tests check the value against the Grundy value of the
//! edge-deletion game itself, computed over every subset of standing edges
//! with no theory, on every multigraph of at most 5 vertices and 7 edges
//! (loops and parallel edges included; up to relabelling the vertices off
//! the ground) and on random ones with several ground vertices.

use crate::graph::bridges::TwoEdgeComponents;
use crate::graph::edges::{check_edges, EdgeError, Loops};

/// The Green Hackenbush value of the graph on `n` vertices with these
/// `edges` (parallel edges and self-loops allowed), whose vertices in
/// `ground` stand on the ground. With no ground vertex everything falls at
/// once: 0.
///
/// # Complexity
/// O(n + m) time and memory for m edges; no recursion.
///
/// # Errors
/// As [`TwoEdgeComponents::new`]: [`EdgeError::TooLarge`] for 2^32 − 1
/// vertices or edges or more, [`EdgeError::VertexOutOfRange`] for the
/// first edge with an end not below `n`.
///
/// # Panics
/// If a ground vertex is not below `n` (a caller's slip: the ground is
/// named by the caller, not read with the edges).
///
/// # Example
/// ```
/// use grundy_core::games::hackenbush_graph::graph_value;
/// // POJ 3710's sample: an edge (1), and a triangle hanging from a stalk.
/// assert_eq!(graph_value(2, &[(0, 1)], &[0]), Ok(1));
/// // 1 - 2, then the triangle 2 - 3 - 4: three loops at 2, odd: worth 1,
/// // so the stalk's top is worth 1 and the tree 2.
/// assert_eq!(graph_value(4, &[(0, 1), (1, 2), (1, 3), (2, 3)], &[0]), Ok(2));
/// // A square on the ground is even: worth 0.
/// assert_eq!(graph_value(4, &[(0, 1), (1, 2), (2, 3), (3, 0)], &[0]), Ok(0));
/// ```
pub fn graph_value(n: usize, edges: &[(u32, u32)], ground: &[u32]) -> Result<u64, EdgeError> {
    check_edges(n, edges, Loops::Allowed)?;
    for &v in ground {
        assert!(
            (v as usize) < n,
            "graph_value: ground vertex {} not below {}",
            v,
            n
        );
    }
    let Some(&root) = ground.first() else {
        return Ok(0);
    };
    // Fuse the ground: every ground vertex becomes `root`.
    let mut fused: Vec<u32> = (0..n as u32).collect();
    for &v in ground {
        fused[v as usize] = root;
    }
    let fused_edges: Vec<(u32, u32)> = edges
        .iter()
        .map(|&(u, v)| (fused[u as usize], fused[v as usize]))
        .collect();
    // The fused edges keep their ends below n: checked above.
    let parts = TwoEdgeComponents::new(n, &fused_edges)?;
    let count = parts.component_count();
    // Loops per component (their parity), and the bridges as tree edges.
    let mut loops = vec![0u64; count];
    let mut degree = vec![0u32; count + 1];
    let mut tree_edges: Vec<(u32, u32)> = Vec::new();
    for (e, &(u, v)) in fused_edges.iter().enumerate() {
        let (a, b) = (parts.component(u as usize), parts.component(v as usize));
        if parts.is_bridge(e) {
            tree_edges.push((a as u32, b as u32));
            degree[a + 1] += 1;
            degree[b + 1] += 1;
        } else {
            loops[a] ^= 1;
        }
    }
    // Adjacency of the bridge forest, then a search from the ground's
    // component: the order lists parents before children.
    for c in 0..count {
        degree[c + 1] += degree[c];
    }
    let mut fill = degree.clone();
    let mut adjacent = vec![0u32; degree[count] as usize];
    for &(a, b) in &tree_edges {
        adjacent[fill[a as usize] as usize] = b;
        fill[a as usize] += 1;
        adjacent[fill[b as usize] as usize] = a;
        fill[b as usize] += 1;
    }
    let start = parts.component(root as usize);
    let mut parent = vec![u32::MAX; count];
    let mut seen = vec![false; count];
    let mut order = vec![start as u32];
    seen[start] = true;
    let mut i = 0;
    while i < order.len() {
        let c = order[i] as usize;
        i += 1;
        for &d in &adjacent[degree[c] as usize..degree[c + 1] as usize] {
            if !seen[d as usize] {
                seen[d as usize] = true;
                parent[d as usize] = c as u32;
                order.push(d);
            }
        }
    }
    // The colon principle, children before parents.
    let mut g = loops;
    for &c in order.iter().rev() {
        let p = parent[c as usize];
        if p != u32::MAX {
            g[p as usize] ^= g[c as usize] + 1;
        }
    }
    Ok(g[start])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::mex::MexScratch;
    use crate::test_rng::XorShift;
    use std::collections::HashSet;

    /// The edges still standing of `mask`: those connected to the ground.
    fn standing(edges: &[(u32, u32)], ground: u64, mask: u32) -> u32 {
        let mut reach = ground;
        let mut kept = 0u32;
        loop {
            let before = kept;
            for (i, &(a, b)) in edges.iter().enumerate() {
                if mask >> i & 1 == 1 && (reach >> a | reach >> b) & 1 == 1 {
                    reach |= 1 << a | 1 << b;
                    kept |= 1 << i;
                }
            }
            if kept == before {
                return kept;
            }
        }
    }

    /// The Grundy value of the edge-deletion game from the rules alone:
    /// g(S) = mex over the edges e of S of g(standing(S − e)), by masks in
    /// increasing order (a move only ever reaches a smaller mask).
    fn brute(edges: &[(u32, u32)], ground: &[u32]) -> u64 {
        let m = edges.len();
        let ground_mask = ground.iter().fold(0u64, |g, &v| g | 1 << v);
        let mut g = vec![0u64; 1 << m];
        let mut scratch = MexScratch::new();
        let mut options = Vec::new();
        for mask in 0..1u32 << m {
            options.clear();
            for i in 0..m {
                if mask >> i & 1 == 1 {
                    options.push(g[standing(edges, ground_mask, mask & !(1 << i)) as usize]);
                }
            }
            g[mask as usize] = scratch.mex(&options);
        }
        g[standing(edges, ground_mask, (1u32 << m) - 1) as usize]
    }

    /// A canonical key of a multigraph up to relabelling vertices 1 … n − 1
    /// (vertex 0, the ground, stays): the smallest sorted edge list.
    fn canonical(n: usize, edges: &[(u32, u32)]) -> Vec<(u32, u32)> {
        let mut best: Option<Vec<(u32, u32)>> = None;
        let mut perm: Vec<u32> = (0..n as u32).collect();
        loop {
            let mut relabelled: Vec<(u32, u32)> = edges
                .iter()
                .map(|&(a, b)| {
                    let (x, y) = (perm[a as usize], perm[b as usize]);
                    (x.min(y), x.max(y))
                })
                .collect();
            relabelled.sort_unstable();
            if best.as_ref().map_or(true, |b| relabelled < *b) {
                best = Some(relabelled);
            }
            // Next permutation of perm[1..].
            let tail = &mut perm[1..];
            let Some(i) = (1..tail.len()).rev().find(|&i| tail[i - 1] < tail[i]) else {
                return best.unwrap();
            };
            let j = (i..tail.len())
                .rev()
                .find(|&j| tail[j] > tail[i - 1])
                .unwrap();
            tail.swap(i - 1, j);
            tail[i..].reverse();
        }
    }

    /// Every multigraph on 5 vertices with at most 7 edges (loops and
    /// parallel edges included), grounded at vertex 0, once per class up
    /// to relabelling the other four vertices.
    #[test]
    fn every_small_multigraph_matches_the_game() {
        let n = 5;
        let pairs: Vec<(u32, u32)> = (0..n as u32)
            .flat_map(|u| (u..n as u32).map(move |v| (u, v)))
            .collect();
        let mut seen = HashSet::new();
        let mut graphs = 0u64;
        let mut stack: Vec<(usize, Vec<(u32, u32)>)> = vec![(0, Vec::new())];
        while let Some((from, edges)) = stack.pop() {
            graphs += 1;
            if seen.insert(canonical(n, &edges)) {
                assert_eq!(
                    graph_value(n, &edges, &[0]).unwrap(),
                    brute(&edges, &[0]),
                    "{:?}",
                    edges
                );
            }
            if edges.len() < 7 {
                for (p, &pair) in pairs.iter().enumerate().skip(from) {
                    let mut more = edges.clone();
                    more.push(pair);
                    stack.push((p, more));
                }
            }
        }
        assert_eq!(graphs, 170_544); // C(15 + 7, 7) multisets of the 15 pairs
                                     // A class holds at most 4! labelled graphs, so no fewer classes
                                     // than 170 544 / 24 can be right (the canonical key does not merge
                                     // too much).
        assert!(seen.len() * 24 >= 170_544, "{} classes", seen.len());
    }

    /// Random multigraphs of up to 8 vertices and 11 edges, with one to
    /// three ground vertices.
    #[test]
    fn random_multigraphs_match_the_game() {
        let mut rng = XorShift(0x3710);
        for _ in 0..400 {
            let n = 2 + (rng.next() % 7) as usize;
            let m = (rng.next() % 12) as usize;
            let edges = rng.arcs(n, m);
            let grounds = 1 + (rng.next() % 3) as usize;
            let ground: Vec<u32> = (0..grounds)
                .map(|_| (rng.next() % n as u64) as u32)
                .collect();
            assert_eq!(
                graph_value(n, &edges, &ground).unwrap(),
                brute(&edges, &ground),
                "{:?} ground {:?}",
                edges,
                ground
            );
        }
    }

    #[test]
    fn known_values() {
        // No ground: everything falls.
        assert_eq!(graph_value(2, &[(0, 1)], &[]).unwrap(), 0);
        // A loop at the ground is *1; two loops cancel.
        assert_eq!(graph_value(1, &[(0, 0)], &[0]).unwrap(), 1);
        assert_eq!(graph_value(1, &[(0, 0), (0, 0)], &[0]).unwrap(), 0);
        // An edge between two ground vertices is a loop: *1.
        assert_eq!(graph_value(2, &[(0, 1)], &[0, 1]).unwrap(), 1);
        // A 2-gon (two parallel edges) hanging from a stalk of 1: 0 + 1.
        assert_eq!(graph_value(3, &[(0, 1), (1, 2), (2, 1)], &[0]).unwrap(), 1);
        // Vertices off the ground's component count for nothing.
        assert_eq!(graph_value(4, &[(0, 1), (2, 3)], &[0]).unwrap(), 1);
    }

    /// A path of 10^6 edges is the Nim heap 10^6; closed into a cycle of
    /// 10^6 + 1 edges through the ground (odd) it is *1, and a loop more
    /// makes 0; no recursion.
    #[test]
    fn long_path_and_cycle() {
        let n = 1_000_001u32;
        let mut edges: Vec<(u32, u32)> = (1..n).map(|v| (v - 1, v)).collect();
        assert_eq!(
            graph_value(n as usize, &edges, &[0]).unwrap(),
            u64::from(n) - 1
        );
        edges.push((n - 1, 0));
        assert_eq!(graph_value(n as usize, &edges, &[0]).unwrap(), 1);
        edges.push((0, 0));
        assert_eq!(graph_value(n as usize, &edges, &[0]).unwrap(), 0);
    }
}
