//! Vertex geography as it is played, on a bipartite graph: the token
//! leaves each vertex for good, and one maximum matching of the vertices
//! left is kept up to date, one augmenting path per move (NOI 2011,
//! 兔兔与蛋蛋游戏, judges every move of a recorded game this way).
//!
//! With the token on `v` and the visited vertices gone, the player to move
//! wins exactly when every maximum matching of what is left covers `v`
//! ([`super::vertex`]). Given a maximum matching M of the graph with `v`,
//! take `v` out: if M left `v` free, `v` was avoidable; otherwise its
//! partner `w` is freed, and `v` was avoidable exactly when an augmenting
//! path starts at `w` in the graph without `v` (then the matching of
//! G − v is as large as G's). Either way M, augmented if a path was found,
//! is a maximum matching of G − v for the next move.

use crate::graph::bipartite_matching::BipartiteGraph;
use crate::graph::edges::{EdgeError, Vertex};

/// "No vertex" in the arrays.
const NONE: u32 = u32::MAX;

/// A bipartite graph whose vertices are taken out one at a time as the
/// token leaves them, with a maximum matching of the vertices left.
#[derive(Debug, Clone)]
pub struct Shrinking {
    /// Neighbours of each vertex (left vertices first, then right ones).
    adjacency: Vec<Vec<u32>>,
    /// The partner of each vertex in the matching, or `NONE`.
    mate: Vec<u32>,
    /// Whether the token has left the vertex.
    removed: Vec<bool>,
    /// The search that reached each vertex last, and from where.
    seen: Vec<u32>,
    parent: Vec<u32>,
    round: u32,
}

impl Shrinking {
    /// The graph with `left` vertices `0..left` and `right` vertices
    /// `left..left + right`, each edge `(a, b)` joining left vertex `a` to
    /// right vertex `b` (vertex `left + b`); nothing taken out yet, and a
    /// maximum matching by Hopcroft–Karp.
    ///
    /// # Complexity
    /// O(m·√n) time, O(n + m) memory.
    ///
    /// # Errors
    /// As [`BipartiteGraph::from_edges`]: [`EdgeError::TooLarge`], or
    /// [`EdgeError::VertexOutOfRange`] for the first edge with `a >= left`
    /// or `b >= right`.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::geography::shrinking::Shrinking;
    /// // The path L0 - R0 - L1 - R1 (vertices 0, 2, 1, 3).
    /// let mut game = Shrinking::bipartite(2, 2, &[(0, 0), (1, 0), (1, 1)]).unwrap();
    /// // The token on L0: a perfect matching covers it, so the mover wins.
    /// assert!(game.leave(0));
    /// // On R0 with L0 gone, L1 - R1 is left: the mover loses.
    /// assert!(!game.leave(2));
    /// ```
    pub fn bipartite(
        left: usize,
        right: usize,
        edges: &[(Vertex, Vertex)],
    ) -> Result<Shrinking, EdgeError> {
        let graph = BipartiteGraph::from_edges(left, right, edges)?;
        let n = left + right;
        let mut adjacency = vec![Vec::new(); n];
        for &(a, b) in edges {
            let (a, b) = (a as usize, b as usize);
            adjacency[a].push((left + b) as u32);
            adjacency[left + b].push(a as u32);
        }
        let matching = graph.max_matching();
        let mut mate = vec![NONE; n];
        for (a, b) in matching.pairs() {
            mate[a] = (left + b) as u32;
            mate[left + b] = a as u32;
        }
        Ok(Shrinking {
            adjacency,
            mate,
            removed: vec![false; n],
            seen: vec![0; n],
            parent: vec![NONE; n],
            round: 0,
        })
    }

    /// Whether the player to move wins with the token on `v`, the vertices
    /// left before being the ones visited; then the token leaves `v`, which
    /// is taken out of the graph for good.
    ///
    /// # Complexity
    /// O(n + m): at most one alternating search.
    ///
    /// # Panics
    /// If `v` is not a vertex or was taken out already.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::geography::shrinking::Shrinking;
    /// // A star: centre L0, leaves R0, R1. From the centre the mover wins;
    /// // from a leaf (the centre gone) nothing is left to move to.
    /// let mut game = Shrinking::bipartite(1, 2, &[(0, 0), (0, 1)]).unwrap();
    /// assert!(game.leave(0));
    /// assert!(!game.leave(1));
    /// ```
    pub fn leave(&mut self, v: usize) -> bool {
        assert!(!self.removed[v], "vertex {} was left already", v);
        self.removed[v] = true;
        let w = self.mate[v];
        if w == NONE {
            return false;
        }
        self.mate[v] = NONE;
        self.mate[w as usize] = NONE;
        !self.augment_from(w)
    }

