//! Trees given as undirected edges, rooted by peeling leaves: the shape
//! the games played on a tree start from.
//!
//! A judge gives a tree on n vertices as n − 1 edges in any order, each
//! with its two ends in any order. [`RootedTree::from_edges`] checks that
//! they form a tree and finds every vertex's parent and an order from the
//! root in which every vertex comes after its parent.
//!
//! It needs no neighbour lists. Each vertex keeps its degree and the XOR of
//! its neighbours' numbers; a vertex other than the root with one neighbour
//! left is a leaf of what remains, and the XOR is then that neighbour, its
//! parent. Peeling leaf after leaf (and XOR-ing each out of its parent)
//! meets every vertex after all its children, two passes over flat arrays.
//! It removes every vertex but the root exactly when the edges form a tree:
//! a cycle's vertices never drop to one neighbour, and n − 1 edges that are
//! not a tree must hold a cycle and leave some vertex unconnected to the
//! root, which is the error.
//!
//! The order is what the tree games run on, without recursion: a value
//! folded from the children up (a subtree's Grundy value) runs over it
//! backwards, a value passed from the root down (rerooting) forwards. So a
//! path of 10^6 vertices needs no call stack.

use std::fmt;

use super::edges::{check_counts, check_edges, EdgeError, Loops, Vertex};

/// Why edges do not form a tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TreeError {
    /// No vertex at all: a tree has at least its root.
    Empty,
    /// Not exactly vertex_count − 1 edges.
    EdgeCount {
        /// vertex_count − 1.
        expected: usize,
        /// How many were given.
        found: usize,
    },
    /// The edges are no graph on the vertices: too many vertices, an end
    /// out of range, or a self-loop.
    Edge(EdgeError),
    /// `vertex` is not connected to the root, so the edges close a cycle
    /// (or repeat an edge) elsewhere.
    Unreached {
        /// The least vertex the search from the root does not reach.
        vertex: usize,
    },
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TreeError::Empty => write!(f, "a tree needs at least one vertex"),
            TreeError::EdgeCount { expected, found } => {
                write!(f, "a tree needs {} edges, found {}", expected, found)
            }
            TreeError::Edge(e) => e.fmt(f),
            TreeError::Unreached { vertex } => write!(
                f,
                "the edges do not form a tree: vertex {} is not connected to the root, so they close a cycle",
                vertex
            ),
        }
    }
}

impl std::error::Error for TreeError {}

/// A tree with a chosen root, kept as parents and an order from the root.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RootedTree {
    /// parent[v] for every v; the root is its own parent.
    parent: Vec<Vertex>,
    /// The root first, every vertex after its parent (the leaf-peeling
    /// order reversed).
    order: Vec<Vertex>,
}

