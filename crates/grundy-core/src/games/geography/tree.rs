//! Pairing on a tree: a maximum matching, greedy from the leaves up, and
//! the perfect-matching test that decides the games a pairing strategy
//! wins.
//!
//! A leaf is matched to its parent in some maximum matching (swap the
//! parent's partner for the leaf), so taking vertices children first and
//! matching each free vertex to its free parent gives a maximum matching
//! in O(N), without recursion.
//!
//! When the tree has a perfect matching, the second player answers every
//! move at `v` with `v`'s partner and so wins any game where that reply
//! is always legal and leaves no gain to the first: vertex geography with
//! a free start (the first player places the token, then the players
//! alternate moving it to an unvisited neighbour), or AtCoder AGC 014 D's
//! painting game (each white vertex meets its partner painted black).
//! Without one, the first player wins both: in geography from a vertex
//! that some maximum matching leaves free, in the painting game by
//! painting the parent of a leaf, which forces the reply at the leaf,
//! until a vertex is left without a partner. Both are proved in the tests against a search of
//! each game on every tree to 10 vertices.

use crate::graph::rooted_tree::RootedTree;

/// A maximum matching of `tree`: `mate[v]`, the partner of `v`, or `None`
/// where the matching leaves `v` free.
///
/// Children before parents (the tree's order backwards), each vertex still
/// free is matched to its parent if the parent is free.
///
/// # Complexity
/// O(n) time and memory; no recursion.
///
/// # Panics
/// None.
///
/// # Example
/// ```
/// use grundy_core::games::geography::tree::tree_matching;
/// use grundy_core::graph::rooted_tree::RootedTree;
/// // The star with centre 0 and leaves 1, 2, 3: one edge of the three.
/// let star = RootedTree::from_edges(4, 0, &[(0, 1), (0, 2), (0, 3)]).unwrap();
/// let mate = tree_matching(&star);
/// assert_eq!(mate.iter().filter(|m| m.is_some()).count(), 2);
/// assert!(mate[0].is_some());
/// ```
pub fn tree_matching(tree: &RootedTree) -> Vec<Option<usize>> {
    let mut mate = vec![None; tree.vertex_count()];
    for &v in tree.order().iter().rev() {
        let v = v as usize;
        if let Some(p) = tree.parent(v) {
            if mate[v].is_none() && mate[p].is_none() {
                mate[v] = Some(p);
                mate[p] = Some(v);
            }
        }
    }
    mate
}

/// Whether `tree` has a perfect matching: whether the second player wins
/// the pairing games on it (vertex geography with a free start, AGC 014
/// D's painting game).
///
/// # Complexity
/// O(n) time and memory; no recursion.
///
/// # Panics
/// None.
///
/// # Example
/// ```
/// use grundy_core::games::geography::tree::has_perfect_matching;
/// use grundy_core::graph::rooted_tree::RootedTree;
/// // The path 0 - 1 - 2 - 3 pairs up; the star of AGC 014 D's sample 2 does not.
/// let path = RootedTree::from_edges(4, 0, &[(0, 1), (1, 2), (2, 3)]).unwrap();
/// assert!(has_perfect_matching(&path));
/// let star = RootedTree::from_edges(4, 0, &[(0, 1), (1, 2), (1, 3)]).unwrap();
/// assert!(!has_perfect_matching(&star));
/// ```
pub fn has_perfect_matching(tree: &RootedTree) -> bool {
    tree_matching(tree).iter().all(Option::is_some)
}

#[cfg(test)]
mod tests {
    use super::super::search::{bit_masks, mover_wins_from_every_start, trees};
    use super::*;

    fn rooted(n: usize, edges: &[(usize, usize)]) -> RootedTree {
        let edges: Vec<(u32, u32)> = edges.iter().map(|&(u, v)| (u as u32, v as u32)).collect();
        RootedTree::from_edges(n, 0, &edges).unwrap()
    }

    /// The largest matching by trying every set of edges.
    fn largest_matching(edges: &[(usize, usize)]) -> usize {
        (0u32..1 << edges.len())
            .filter(|&set| {
                let mut used = 0u32;
                (0..edges.len()).filter(|i| set >> i & 1 == 1).all(|i| {
                    let ends = 1 << edges[i].0 | 1 << edges[i].1;
                    let free = used & ends == 0;
                    used |= ends;
                    free
                })
            })
            .map(|set| set.count_ones() as usize)
            .max()
            .unwrap_or(0)
    }

