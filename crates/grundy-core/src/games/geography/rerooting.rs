//! Vertex geography on a tree from every start at once, by a tree DP
//! rerooted: O(n), no matching.
//!
//! On a tree, the token never comes back, so a position is only where the
//! token is and where it came from: with the token on `v`, having come
//! from `w`, the game left is the branch of `v` away from `w` (the
//! component of the tree without the edge `vw` that holds `v`). Call the
//! mover there a winner, `wins(v away from w)`, when some neighbour `x ≠ w`
//! of `v` has `wins(x away from v)` false. From a start `v` with only `v`
//! visited, the mover wins exactly when some neighbour's branch away from
//! `v` is lost for its mover.
//!
//! Rooted anywhere, two passes give every branch. Children before parents,
//! `down(v)` is the branch of `v` away from its parent:
//!
//! ```text
//! down(v) = some child c of v has down(c) false,
//! ```
//!
//! and parents before children, `up(c)` is the branch of the parent `p`
//! away from its child `c`:
//!
//! ```text
//! up(c) = some child c' ≠ c of p has down(c') false, or p is not the
//!         root and up(p) is false.
//! ```
//!
//! Counting the losing children of each vertex makes each `up` O(1), and a
//! start `v` wins exactly when it has a losing child or (not the root) a
//! false `up(v)`. Each vertex also keeps two of its losing children, which
//! is the winner's strategy: a move into a lost branch, whichever way the
//! token came. The same vertices win as by the matching rule of
//! [`super::vertex`] (every maximum matching covers them): the tests check
//! both against a search of the game itself.

use crate::graph::mate::{some, NONE};
use crate::graph::rooted_tree::RootedTree;

/// Who wins vertex geography on a tree from every start, and the moves
/// the winner makes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TreeGeography {
    /// The parent of each vertex, `NONE` at the root.
    parent: Vec<u32>,
    /// `down(v)`: whether the mover at `v`, come from its parent, wins.
    down: Vec<bool>,
    /// `up(v)`: whether the mover at the parent of `v`, come from `v`,
    /// wins (false at the root, which has no parent).
    up: Vec<bool>,
    /// Two children of `v` whose branch is lost for its mover, `NONE`
    /// where there are fewer.
    losing: Vec<[u32; 2]>,
}

impl TreeGeography {
    /// Vertex geography on `tree` (its root changes nothing but the
    /// numbers of the passes).
    ///
    /// # Complexity
    /// O(n) time and memory; no recursion.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::geography::rerooting::TreeGeography;
    /// use grundy_core::graph::rooted_tree::RootedTree;
    /// // The path 0 - 1 - 2: the mover from the middle goes to an end and
    /// // wins; from an end the mover must go to the middle and loses.
    /// let tree = RootedTree::from_edges(3, 0, &[(0, 1), (1, 2)]).unwrap();
    /// let game = TreeGeography::new(&tree);
    /// assert_eq!(game.wins(), [false, true, false]);
    /// ```
    pub fn new(tree: &RootedTree) -> TreeGeography {
        let n = tree.vertex_count();
        let order = tree.order();
        let parent: Vec<u32> = (0..n)
            .map(|v| tree.parent(v).map_or(NONE, |p| p as u32))
            .collect();
        let mut down = vec![false; n];
        let mut losing = vec![[NONE; 2]; n];
        // How many children of each vertex have a lost branch.
        let mut lost_children = vec![0u32; n];
        for &v in order.iter().rev() {
            let v = v as usize;
            down[v] = lost_children[v] > 0;
            if let Some(p) = some(parent[v]) {
                if !down[v] {
                    let slot = lost_children[p].min(2) as usize;
                    if slot < 2 {
                        losing[p][slot] = v as u32;
                    }
                    lost_children[p] += 1;
                }
            }
        }
        let mut up = vec![false; n];
        for &v in order.iter().skip(1) {
            let v = v as usize;
            let p = parent[v] as usize;
            let others = lost_children[p] - u32::from(!down[v]);
            let above = some(parent[p]).is_some() && !up[p];
            up[v] = others > 0 || above;
        }
        TreeGeography {
            parent,
            down,
            up,
            losing,
        }
    }

    /// The number of vertices.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::geography::rerooting::TreeGeography;
    /// use grundy_core::graph::rooted_tree::RootedTree;
    /// let tree = RootedTree::from_edges(2, 0, &[(0, 1)]).unwrap();
    /// assert_eq!(TreeGeography::new(&tree).vertex_count(), 2);
    /// ```
    pub fn vertex_count(&self) -> usize {
        self.parent.len()
    }

    /// Whether the player to move wins with the token on `v` and only `v`
    /// visited.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `v` is not a vertex.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::geography::rerooting::TreeGeography;
    /// use grundy_core::graph::rooted_tree::RootedTree;
    /// // A vertex alone: no move.
    /// let tree = RootedTree::from_edges(1, 0, &[]).unwrap();
    /// assert!(!TreeGeography::new(&tree).mover_wins(0));
    /// ```
    pub fn mover_wins(&self, v: usize) -> bool {
        self.winning_move(v).is_some()
    }

