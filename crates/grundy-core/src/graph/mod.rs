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
//! | [`edges`] | an edge list checked once for every graph built from one: [`edges::Vertex`], [`edges::EdgeError`] | O(E) |
//! | [`bridges`] | the bridges and 2-edge-connected components of a multigraph (Tarjan's low links) | O(V + E) |
//! | [`rooted_tree`] | a tree given as undirected edges, checked and rooted: parents and an order from the root | O(V) |
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
pub(crate) mod csr;
pub mod edges;
pub mod general_matching;
pub(crate) mod mate;
pub mod rooted_tree;

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
