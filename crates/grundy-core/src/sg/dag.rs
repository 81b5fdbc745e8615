//! A token on a directed acyclic graph: a move slides it along an out-edge.
//!
//! The Grundy value of a vertex is
//!
//! ```text
//! g(v) = mex{ g(w) : v → w }
//! ```
//!
//! so a vertex with no out-edge (terminal) has g = 0, and every value is
//! known once the values of all its successors are: the vertices are
//! evaluated in reverse topological order. Here that order comes from an
//! iterative depth-first search (an explicit stack, so a path of a million
//! vertices needs no call stack), which finishes a vertex only after all its
//! successors. The same search finds cycles: an edge back to a vertex whose
//! search is still open closes a cycle through that vertex, and a game with
//! a cycle has no Grundy values (play can go on forever).
//!
//! Vertices are [`Vertex`] (`u32`), and the edges are checked as every
//! graph's are ([`crate::graph::edges`]).
//!
//! A common slip is to take max + 1 instead of the mex. For the edges
//! 0 → 1, 0 → 2, 1 → 3, 2 → 3 the values are [0, 1, 1, 0]: vertex 0 sees
//! only the value 1, so its mex is 0 and the mover at 0 loses.

use std::fmt;

use super::Grundy;
use crate::graph::edges::{check_edges, EdgeError, Loops, Vertex};

/// Why a graph has no Grundy values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DagError {
    /// The edges are no graph on the vertices: too many, an end out of
    /// range, or a self-loop (a move that changes nothing).
    Edge(EdgeError),
    /// The graph has a cycle, and `vertex` lies on it.
    Cycle {
        /// A vertex on the cycle.
        vertex: usize,
    },
}

impl From<EdgeError> for DagError {
    fn from(e: EdgeError) -> Self {
        DagError::Edge(e)
    }
}

impl fmt::Display for DagError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            DagError::Edge(e) => e.fmt(f),
            DagError::Cycle { vertex } => {
                write!(f, "the graph has a cycle through vertex {}", vertex)
            }
        }
    }
}

impl std::error::Error for DagError {}

/// The Grundy value of every vertex of a DAG with vertices
/// 0..vertex_count and the moves `edges` (u, v) meaning u → v.
///
/// Parallel edges are allowed (they add nothing). A value is at most its
/// vertex's out-degree.
///
/// # Errors
/// [`DagError::Edge`] for more than 2^32 − 1 vertices or edges, or for
/// the first edge in order with an end out of range or a self-loop; otherwise [`DagError::Cycle`] naming a vertex on a
/// cycle, if there is one.
///
/// # Complexity
/// O(V + E) time and memory; no recursion.
///
/// # Example
/// ```
/// use grundy_core::sg::dag::{grundy_table, DagError};
/// let g = grundy_table(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]).unwrap();
/// assert_eq!(g, [0, 1, 1, 0]);
/// assert_eq!(
///     grundy_table(3, &[(0, 1), (1, 2), (2, 1)]),
///     Err(DagError::Cycle { vertex: 1 })
/// );
/// ```
pub fn grundy_table(
    vertex_count: usize,
    edges: &[(Vertex, Vertex)],
) -> Result<Vec<Grundy>, DagError> {
    check_edges(vertex_count, edges, Loops::Refused)?;
    let at = |v: Vertex| v as usize;

    // Successor lists in compressed form: the successors of v are
    // targets[start[v]..start[v + 1]]. Both counts fit a u32 (checked).
    // Sorted here rather than by `graph::csr::Csr`, so that the array the
    // sort fills through serves again as the search's cursor: one array
    // fewer to fault in, which shows on a path of 10^6 vertices.
    let mut start = vec![0u32; vertex_count + 1];
    for &(u, _) in edges {
        start[at(u) + 1] += 1;
    }
    for v in 0..vertex_count {
        start[v + 1] += start[v];
    }
    let mut targets = vec![0 as Vertex; edges.len()];
    let mut cursor = start.clone();
    for &(u, v) in edges {
        targets[at(cursor[at(u)])] = v;
        cursor[at(u)] += 1;
    }
    let successors = |v: Vertex| &targets[at(start[at(v)])..at(start[at(v) + 1])];

    // A vertex is unvisited, open (on the stack), or finished with g known.
    #[derive(Clone, Copy, PartialEq)]
    enum State {
        Unvisited,
        Open,
        Finished,
    }
    let mut state = vec![State::Unvisited; vertex_count];
    let mut g: Vec<Grundy> = vec![0; vertex_count];
    // cursor[v]: the next successor of v to look at.
    cursor.copy_from_slice(&start);
    let max_degree = (0..vertex_count)
        .map(|v| at(start[v + 1] - start[v]))
        .max()
        .unwrap_or(0);
    // Mex scratch: seen_by[value] == v + 1 means some successor of v has
    // that value (0: no vertex). A vertex of out-degree d has g ≤ d, so
    // d + 1 cells suffice.
    let mut seen_by = vec![0 as Vertex; max_degree + 1];
    let mut stack: Vec<Vertex> = Vec::new();

    for root in 0..vertex_count as Vertex {
        if state[at(root)] != State::Unvisited {
            continue;
        }
        state[at(root)] = State::Open;
        stack.push(root);
        while let Some(&v) = stack.last() {
            if cursor[at(v)] < start[at(v) + 1] {
                let w = targets[at(cursor[at(v)])];
                cursor[at(v)] += 1;
                match state[at(w)] {
                    State::Unvisited => {
                        state[at(w)] = State::Open;
                        stack.push(w);
                    }
                    State::Open => return Err(DagError::Cycle { vertex: at(w) }),
                    State::Finished => {}
                }
            } else {
                // Every successor is finished: g(v) = mex of their values.
                let next = successors(v);
                for &w in next {
                    if let Some(cell) = seen_by.get_mut(g[at(w)] as usize) {
                        *cell = v + 1;
                    }
                }
                let degree = next.len();
                let mex = (0..=degree)
                    .find(|&x| seen_by[x] != v + 1)
                    .unwrap_or(degree);
                g[at(v)] = mex as Grundy;
                state[at(v)] = State::Finished;
                stack.pop();
            }
        }
    }
    Ok(g)
}

