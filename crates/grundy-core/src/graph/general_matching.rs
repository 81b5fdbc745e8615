//! Maximum matching on any graph by Edmonds' blossom algorithm, and the
//! Gallai–Edmonds decomposition it yields.
//!
//! On a bipartite graph an alternating search from an unmatched vertex never
//! meets itself; on a general graph it can close an odd cycle, a *blossom*,
//! whose vertices can all be reached by an even alternating path (go round
//! the cycle the other way). Edmonds (1965) shrinks each blossom to its base
//! and goes on searching: a graph has an augmenting path exactly when the
//! graph with a blossom shrunk has one. Here the shrinking is implicit
//! (Gabow's arrays): `base[v]` names the blossom holding `v`, `parent` walks
//! each even vertex back to the root through the blossoms, and an augmenting
//! path is flipped along `parent` and the mates. One breadth-first search
//! from each unmatched vertex, each shrinking at most V/2 blossoms of O(V)
//! work, gives O(V³) in all (O(V·(V² + E)), and E < V²). A vertex with no
//! augmenting path from it now has none after later augmentations, so one
//! search per vertex is enough. Queues, no recursion.
//!
//! The Gallai–Edmonds decomposition (Gallai 1964, Edmonds 1965) sorts the
//! vertices by what maximum matchings do with them:
//!
//! - **D**: the vertices some maximum matching leaves uncovered (ν(G − v) =
//!   ν(G));
//! - **A**: the vertices outside D with a neighbour in D;
//! - **C**: the rest (covered by every maximum matching, no neighbour in D).
//!
//! One more search, from every unmatched vertex at once against a maximum
//! matching, finds no augmenting path; the vertices it labels even (reached
//! by an even alternating path, blossoms included) are exactly D, and the odd
//! ones exactly A. Every maximum matching matches A into distinct components
//! of D, each of those components is factor-critical (odd), and C has a
//! perfect matching; so the graph lacks |V| − 2ν = (components of D) − |A|
//! vertices of a perfect matching (Lovász and Plummer, *Matching Theory*,
//! Theorem 3.2.1). This is what vertex geography on a general graph asks:
//! the player to move from `v` wins exactly when `v` is not in D.
//!
//! In a triangle 0, 1, 2 with a pendant vertex 3 on vertex 0 the maximum
//! matching is {0–3, 1–2}, perfect, so D is empty; without the pendant
//! vertex every vertex of the triangle is in D.

use super::csr::Csr;
use super::edges::{check_edges, EdgeError, Loops, Vertex};
use super::mate::{some, NONE};

/// A graph under construction: add its edges, then ask for a maximum
/// matching.
#[derive(Debug, Clone)]
pub struct GeneralGraph {
    n: usize,
    edges: Vec<(u32, u32)>,
}

/// A maximum matching of a [`GeneralGraph`], with the graph it matches.
#[derive(Debug, Clone)]
pub struct Matching {
    mate: Vec<u32>,
    adjacency: Csr,
    size: usize,
}

/// The part of the Gallai–Edmonds decomposition a vertex is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GallaiEdmonds {
    /// Left uncovered by some maximum matching.
    D,
    /// Not in D, with a neighbour in D.
    A,
    /// Neither: covered by every maximum matching, no neighbour in D.
    C,
}

impl GeneralGraph {
    /// A graph with `n` vertices and no edges.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `n` is 2^32 − 1 or more.
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::general_matching::GeneralGraph;
    /// assert_eq!(GeneralGraph::new(3).max_matching().size(), 0);
    /// ```
    pub fn new(n: usize) -> GeneralGraph {
        assert!(
            n < NONE as usize,
            "a graph holds fewer than 2^32 - 1 vertices"
        );
        GeneralGraph {
            n,
            edges: Vec::new(),
        }
    }

