//! Undirected vertex geography from every start at once: the token on `v`
//! (visited), a move to an unvisited neighbour, the player who cannot move
//! loses.
//!
//! **The player to move from `v` wins exactly when every maximum matching
//! covers `v`** (`docs/theory.md`, "Games decided by matchings"). One
//! maximum matching M answers every start: `v` is avoidable (missed by some
//! maximum matching) exactly when M misses it or an even alternating path
//! joins it to a vertex M misses. On a bipartite graph that is one
//! breadth-first search per side ([`BipartiteMatching::avoidable_left`]);
//! on any graph, the set D of the Gallai–Edmonds decomposition
//! ([`Matching::gallai_edmonds`]).
//!
//! The winner's strategy is M itself: from a winning start, move to the
//! partner in M, and answer each move of the opponent to `w` by moving to
//! `w`'s partner in M ([`Geography::reply`]), which is always free.
//!
//! [`BipartiteMatching::avoidable_left`]: crate::graph::bipartite_matching::BipartiteMatching::avoidable_left
//! [`Matching::gallai_edmonds`]: crate::graph::general_matching::Matching::gallai_edmonds

use crate::graph::bipartite_matching::BipartiteGraph;
use crate::graph::edges::{EdgeError, Vertex};
use crate::graph::general_matching::{GallaiEdmonds, GeneralGraph};

/// Who wins vertex geography from every start vertex of one graph, and the
/// matching the winner follows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Geography {
    /// The partner of each vertex in one maximum matching.
    mate: Vec<Option<usize>>,
    /// Whether the player to move from each vertex wins.
    wins: Vec<bool>,
}

impl Geography {
    /// Vertex geography on any graph with vertices `0..n` and these
    /// undirected edges (repeated edges and loops change nothing): one
    /// maximum matching by Edmonds' blossoms, and the Gallai–Edmonds set D,
    /// whose vertices are the losing starts.
    ///
    /// # Complexity
    /// O(n³) time, O(n + m) memory.
    ///
    /// # Errors
    /// As [`GeneralGraph::from_edges`]: [`EdgeError::TooLarge`] or
    /// [`EdgeError::VertexOutOfRange`] for the first edge with an end not
    /// below `n`.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::geography::vertex::Geography;
    /// // A triangle 0 1 2 with a tail 0 - 3: {0 3, 1 2} is a perfect
    /// // matching, so every start wins.
    /// let g = Geography::general(4, &[(0, 1), (1, 2), (2, 0), (0, 3)]).unwrap();
    /// assert!((0..4).all(|v| g.mover_wins(v)));
    /// // A triangle alone: every vertex is left out by some maximum matching.
    /// let t = Geography::general(3, &[(0, 1), (1, 2), (2, 0)]).unwrap();
    /// assert!((0..3).all(|v| !t.mover_wins(v)));
    /// ```
    pub fn general(n: usize, edges: &[(Vertex, Vertex)]) -> Result<Geography, EdgeError> {
        let matching = GeneralGraph::from_edges(n, edges)?.max_matching();
        let wins = matching
            .gallai_edmonds()
            .into_iter()
            .map(|part| part != GallaiEdmonds::D)
            .collect();
        Ok(Geography {
            mate: (0..n).map(|v| matching.mate(v)).collect(),
            wins,
        })
    }

    /// Vertex geography on a bipartite graph: `left` vertices numbered
    /// `0..left` and `right` vertices numbered `left..left + right`, each
    /// edge `(a, b)` joining left vertex `a` to right vertex `b` (numbered
    /// `left + b` in the answers). One Hopcroft–Karp matching, and one
    /// alternating search per side.
    ///
    /// # Complexity
    /// O(m·√n) time, O(n + m) memory, for n = left + right.
    ///
    /// # Errors
    /// As [`BipartiteGraph::from_edges`]: [`EdgeError::TooLarge`], or
    /// [`EdgeError::VertexOutOfRange`] for the first edge with `a >= left`
    /// or `b >= right`.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::geography::vertex::Geography;
    /// // The path L0 - R0 - L1: the mover from the middle wins, to either end.
    /// let g = Geography::bipartite(2, 1, &[(0, 0), (1, 0)]).unwrap();
    /// assert_eq!((g.mover_wins(0), g.mover_wins(1), g.mover_wins(2)), (false, false, true));
    /// assert!(g.winning_move(2) == Some(0) || g.winning_move(2) == Some(1));
    /// ```
    pub fn bipartite(
        left: usize,
        right: usize,
        edges: &[(Vertex, Vertex)],
    ) -> Result<Geography, EdgeError> {
        let matching = BipartiteGraph::from_edges(left, right, edges)?.max_matching();
        let mate = (0..left)
            .map(|a| matching.left_mate(a).map(|b| left + b))
            .chain((0..right).map(|b| matching.right_mate(b)))
            .collect();
        let wins = matching
            .avoidable_left()
            .into_iter()
            .chain(matching.avoidable_right())
            .map(|avoidable| !avoidable)
            .collect();
        Ok(Geography { mate, wins })
    }

