//! Edge lists as callers give them, checked once for every graph built
//! from one: a DAG's moves, a tree's edges, a digraph's arcs, a matching's
//! or a bridge search's edges.
//!
//! A graph numbers its vertices `0..n` and stores them as [`Vertex`]
//! (`u32`), which halves what a large graph takes; numbering below
//! 2^32 − 1 is no limit that fits in memory anyway. Every constructor that
//! takes an edge list refuses the same faults with the same
//! [`EdgeError`]: more vertices or edges than a `u32` numbers, an edge
//! naming no vertex, and (where the graph has no loops) an edge from a
//! vertex to itself. Asking a built graph about a vertex that is not in it
//! is a caller's slip, not data: that panics, as a slice index does.

use std::fmt;

/// A vertex of a graph, numbered from 0.
pub type Vertex = u32;

/// Why an edge list does not describe a graph on its vertices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EdgeError {
    /// More vertices or edges than a [`Vertex`] numbers (2^32 − 1).
    TooLarge,
    /// Edge number `edge` (0-based) has an end `vertex` that is not below
    /// the vertex count.
    VertexOutOfRange {
        /// The 0-based index of the edge.
        edge: usize,
        /// The end outside `0..n`.
        vertex: usize,
    },
    /// Edge number `edge` (0-based) joins `vertex` to itself, in a graph
    /// that has no loops.
    SelfLoop {
        /// The 0-based index of the edge.
        edge: usize,
        /// The vertex with the loop.
        vertex: usize,
    },
}

impl fmt::Display for EdgeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            EdgeError::TooLarge => write!(
                f,
                "the graph has more than {} vertices or edges",
                Vertex::MAX
            ),
            EdgeError::VertexOutOfRange { edge, vertex } => write!(
                f,
                "edge {} names vertex {}, which does not exist",
                edge, vertex
            ),
            EdgeError::SelfLoop { edge, vertex } => {
                write!(f, "edge {} is a self-loop at vertex {}", edge, vertex)
            }
        }
    }
}

impl std::error::Error for EdgeError {}

/// Whether a graph may join a vertex to itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Loops {
    /// A loop is an edge like any other (a digraph's arc, a multigraph's
    /// edge).
    Allowed,
    /// A loop is refused ([`EdgeError::SelfLoop`]): a game on a DAG or a
    /// tree has none.
    Refused,
}

/// Checks that `n` vertices and `edge_count` edges can be numbered as
/// [`Vertex`]: what every constructor asks before it allocates.
///
/// # Errors
/// [`EdgeError::TooLarge`] past 2^32 − 1 vertices or edges.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy_core::graph::edges::{check_counts, EdgeError};
/// assert_eq!(check_counts(10, 20), Ok(()));
/// assert_eq!(check_counts(usize::MAX, 0), Err(EdgeError::TooLarge));
/// ```
pub fn check_counts(n: usize, edge_count: usize) -> Result<(), EdgeError> {
    if n > Vertex::MAX as usize || edge_count > Vertex::MAX as usize {
        return Err(EdgeError::TooLarge);
    }
    Ok(())
}