    /// The graph with `n` vertices and the edges `(u, v)`:
    /// [`GeneralGraph::new`] and [`GeneralGraph::add_edge`] for each, with
    /// the data checked instead of panicking (the twin for edges a caller
    /// did not check). A loop is kept out, as `add_edge` keeps it.
    ///
    /// # Errors
    /// [`EdgeError::TooLarge`] if `n` or the edge count is 2^32 − 1 or more;
    /// [`EdgeError::VertexOutOfRange`] for the first edge with an end not
    /// below `n`.
    ///
    /// # Complexity
    /// O(E).
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::edges::EdgeError;
    /// use grundy_core::graph::general_matching::GeneralGraph;
    /// let g = GeneralGraph::from_edges(3, &[(0, 1), (1, 2), (2, 2)]).unwrap();
    /// assert_eq!(g.max_matching().size(), 1);
    /// assert_eq!(
    ///     GeneralGraph::from_edges(2, &[(0, 2)]).err(),
    ///     Some(EdgeError::VertexOutOfRange { edge: 0, vertex: 2 })
    /// );
    /// ```
    pub fn from_edges(n: usize, edges: &[(Vertex, Vertex)]) -> Result<GeneralGraph, EdgeError> {
        if n >= NONE as usize || edges.len() >= NONE as usize {
            return Err(EdgeError::TooLarge);
        }
        check_edges(n, edges, Loops::Allowed)?;
        Ok(GeneralGraph {
            n,
            edges: edges.iter().copied().filter(|&(u, v)| u != v).collect(),
        })
    }

    /// Adds the edge between `u` and `v`. A repeated edge changes nothing,
    /// and a loop (`u == v`) is kept out: no matching can use it.
    ///
    /// # Complexity
    /// Amortized O(1).
    ///
    /// # Panics
    /// If `u` or `v` is not below `n`: a caller's slip. For edges read from
    /// data, [`GeneralGraph::from_edges`] checks them instead.
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::general_matching::GeneralGraph;
    /// let mut g = GeneralGraph::new(2);
    /// g.add_edge(0, 0);
    /// assert_eq!(g.max_matching().size(), 0);
    /// g.add_edge(1, 0);
    /// assert_eq!(g.max_matching().pairs(), vec![(0, 1)]);
    /// ```
    pub fn add_edge(&mut self, u: usize, v: usize) {
        for w in [u, v] {
            assert!(w < self.n, "vertex {w} is not below {}", self.n);
        }
        if u != v {
            self.edges.push((u as u32, v as u32));
        }
    }

    /// A maximum matching, by Edmonds' blossom algorithm.
    ///
    /// # Complexity
    /// O(V³) time, O(V + E) memory.
    ///
    /// # Panics
    /// None.
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::general_matching::GeneralGraph;
    /// // A 5-cycle: two edges, one vertex left over.
    /// let mut g = GeneralGraph::new(5);
    /// for v in 0..5 {
    ///     g.add_edge(v, (v + 1) % 5);
    /// }
    /// assert_eq!(g.max_matching().size(), 2);
    /// ```
    pub fn max_matching(&self) -> Matching {
        let arcs = self
            .edges
            .iter()
            .flat_map(|&(u, v)| [(u, v), (v, u)].into_iter());
        let adjacency = Csr::new(self.n, arcs);
        let mut search = Search::new(self.n);
        let mut mate = vec![NONE; self.n];
        let mut size = 0;
        // A greedy matching first: most vertices need no search at all.
        for v in 0..self.n {
            if mate[v] == NONE {
                if let Some(&u) = adjacency
                    .neighbours(v)
                    .iter()
                    .find(|&&u| mate[u as usize] == NONE)
                {
                    mate[v] = u;
                    mate[u as usize] = v as u32;
                    size += 1;
                }
            }
        }
        for root in 0..self.n as u32 {
            if mate[root as usize] == NONE {
                if let Some(end) = search.run(&adjacency, &mate, &[root]) {
                    search.augment(&mut mate, end);
                    size += 1;
                }
            }
        }
        Matching {
            mate,
            adjacency,
            size,
        }
    }
}