    /// The number of vertices.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// None.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::geography::vertex::Geography;
    /// assert_eq!(Geography::bipartite(2, 3, &[]).unwrap().vertex_count(), 5);
    /// ```
    pub fn vertex_count(&self) -> usize {
        self.wins.len()
    }

    /// Whether the player to move wins with the token on `v` and only `v`
    /// visited: whether every maximum matching covers `v`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `v` is not a vertex.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::geography::vertex::Geography;
    /// // An isolated vertex: no move.
    /// assert!(!Geography::general(1, &[]).unwrap().mover_wins(0));
    /// ```
    pub fn mover_wins(&self, v: usize) -> bool {
        self.wins[v]
    }

    /// Whether the player to move wins from each vertex, in vertex order.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// None.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::geography::vertex::Geography;
    /// let g = Geography::general(3, &[(0, 1), (1, 2)]).unwrap();
    /// assert_eq!(g.wins(), &[false, true, false]);
    /// ```
    pub fn wins(&self) -> &[bool] {
        &self.wins
    }

    /// A winning first move from `v` (to its partner in the matching), or
    /// `None` when the player to move from `v` loses.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `v` is not a vertex.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::geography::vertex::Geography;
    /// let g = Geography::general(3, &[(0, 1), (1, 2)]).unwrap();
    /// assert_eq!(g.winning_move(0), None);
    /// assert!(matches!(g.winning_move(1), Some(0) | Some(2)));
    /// ```
    pub fn winning_move(&self, v: usize) -> Option<usize> {
        if self.wins[v] {
            self.mate[v]
        } else {
            None
        }
    }

    /// The same game renumbered: vertex `v` of the answer is vertex
    /// `number[v]` of `self` (`number` a permutation).
    pub(crate) fn renumbered(&self, number: &[usize]) -> Geography {
        let back = {
            let mut back = vec![0; number.len()];
            for (v, &w) in number.iter().enumerate() {
                back[w] = v;
            }
            back
        };
        Geography {
            mate: number
                .iter()
                .map(|&w| self.mate[w].map(|m| back[m]))
                .collect(),
            wins: number.iter().map(|&w| self.wins[w]).collect(),
        }
    }

    /// The winner's answer when the opponent has moved the token to `w`:
    /// `w`'s partner in the same matching. After a winning first move
    /// ([`Geography::winning_move`]) and these replies, the partner is
    /// always an unvisited neighbour of `w`, so the winner never runs out
    /// of moves. (From a position the strategy did not lead to, the answer
    /// may be visited or missing.)
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `w` is not a vertex.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::geography::vertex::Geography;
    /// // The path 0 - 1 - 2 - 3: the mover from 1 goes to its partner, and
    /// // if the opponent goes on to the far side, the reply follows.
    /// let g = Geography::general(4, &[(0, 1), (1, 2), (2, 3)]).unwrap();
    /// assert_eq!(g.winning_move(1), Some(0));
    /// assert_eq!(g.reply(2), Some(3));
    /// ```
    pub fn reply(&self, w: usize) -> Option<usize> {
        self.mate[w]
    }
}

#[cfg(test)]
mod tests {
    use super::super::search::{
        bit_masks, graphs_up_to_relabelling, mover_wins_from_every_start, pairs, path_sides,
    };
    use super::*;
    use crate::graph::edges::numbered;
    use crate::test_rng::XorShift;

    /// Plays the strategy from the winning start `v` against every reply:
    /// the winner moves to `winning_move(v)` and then to `reply(w)` after
    /// each move to `w`; each such move must be to an unvisited neighbour,
    /// so the opponent is the one who runs out of moves.
    fn strategy_beats_every_reply(game: &Geography, adjacent: &[u32], v: usize) {
        let first = game.winning_move(v).expect("a winning start has a move");
        assert!(adjacent[v] >> first & 1 == 1, "{v} -> {first} is an edge");
        let mut positions = vec![(1u32 << v | 1 << first, first)];
        while let Some((visited, at)) = positions.pop() {
            let mut free = adjacent[at] & !visited;
            while free != 0 {
                let w = free.trailing_zeros() as usize;
                free &= free - 1;
                let answer = game.reply(w).expect("the reply exists");
                assert!(adjacent[w] >> answer & 1 == 1, "{w} -> {answer} is an edge");
                assert_eq!(visited >> answer & 1, 0, "{answer} was visited");
                positions.push((visited | 1 << w | 1 << answer, answer));
            }
        }
    }

