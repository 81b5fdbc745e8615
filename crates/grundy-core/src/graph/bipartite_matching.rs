//! Maximum matching on a bipartite graph by Hopcroft–Karp, and the vertices
//! some maximum matching leaves uncovered.
//!
//! The graph has `left` vertices on one side and `right` on the other, each
//! side numbered from 0; an edge joins a left vertex to a right one. The
//! algorithm works in phases. A breadth-first search from every unmatched
//! left vertex labels each left vertex with its distance along alternating
//! paths (a right vertex is left through its matched edge), stopping at the
//! first layer that reaches an unmatched right vertex; a depth-first search
//! then takes a maximal set of vertex-disjoint shortest augmenting paths
//! through those layers, and flips each. Every phase lengthens the shortest
//! augmenting path, and after √V phases at most √V augmenting paths remain,
//! so there are O(√V) phases of O(E) each (Hopcroft and Karp, 1973). The
//! depth-first search keeps its path on an explicit stack and each vertex's
//! position in its adjacency list, so no call recurses on the graph.
//!
//! One maximum matching `M` answers a question about every vertex at once:
//! which vertices does some maximum matching leave uncovered ("avoidable")?
//! A left vertex `a` is avoidable exactly when an even alternating path
//! leads from an unmatched left vertex to `a` (flip the path: a maximum
//! matching that avoids `a`; conversely, the symmetric difference of `M` and
//! a maximum matching avoiding `a` contains such a path). So one breadth-first
//! search from the unmatched vertices of a side, crossing to the other side
//! by any edge and back by the matched one, marks them all. This is what
//! vertex geography on a bipartite graph asks: the player to move from `v`
//! wins exactly when `v` is not avoidable.
//!
//! For the path left 0 – right 0 – left 1 (edges (0, 0), (1, 0)) the
//! maximum matching has one edge; either left vertex can be the one left
//! out, so both are avoidable, and right 0 is covered by every maximum
//! matching.

use super::csr::Csr;
use super::edges::{EdgeError, Vertex};
use super::mate::{some, NONE};

/// A bipartite graph under construction: add its edges, then ask for a
/// maximum matching.
#[derive(Debug, Clone)]
pub struct BipartiteGraph {
    left: usize,
    right: usize,
    edges: Vec<(u32, u32)>,
}

/// A maximum matching of a [`BipartiteGraph`], with the graph it matches.
#[derive(Debug, Clone)]
pub struct BipartiteMatching {
    left_mate: Vec<u32>,
    right_mate: Vec<u32>,
    adjacency: Csr,
    size: usize,
}

impl BipartiteGraph {
    /// A graph with `left` and `right` vertices and no edges.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If either side has 2^32 − 1 vertices or more.
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::bipartite_matching::BipartiteGraph;
    /// let g = BipartiteGraph::new(2, 3);
    /// assert_eq!(g.max_matching().size(), 0);
    /// ```
    pub fn new(left: usize, right: usize) -> BipartiteGraph {
        assert!(
            left < NONE as usize && right < NONE as usize,
            "a side of a bipartite graph holds fewer than 2^32 - 1 vertices"
        );
        BipartiteGraph {
            left,
            right,
            edges: Vec::new(),
        }
    }