/// The arrays of one alternating search, reused from root to root.
struct Search {
    /// The base of the blossom holding each vertex (itself if none).
    base: Vec<u32>,
    /// For an odd vertex, the even vertex that reached it; inside a blossom
    /// also for even vertices, the way back round the cycle.
    parent: Vec<u32>,
    /// Even: reached by an even alternating path (the roots, mates of odd
    /// vertices, and every vertex of a blossom).
    even: Vec<bool>,
    /// The blossom bases being merged by the current shrinking, and a list
    /// of them to clear it.
    in_blossom: Vec<bool>,
    marked: Vec<u32>,
    /// Stamps of the walk to the root that finds a common base.
    seen_at: Vec<u32>,
    stamp: u32,
    /// Every even vertex, in the order the search reached it.
    queue: Vec<u32>,
    /// Every vertex labelled odd: with the queue, all the search touched,
    /// so clearing costs what the search did (not V per root).
    odd: Vec<u32>,
}

impl Search {
    fn new(n: usize) -> Search {
        Search {
            base: (0..n as u32).collect(),
            parent: vec![NONE; n],
            even: vec![false; n],
            in_blossom: vec![false; n],
            marked: Vec::new(),
            seen_at: vec![0; n],
            stamp: 0,
            queue: Vec::with_capacity(n),
            odd: Vec::new(),
        }
    }

    /// Searches alternating paths from every vertex of `roots` (unmatched)
    /// at once; the unmatched vertex an augmenting path ends at, if the
    /// search reaches one (never when every unmatched vertex is a root).
    fn run(&mut self, adjacency: &Csr, mate: &[u32], roots: &[u32]) -> Option<u32> {
        for &v in self.queue.iter().chain(&self.odd) {
            self.base[v as usize] = v;
            self.parent[v as usize] = NONE;
            self.even[v as usize] = false;
        }
        self.queue.clear();
        self.odd.clear();
        for &r in roots {
            self.even[r as usize] = true;
            self.queue.push(r);
        }
        let mut head = 0;
        while head < self.queue.len() {
            let v = self.queue[head];
            head += 1;
            for &to in adjacency.neighbours(v as usize) {
                if self.base[v as usize] == self.base[to as usize] || mate[v as usize] == to {
                    continue;
                }
                if self.even[to as usize] {
                    // Two even vertices of one tree: an odd cycle. (Of two
                    // trees it would be an augmenting path, which the roots
                    // given never leave: one root, or a maximum matching.)
                    self.shrink(mate, v, to);
                } else if self.parent[to as usize] == NONE {
                    self.parent[to as usize] = v;
                    self.odd.push(to);
                    let next = mate[to as usize];
                    if next == NONE {
                        return Some(to);
                    }
                    self.even[next as usize] = true;
                    self.queue.push(next);
                }
            }
        }
        None
    }

    /// Shrinks the blossom closed by the edge `v`–`to` between even vertices.
    fn shrink(&mut self, mate: &[u32], v: u32, to: u32) {
        let base = self.common_base(mate, v, to);
        self.mark_path(mate, v, base, to);
        self.mark_path(mate, to, base, v);
        // Every vertex of the blossom is even or odd, so in one of the lists.
        for i in 0..self.queue.len() {
            let w = self.queue[i] as usize;
            if self.in_blossom[self.base[w] as usize] {
                self.base[w] = base;
            }
        }
        for i in 0..self.odd.len() {
            let w = self.odd[i] as usize;
            if self.in_blossom[self.base[w] as usize] {
                self.base[w] = base;
                if !self.even[w] {
                    self.even[w] = true;
                    self.queue.push(w as u32);
                }
            }
        }
        for &b in &self.marked {
            self.in_blossom[b as usize] = false;
        }
        self.marked.clear();
    }