    fn check(n: usize, edges: &[(usize, usize)], game: &Geography) {
        let adjacent = bit_masks(n, edges);
        assert_eq!(
            game.wins(),
            mover_wins_from_every_start(&adjacent),
            "{edges:?}"
        );
        for v in 0..n {
            if game.mover_wins(v) {
                strategy_beats_every_reply(game, &adjacent, v);
            } else {
                assert_eq!(game.winning_move(v), None);
            }
        }
    }

    /// Every graph to 7 vertices (up to relabelling), every start, against
    /// the search of the game itself; the strategy played out from every
    /// winning start.
    #[test]
    fn general_graphs_to_seven_vertices_as_the_search_says() {
        let mut graphs = 0;
        for n in 1..=7 {
            for edges in graphs_up_to_relabelling(n) {
                check(
                    n,
                    &edges,
                    &Geography::general(n, &numbered(&edges)).unwrap(),
                );
                graphs += 1;
            }
        }
        assert!(graphs > 1044, "{graphs}");
    }

    /// Every bipartite graph to 4 + 4 vertices, both ways (as bipartite and
    /// as general), against the search.
    #[test]
    fn bipartite_graphs_to_four_plus_four_as_the_search_says() {
        for left in 0..=4 {
            for right in 0..=4 {
                let all: Vec<(usize, usize)> = (0..left)
                    .flat_map(|a| (0..right).map(move |b| (a, b)))
                    .collect();
                for mask in 0u32..1 << all.len() {
                    let sides: Vec<(usize, usize)> = (0..all.len())
                        .filter(|i| mask >> i & 1 == 1)
                        .map(|i| all[i])
                        .collect();
                    let edges: Vec<(usize, usize)> =
                        sides.iter().map(|&(a, b)| (a, left + b)).collect();
                    let game = Geography::bipartite(left, right, &numbered(&sides)).unwrap();
                    check(left + right, &edges, &game);
                    assert_eq!(
                        game.wins(),
                        Geography::general(left + right, &numbered(&edges))
                            .unwrap()
                            .wins()
                    );
                }
            }
        }
    }

    /// Random graphs to 12 vertices, dense and sparse, and random bipartite
    /// ones, every start against the search.
    #[test]
    fn random_graphs_to_twelve_vertices_as_the_search_says() {
        let mut rng = XorShift(0x6e0_6a9f);
        for _ in 0..300 {
            let n = 8 + (rng.next() % 5) as usize;
            let density = 1 + rng.next() % 6;
            let edges: Vec<(usize, usize)> = pairs(n)
                .into_iter()
                .filter(|_| rng.next() % 8 < density)
                .collect();
            check(
                n,
                &edges,
                &Geography::general(n, &numbered(&edges)).unwrap(),
            );
            let left = 1 + (rng.next() % (n as u64 - 1)) as usize;
            let sides: Vec<(usize, usize)> = (0..left)
                .flat_map(|a| (0..n - left).map(move |b| (a, b)))
                .filter(|_| rng.next() % 8 < density)
                .collect();
            let edges: Vec<(usize, usize)> = sides.iter().map(|&(a, b)| (a, left + b)).collect();
            check(
                n,
                &edges,
                &Geography::bipartite(left, n - left, &numbered(&sides)).unwrap(),
            );
        }
    }

    /// A path of 2·10^5 vertices, as a general and as a bipartite graph: no
    /// recursion, and the rule on a path (with an even count every start
    /// wins; with an odd one, exactly the odd positions).
    #[test]
    fn long_paths_need_no_stack() {
        for n in [200_000usize, 199_999] {
            let edges: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
            let want: Vec<bool> = (0..n).map(|v| n % 2 == 0 || v % 2 == 1).collect();
            assert_eq!(
                Geography::general(n, &numbered(&edges)).unwrap().wins(),
                &want[..]
            );
            // Even positions on the left, odd ones on the right.
            let (left, right) = ((n + 1) / 2, n / 2);
            let sides = path_sides(n);
            let bipartite = Geography::bipartite(left, right, &numbered(&sides)).unwrap();
            for (v, &wins) in want.iter().enumerate() {
                let number = if v % 2 == 0 { v / 2 } else { left + v / 2 };
                assert_eq!(bipartite.mover_wins(number), wins, "{n} {v}");
            }
        }
    }
}