    /// The graph with `left` and `right` vertices and the edges `(a, b)`
    /// from left vertex `a` to right vertex `b`: [`BipartiteGraph::new`] and
    /// [`BipartiteGraph::add_edge`] for each, with the data checked instead
    /// of panicking (the twin for edges a caller did not check).
    ///
    /// # Errors
    /// [`EdgeError::TooLarge`] if a side or the edge count is 2^32 − 1 or
    /// more; [`EdgeError::VertexOutOfRange`] for the first edge whose left
    /// end is not below `left` or whose right end is not below `right`
    /// (naming that end).
    ///
    /// # Complexity
    /// O(E).
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::bipartite_matching::BipartiteGraph;
    /// use grundy_core::graph::edges::EdgeError;
    /// let g = BipartiteGraph::from_edges(2, 1, &[(0, 0), (1, 0)]).unwrap();
    /// assert_eq!(g.max_matching().size(), 1);
    /// assert_eq!(
    ///     BipartiteGraph::from_edges(2, 1, &[(0, 0), (1, 1)]).err(),
    ///     Some(EdgeError::VertexOutOfRange { edge: 1, vertex: 1 })
    /// );
    /// ```
    pub fn from_edges(
        left: usize,
        right: usize,
        edges: &[(Vertex, Vertex)],
    ) -> Result<BipartiteGraph, EdgeError> {
        if left >= NONE as usize || right >= NONE as usize || edges.len() >= NONE as usize {
            return Err(EdgeError::TooLarge);
        }
        for (edge, &(a, b)) in edges.iter().enumerate() {
            for (end, side) in [(a, left), (b, right)] {
                if end as usize >= side {
                    let vertex = end as usize;
                    return Err(EdgeError::VertexOutOfRange { edge, vertex });
                }
            }
        }
        Ok(BipartiteGraph {
            left,
            right,
            edges: edges.to_vec(),
        })
    }

    /// Adds the edge from left vertex `a` to right vertex `b` (a repeated
    /// edge is allowed and changes nothing).
    ///
    /// # Complexity
    /// Amortized O(1).
    ///
    /// # Panics
    /// If `a >= left` or `b >= right`: a caller's slip. For edges read from
    /// data, [`BipartiteGraph::from_edges`] checks them instead.
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::bipartite_matching::BipartiteGraph;
    /// let mut g = BipartiteGraph::new(2, 1);
    /// g.add_edge(0, 0);
    /// g.add_edge(1, 0);
    /// assert_eq!(g.max_matching().size(), 1);
    /// ```
    pub fn add_edge(&mut self, a: usize, b: usize) {
        assert!(a < self.left, "left vertex {a} is not below {}", self.left);
        assert!(
            b < self.right,
            "right vertex {b} is not below {}",
            self.right
        );
        self.edges.push((a as u32, b as u32));
    }

    /// A maximum matching, by Hopcroft–Karp.
    ///
    /// # Complexity
    /// O(E·√V) time, O(V + E) memory, for V vertices and E edges.
    ///
    /// # Panics
    /// None.
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::bipartite_matching::BipartiteGraph;
    /// // Left 0 likes both right vertices, left 1 only right 0.
    /// let mut g = BipartiteGraph::new(2, 2);
    /// g.add_edge(0, 0);
    /// g.add_edge(0, 1);
    /// g.add_edge(1, 0);
    /// let m = g.max_matching();
    /// assert_eq!(m.pairs(), vec![(0, 1), (1, 0)]);
    /// ```
    pub fn max_matching(&self) -> BipartiteMatching {
        let adjacency = Csr::new(self.left, self.edges.iter().copied());
        let (left_mate, right_mate, size) = hopcroft_karp(self.right, &adjacency);
        BipartiteMatching {
            left_mate,
            right_mate,
            adjacency,
            size,
        }
    }
}

/// "Not reached in this phase's layers".
const FAR: u32 = u32::MAX;