/// The losing vertices (Grundy value 0) in increasing order, given the
/// values from [`grundy_table`].
///
/// # Complexity
/// O(V).
///
/// # Example
/// ```
/// use grundy_core::sg::dag::{grundy_table, losing_vertices};
/// let g = grundy_table(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]).unwrap();
/// assert_eq!(losing_vertices(&g), [0, 3]);
/// ```
pub fn losing_vertices(values: &[Grundy]) -> Vec<Vertex> {
    (0..values.len() as Vertex)
        .filter(|&v| values[v as usize] == 0)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::{mover_wins, sum_moves};
    use crate::sg::mex::mex;
    use crate::test_rng::XorShift;
    use itertools::Itertools;
    use rstest::rstest;

    /// A random DAG on n vertices: edges go forward in a random order of the
    /// vertices (so the labels are not already topological), with parallel
    /// edges now and then.
    fn random_dag(next: &mut impl FnMut() -> u64, n: usize) -> Vec<(usize, usize)> {
        let mut order: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            order.swap(i, (next() % (i as u64 + 1)) as usize);
        }
        let mut edges = Vec::new();
        for (i, j) in (0..n).tuple_combinations() {
            match next() % 8 {
                0 | 1 => edges.push((order[i], order[j])),
                2 => {
                    edges.push((order[i], order[j]));
                    edges.push((order[i], order[j]));
                }
                _ => {}
            }
        }
        edges
    }

    /// The edges with vertices as [`Vertex`].
    fn narrow(edges: &[(usize, usize)]) -> Vec<(Vertex, Vertex)> {
        edges
            .iter()
            .map(|&(u, v)| (u as Vertex, v as Vertex))
            .collect()
    }

    fn successors(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
        let mut out = vec![Vec::new(); n];
        for &(u, v) in edges {
            out[u].push(v);
        }
        out
    }

    #[rstest]
    #[case::theory_trap(4, &[(0, 1), (0, 2), (1, 3), (2, 3)], &[0, 1, 1, 0])]
    #[case::single_vertex(1, &[], &[0])]
    #[case::empty(0, &[], &[])]
    #[case::path(4, &[(0, 1), (1, 2), (2, 3)], &[1, 0, 1, 0])]
    #[case::parallel_edges(2, &[(0, 1), (0, 1), (0, 1)], &[1, 0])]
    #[case::mex_not_max_plus_one(5, &[(0, 3), (0, 4), (2, 3), (4, 3), (4, 2)], &[1, 0, 1, 0, 2])]
    #[case::star_of_values(5, &[(1, 0), (2, 0), (2, 1), (3, 0), (3, 1), (3, 2), (4, 3)], &[0, 1, 2, 3, 0])]
    fn known_values(#[case] n: usize, #[case] edges: &[(Vertex, Vertex)], #[case] want: &[Grundy]) {
        assert_eq!(grundy_table(n, edges).unwrap(), want);
    }

    #[rstest]
    #[case::self_loop(3, &[(0, 1), (2, 2)], DagError::Edge(EdgeError::SelfLoop { edge: 1, vertex: 2 }))]
    #[case::two_cycle(2, &[(0, 1), (1, 0)], DagError::Cycle { vertex: 0 })]
    #[case::out_of_range_head(3, &[(0, 1), (1, 3)], DagError::Edge(EdgeError::VertexOutOfRange { edge: 1, vertex: 3 }))]
    #[case::out_of_range_tail(3, &[(7, 1)], DagError::Edge(EdgeError::VertexOutOfRange { edge: 0, vertex: 7 }))]
    #[case::no_vertices(0, &[(0, 0)], DagError::Edge(EdgeError::VertexOutOfRange { edge: 0, vertex: 0 }))]
    fn bad_graphs(#[case] n: usize, #[case] edges: &[(Vertex, Vertex)], #[case] want: DagError) {
        assert_eq!(grundy_table(n, edges), Err(want));
    }

    #[test]
    fn too_many_vertices_for_a_vertex_number() {
        let n = Vertex::MAX as usize + 1;
        assert_eq!(
            grundy_table(n, &[]),
            Err(DagError::Edge(EdgeError::TooLarge))
        );
    }

    /// The vertex a cycle error names must lie on a cycle: it can reach
    /// itself.
    fn on_a_cycle(n: usize, edges: &[(usize, usize)], vertex: usize) -> bool {
        let succ = successors(n, edges);
        let mut seen = vec![false; n];
        let mut stack = succ[vertex].clone();
        while let Some(v) = stack.pop() {
            if v == vertex {
                return true;
            }
            if !seen[v] {
                seen[v] = true;
                stack.extend(&succ[v]);
            }
        }
        false
    }

    #[test]
    fn longer_cycles_name_a_vertex_on_the_cycle() {
        // A tail 0 → 1 leading into the cycle 1 → 2 → 3 → 4 → 1, and a
        // vertex 5 hanging off it.
        let edges = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 1), (2, 5)];
        let err = grundy_table(6, &edges).unwrap_err();
        let DagError::Cycle { vertex } = err else {
            panic!("{:?}", err)
        };
        assert!((1..=4).contains(&vertex), "{}", vertex);

        // Random DAGs with one back edge added: an error naming a cycle
        // vertex whenever the back edge closes a cycle (it always does here:
        // it goes against a forward path).
        let mut rng = XorShift(0x1234_5678_9abc_def1);
        let mut next = || rng.next();
        for _ in 0..300 {
            let n = 2 + (next() % 9) as usize;
            let mut edges = random_dag(&mut next, n);
            if edges.is_empty() {
                continue;
            }
            let (u, v) = edges[(next() % edges.len() as u64) as usize];
            edges.push((v, u));
            match grundy_table(n, &narrow(&edges)) {
                Err(DagError::Cycle { vertex }) => {
                    assert!(
                        on_a_cycle(n, &edges, vertex),
                        "{:?} names {}",
                        edges,
                        vertex
                    )
                }
                other => panic!("{:?} gave {:?}", edges, other),
            }
        }
    }

    /// On random DAGs: each value is the mex of its successors' values,
    /// g == 0 exactly when the brute-force search says the mover loses, and
    /// two tokens (a sum of two copies of the graph) lose exactly when the
    /// XOR of their values is 0.
    #[test]
    fn random_dags_match_the_oracle() {
        let mut rng = XorShift(0x0dd_ba11_cafe_f00d);
        let mut next = || rng.next();
        for _ in 0..200 {
            let n = 1 + (next() % 10) as usize;
            let edges = random_dag(&mut next, n);
            let succ = successors(n, &edges);
            let g = grundy_table(n, &narrow(&edges)).unwrap();
            let moves = |&v: &usize| succ[v].clone();
            for v in 0..n {
                let options: Vec<Grundy> = succ[v].iter().map(|&w| g[w]).collect();
                assert_eq!(g[v], mex(&options), "{:?} at {}", edges, v);
                assert_eq!(g[v] == 0, !mover_wins(v, moves), "{:?} at {}", edges, v);
            }
            let (a, b) = ((next() % n as u64) as usize, (next() % n as u64) as usize);
            let wins = mover_wins(vec![a, b], |p| sum_moves(p, moves));
            assert_eq!(g[a] ^ g[b] != 0, wins, "{:?} tokens {} {}", edges, a, b);
            assert_eq!(
                losing_vertices(&g),
                (0..n as Vertex)
                    .filter(|&v| g[v as usize] == 0)
                    .collect::<Vec<_>>()
            );
        }
    }

    /// A path of a million vertices, numbered so the search has to go all
    /// the way down: no call stack grows with it.
    #[test]
    fn a_long_path_needs_no_recursion() {
        let n: Vertex = 1_000_000;
        let edges: Vec<(Vertex, Vertex)> = (0..n - 1).map(|v| (v, v + 1)).collect();
        let g = grundy_table(n as usize, &edges).unwrap();
        // The last vertex is terminal; values alternate back from it.
        assert!(g
            .iter()
            .enumerate()
            .all(|(v, &x)| x == Grundy::from((n - 1 - v as Vertex) % 2)));
        let mut cyclic = edges;
        cyclic.push((n - 1, 0));
        assert_eq!(
            grundy_table(n as usize, &cyclic),
            Err(DagError::Cycle { vertex: 0 })
        );
    }
}