    /// Whether the player to move wins from each vertex, in vertex order.
    ///
    /// # Complexity
    /// O(n).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::geography::rerooting::TreeGeography;
    /// use grundy_core::graph::rooted_tree::RootedTree;
    /// // The star with centre 0: the centre wins, every leaf loses.
    /// let star = RootedTree::from_edges(4, 2, &[(0, 1), (0, 2), (0, 3)]).unwrap();
    /// assert_eq!(TreeGeography::new(&star).wins(), [true, false, false, false]);
    /// ```
    pub fn wins(&self) -> Vec<bool> {
        (0..self.vertex_count())
            .map(|v| self.mover_wins(v))
            .collect()
    }

    /// A winning first move from `v` (only `v` visited): a neighbour whose
    /// branch away from `v` is lost for its mover; `None` when the player
    /// to move from `v` loses.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `v` is not a vertex.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::geography::rerooting::TreeGeography;
    /// use grundy_core::graph::rooted_tree::RootedTree;
    /// // The path 0 - 1 - 2 - 3: from 1 the mover goes to 0 (going to 2
    /// // would leave the opponent the move to 3).
    /// let tree = RootedTree::from_edges(4, 3, &[(0, 1), (1, 2), (2, 3)]).unwrap();
    /// let game = TreeGeography::new(&tree);
    /// assert_eq!(game.winning_move(1), Some(0));
    /// assert_eq!(game.winning_move(2), Some(3));
    /// ```
    pub fn winning_move(&self, v: usize) -> Option<usize> {
        self.reply_avoiding(v, None)
    }

    /// The winner's answer when the token has just moved from `from` to
    /// its neighbour `at`: a neighbour of `at` other than `from` whose
    /// branch away from `at` is lost for its mover; `None` when the player
    /// to move at `at` loses. The token's path so far lies behind `from`,
    /// so the answer is always unvisited.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `from` or `at` is not a vertex, or they are not neighbours.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::geography::rerooting::TreeGeography;
    /// use grundy_core::graph::rooted_tree::RootedTree;
    /// // The path 0 - 1 - 2 - 3 - 4: from 2 the mover goes to 1 or to 3;
    /// // if the opponent then goes on to 0 (or 4), the mover is stuck.
    /// let tree = RootedTree::from_edges(5, 0, &[(0, 1), (1, 2), (2, 3), (3, 4)]).unwrap();
    /// let game = TreeGeography::new(&tree);
    /// assert_eq!(game.winning_move(2), None);
    /// // From 1, come from 2, the mover goes on to 0 and wins.
    /// assert_eq!(game.reply(2, 1), Some(0));
    /// assert_eq!(game.reply(1, 0), None);
    /// ```
    pub fn reply(&self, from: usize, at: usize) -> Option<usize> {
        assert!(
            self.parent[at] == from as u32 || self.parent[from] == at as u32,
            "{} and {} are not neighbours",
            from,
            at
        );
        self.reply_avoiding(at, Some(from))
    }

    /// A neighbour of `v` other than `behind` whose branch away from `v`
    /// is lost for its mover.
    fn reply_avoiding(&self, v: usize, behind: Option<usize>) -> Option<usize> {
        let child = self.losing[v]
            .iter()
            .filter_map(|&c| some(c))
            .find(|&c| Some(c) != behind);
        child.or_else(|| {
            // The branch of the parent away from v is up(v).
            let p = some(self.parent[v])?;
            (Some(p) != behind && !self.up[v]).then_some(p)
        })
    }

    /// Whether the mover at `v`, come from its parent, wins: the branch of
    /// `v` away from the root.
    #[cfg(test)]
    pub(crate) fn wins_down(&self, v: usize) -> bool {
        self.down[v]
    }
}

#[cfg(test)]
mod tests {
    use super::super::search::{bit_masks, mover_wins_at, mover_wins_from_every_start, trees};
    use super::super::vertex::Geography;
    use super::*;
    use crate::graph::edges::numbered;
    use crate::test_rng::XorShift;

    fn rooted(n: usize, root: usize, edges: &[(usize, usize)]) -> RootedTree {
        let edges: Vec<(u32, u32)> = edges.iter().map(|&(u, v)| (u as u32, v as u32)).collect();
        RootedTree::from_edges(n, root, &edges).unwrap()
    }