/// The mates of the left and right vertices and the matching's size.
fn hopcroft_karp(right: usize, adjacency: &Csr) -> (Vec<u32>, Vec<u32>, usize) {
    let left = adjacency.start.len() - 1;
    let mut left_mate = vec![NONE; left];
    let mut right_mate = vec![NONE; right];
    let mut size = 0;
    // A greedy matching first: it usually leaves few augmenting paths.
    for (a, mate) in left_mate.iter_mut().enumerate() {
        if let Some(&b) = adjacency
            .neighbours(a)
            .iter()
            .find(|&&b| right_mate[b as usize] == NONE)
        {
            *mate = b;
            right_mate[b as usize] = a as u32;
            size += 1;
        }
    }
    // Every phase writes `dist` and `next` whole before reading them: zeroed
    // tables (whose pages the first phase faults in) rather than filled ones.
    let mut dist = vec![0u32; left];
    let mut next = vec![0u32; left];
    // Each left vertex enters the queue at most once a phase: a plain array
    // with a length kept in a register. The depth-first searches keep their
    // stack in the queue's tail, past the roots: a stack holds one root and
    // vertices of later layers, which were matched when the phase began, so
    // at most 1 + (left - roots) of them, the length of that tail. One array
    // fewer to fault in, which shows on a long path (docs/performance.md).
    let mut queue = vec![0u32; left + 1];
    loop {
        let (last_layer, free) = layers(adjacency, &left_mate, &right_mate, &mut dist, &mut queue);
        if last_layer == FAR {
            return (left_mate, right_mate, size);
        }
        next.copy_from_slice(&adjacency.start[..left]);
        let (roots, stack) = queue.split_at_mut(free);
        size += augment(
            roots,
            adjacency,
            &mut left_mate,
            &mut right_mate,
            &mut dist,
            &mut next,
            stack,
            last_layer,
        );
    }
}

/// `table[i]` without the bounds check, for the inner loops of a phase,
/// which read two tables at random for each edge: the checks were the whole
/// gap to the C of the same algorithm (docs/performance.md). Their indices
/// are in range by construction:
/// - an entry of the adjacency is a right vertex ([`BipartiteGraph::add_edge`]
///   checked it), and an edge's position is below its vertex's end in the
///   adjacency;
/// - an entry of `right_mate` other than [`NONE`] is a left vertex (only left
///   vertices are written there);
/// - each left vertex enters the queue at most once a phase (when its `dist`
///   leaves [`FAR`]), so the queue's tail stays below the number of left
///   vertices.
///
/// Every index is checked in tests (`debug_assert!`).
///
/// # Safety
/// `i < table.len()`.
#[inline(always)]
unsafe fn at(table: &[u32], i: usize) -> u32 {
    debug_assert!(i < table.len(), "{i} is outside a table of {}", table.len());
    // SAFETY: the caller's promise.
    unsafe { *table.get_unchecked(i) }
}

/// [`at`] to write.
///
/// # Safety
/// `i < table.len()`.
#[inline(always)]
unsafe fn at_mut(table: &mut [u32], i: usize) -> &mut u32 {
    debug_assert!(i < table.len(), "{i} is outside a table of {}", table.len());
    // SAFETY: the caller's promise.
    unsafe { table.get_unchecked_mut(i) }
}

/// The breadth-first layers: `dist` of each left vertex from an unmatched
/// one along alternating paths, up to the first layer with an unmatched
/// right neighbour. Returns that layer's number plus one ([`FAR`] if none:
/// the matching is maximum) and how many unmatched left vertices there are
/// (the queue starts with them, in increasing order). Not inlined: in its
/// caller the loop's pointers spilled to the stack.
#[inline(never)]
fn layers(
    adjacency: &Csr,
    left_mate: &[u32],
    right_mate: &[u32],
    dist: &mut [u32],
    queue: &mut [u32],
) -> (u32, usize) {
    let mut tail = 0;
    for (a, (&mate, d)) in left_mate.iter().zip(dist.iter_mut()).enumerate() {
        let free = mate == NONE;
        *d = if free { 0 } else { FAR };
        // Written whether free or not, kept only if free: no branch to
        // mispredict (tail <= a < the queue's length).
        queue[tail] = a as u32;
        tail += usize::from(free);
    }
    let free = tail;
    let mut last_layer = FAR;
    let mut head = 0;
    while head < tail {
        let a = queue[head] as usize;
        head += 1;
        let reach = dist[a] + 1;
        if reach > last_layer {
            break;
        }
        for &b in adjacency.neighbours(a) {
            // SAFETY: b is a right vertex, a2 a left one, and the tail is
            // below the number of left vertices (`at`'s invariants).
            unsafe {
                let a2 = at(right_mate, b as usize);
                if a2 == NONE {
                    last_layer = reach;
                } else if at(dist, a2 as usize) == FAR {
                    *at_mut(dist, a2 as usize) = reach;
                    *at_mut(queue, tail) = a2;
                    tail += 1;
                }
            }
        }
    }
    (last_layer, free)
}

