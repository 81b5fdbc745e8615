//! Compressed sparse rows: every vertex's list of neighbours in one flat
//! array, in order of the vertex, with a second array of where each list
//! starts, built by a counting sort of the arcs in O(V + E). The matchings,
//! the bridges and `loopy::digraph::Digraph` keep their graphs so.

/// Adjacency lists in one array (compressed sparse rows): the neighbours of
/// `v` are `targets[start[v]..start[v + 1]]`, in the order the edges were
/// added.
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
    /// (which was slower).
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
