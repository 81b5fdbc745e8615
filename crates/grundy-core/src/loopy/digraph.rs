//! A directed graph in compressed sparse row form, with its transpose.
//!
//! The successors of every vertex lie in one flat array, in order of the
//! vertex, with a second array of where each list starts: built by a
//! counting sort of the arcs in O(V + E), with no list per vertex (the
//! compressed rows of `graph::csr`, which the matchings use too).
//! Retrograde analysis walks the arcs backward, so the graph also gives its
//! transpose ([`Digraph::transpose`]) built the same way. Vertices are
//! `u32`, which halves the memory of the arcs on large graphs; the arcs may
//! repeat and may be self-loops, and they are checked as every graph's are
//! ([`crate::graph::edges`]).

use crate::graph::csr::Csr;
use crate::graph::edges::{check_edges, EdgeError, Loops};

/// A directed graph on the vertices `0..len()`, arcs kept per source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Digraph {
    rows: Csr,
}

impl Digraph {
    /// The graph on `n` vertices with the arcs `(u, v)`, `u → v`, kept in
    /// the order given for each source.
    ///
    /// # Complexity
    /// O(n + arcs), two passes (a counting sort).
    ///
    /// # Errors
    /// [`EdgeError::TooLarge`] if `n` or the number of arcs is 2^32 − 1 or
    /// more; [`EdgeError::VertexOutOfRange`] for the first arc with an end
    /// not below `n`.
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::edges::EdgeError;
    /// use grundy_core::loopy::digraph::Digraph;
    /// let g = Digraph::from_arcs(3, &[(0, 1), (1, 2), (2, 0), (0, 2)]).unwrap();
    /// assert_eq!(g.successors(0), &[1, 2]);
    /// assert_eq!(g.out_degree(2), 1);
    /// assert_eq!(
    ///     Digraph::from_arcs(2, &[(0, 2)]),
    ///     Err(EdgeError::VertexOutOfRange { edge: 0, vertex: 2 })
    /// );
    /// ```
    pub fn from_arcs(n: usize, arcs: &[(u32, u32)]) -> Result<Digraph, EdgeError> {
        check_edges(n, arcs, Loops::Allowed)?;
        Ok(Digraph::sorted(n, arcs.iter().copied()))
    }

    /// The graph on `n` vertices with the arcs `arcs` yields (twice: to
    /// count, then to place), each end below `n`: the counting sort of
    /// [`Digraph::from_arcs`], without its checks.
    pub(crate) fn sorted(n: usize, arcs: impl Iterator<Item = (u32, u32)> + Clone) -> Digraph {
        Digraph {
            rows: Csr::new(n, arcs),
        }
    }

    /// The number of vertices.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::loopy::digraph::Digraph;
    /// assert_eq!(Digraph::from_arcs(4, &[(0, 1)]).unwrap().len(), 4);
    /// ```
    pub fn len(&self) -> usize {
        self.rows.start.len() - 1
    }

    /// Whether the graph has no vertex.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::loopy::digraph::Digraph;
    /// assert!(Digraph::from_arcs(0, &[]).unwrap().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The number of arcs.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::loopy::digraph::Digraph;
    /// assert_eq!(Digraph::from_arcs(2, &[(0, 1), (0, 1)]).unwrap().arc_count(), 2);
    /// ```
    pub fn arc_count(&self) -> usize {
        self.rows.targets.len()
    }

    /// The heads of the arcs out of `v`, in the order they were given.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `v` is not below [`Digraph::len`].
    ///
    /// # Example
    /// ```
    /// use grundy_core::loopy::digraph::Digraph;
    /// let g = Digraph::from_arcs(2, &[(1, 1), (1, 0)]).unwrap();
    /// assert_eq!(g.successors(1), &[1, 0]);
    /// assert!(g.successors(0).is_empty());
    /// ```
    pub fn successors(&self, v: usize) -> &[u32] {
        self.rows.neighbours(v)
    }

    /// The number of arcs out of `v`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `v` is not below [`Digraph::len`].
    ///
    /// # Example
    /// ```
    /// use grundy_core::loopy::digraph::Digraph;
    /// assert_eq!(Digraph::from_arcs(2, &[(0, 1), (0, 0)]).unwrap().out_degree(0), 2);
    /// ```
    pub fn out_degree(&self, v: usize) -> usize {
        (self.rows.start[v + 1] - self.rows.start[v]) as usize
    }

    /// The graph with every arc reversed: its successors are this graph's
    /// predecessors, each list increasing.
    ///
    /// # Complexity
    /// O(V + E).
    ///
    /// # Example
    /// ```
    /// use grundy_core::loopy::digraph::Digraph;
    /// let g = Digraph::from_arcs(3, &[(0, 2), (1, 2), (2, 2)]).unwrap();
    /// assert_eq!(g.transpose().successors(2), &[0, 1, 2]);
    /// ```
    pub fn transpose(&self) -> Digraph {
        self.transpose_in_order(0..self.len() as u32)
    }

    /// The transpose, with each predecessor list in the order the sources
    /// come in `order` (a permutation of the vertices).
    pub(crate) fn transpose_in_order(&self, order: impl Iterator<Item = u32>) -> Digraph {
        Digraph {
            rows: self.rows.transpose_in_order(self.len(), order),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_transpose_reverses_every_arc_with_its_multiplicity() {
        let arcs = [(0, 1), (0, 1), (1, 0), (2, 2), (3, 0), (1, 3)];
        let g = Digraph::from_arcs(4, &arcs).unwrap();
        let t = g.transpose();
        assert_eq!(t.arc_count(), arcs.len());
        for v in 0..4 {
            let mut want: Vec<u32> = arcs.iter().filter(|a| a.1 == v).map(|a| a.0).collect();
            want.sort_unstable();
            assert_eq!(t.successors(v as usize), &want[..], "vertex {}", v);
        }
        assert_eq!(t.transpose(), g.transpose().transpose());
        assert_eq!(g.successors(0), &[1, 1]);
    }

    #[test]
    fn an_arc_outside_the_vertices_is_refused() {
        assert_eq!(
            Digraph::from_arcs(2, &[(0, 1), (2, 0)]),
            Err(EdgeError::VertexOutOfRange { edge: 1, vertex: 2 })
        );
        // A loop is an arc like any other.
        assert!(Digraph::from_arcs(1, &[(0, 0)]).is_ok());
    }
}