    /// The base where the paths from `a` and `b` to their root meet.
    fn common_base(&mut self, mate: &[u32], a: u32, b: u32) -> u32 {
        self.stamp += 1;
        let mut a = self.base[a as usize];
        loop {
            self.seen_at[a as usize] = self.stamp;
            let m = mate[a as usize];
            if m == NONE {
                break;
            }
            a = self.base[self.parent[m as usize] as usize];
        }
        let mut b = self.base[b as usize];
        while self.seen_at[b as usize] != self.stamp {
            let m = mate[b as usize];
            assert!(m != NONE, "an even-even edge between two trees");
            b = self.base[self.parent[m as usize] as usize];
        }
        b
    }

    /// Marks the blossoms on the way from `v` down to `base`, pointing each
    /// odd vertex's `parent` back across the closing edge (from `child`).
    fn mark_path(&mut self, mate: &[u32], mut v: u32, base: u32, mut child: u32) {
        while self.base[v as usize] != base {
            let m = mate[v as usize];
            for b in [self.base[v as usize], self.base[m as usize]] {
                if !self.in_blossom[b as usize] {
                    self.in_blossom[b as usize] = true;
                    self.marked.push(b);
                }
            }
            self.parent[v as usize] = child;
            child = m;
            v = self.parent[m as usize];
        }
    }

    /// Flips the augmenting path ending at the unmatched vertex `end`.
    fn augment(&self, mate: &mut [u32], mut end: u32) {
        while end != NONE {
            let v = self.parent[end as usize];
            let next = mate[v as usize];
            mate[end as usize] = v;
            mate[v as usize] = end;
            end = next;
        }
    }
}

impl Matching {
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
    /// use grundy_core::graph::general_matching::GeneralGraph;
    /// let mut g = GeneralGraph::new(3);
    /// g.add_edge(0, 1);
    /// g.add_edge(1, 2);
    /// assert_eq!(g.max_matching().size(), 1);
    /// ```
    pub fn size(&self) -> usize {
        self.size
    }

    /// The vertex matched to `v`, if any.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `v` is not a vertex.
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::general_matching::GeneralGraph;
    /// let mut g = GeneralGraph::new(3);
    /// g.add_edge(2, 0);
    /// let m = g.max_matching();
    /// assert_eq!((m.mate(0), m.mate(1), m.mate(2)), (Some(2), None, Some(0)));
    /// ```
    pub fn mate(&self, v: usize) -> Option<usize> {
        some(self.mate[v])
    }

    /// The matched pairs `(u, v)` with `u < v`, in increasing order of `u`.
    ///
    /// # Complexity
    /// O(V).
    ///
    /// # Panics
    /// None.
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::general_matching::GeneralGraph;
    /// let mut g = GeneralGraph::new(4);
    /// g.add_edge(3, 0);
    /// g.add_edge(2, 1);
    /// assert_eq!(g.max_matching().pairs(), vec![(0, 3), (1, 2)]);
    /// ```
    pub fn pairs(&self) -> Vec<(usize, usize)> {
        let mut pairs = Vec::with_capacity(self.size);
        for (u, &v) in self.mate.iter().enumerate() {
            if v != NONE && u < v as usize {
                pairs.push((u, v as usize));
            }
        }
        pairs
    }