/// Takes a maximal set of vertex-disjoint shortest augmenting paths through
/// the layers, one search from each unmatched left vertex of `roots` in
/// turn, flips each, and returns how many. `stack` has room for one root
/// and every left vertex matched when the phase began.
/// Not inlined, as [`layers`].
#[allow(clippy::too_many_arguments)]
#[inline(never)]
fn augment(
    roots: &[u32],
    adjacency: &Csr,
    left_mate: &mut [u32],
    right_mate: &mut [u32],
    dist: &mut [u32],
    next: &mut [u32],
    stack: &mut [u32],
    last_layer: u32,
) -> usize {
    let (start, targets) = (&adjacency.start[..], &adjacency.targets[..]);
    let mut found = 0;
    for &root in roots {
        stack[0] = root;
        let mut depth = 1;
        while depth > 0 {
            let a = stack[depth - 1] as usize;
            let (end, wanted) = (start[a + 1], dist[a] + 1);
            // The next edge of a's into the next layer, or to an unmatched
            // right vertex from the last one.
            let (mut edge, mut step, mut free) = (next[a], NONE, false);
            while edge < end {
                // SAFETY: the edge is a's, its end a right vertex, a2 a left
                // one (`at`'s invariants).
                let a2 = unsafe { at(right_mate, at(targets, edge as usize) as usize) };
                if a2 == NONE {
                    if wanted == last_layer {
                        free = true;
                        break;
                    }
                } else if unsafe { at(dist, a2 as usize) } == wanted {
                    step = a2;
                    break;
                }
                edge += 1;
            }
            next[a] = edge;
            if free {
                // Flip the path on the stack; its vertices are spent.
                for &a in &stack[..depth] {
                    let a = a as usize;
                    let b = targets[next[a] as usize];
                    left_mate[a] = b;
                    right_mate[b as usize] = a as u32;
                    dist[a] = FAR;
                }
                found += 1;
                depth = 0;
            } else if step != NONE {
                stack[depth] = step;
                depth += 1;
            } else {
                // A dead end: no shortest augmenting path passes here.
                dist[a] = FAR;
                depth -= 1;
                if depth > 0 {
                    next[stack[depth - 1] as usize] += 1;
                }
            }
        }
    }
    found
}

impl BipartiteMatching {
    /// The number of matched pairs.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// None.
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::bipartite_matching::BipartiteGraph;
    /// let mut g = BipartiteGraph::new(1, 1);
    /// g.add_edge(0, 0);
    /// assert_eq!(g.max_matching().size(), 1);
    /// ```
    pub fn size(&self) -> usize {
        self.size
    }

    /// The right vertex matched to left vertex `a`, if any.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `a` is not a left vertex.
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::bipartite_matching::BipartiteGraph;
    /// let mut g = BipartiteGraph::new(2, 1);
    /// g.add_edge(1, 0);
    /// let m = g.max_matching();
    /// assert_eq!((m.left_mate(0), m.left_mate(1)), (None, Some(0)));
    /// ```
    pub fn left_mate(&self, a: usize) -> Option<usize> {
        some(self.left_mate[a])
    }

    /// The left vertex matched to right vertex `b`, if any.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `b` is not a right vertex.
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::bipartite_matching::BipartiteGraph;
    /// let mut g = BipartiteGraph::new(1, 2);
    /// g.add_edge(0, 1);
    /// let m = g.max_matching();
    /// assert_eq!((m.right_mate(0), m.right_mate(1)), (None, Some(0)));
    /// ```
    pub fn right_mate(&self, b: usize) -> Option<usize> {
        some(self.right_mate[b])
    }