impl RootedTree {
    /// The tree on vertices 0..vertex_count with these undirected edges,
    /// rooted at `root`.
    ///
    /// # Errors
    /// [`TreeError::Empty`] for no vertex; [`TreeError::Edge`] past
    /// 2^32 − 1 vertices; [`TreeError::EdgeCount`] unless there are exactly
    /// vertex_count − 1 edges; [`TreeError::Edge`] for the first edge in
    /// order with an end out of range or a self-loop; otherwise
    /// [`TreeError::Unreached`] if the edges do not connect every vertex to
    /// the root.
    ///
    /// # Panics
    /// If `root` is not below `vertex_count` (and the tree is not empty).
    ///
    /// # Complexity
    /// O(n) time and memory; no recursion.
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::rooted_tree::{RootedTree, TreeError};
    /// // The path 2 - 0 - 1, rooted at 0.
    /// let tree = RootedTree::from_edges(3, 0, &[(1, 0), (0, 2)]).unwrap();
    /// assert_eq!(tree.parent(1), Some(0));
    /// assert_eq!(tree.parent(0), None);
    /// assert_eq!(tree.order()[0], 0);
    /// // Two edges on four vertices: vertex 3 is left out.
    /// let bad = RootedTree::from_edges(4, 0, &[(0, 1), (1, 2), (2, 0)]);
    /// assert_eq!(bad, Err(TreeError::Unreached { vertex: 3 }));
    /// ```
    pub fn from_edges(
        vertex_count: usize,
        root: usize,
        edges: &[(Vertex, Vertex)],
    ) -> Result<RootedTree, TreeError> {
        if vertex_count == 0 {
            return Err(TreeError::Empty);
        }
        check_counts(vertex_count, 0).map_err(TreeError::Edge)?;
        assert!(
            root < vertex_count,
            "root {} of {} vertices",
            root,
            vertex_count
        );
        if edges.len() != vertex_count - 1 {
            return Err(TreeError::EdgeCount {
                expected: vertex_count - 1,
                found: edges.len(),
            });
        }
        check_edges(vertex_count, edges, Loops::Refused).map_err(TreeError::Edge)?;
        let at = |v: Vertex| v as usize;

        // Each vertex keeps its degree and the XOR of its neighbours. A
        // vertex other than the root with one neighbour left is a leaf of
        // what remains, and that neighbour is its parent: the XOR names it.
        // Peeling leaves this way meets every vertex after its children, and
        // removes every vertex but the root exactly when the edges form a
        // tree (a cycle's vertices never drop to one neighbour).
        let mut degree = vec![0u32; vertex_count];
        let mut link = vec![0 as Vertex; vertex_count];
        for &(u, v) in edges {
            degree[at(u)] += 1;
            degree[at(v)] += 1;
            link[at(u)] ^= v;
            link[at(v)] ^= u;
        }
        let mut parent = vec![root as Vertex; vertex_count];
        // Children before parents; reversed below.
        let mut order: Vec<Vertex> = Vec::with_capacity(vertex_count);
        for first in 0..vertex_count {
            let mut v = first;
            while v != root && degree[v] == 1 {
                let p = link[v];
                parent[v] = p;
                order.push(v as Vertex);
                degree[v] = 0;
                degree[at(p)] -= 1;
                link[at(p)] ^= v as Vertex;
                v = at(p);
            }
        }
        if order.len() != vertex_count - 1 {
            return Err(TreeError::Unreached {
                vertex: least_unreached(vertex_count, root, edges),
            });
        }
        order.push(root as Vertex);
        order.reverse();
        Ok(RootedTree { parent, order })
    }

    /// The number of vertices (at least 1).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::rooted_tree::RootedTree;
    /// assert_eq!(RootedTree::from_edges(1, 0, &[]).unwrap().vertex_count(), 1);
    /// ```
    pub fn vertex_count(&self) -> usize {
        self.parent.len()
    }

    /// The root.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::rooted_tree::RootedTree;
    /// let tree = RootedTree::from_edges(2, 1, &[(0, 1)]).unwrap();
    /// assert_eq!(tree.root(), 1);
    /// ```
    pub fn root(&self) -> usize {
        self.order[0] as usize
    }

    /// The parent of `v`, or `None` for the root.
    ///
    /// # Panics
    /// If `v` is not a vertex.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::rooted_tree::RootedTree;
    /// let tree = RootedTree::from_edges(3, 2, &[(0, 1), (1, 2)]).unwrap();
    /// assert_eq!(tree.parent(0), Some(1));
    /// assert_eq!(tree.parent(2), None);
    /// ```
    pub fn parent(&self, v: usize) -> Option<usize> {
        let p = self.parent[v] as usize;
        (v != self.root()).then_some(p)
    }

    /// The vertices from the root: the root first, every vertex after its
    /// parent (a topological order of the tree pointing away from the
    /// root, not breadth-first). Backwards, every vertex comes before its
    /// parent.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::rooted_tree::RootedTree;
    /// // The path 0 - 3 - 2 with a leaf 1 on the root.
    /// let tree = RootedTree::from_edges(4, 0, &[(3, 2), (0, 3), (1, 0)]).unwrap();
    /// let order = tree.order();
    /// let place = |v: u32| order.iter().position(|&w| w == v).unwrap();
    /// assert_eq!(order[0], 0);
    /// assert!(place(3) < place(2));
    /// ```
    pub fn order(&self) -> &[Vertex] {
        &self.order
    }

    /// The depth of every vertex: its number of edges from the root.
    ///
    /// # Complexity
    /// O(n).
    ///
    /// # Example
    /// ```
    /// use grundy_core::graph::rooted_tree::RootedTree;
    /// let tree = RootedTree::from_edges(4, 1, &[(0, 1), (1, 2), (2, 3)]).unwrap();
    /// assert_eq!(tree.depths(), [1, 0, 1, 2]);
    /// ```
    pub fn depths(&self) -> Vec<usize> {
        let mut depth = vec![0; self.vertex_count()];
        for &v in &self.order[1..] {
            depth[v as usize] = depth[self.parent[v as usize] as usize] + 1;
        }
        depth
    }
}