    /// Whether the token has left `v`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `v` is not a vertex.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::geography::shrinking::Shrinking;
    /// let mut game = Shrinking::bipartite(1, 1, &[(0, 0)]).unwrap();
    /// game.leave(1);
    /// assert!(game.is_left(1) && !game.is_left(0));
    /// ```
    pub fn is_left(&self, v: usize) -> bool {
        self.removed[v]
    }

    /// Looks for an augmenting path from the free vertex `w` among the
    /// vertices not taken out, breadth-first (no recursion), and flips it
    /// if there is one.
    fn augment_from(&mut self, w: u32) -> bool {
        self.round += 1;
        let round = self.round;
        self.seen[w as usize] = round;
        let mut queue = vec![w];
        let mut head = 0;
        while head < queue.len() {
            let x = queue[head];
            head += 1;
            for i in 0..self.adjacency[x as usize].len() {
                let y = self.adjacency[x as usize][i];
                let yu = y as usize;
                if self.removed[yu] || self.seen[yu] == round {
                    continue;
                }
                self.seen[yu] = round;
                self.parent[yu] = x;
                let z = self.mate[yu];
                if z == NONE {
                    self.flip(y);
                    return true;
                }
                if self.seen[z as usize] != round {
                    self.seen[z as usize] = round;
                    queue.push(z);
                }
            }
        }
        false
    }

    /// Flips the augmenting path that ends at the free vertex `end`,
    /// following `parent` back to the free vertex it started from.
    fn flip(&mut self, end: u32) {
        let mut y = end;
        loop {
            let x = self.parent[y as usize];
            let next = self.mate[x as usize];
            self.mate[x as usize] = y;
            self.mate[y as usize] = x;
            if next == NONE {
                return;
            }
            y = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::search::{bit_masks, mover_wins_at, path_sides};
    use super::*;
    use crate::graph::edges::numbered;
    use crate::test_rng::XorShift;

    /// Random games on random bipartite graphs to 12 vertices: at every
    /// position of a random walk of the token, `leave` against a search
    /// of the game from that position (the visited set as it stands).
    #[test]
    fn every_position_of_random_games_as_the_search_says() {
        let mut rng = XorShift(0x2011_0b5e);
        let mut positions = 0;
        for _ in 0..3000 {
            let n = 2 + (rng.next() % 11) as usize;
            let left = 1 + (rng.next() % (n as u64 - 1)) as usize;
            let density = 1 + rng.next() % 7;
            let sides: Vec<(usize, usize)> = (0..left)
                .flat_map(|a| (0..n - left).map(move |b| (a, b)))
                .filter(|_| rng.next() % 8 < density)
                .collect();
            let edges: Vec<(usize, usize)> = sides.iter().map(|&(a, b)| (a, left + b)).collect();
            let adjacent = bit_masks(n, &edges);
            let mut game = Shrinking::bipartite(left, n - left, &numbered(&sides)).unwrap();
            let mut at = (rng.next() % n as u64) as usize;
            let mut visited = 1u32 << at;
            loop {
                assert_eq!(
                    game.leave(at),
                    mover_wins_at(&adjacent, visited, at),
                    "{edges:?} visited {visited:b} at {at}"
                );
                positions += 1;
                let free = adjacent[at] & !visited;
                if free == 0 {
                    break;
                }
                let choices: Vec<usize> = (0..n).filter(|&u| free >> u & 1 == 1).collect();
                at = choices[(rng.next() % choices.len() as u64) as usize];
                visited |= 1 << at;
            }
        }
        assert!(positions > 6000, "{positions}");
    }

    /// A path of 2·10^5 vertices, its first moves from one end: each
    /// alternating search may run the whole path, breadth-first (no
    /// recursion), and each answer is the path's rule (the mover wins
    /// exactly when an odd number of vertices is left beyond the token).
    /// A walk of 2 000 vertices then goes to the end.
    #[test]
    fn a_long_path_walked_end_to_end() {
        let n = 200_000;
        // Vertex v: left v/2 for even v, right v/2 for odd v.
        let (left, right) = (n / 2, n / 2);
        let sides = path_sides(n);
        let mut game = Shrinking::bipartite(left, right, &numbered(&sides)).unwrap();
        for v in 0..8 {
            let number = if v % 2 == 0 { v / 2 } else { left + v / 2 };
            assert_eq!(game.leave(number), (n - 1 - v) % 2 == 1, "{v}");
        }
        let n = 2_000;
        let sides = path_sides(n);
        let mut game = Shrinking::bipartite(n / 2, n / 2, &numbered(&sides)).unwrap();
        for v in 0..n {
            let number = if v % 2 == 0 { v / 2 } else { n / 2 + v / 2 };
            assert_eq!(game.leave(number), (n - 1 - v) % 2 == 1, "{v}");
        }
    }
}