    /// The matched pairs `(left, right)`, in increasing order of the left
    /// vertex.
    ///
    /// # Complexity
    /// O(V).
    ///
    /// # Panics
    /// None.
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::bipartite_matching::BipartiteGraph;
    /// let mut g = BipartiteGraph::new(2, 2);
    /// g.add_edge(0, 1);
    /// g.add_edge(1, 0);
    /// assert_eq!(g.max_matching().pairs(), vec![(0, 1), (1, 0)]);
    /// ```
    pub fn pairs(&self) -> Vec<(usize, usize)> {
        let mut pairs = Vec::with_capacity(self.size);
        for (a, &b) in self.left_mate.iter().enumerate() {
            if b != NONE {
                pairs.push((a, b as usize));
            }
        }
        pairs
    }

    /// For each left vertex, whether some maximum matching leaves it
    /// uncovered: an even alternating path from an unmatched left vertex
    /// reaches it.
    ///
    /// # Complexity
    /// O(V + E).
    ///
    /// # Panics
    /// None.
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::bipartite_matching::BipartiteGraph;
    /// // Left 0 and left 1 share right 0; left 2 has right 1 to itself.
    /// let mut g = BipartiteGraph::new(3, 2);
    /// g.add_edge(0, 0);
    /// g.add_edge(1, 0);
    /// g.add_edge(2, 1);
    /// let m = g.max_matching();
    /// assert_eq!(m.avoidable_left(), vec![true, true, false]);
    /// assert_eq!(m.avoidable_right(), vec![false, false]);
    /// ```
    pub fn avoidable_left(&self) -> Vec<bool> {
        avoidable(&self.left_mate, &self.right_mate, &self.adjacency)
    }

    /// For each right vertex, whether some maximum matching leaves it
    /// uncovered: an even alternating path from an unmatched right vertex
    /// reaches it.
    ///
    /// # Complexity
    /// O(V + E).
    ///
    /// # Panics
    /// None.
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::bipartite_matching::BipartiteGraph;
    /// // Right 0 and right 1 are both neighbours of left 0 only.
    /// let mut g = BipartiteGraph::new(1, 2);
    /// g.add_edge(0, 0);
    /// g.add_edge(0, 1);
    /// let m = g.max_matching();
    /// assert_eq!(m.avoidable_right(), vec![true, true]);
    /// assert_eq!(m.avoidable_left(), vec![false]);
    /// ```
    pub fn avoidable_right(&self) -> Vec<bool> {
        let reverse = self.adjacency.transpose(self.right_mate.len());
        avoidable(&self.right_mate, &self.left_mate, &reverse)
    }
}