/// Checks edge number `index` `(u, v)` of a graph on `n` vertices: both
/// ends below `n`, and `u ≠ v` unless loops are allowed.
///
/// # Errors
/// [`EdgeError::VertexOutOfRange`] naming the first end (u, then v) that
/// is not below `n`; else [`EdgeError::SelfLoop`] if `u == v` and loops are
/// refused.
///
/// # Complexity
/// O(1): the constructors call it in the pass they make anyway.
///
/// # Example
/// ```
/// use grundy_core::graph::edges::{check_edge, EdgeError, Loops};
/// assert_eq!(check_edge(3, 0, (0, 2), Loops::Refused), Ok(()));
/// assert_eq!(
///     check_edge(3, 4, (1, 3), Loops::Allowed),
///     Err(EdgeError::VertexOutOfRange { edge: 4, vertex: 3 })
/// );
/// assert_eq!(
///     check_edge(3, 0, (1, 1), Loops::Refused),
///     Err(EdgeError::SelfLoop { edge: 0, vertex: 1 })
/// );
/// ```
#[inline]
pub fn check_edge(
    n: usize,
    index: usize,
    (u, v): (Vertex, Vertex),
    loops: Loops,
) -> Result<(), EdgeError> {
    if let Some(&vertex) = [u, v].iter().find(|&&x| x as usize >= n) {
        return Err(EdgeError::VertexOutOfRange {
            edge: index,
            vertex: vertex as usize,
        });
    }
    if u == v && loops == Loops::Refused {
        return Err(EdgeError::SelfLoop {
            edge: index,
            vertex: u as usize,
        });
    }
    Ok(())
}

/// Checks a whole edge list on `n` vertices: [`check_counts`], then
/// [`check_edge`] on every edge in order.
///
/// # Errors
/// The first fault found, in that order.
///
/// # Complexity
/// O(E).
///
/// # Example
/// ```
/// use grundy_core::graph::edges::{check_edges, EdgeError, Loops};
/// assert_eq!(check_edges(3, &[(0, 1), (2, 2)], Loops::Allowed), Ok(()));
/// assert_eq!(
///     check_edges(3, &[(0, 1), (2, 2)], Loops::Refused),
///     Err(EdgeError::SelfLoop { edge: 1, vertex: 2 })
/// );
/// ```
pub fn check_edges(n: usize, edges: &[(Vertex, Vertex)], loops: Loops) -> Result<(), EdgeError> {
    check_counts(n, edges.len())?;
    edges
        .iter()
        .enumerate()
        .try_for_each(|(i, &edge)| check_edge(n, i, edge, loops))
}

/// Edges given as `usize` pairs, as [`Vertex`] pairs: for tests that
/// build their graphs with `usize` arithmetic.
#[cfg(test)]
pub(crate) fn numbered(edges: &[(usize, usize)]) -> Vec<(Vertex, Vertex)> {
    edges
        .iter()
        .map(|&(u, v)| (u as Vertex, v as Vertex))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every edge on three vertices with ends up to 4, against the rule
    /// written out: an end of 3 or more is out of range (u first), else a
    /// loop is refused only when asked.
    #[test]
    fn every_small_edge_against_the_rule() {
        for u in 0..5u32 {
            for v in 0..5u32 {
                for loops in [Loops::Allowed, Loops::Refused] {
                    let expected = if u >= 3 {
                        Err(EdgeError::VertexOutOfRange {
                            edge: 7,
                            vertex: u as usize,
                        })
                    } else if v >= 3 {
                        Err(EdgeError::VertexOutOfRange {
                            edge: 7,
                            vertex: v as usize,
                        })
                    } else if u == v && loops == Loops::Refused {
                        Err(EdgeError::SelfLoop {
                            edge: 7,
                            vertex: u as usize,
                        })
                    } else {
                        Ok(())
                    };
                    assert_eq!(check_edge(3, 7, (u, v), loops), expected, "({u}, {v})");
                }
            }
        }
    }

    #[test]
    fn the_first_fault_in_order_is_reported() {
        let edges = [(0, 1), (1, 1), (5, 0)];
        assert_eq!(
            check_edges(3, &edges, Loops::Refused),
            Err(EdgeError::SelfLoop { edge: 1, vertex: 1 })
        );
        assert_eq!(
            check_edges(3, &edges, Loops::Allowed),
            Err(EdgeError::VertexOutOfRange { edge: 2, vertex: 5 })
        );
        assert_eq!(check_counts(Vertex::MAX as usize, 0), Ok(()));
        assert_eq!(
            check_counts(0, Vertex::MAX as usize + 1),
            Err(EdgeError::TooLarge)
        );
    }
}
