//! Bridges and 2-edge-connected components of an undirected multigraph
//! (parallel edges and self-loops included), by Tarjan's low-link depth-first
//! search, iterative.
//!
//! A **bridge** is an edge whose removal disconnects its two ends: an edge
//! on no cycle. Two vertices are **2-edge-connected** when no single edge's
//! removal separates them; the classes are the components left when every
//! bridge is removed, and contracting each class to a vertex turns the
//! graph's bridges into a forest.
//!
//! The search numbers the vertices in the order it reaches them (`tin`) and
//! computes low(v), the smallest number reachable from v's subtree of the
//! search tree by tree edges down and then one non-tree edge. The tree edge
//! into w is a bridge exactly when low(w) > tin(parent): nothing below w
//! climbs back past it (Tarjan, *A note on finding the bridges of a graph*,
//! Inf. Process. Lett. 2 (1974)). The edge just come down by is skipped by
//! its **index**, not by its other end, so a second parallel edge to the
//! parent counts as a way back (two parallel edges are never bridges), and
//! a self-loop leads nowhere new (never a bridge). The search keeps its own
//! stack: a path of 10^6 edges is as safe as a triangle.

use super::csr::Csr;
use super::edges::{check_edges, EdgeError, Loops};

/// The bridges and the 2-edge-connected components of a multigraph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TwoEdgeComponents {
    bridge: Vec<bool>,
    component: Vec<u32>,
    count: usize,
}

impl TwoEdgeComponents {
    /// The decomposition of the multigraph on `n` vertices (0 … n − 1) with
    /// these `edges`; an edge may repeat and may be a self-loop.
    ///
    /// # Complexity
    /// O(n + m) time and memory for m edges; no recursion.
    ///
    /// # Errors
    /// [`EdgeError::TooLarge`] for 2^32 − 1 vertices or edges or more;
    /// [`EdgeError::VertexOutOfRange`] for the first edge with an end not
    /// below `n`.
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::bridges::TwoEdgeComponents;
    /// // A triangle 0-1-2 with a tail 2-3, and a doubled edge 3-4.
    /// let edges = [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 3)];
    /// let g = TwoEdgeComponents::new(5, &edges).unwrap();
    /// assert_eq!(g.bridges(), [3]);
    /// assert_eq!(g.component_count(), 2);
    /// assert_eq!(g.component(0), g.component(2));
    /// assert_eq!(g.component(3), g.component(4));
    /// ```
    pub fn new(n: usize, edges: &[(u32, u32)]) -> Result<TwoEdgeComponents, EdgeError> {
        if edges.len() >= u32::MAX as usize {
            return Err(EdgeError::TooLarge);
        }
        check_edges(n, edges, Loops::Allowed)?;
        // Each vertex lists the indices of its edges (a self-loop once).
        let arcs = edges.iter().enumerate().flat_map(|(e, &(u, v))| {
            let e = e as u32;
            std::iter::once((u, e)).chain((u != v).then_some((v, e)))
        });
        let csr = Csr::new(n, arcs);
        let other = |e: u32, v: u32| {
            let (a, b) = edges[e as usize];
            if a == v {
                b
            } else {
                a
            }
        };
        const UNSEEN: u32 = u32::MAX;
        let mut tin = vec![UNSEEN; n];
        let mut low = vec![0u32; n];
        let mut bridge = vec![false; edges.len()];
        // Frames (vertex, the edge index it was entered by, next slot).
        let mut stack: Vec<(u32, u32, u32)> = Vec::new();
        let mut time = 0u32;
        for root in 0..n {
            if tin[root] != UNSEEN {
                continue;
            }
            tin[root] = time;
            low[root] = time;
            time += 1;
            stack.push((root as u32, UNSEEN, csr.start[root]));
            while let Some(frame) = stack.last_mut() {
                let (v, via, slot) = *frame;
                if slot < csr.start[v as usize + 1] {
                    frame.2 += 1;
                    let e = csr.targets[slot as usize];
                    if e == via {
                        continue;
                    }
                    let w = other(e, v);
                    if tin[w as usize] == UNSEEN {
                        tin[w as usize] = time;
                        low[w as usize] = time;
                        time += 1;
                        stack.push((w, e, csr.start[w as usize]));
                    } else {
                        low[v as usize] = low[v as usize].min(tin[w as usize]);
                    }
                } else {
                    stack.pop();
                    if let Some(&(parent, _, _)) = stack.last() {
                        let (p, v) = (parent as usize, v as usize);
                        low[p] = low[p].min(low[v]);
                        if low[v] > tin[p] {
                            bridge[via as usize] = true;
                        }
                    }
                }
            }
        }
        // The components: flood fill over the edges that are not bridges.
        let mut component = vec![UNSEEN; n];
        let mut count = 0usize;
        let mut queue: Vec<u32> = Vec::new();
        for s in 0..n {
            if component[s] != UNSEEN {
                continue;
            }
            component[s] = count as u32;
            queue.push(s as u32);
            while let Some(v) = queue.pop() {
                for &e in csr.neighbours(v as usize) {
                    let w = other(e, v) as usize;
                    if !bridge[e as usize] && component[w] == UNSEEN {
                        component[w] = count as u32;
                        queue.push(w as u32);
                    }
                }
            }
            count += 1;
        }
        Ok(TwoEdgeComponents {
            bridge,
            component,
            count,
        })
    }