/// The least vertex not connected to `root` by `edges` (n − 1 edges that
/// are not a tree leave one out): union-find, without recursion.
#[cold]
fn least_unreached(vertex_count: usize, root: usize, edges: &[(Vertex, Vertex)]) -> usize {
    let mut up: Vec<usize> = (0..vertex_count).collect();
    fn find(up: &mut [usize], mut v: usize) -> usize {
        while up[v] != v {
            up[v] = up[up[v]];
            v = up[v];
        }
        v
    }
    for &(u, v) in edges {
        let (a, b) = (find(&mut up, u as usize), find(&mut up, v as usize));
        up[a] = b;
    }
    let home = find(&mut up, root);
    (0..vertex_count)
        .find(|&v| find(&mut up, v) != home)
        .expect("n - 1 edges that are not a tree leave a vertex out")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::XorShift;
    use rstest::rstest;

    #[rstest]
    #[case(0, &[], TreeError::Empty)]
    #[case(3, &[(0, 1)], TreeError::EdgeCount { expected: 2, found: 1 })]
    #[case(2, &[(0, 1), (1, 0)], TreeError::EdgeCount { expected: 1, found: 2 })]
    #[case(3, &[(0, 1), (1, 3)], TreeError::Edge(EdgeError::VertexOutOfRange { edge: 1, vertex: 3 }))]
    #[case(3, &[(2, 2), (0, 1)], TreeError::Edge(EdgeError::SelfLoop { edge: 0, vertex: 2 }))]
    #[case(3, &[(0, 1), (1, 0)], TreeError::Unreached { vertex: 2 })]
    #[case(5, &[(1, 2), (2, 3), (3, 1), (0, 4)], TreeError::Unreached { vertex: 1 })]
    fn not_a_tree(#[case] n: usize, #[case] edges: &[(u32, u32)], #[case] want: TreeError) {
        assert_eq!(RootedTree::from_edges(n, 0, edges), Err(want));
    }

    /// Random trees with shuffled labels, edge order and edge ends: the
    /// parents found are the ones the tree was built with, and the order
    /// puts every vertex after its parent.
    #[test]
    fn random_trees_round_trip() {
        let mut rng = XorShift(0x7ee5);
        for n in 1..60usize {
            let mut label: Vec<u32> = (0..n as u32).collect();
            for i in (1..n).rev() {
                label.swap(i, (rng.next() % (i as u64 + 1)) as usize);
            }
            let parent_of: Vec<usize> = (1..n).map(|i| (rng.next() % i as u64) as usize).collect();
            let mut edges: Vec<(u32, u32)> = (1..n)
                .map(|i| {
                    let (a, b) = (label[i], label[parent_of[i - 1]]);
                    if rng.next() % 2 == 0 {
                        (a, b)
                    } else {
                        (b, a)
                    }
                })
                .collect();
            for i in (1..edges.len()).rev() {
                edges.swap(i, (rng.next() % (i as u64 + 1)) as usize);
            }
            let tree = RootedTree::from_edges(n, label[0] as usize, &edges).unwrap();
            assert_eq!(tree.root(), label[0] as usize);
            for i in 1..n {
                assert_eq!(
                    tree.parent(label[i] as usize),
                    Some(label[parent_of[i - 1]] as usize)
                );
            }
            let depth = tree.depths();
            let mut place = vec![0; n];
            for (i, &v) in tree.order().iter().enumerate() {
                place[v as usize] = i;
            }
            for v in 0..n {
                if let Some(p) = tree.parent(v) {
                    assert!(place[p] < place[v]);
                    assert_eq!(depth[v], depth[p] + 1);
                }
            }
        }
    }

    /// A path of 10^6 vertices rooted at one end: no recursion, so no stack
    /// overflow, and the far end is at depth 10^6 − 1.
    #[test]
    fn long_path_needs_no_stack() {
        let n = 1_000_000u32;
        let edges: Vec<(u32, u32)> = (1..n).map(|v| (v, v - 1)).collect();
        let tree = RootedTree::from_edges(n as usize, 0, &edges).unwrap();
        assert_eq!(tree.depths()[n as usize - 1], n as usize - 1);
    }
}
