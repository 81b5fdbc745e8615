//! A directed graph in compressed sparse row form, with its transpose.
//!
//! The successors of vertex `v` are `targets[offsets[v]..offsets[v + 1]]`:
//! two flat arrays, built by a counting sort of the arcs in O(V + E), with
//! no list per vertex. Retrograde analysis walks the arcs backward, so the
//! graph also gives its transpose ([`Digraph::transpose`]) built the same
//! way. Vertices are `u32`, which halves the memory of the arcs on large
//! graphs; the arcs may repeat and may be self-loops.

/// A directed graph on the vertices `0..len()`, arcs kept per source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Digraph {
    offsets: Vec<u32>,
    targets: Vec<u32>,
}

impl Digraph {
    /// The graph on `n` vertices with the arcs `(u, v)`, `u → v`, kept in
    /// the order given for each source.
    ///
    /// # Complexity
    /// O(n + arcs), two passes (a counting sort).
    ///
    /// # Panics
    /// If an endpoint is not below `n`, or `n` or the number of arcs is
    /// 2^32 or more.
    ///
    /// # Example
    /// ```
    /// use grundy_core::loopy::digraph::Digraph;
    /// let g = Digraph::from_arcs(3, &[(0, 1), (1, 2), (2, 0), (0, 2)]);
    /// assert_eq!(g.successors(0), &[1, 2]);
    /// assert_eq!(g.out_degree(2), 1);
    /// ```
    pub fn from_arcs(n: usize, arcs: &[(u32, u32)]) -> Digraph {
        assert!(
            u32::try_from(n).is_ok() && u32::try_from(arcs.len()).is_ok(),
            "a Digraph numbers its vertices and arcs below 2^32"
        );
        for &(u, v) in arcs {
            assert!(
                (u as usize) < n && (v as usize) < n,
                "arc ({}, {}) leaves the vertices 0..{}",
                u,
                v,
                n
            );
        }
        Digraph::sorted(n, arcs.iter().copied())
    }

    /// The graph on `n` vertices with the arcs `arcs` yields (twice: to
    /// count, then to place), each end below `n`: the counting sort of
    /// [`Digraph::from_arcs`].
    pub(crate) fn sorted(n: usize, arcs: impl Iterator<Item = (u32, u32)> + Clone) -> Digraph {
        let mut offsets = vec![0u32; n + 1];
        for (u, _) in arcs.clone() {
            offsets[u as usize + 1] += 1;
        }
        for v in 0..n {
            offsets[v + 1] += offsets[v];
        }
        let mut next: Vec<u32> = offsets[..n].to_vec();
        let mut targets = vec![0u32; offsets[n] as usize];
        for (u, v) in arcs {
            let slot = &mut next[u as usize];
            targets[*slot as usize] = v;
            *slot += 1;
        }
        Digraph { offsets, targets }
    }

    /// The number of vertices.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::loopy::digraph::Digraph;
    /// assert_eq!(Digraph::from_arcs(4, &[(0, 1)]).len(), 4);
    /// ```
    pub fn len(&self) -> usize {
        self.offsets.len() - 1
    }

    /// Whether the graph has no vertex.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::loopy::digraph::Digraph;
    /// assert!(Digraph::from_arcs(0, &[]).is_empty());
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
    /// assert_eq!(Digraph::from_arcs(2, &[(0, 1), (0, 1)]).arc_count(), 2);
    /// ```
    pub fn arc_count(&self) -> usize {
        self.targets.len()
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
    /// let g = Digraph::from_arcs(2, &[(1, 1), (1, 0)]);
    /// assert_eq!(g.successors(1), &[1, 0]);
    /// assert!(g.successors(0).is_empty());
    /// ```
    pub fn successors(&self, v: usize) -> &[u32] {
        &self.targets[self.offsets[v] as usize..self.offsets[v + 1] as usize]
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
    /// assert_eq!(Digraph::from_arcs(2, &[(0, 1), (0, 0)]).out_degree(0), 2);
    /// ```
    pub fn out_degree(&self, v: usize) -> usize {
        (self.offsets[v + 1] - self.offsets[v]) as usize
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
    /// let g = Digraph::from_arcs(3, &[(0, 2), (1, 2), (2, 2)]);
    /// assert_eq!(g.transpose().successors(2), &[0, 1, 2]);
    /// ```
    pub fn transpose(&self) -> Digraph {
        self.transpose_in_order(0..self.len() as u32)
    }

    /// The transpose, with each predecessor list in the order the sources
    /// come in `order` (a permutation of the vertices).
    pub(crate) fn transpose_in_order(&self, order: impl Iterator<Item = u32>) -> Digraph {
        let n = self.len();
        let mut offsets = vec![0u32; n + 1];
        for &v in &self.targets {
            offsets[v as usize + 1] += 1;
        }
        for v in 0..n {
            offsets[v + 1] += offsets[v];
        }
        let mut next: Vec<u32> = offsets[..n].to_vec();
        let mut targets = vec![0u32; self.targets.len()];
        for u in order {
            for &v in self.successors(u as usize) {
                let slot = &mut next[v as usize];
                targets[*slot as usize] = u;
                *slot += 1;
            }
        }
        Digraph { offsets, targets }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_transpose_reverses_every_arc_with_its_multiplicity() {
        let arcs = [(0, 1), (0, 1), (1, 0), (2, 2), (3, 0), (1, 3)];
        let g = Digraph::from_arcs(4, &arcs);
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
    #[should_panic(expected = "leaves the vertices")]
    fn an_arc_outside_the_vertices_is_refused() {
        Digraph::from_arcs(2, &[(0, 2)]);
    }
}