    /// Every tree to 10 vertices, rooted at every vertex: the same winners
    /// as the search of the game and as the matching rule, and `down`
    /// agrees with the search from the root's side.
    #[test]
    fn every_tree_to_ten_vertices_against_search_and_matching() {
        let mut trees_seen = 0;
        for n in 1..=10 {
            for edges in trees(n) {
                let adjacent = bit_masks(n, &edges);
                let want = mover_wins_from_every_start(&adjacent);
                assert_eq!(
                    Geography::general(n, &numbered(&edges)).unwrap().wins(),
                    &want[..]
                );
                for root in 0..n {
                    let tree = rooted(n, root, &edges);
                    let game = TreeGeography::new(&tree);
                    assert_eq!(game.wins(), want, "{:?} rooted at {}", edges, root);
                    for v in (0..n).filter(|&v| v != root) {
                        let p = tree.parent(v).unwrap();
                        let visited = 1 << p | 1 << v;
                        assert_eq!(game.wins_down(v), mover_wins_at(&adjacent, visited, v));
                    }
                }
                trees_seen += 1;
            }
        }
        assert_eq!(trees_seen, 1 + 1 + 1 + 2 + 3 + 6 + 11 + 23 + 47 + 106);
    }

    /// The winner's moves win against every defence: from every winning
    /// start of every tree to 9 vertices, the first move and every reply
    /// are unvisited neighbours, and the opponent, trying every move, is
    /// the one who gets stuck.
    #[test]
    fn the_winners_moves_beat_every_defence() {
        for n in 1..=9 {
            for edges in trees(n) {
                let adjacent = bit_masks(n, &edges);
                let game = TreeGeography::new(&rooted(n, n / 2, &edges));
                for start in 0..n {
                    let Some(first) = game.winning_move(start) else {
                        continue;
                    };
                    // (visited, the vertex the winner just moved to).
                    let mut stack = vec![(1u32 << start, start, first)];
                    while let Some((visited, from, at)) = stack.pop() {
                        assert!(adjacent[from] >> at & 1 == 1 && visited >> at & 1 == 0);
                        let visited = visited | 1 << at;
                        let mut free = adjacent[at] & !visited;
                        while free != 0 {
                            let w = free.trailing_zeros() as usize;
                            free &= free - 1;
                            let answer = game.reply(at, w).expect("a reply");
                            stack.push((visited | 1 << w, w, answer));
                        }
                    }
                }
            }
        }
    }

    /// A random tree on `n` vertices: vertex v > 0 hangs from a random
    /// earlier vertex, then the numbers are shuffled.
    fn random_tree(rng: &mut XorShift, n: usize) -> Vec<(usize, usize)> {
        let mut number: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            number.swap(i, (rng.next() % (i as u64 + 1)) as usize);
        }
        (1..n)
            .map(|v| (number[v], number[(rng.next() % v as u64) as usize]))
            .collect()
    }

    /// Large random trees against the matching rule on their two colour
    /// classes (Hopcroft–Karp).
    #[test]
    fn random_trees_against_the_matching_rule() {
        let mut rng = XorShift(0x7ee_9e0);
        for &n in &[2, 3, 17, 100, 1000, 20_000] {
            let edges = random_tree(&mut rng, n);
            let tree = rooted(n, 0, &edges);
            let mut colour = vec![false; n];
            let mut index = vec![0; n];
            let mut counts = [0, 0];
            for &v in tree.order() {
                let v = v as usize;
                if let Some(p) = tree.parent(v) {
                    colour[v] = !colour[p];
                }
                index[v] = counts[colour[v] as usize];
                counts[colour[v] as usize] += 1;
            }
            let sides: Vec<(usize, usize)> = edges
                .iter()
                .map(|&(u, v)| if colour[u] { (v, u) } else { (u, v) })
                .map(|(a, b)| (index[a], index[b]))
                .collect();
            let matching = Geography::bipartite(counts[0], counts[1], &numbered(&sides)).unwrap();
            let game = TreeGeography::new(&tree);
            for v in 0..n {
                let numbered = if colour[v] {
                    counts[0] + index[v]
                } else {
                    index[v]
                };
                assert_eq!(game.mover_wins(v), matching.mover_wins(numbered), "n {}", n);
            }
        }
    }

    /// A path of 2 · 10^5 vertices: no recursion; the mover wins from
    /// every vertex of a path with an even number of vertices, and from
    /// exactly the odd positions of an odd one.
    #[test]
    fn long_paths_need_no_stack() {
        for n in [200_000, 200_001] {
            let edges: Vec<(u32, u32)> = (1..n as u32).map(|v| (v - 1, v)).collect();
            let game = TreeGeography::new(&RootedTree::from_edges(n, 0, &edges).unwrap());
            for v in 0..n {
                assert_eq!(
                    game.mover_wins(v),
                    n % 2 == 0 || v % 2 == 1,
                    "{} of {}",
                    v,
                    n
                );
            }
        }
    }

    #[test]
    #[should_panic(expected = "are not neighbours")]
    fn a_reply_needs_a_move_along_an_edge() {
        let tree = RootedTree::from_edges(3, 0, &[(0, 1), (1, 2)]).unwrap();
        TreeGeography::new(&tree).reply(0, 2);
    }
}