    /// AGC 014 D's painting game by search over every partial colouring
    /// (0 unpainted, 1 white, 2 black; Takahashi paints white when an even
    /// number are painted): whether Takahashi, moving first, wins.
    fn painting_first_wins(n: usize, edges: &[(usize, usize)]) -> bool {
        let adjacent = bit_masks(n, edges);
        let power: Vec<usize> = (0..n).map(|i| 3usize.pow(i as u32)).collect();
        // won[code]: 1 if Takahashi wins from this colouring, 2 if not, 0 unknown.
        let mut won = vec![0u8; 3usize.pow(n as u32)];
        fn solve(
            code: usize,
            painted: usize,
            n: usize,
            adjacent: &[u32],
            power: &[usize],
            won: &mut [u8],
        ) -> bool {
            if won[code] != 0 {
                return won[code] == 1;
            }
            let colour = |v: usize| code / power[v] % 3;
            let result = if painted == n {
                let black: u32 = (0..n).filter(|&v| colour(v) == 2).map(|v| 1 << v).sum();
                (0..n).any(|v| colour(v) == 1 && adjacent[v] & black == 0)
            } else {
                let takahashi = painted % 2 == 0;
                let paint = if takahashi { 1 } else { 2 };
                let mut outcomes = (0..n).filter(|&v| colour(v) == 0).map(|v| {
                    solve(
                        code + paint * power[v],
                        painted + 1,
                        n,
                        adjacent,
                        power,
                        won,
                    )
                });
                if takahashi {
                    outcomes.any(|w| w)
                } else {
                    outcomes.all(|w| w)
                }
            };
            won[code] = if result { 1 } else { 2 };
            result
        }
        solve(0, 0, n, &adjacent, &power, &mut won)
    }

    /// Every matching returned is a matching of the tree's edges, as large
    /// as any, on every tree to 10 vertices.
    #[test]
    fn the_greedy_matching_is_a_maximum_matching() {
        for n in 1..=10 {
            for edges in trees(n) {
                let mate = tree_matching(&rooted(n, &edges));
                for (v, m) in mate.iter().enumerate() {
                    if let Some(m) = *m {
                        assert_eq!(mate[m], Some(v));
                        assert!(
                            edges.contains(&(v.min(m), v.max(m)))
                                || edges.contains(&(v.max(m), v.min(m)))
                        );
                    }
                }
                let size = mate.iter().filter(|m| m.is_some()).count() / 2;
                assert_eq!(size, largest_matching(&edges), "{edges:?}");
            }
        }
    }

    /// The second player wins the painting game of AGC 014 D, and vertex
    /// geography with a free start, exactly when the tree has a perfect
    /// matching: against a search of each game on every tree to 10
    /// vertices (201 trees, both outcomes many times).
    #[test]
    fn pairing_decides_the_painting_game_and_free_start_geography() {
        let (mut first, mut second) = (0, 0);
        for n in 1..=10 {
            for edges in trees(n) {
                let perfect = has_perfect_matching(&rooted(n, &edges));
                assert_eq!(painting_first_wins(n, &edges), !perfect, "{edges:?}");
                let every_start_wins = mover_wins_from_every_start(&bit_masks(n, &edges))
                    .into_iter()
                    .all(|w| w);
                assert_eq!(every_start_wins, perfect, "{edges:?}");
                if perfect {
                    second += 1;
                } else {
                    first += 1;
                }
            }
        }
        assert!(first > 100 && second > 20, "{first} {second}");
    }

    /// The pairing strategy itself: on every tree to 10 vertices with a
    /// perfect matching, Aoki answering each white vertex with its partner
    /// leaves no white vertex, whatever Takahashi paints (every sequence
    /// of his choices is tried).
    #[test]
    fn answering_with_the_partner_beats_every_reply() {
        for n in (2..=10).step_by(2) {
            for edges in trees(n) {
                let mate = tree_matching(&rooted(n, &edges));
                if mate.iter().any(Option::is_none) {
                    continue;
                }
                let adjacent = bit_masks(n, &edges);
                // Takahashi's choices so far, as white and black masks.
                let mut stack = vec![(0u32, 0u32)];
                while let Some((white, black)) = stack.pop() {
                    if (white | black).count_ones() as usize == n {
                        let survivors =
                            (0..n).filter(|&v| white >> v & 1 == 1 && adjacent[v] & black == 0);
                        assert_eq!(survivors.count(), 0, "{edges:?}");
                        continue;
                    }
                    for v in (0..n).filter(|&v| (white | black) >> v & 1 == 0) {
                        let answer = mate[v].unwrap();
                        assert_eq!((white | black) >> answer & 1, 0, "the partner is free");
                        stack.push((white | 1 << v, black | 1 << answer));
                    }
                }
            }
        }
    }

    /// A path of 2 · 10^5 vertices, rooted at an end: no recursion, and it
    /// pairs up; one more vertex and it cannot.
    #[test]
    fn long_paths_need_no_stack() {
        for n in [200_000, 200_001] {
            let edges: Vec<(u32, u32)> = (1..n as u32).map(|v| (v - 1, v)).collect();
            let tree = RootedTree::from_edges(n, 0, &edges).unwrap();
            assert_eq!(has_perfect_matching(&tree), n % 2 == 0);
        }
    }
}