/// The vertices of one side reached from its unmatched vertices by even
/// alternating paths: out by any edge of `adjacency`, back by the other
/// side's mate (which exists: the matching is maximum).
fn avoidable(mate: &[u32], other_mate: &[u32], adjacency: &Csr) -> Vec<bool> {
    let mut seen: Vec<bool> = mate.iter().map(|&m| m == NONE).collect();
    let mut queue: Vec<u32> = (0..mate.len() as u32)
        .filter(|&v| seen[v as usize])
        .collect();
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head] as usize;
        head += 1;
        for &w in adjacency.neighbours(v) {
            let back = other_mate[w as usize];
            if back != NONE && !seen[back as usize] {
                seen[back as usize] = true;
                queue.push(back);
            }
        }
    }
    seen
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::tests::{brute_matching_sizes, check_matching};
    use crate::test_rng::XorShift;

    /// The graph on `left + right` vertices (right vertex `b` is `left + b`)
    /// whose edge `(a, b)` is present when bit `a * right + b` of `mask` is.
    fn edges_of(left: usize, right: usize, mask: u32) -> Vec<(usize, usize)> {
        (0..left * right)
            .filter(|&i| mask >> i & 1 == 1)
            .map(|i| (i / right, i % right))
            .collect()
    }

    fn matching_of(left: usize, right: usize, edges: &[(usize, usize)]) -> BipartiteMatching {
        let mut g = BipartiteGraph::new(left, right);
        for &(a, b) in edges {
            g.add_edge(a, b);
        }
        g.max_matching()
    }

    /// Checks `m` against the exhaustive search: a valid matching of the
    /// graph, of maximum size, and a vertex is avoidable exactly when
    /// deleting it keeps the maximum size.
    fn check_against_brute(left: usize, right: usize, edges: &[(usize, usize)]) {
        let m = matching_of(left, right, edges);
        let general: Vec<(usize, usize)> = edges.iter().map(|&(a, b)| (a, left + b)).collect();
        let pairs: Vec<(usize, usize)> = m.pairs().iter().map(|&(a, b)| (a, left + b)).collect();
        check_matching(left + right, &general, &pairs);
        for &(a, b) in &m.pairs() {
            assert_eq!((m.left_mate(a), m.right_mate(b)), (Some(b), Some(a)));
        }
        let sizes = brute_matching_sizes(left + right, &general);
        let all = (1usize << (left + right)) - 1;
        assert_eq!(m.size(), sizes[all] as usize, "{left}+{right} {edges:?}");
        let avoidable: Vec<bool> = m
            .avoidable_left()
            .into_iter()
            .chain(m.avoidable_right())
            .collect();
        for (v, &avoid) in avoidable.iter().enumerate() {
            assert_eq!(avoid, sizes[all & !(1 << v)] == sizes[all], "{edges:?} {v}");
        }
    }

    // These tests are the ones Miri runs on the unchecked indexing
    // (`scripts/miri.sh`): under Miri, on smaller graphs.

    /// The largest side of the exhaustive test.
    const SIDE: usize = if cfg!(miri) { 3 } else { 4 };

    #[test]
    fn every_bipartite_graph_to_four_plus_four() {
        for left in 0..=SIDE {
            for right in 0..=SIDE {
                for mask in 0..1u32 << (left * right) {
                    check_against_brute(left, right, &edges_of(left, right, mask));
                }
            }
        }
    }

    #[test]
    fn random_bipartite_graphs_against_brute_force() {
        let mut rng = XorShift(0x5eed_b19a_57e5);
        let (rounds, side) = if cfg!(miri) { (30, 4) } else { (3000, 6) };
        for _ in 0..rounds {
            let left = 1 + rng.next() as usize % side;
            let right = 1 + rng.next() as usize % side;
            let density = rng.next() % 100;
            let edges: Vec<(usize, usize)> = (0..left)
                .flat_map(|a| (0..right).map(move |b| (a, b)))
                .filter(|_| rng.next() % 100 < density)
                .collect();
            check_against_brute(left, right, &edges);
        }
    }

    #[test]
    fn repeated_edges_count_once() {
        let m = matching_of(1, 1, &[(0, 0), (0, 0), (0, 0)]);
        assert_eq!(m.pairs(), vec![(0, 0)]);
        assert_eq!(m.avoidable_left(), vec![false]);
    }

    #[test]
    #[should_panic(expected = "right vertex 3 is not below 3")]
    fn an_edge_outside_the_graph_panics() {
        BipartiteGraph::new(2, 3).add_edge(0, 3);
    }

    #[test]
    fn a_long_path_needs_no_call_stack() {
        // Left i likes right i + 1 first, then right i; the greedy start
        // takes every right i + 1, and the one augmenting path left n−1 –
        // right n−1 – left n−2 – … – left 0 – right 0 has 2·10^5 vertices
        // (400 under Miri).
        let n = if cfg!(miri) { 200 } else { 100_000 };
        let mut g = BipartiteGraph::new(n, n);
        for i in 0..n {
            if i + 1 < n {
                g.add_edge(i, i + 1);
            }
            g.add_edge(i, i);
        }
        let m = g.max_matching();
        assert_eq!(m.size(), n);
        assert!(m.avoidable_left().iter().all(|&x| !x));
        // Remove the last right vertex: a path of odd length, each left
        // vertex avoidable.
        let mut g = BipartiteGraph::new(n, n - 1);
        for i in 0..n - 1 {
            g.add_edge(i, i);
            g.add_edge(i + 1, i);
        }
        let m = g.max_matching();
        assert_eq!(m.size(), n - 1);
        assert!(m.avoidable_left().iter().all(|&x| x));
        assert!(m.avoidable_right().iter().all(|&x| !x));
    }
}
