//! Graph algorithms that games stand on: maximum matchings, bipartite and
//! general, and what one matching says about every vertex at once.
//!
//! This part knows nothing of games. A game that is decided by a matching
//! (vertex geography, pairing strategies) names it from `games/`.
//!
//! | module | what it computes | time |
//! |---|---|---|
//! | [`bipartite_matching`] | Hopcroft–Karp maximum matching; the vertices some maximum matching avoids, on each side | O(E·√V) |
//! | [`general_matching`] | Edmonds' blossom maximum matching on any graph; the Gallai–Edmonds decomposition | O(V³) |
//! | [`bridges`] | the bridges and 2-edge-connected components of a multigraph (Tarjan's low links) | O(V + E) |
//!
//! Both follow ac-library-rs's `MfGraph`: `new` with the vertex counts,
//! `add_edge`, one solving call that returns the matching. Nothing recurses on
//! the input's size: every search keeps its own stack or queue, so a path of
//! 2·10^5 vertices is as safe as a triangle. Vertices are `usize` indices from
//! 0; the graphs store them as `u32`, so a graph holds fewer than 2^32 − 1
//! vertices (enough for anything that fits in memory).
//!
//! The words (Lovász and Plummer, *Matching Theory*, 1986): a matching is a
//! set of edges no two of which share a vertex; a path is *alternating* when
//! its edges are in turn outside and inside the matching, and *augmenting*
//! when it alternates between two unmatched vertices. Berge's theorem: a
//! matching is maximum exactly when no augmenting path exists. Both
//! algorithms here grow a matching one augmenting path at a time until none
//! is left; `docs/theory.md` ("Games decided by matchings") has the proofs'
//! outline and the sources.

pub mod bipartite_matching;
pub mod bridges;
pub mod general_matching;

/// "No vertex" in the `u32` mate arrays (never visible in the public API,
/// which answers `Option`).
pub(crate) const NONE: u32 = u32::MAX;

/// Adjacency lists in one array (compressed sparse rows): the neighbours of
/// `v` are `targets[start[v]..start[v + 1]]`, in the order the edges were
/// added. The matchings, the bridges and `loopy::digraph::Digraph` keep
/// their graphs in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Csr {
    pub(crate) start: Vec<u32>,
    pub(crate) targets: Vec<u32>,
}

impl Csr {
    /// The lists of `n` vertices from directed arcs `(from, to)`, each end
    /// below `n`.
    pub(crate) fn new(n: usize, arcs: impl Iterator<Item = (u32, u32)> + Clone) -> Csr {
        let start = list_starts(n, arcs.clone().map(|(from, _)| from));
        let mut fill = start.clone();
        let mut targets = vec![0u32; start[n] as usize];
        for (from, to) in arcs {
            let slot = &mut fill[from as usize];
            targets[*slot as usize] = to;
            *slot += 1;
        }
        Csr { start, targets }
    }

    /// The reversed lists: `w` lists `v` for each `w` that `v` lists, over
    /// `n` vertices (each listed vertex below `n`), in increasing order of
    /// `v`.
    pub(crate) fn transpose(&self, n: usize) -> Csr {
        self.transpose_in_order(n, 0..(self.start.len() - 1) as u32)
    }

    /// [`Csr::transpose`], each reversed list in the order its vertices `v`
    /// come in `order` (every vertex with a list exactly once). The same as
    /// [`Csr::new`] on the reversed arcs, without an iterator over the lists
    /// (which took half as long again).
    pub(crate) fn transpose_in_order(&self, n: usize, order: impl Iterator<Item = u32>) -> Csr {
        let start = list_starts(n, self.targets.iter().copied());
        let mut fill = start.clone();
        let mut targets = vec![0u32; self.targets.len()];
        for v in order {
            for &w in self.neighbours(v as usize) {
                let slot = &mut fill[w as usize];
                targets[*slot as usize] = v;
                *slot += 1;
            }
        }
        Csr { start, targets }
    }

    /// The neighbours of `v`.
    #[inline]
    pub(crate) fn neighbours(&self, v: usize) -> &[u32] {
        &self.targets[self.start[v] as usize..self.start[v + 1] as usize]
    }
}

/// Where each of `n` lists begins in a [`Csr`], from the source vertex of
/// every arc (each below `n`), with the number of arcs at index `n`.
fn list_starts(n: usize, sources: impl Iterator<Item = u32>) -> Vec<u32> {
    let mut start = vec![0u32; n + 1];
    for from in sources {
        start[from as usize + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    start
}

/// `Some(v)` for a vertex, `None` for [`NONE`].
#[inline]
pub(crate) fn some(v: u32) -> Option<usize> {
    (v != NONE).then_some(v as usize)
}

#[cfg(test)]
pub(crate) mod tests {
    /// The size of a maximum matching of the subgraph induced by every
    /// vertex set `S` of a graph on `n` ≤ 16 vertices, indexed by `S` as a
    /// bitmask, by trying every way to pair the lowest vertex of `S`: no
    /// alternating paths, no blossoms.
    pub(crate) fn brute_matching_sizes(n: usize, edges: &[(usize, usize)]) -> Vec<u8> {
        let mut adjacent = vec![0u32; n];
        for &(u, v) in edges {
            if u != v {
                adjacent[u] |= 1 << v;
                adjacent[v] |= 1 << u;
            }
        }
        let mut size = vec![0u8; 1 << n];
        for set in 1..1usize << n {
            let v = set.trailing_zeros() as usize;
            let rest = set & !(1 << v);
            let mut best = size[rest];
            let mut partners = adjacent[v] as usize & rest;
            while partners != 0 {
                let u = partners.trailing_zeros() as usize;
                partners &= partners - 1;
                best = best.max(size[rest & !(1 << u)] + 1);
            }
            size[set] = best;
        }
        size
    }

    /// Panics unless `pairs` is a matching of the graph: every pair an edge,
    /// every vertex in at most one pair.
    pub(crate) fn check_matching(n: usize, edges: &[(usize, usize)], pairs: &[(usize, usize)]) {
        let mut used = vec![false; n];
        for &(u, v) in pairs {
            assert!(
                edges.contains(&(u, v)) || edges.contains(&(v, u)),
                "({u}, {v}) is no edge of {edges:?}"
            );
            for w in [u, v] {
                assert!(!used[w], "vertex {w} twice in {pairs:?}");
                used[w] = true;
            }
        }
    }

    #[test]
    fn brute_force_sizes_of_small_graphs() {
        // A triangle matches one edge; a path of four vertices two; a star
        // one; the empty set nothing.
        let triangle = brute_matching_sizes(3, &[(0, 1), (1, 2), (2, 0)]);
        assert_eq!((triangle[0b111], triangle[0b101], triangle[0]), (1, 1, 0));
        let path = brute_matching_sizes(4, &[(0, 1), (1, 2), (2, 3)]);
        assert_eq!((path[0b1111], path[0b1110], path[0b1001]), (2, 1, 0));
        let star = brute_matching_sizes(4, &[(0, 1), (0, 2), (0, 3)]);
        assert_eq!((star[0b1111], star[0b1110]), (1, 0));
    }
}