    /// The part of the Gallai–Edmonds decomposition each vertex is in: D
    /// when some maximum matching leaves it uncovered, A when it is not in
    /// D but has a neighbour in D, C otherwise.
    ///
    /// # Complexity
    /// O(V³) (one more blossom search, from every unmatched vertex at once).
    ///
    /// # Panics
    /// None.
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::general_matching::{GallaiEdmonds::*, GeneralGraph};
    /// // A star: centre 0, leaves 1 and 2; beside it the edge 3 – 4.
    /// let mut g = GeneralGraph::new(5);
    /// for (u, v) in [(0, 1), (0, 2), (3, 4)] {
    ///     g.add_edge(u, v);
    /// }
    /// let parts = g.max_matching().gallai_edmonds();
    /// assert_eq!(parts, vec![A, D, D, C, C]);
    /// ```
    pub fn gallai_edmonds(&self) -> Vec<GallaiEdmonds> {
        let n = self.mate.len();
        let roots: Vec<u32> = (0..n as u32)
            .filter(|&v| self.mate[v as usize] == NONE)
            .collect();
        let mut search = Search::new(n);
        let found = search.run(&self.adjacency, &self.mate, &roots);
        debug_assert!(found.is_none(), "the matching is maximum");
        (0..n)
            .map(|v| {
                if search.even[v] {
                    GallaiEdmonds::D
                } else if self
                    .adjacency
                    .neighbours(v)
                    .iter()
                    .any(|&u| search.even[u as usize])
                {
                    GallaiEdmonds::A
                } else {
                    GallaiEdmonds::C
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::GallaiEdmonds::*;
    use super::*;
    use crate::graph::bipartite_matching::BipartiteGraph;
    use crate::graph::tests::{brute_matching_sizes, check_matching};
    use crate::test_rng::XorShift;

    fn matching_of(n: usize, edges: &[(usize, usize)]) -> Matching {
        let mut g = GeneralGraph::new(n);
        for &(u, v) in edges {
            g.add_edge(u, v);
        }
        g.max_matching()
    }

    /// Checks the matching and the decomposition of a graph against the
    /// exhaustive sizes: valid, maximum, D exactly the vertices whose
    /// deletion keeps the size, A their neighbours outside D, and the
    /// deficiency |V| − 2ν equal to (components of D) − |A|.
    fn check_against_brute(n: usize, edges: &[(usize, usize)]) {
        let m = matching_of(n, edges);
        let pairs = m.pairs();
        check_matching(n, edges, &pairs);
        for &(u, v) in &pairs {
            assert_eq!((m.mate(u), m.mate(v)), (Some(v), Some(u)));
        }
        let sizes = brute_matching_sizes(n, edges);
        let all = (1usize << n) - 1;
        assert_eq!(m.size(), sizes[all] as usize, "{n} {edges:?}");
        let parts = m.gallai_edmonds();
        let in_d: Vec<bool> = (0..n)
            .map(|v| sizes[all & !(1 << v)] == sizes[all])
            .collect();
        for v in 0..n {
            let next_to_d = edges
                .iter()
                .any(|&(a, b)| (a == v && in_d[b]) || (b == v && in_d[a]));
            let expected = if in_d[v] {
                D
            } else if next_to_d {
                A
            } else {
                C
            };
            assert_eq!(parts[v], expected, "vertex {v} of {n} {edges:?}");
        }
        // Components of D, by a union of the edges inside D.
        let mut root: Vec<usize> = (0..n).collect();
        fn find(root: &mut [usize], mut v: usize) -> usize {
            while root[v] != v {
                root[v] = root[root[v]];
                v = root[v];
            }
            v
        }
        for &(a, b) in edges {
            if in_d[a] && in_d[b] {
                let (ra, rb) = (find(&mut root, a), find(&mut root, b));
                root[ra] = rb;
            }
        }
        let components = (0..n)
            .filter(|&v| in_d[v] && find(&mut root, v) == v)
            .count();
        let a_count = parts.iter().filter(|&&p| p == A).count();
        assert_eq!(n + a_count, 2 * m.size() + components, "{n} {edges:?}");
    }

    /// Every labelled graph on up to `max_n` vertices, against the brute
    /// force.
    fn every_graph_to(max_n: usize) {
        for n in 0..=max_n {
            let slots: Vec<(usize, usize)> = (0..n)
                .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
                .collect();
            for mask in 0..1u32 << slots.len() {
                let edges: Vec<(usize, usize)> = slots
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| mask >> i & 1 == 1)
                    .map(|(_, &e)| e)
                    .collect();
                check_against_brute(n, &edges);
            }
        }
    }

    #[test]
    fn every_graph_to_six_vertices() {
        every_graph_to(6);
    }

    #[test]
    #[ignore = "slow: all 2^21 labelled graphs on 7 vertices"]
    fn every_graph_to_seven_vertices() {
        every_graph_to(7);
    }

    #[test]
    fn random_graphs_to_fourteen_vertices() {
        let mut rng = XorShift(0x0ddc_1c1e);
        for _ in 0..2000 {
            let n = 1 + rng.next() as usize % 14;
            let density = rng.next() % 60;
            let edges: Vec<(usize, usize)> = (0..n)
                .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
                .filter_map(|(u, v)| {
                    let bits = rng.next();
                    (bits % 100 < density).then_some(if bits >> 32 & 1 == 0 {
                        (u, v)
                    } else {
                        (v, u)
                    })
                })
                .collect();
            check_against_brute(n, &edges);
        }
    }

    #[test]
    fn agrees_with_hopcroft_karp_on_random_bipartite_graphs() {
        let mut rng = XorShift(0xb19a_57e5);
        for _ in 0..300 {
            let left = 1 + rng.next() as usize % 60;
            let right = 1 + rng.next() as usize % 60;
            let edge_count = rng.next() as usize % (3 * (left + right));
            let mut bipartite = BipartiteGraph::new(left, right);
            let mut general = GeneralGraph::new(left + right);
            let mut edges = Vec::new();
            for _ in 0..edge_count {
                let (a, b) = (rng.next() as usize % left, rng.next() as usize % right);
                bipartite.add_edge(a, b);
                general.add_edge(a, left + b);
                edges.push((a, left + b));
            }
            let (hk, blossom) = (bipartite.max_matching(), general.max_matching());
            assert_eq!(hk.size(), blossom.size());
            check_matching(left + right, &edges, &blossom.pairs());
            // On a bipartite graph D is the avoidable vertices of both sides.
            let avoidable: Vec<bool> = hk
                .avoidable_left()
                .into_iter()
                .chain(hk.avoidable_right())
                .collect();
            let parts = blossom.gallai_edmonds();
            for v in 0..left + right {
                assert_eq!(parts[v] == D, avoidable[v]);
            }
        }
    }

    #[test]
    fn a_big_star_searches_only_what_it_touches() {
        // 2·10^5 leaves, each unmatched but one: a search per leaf must not
        // cost V each.
        let n = 200_001;
        let mut g = GeneralGraph::new(n);
        for leaf in 1..n {
            g.add_edge(leaf, 0);
        }
        let m = g.max_matching();
        assert_eq!(m.size(), 1);
        let parts = m.gallai_edmonds();
        assert_eq!(parts[0], A);
        assert!(parts[1..].iter().all(|&p| p == D));
    }

    #[test]
    fn loops_are_kept_out() {
        let m = matching_of(3, &[(1, 1), (0, 0), (2, 2)]);
        assert_eq!(m.size(), 0);
        assert_eq!(m.gallai_edmonds(), vec![D, D, D]);
    }

    #[test]
    #[should_panic(expected = "vertex 3 is not below 3")]
    fn an_edge_outside_the_graph_panics() {
        GeneralGraph::new(3).add_edge(3, 0);
    }

    #[test]
    fn a_long_path_needs_no_call_stack() {
        // The path p_0 – p_1 – … – p_{n−1} with p_i numbered (i + n − 1) mod
        // n, edges p_1p_2, p_3p_4, … first: the greedy start takes those and
        // leaves one augmenting path through all 2·10^5 vertices.
        let n = 200_000;
        let p = |i: usize| (i + n - 1) % n;
        let mut g = GeneralGraph::new(n);
        for i in (1..n - 1).step_by(2).chain((0..n - 1).step_by(2)) {
            g.add_edge(p(i), p(i + 1));
        }
        let m = g.max_matching();
        assert_eq!(m.size(), n / 2);
        assert!(m.gallai_edmonds().iter().all(|&part| part == C));
        // An odd path: every other vertex in D, the rest in A.
        let mut g = GeneralGraph::new(n + 1);
        for v in 0..n {
            g.add_edge(v, v + 1);
        }
        let parts = g.max_matching().gallai_edmonds();
        assert!((0..=n).all(|v| parts[v] == if v % 2 == 0 { D } else { A }));
    }
}