    /// Whether edge `e` (its index in the list given to [`TwoEdgeComponents::new`])
    /// is a bridge.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `e` is not an edge index.
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::bridges::TwoEdgeComponents;
    /// let g = TwoEdgeComponents::new(2, &[(0, 1), (1, 1)]).unwrap();
    /// assert!(g.is_bridge(0) && !g.is_bridge(1)); // a self-loop never is
    /// ```
    pub fn is_bridge(&self, e: usize) -> bool {
        self.bridge[e]
    }

    /// The indices of the bridges, in increasing order.
    ///
    /// # Complexity
    /// O(m).
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::bridges::TwoEdgeComponents;
    /// let path = TwoEdgeComponents::new(3, &[(0, 1), (1, 2)]).unwrap();
    /// assert_eq!(path.bridges(), [0, 1]);
    /// ```
    pub fn bridges(&self) -> Vec<usize> {
        (0..self.bridge.len()).filter(|&e| self.bridge[e]).collect()
    }

    /// The 2-edge-connected component of vertex `v`, a number in
    /// 0 … [`component_count`](TwoEdgeComponents::component_count) − 1.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `v` is not a vertex.
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::bridges::TwoEdgeComponents;
    /// let g = TwoEdgeComponents::new(3, &[(0, 1), (1, 0)]).unwrap();
    /// assert_eq!(g.component(0), g.component(1));
    /// assert_ne!(g.component(0), g.component(2)); // vertex 2 stands alone
    /// ```
    pub fn component(&self, v: usize) -> usize {
        self.component[v] as usize
    }

    /// The number of 2-edge-connected components (an isolated vertex is
    /// one).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::bridges::TwoEdgeComponents;
    /// assert_eq!(TwoEdgeComponents::new(4, &[(0, 1)]).unwrap().component_count(), 4);
    /// ```
    pub fn component_count(&self) -> usize {
        self.count
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::XorShift;

    /// Whether `a` and `b` are connected using the edges other than `skip`.
    fn connected(n: usize, edges: &[(u32, u32)], skip: Option<usize>, a: usize, b: usize) -> bool {
        let mut reach = vec![false; n];
        reach[a] = true;
        loop {
            let mut grew = false;
            for (i, &(u, v)) in edges.iter().enumerate() {
                let (u, v) = (u as usize, v as usize);
                if Some(i) != skip && reach[u] != reach[v] {
                    reach[u] = true;
                    reach[v] = true;
                    grew = true;
                }
            }
            if !grew {
                return reach[b];
            }
        }
    }

    /// Bridges by removing each edge; components by their definition: two
    /// vertices connected, and still connected after removing any one edge.
    fn check(n: usize, edges: &[(u32, u32)]) {
        let g = TwoEdgeComponents::new(n, edges).unwrap();
        for (e, &(u, v)) in edges.iter().enumerate() {
            let want = !connected(n, edges, Some(e), u as usize, v as usize);
            assert_eq!(g.is_bridge(e), want, "edge {} of {:?}", e, edges);
        }
        let mut classes = Vec::new();
        for a in 0..n {
            for b in 0..n {
                let together = connected(n, edges, None, a, b)
                    && (0..edges.len()).all(|e| connected(n, edges, Some(e), a, b));
                assert_eq!(
                    g.component(a) == g.component(b),
                    together,
                    "{} {} in {:?}",
                    a,
                    b,
                    edges
                );
            }
            classes.push(g.component(a));
        }
        classes.sort_unstable();
        classes.dedup();
        assert_eq!(classes.len(), g.component_count());
        assert!(classes.iter().all(|&c| c < g.component_count()));
    }

    /// Every multigraph on 4 vertices with up to 5 edges (loops and
    /// parallel edges included), as a multiset of the 10 vertex pairs.
    #[test]
    fn every_small_multigraph() {
        let pairs: Vec<(u32, u32)> = (0..4).flat_map(|u| (u..4).map(move |v| (u, v))).collect();
        let mut graphs = 0;
        let mut stack: Vec<(usize, Vec<(u32, u32)>)> = vec![(0, Vec::new())];
        while let Some((from, edges)) = stack.pop() {
            check(4, &edges);
            graphs += 1;
            if edges.len() < 5 {
                for (p, &pair) in pairs.iter().enumerate().skip(from) {
                    let mut more = edges.clone();
                    more.push(pair);
                    stack.push((p, more));
                }
            }
        }
        assert_eq!(graphs, 3003); // C(10 + 5, 5)
    }

    #[test]
    fn random_multigraphs() {
        let mut rng = XorShift(3710);
        for _ in 0..500 {
            let n = 1 + (rng.next() % 9) as usize;
            let m = (rng.next() % 13) as usize;
            let edges = rng.arcs(n, m);
            check(n, &edges);
        }
    }

    /// A path of 10^6 edges (every one a bridge) and a cycle of 10^6: no
    /// recursion, so no stack overflow.
    #[test]
    fn long_path_and_cycle() {
        let n = 1_000_001u32;
        let mut edges: Vec<(u32, u32)> = (1..n).map(|v| (v - 1, v)).collect();
        let path = TwoEdgeComponents::new(n as usize, &edges).unwrap();
        assert_eq!(path.bridges().len(), edges.len());
        assert_eq!(path.component_count(), n as usize);
        edges.push((n - 1, 0));
        let cycle = TwoEdgeComponents::new(n as usize, &edges).unwrap();
        assert!(cycle.bridges().is_empty());
        assert_eq!(cycle.component_count(), 1);
    }

    #[test]
    fn an_end_out_of_range_is_refused() {
        assert_eq!(
            TwoEdgeComponents::new(2, &[(0, 1), (0, 2)]),
            Err(EdgeError::VertexOutOfRange { edge: 1, vertex: 2 })
        );
    }
}
