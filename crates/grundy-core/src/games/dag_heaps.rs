//! Heaps on the vertices of a DAG, where lowering one heap frees the heaps
//! one edge below it: the winner, and a winning move.
//!
//! Every vertex v of a directed acyclic graph holds a heap h(v) ≥ 0. A move
//! picks a vertex v, makes h(v) strictly smaller, and at the same time may
//! set the heap of every out-neighbour of v (the vertices one edge below
//! it) to any value at all, larger too. The player who cannot move (every
//! heap 0) loses. (Codeforces 1149E tells it as taxes in cities joined by
//! one-way roads.)
//!
//! The **level** of a vertex is the mex of its out-neighbours' levels, a
//! sink's being 0: the Grundy value of a token sliding on the DAG, which
//! [`crate::sg::dag::grundy_table`] computes. Let X(t) be the XOR of the
//! heaps on level t. Then the mover loses exactly when X(t) = 0 for every
//! t (the editorial of Codeforces Round 556, problem 1149E):
//!
//! - From such a position every move breaks a zero: no out-neighbour of v
//!   is on v's level (the mex is not among them), so a move changes
//!   exactly one heap on level(v), h(v), and X(level(v)) is no longer 0.
//! - From any other position, take the highest t with X(t) ≠ 0 and a
//!   vertex v on level t whose heap has X(t)'s highest bit. Then
//!   h(v) ⊕ X(t) < h(v), and v has an out-neighbour on every level l < t
//!   (that is what the mex says): setting h(v) to h(v) ⊕ X(t) and, for each
//!   l < t with X(l) ≠ 0, one such neighbour's heap u to h(u) ⊕ X(l) makes
//!   every X zero. A heap may grow (the neighbours'), but never past the
//!   next power of two above the largest heap.
//!
//! The game has no bound on its heaps, so it is not a finite game for the
//! Sprague-Grundy theorem as it stands: the proof above is the winning
//! strategy itself. The tests check it against a plain search of the game
//! with every heap capped below a power of two C (the moves may write only
//! values below C), which has the same winner from every position below C:
//! the winning replies above never leave [0, C), and from an all-zero
//! position every move, capped or not, breaks a zero.

use crate::graph::edges::Vertex;
use crate::sg::Grundy;

/// A move: the heap of `vertex` lowered to `lowered_to`, and the heaps of
/// some of its out-neighbours rewritten.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DagHeapsMove {
    /// The vertex whose heap is lowered.
    pub vertex: usize,
    /// Its new heap, below the old one.
    pub lowered_to: u64,
    /// (out-neighbour, new heap) for each heap rewritten, on distinct levels
    /// below the vertex's.
    pub rewrites: Vec<(usize, u64)>,
}

impl DagHeapsMove {
    /// Makes the move on `heaps`.
    ///
    /// # Panics
    /// If a vertex of the move is not an index of `heaps`.
    ///
    /// # Complexity
    /// O(number of rewrites).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::dag_heaps::DagHeapsMove;
    /// let mut heaps = [2, 1];
    /// DagHeapsMove { vertex: 0, lowered_to: 1, rewrites: vec![(1, 5)] }.apply(&mut heaps);
    /// assert_eq!(heaps, [1, 5]);
    /// ```
    pub fn apply(&self, heaps: &mut [u64]) {
        heaps[self.vertex] = self.lowered_to;
        for &(u, h) in &self.rewrites {
            heaps[u] = h;
        }
    }
}

/// X(t) for every level t: the XOR of the heaps on level t, for t from 0 to
/// the highest level.
///
/// # Panics
/// If `levels` and `heaps` differ in length.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use grundy_core::games::dag_heaps::level_xors;
/// assert_eq!(level_xors(&[0, 1, 0, 1], &[2, 1, 1, 5]), [3, 4]);
/// assert_eq!(level_xors(&[], &[]), Vec::<u64>::new());
/// ```
pub fn level_xors(levels: &[Grundy], heaps: &[u64]) -> Vec<u64> {
    assert_eq!(levels.len(), heaps.len(), "one level per heap");
    let top = levels.iter().max().map_or(0, |&t| t as usize + 1);
    let mut xors = vec![0u64; top];
    for (&t, &h) in levels.iter().zip(heaps) {
        xors[t as usize] ^= h;
    }
    xors
}

/// Whether the player to move wins: exactly when some level's XOR is not 0.
///
/// # Panics
/// If `levels` and `heaps` differ in length.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use grundy_core::games::dag_heaps::mover_wins;
/// // Codeforces 1149E's first two samples: 1 -> 2 and 3 -> 4, levels 1 0 1 0.
/// assert!(mover_wins(&[1, 0, 1, 0], &[2, 1, 1, 5]));
/// assert!(!mover_wins(&[1, 0, 1, 0], &[1, 5, 1, 5]));
/// ```
pub fn mover_wins(levels: &[Grundy], heaps: &[u64]) -> bool {
    level_xors(levels, heaps).iter().any(|&x| x != 0)
}

/// A winning move, or `None` when the player to move loses: the move of
/// the module's proof, which leaves every level's XOR 0.
///
/// `levels` must be the mex levels of the graph with these `edges` (u → v),
/// as [`crate::sg::dag::grundy_table`] returns them. Of the vertices that
/// fit, it takes the first in number; of its out-neighbours on a level, the
/// first edge in order. Every new heap is below the next power of two above
/// the largest heap.
///
/// # Panics
/// If the lengths of `levels` and `heaps` differ, or an edge names a vertex
/// past them, or `levels` are not the graph's mex levels (the neighbour a
/// level needs is missing).
///
/// # Complexity
/// O(n + m).
///
/// # Example
/// ```
/// use grundy_core::games::dag_heaps::{winning_move, DagHeapsMove};
/// use grundy_core::sg::dag;
/// // Codeforces 1149E's first sample: 0 -> 1 and 2 -> 3, heaps 2 1 1 5.
/// let edges = [(0, 1), (2, 3)];
/// let levels = dag::grundy_table(4, &edges).unwrap();
/// let mut heaps = [2, 1, 1, 5];
/// let best = winning_move(&edges, &levels, &heaps).unwrap();
/// assert_eq!(best, DagHeapsMove { vertex: 0, lowered_to: 1, rewrites: vec![(1, 5)] });
/// best.apply(&mut heaps);
/// assert_eq!(heaps, [1, 5, 1, 5]);
/// assert_eq!(winning_move(&edges, &levels, &heaps), None);
/// ```
pub fn winning_move(
    edges: &[(Vertex, Vertex)],
    levels: &[Grundy],
    heaps: &[u64],
) -> Option<DagHeapsMove> {
    let xors = level_xors(levels, heaps);
    let t = xors.iter().rposition(|&x| x != 0)?;
    let high_bit = 1u64 << (63 - xors[t].leading_zeros());
    let vertex = (0..heaps.len())
        .find(|&v| levels[v] as usize == t && heaps[v] & high_bit != 0)
        .expect("X(t) has its high bit from some heap on level t");
    let mut fixed = vec![false; t];
    let mut rewrites = Vec::new();
    for &(u, w) in edges {
        let (u, w) = (u as usize, w as usize);
        let l = levels[w] as usize;
        if u == vertex && l < t && !fixed[l] {
            fixed[l] = true;
            if xors[l] != 0 {
                rewrites.push((w, heaps[w] ^ xors[l]));
            }
        }
    }
    assert!(
        fixed.iter().all(|&f| f),
        "vertex {} on level {} lacks a neighbour on a lower level: not mex levels",
        vertex,
        t
    );
    Some(DagHeapsMove {
        vertex,
        lowered_to: heaps[vertex] ^ xors[t],
        rewrites,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle;
    use crate::sg::dag;
    use crate::test_rng::XorShift;
    use itertools::{repeat_n, Itertools};
    use rstest::rstest;

    /// Every DAG on vertices 0..n: each set of ordered pairs without a
    /// cycle.
    fn dags(n: u32) -> Vec<Vec<(u32, u32)>> {
        let pairs: Vec<(u32, u32)> = (0..n)
            .flat_map(|u| (0..n).filter(move |&v| v != u).map(move |v| (u, v)))
            .collect();
        (0u32..1 << pairs.len())
            .map(|mask| {
                (0..pairs.len())
                    .filter(|i| mask >> i & 1 == 1)
                    .map(|i| pairs[i])
                    .collect::<Vec<_>>()
            })
            .filter(|edges| dag::grundy_table(n as usize, edges).is_ok())
            .collect()
    }

    /// The game from its rules, every heap capped below `cap`: lower one
    /// heap, and write any values below `cap` into its out-neighbours.
    fn capped_moves(edges: &[(u32, u32)], cap: u64, h: &[u64]) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for v in 0..h.len() {
            let below: Vec<usize> = edges
                .iter()
                .filter(|&&(u, _)| u as usize == v)
                .map(|&(_, w)| w as usize)
                .collect();
            for lower in 0..h[v] {
                for values in repeat_n(0..cap, below.len()).multi_cartesian_product() {
                    let mut next = h.to_vec();
                    next[v] = lower;
                    for (&w, &x) in below.iter().zip(&values) {
                        next[w] = x;
                    }
                    out.push(next);
                }
            }
        }
        out
    }

    fn brute_force(edges: &[(u32, u32)], cap: u64, h: &[u64]) -> bool {
        oracle::mover_wins(h.to_vec(), |p| capped_moves(edges, cap, p))
    }

    /// Whether `after` is one move from `before` by the rules.
    fn is_move(edges: &[(u32, u32)], before: &[u64], after: &[u64]) -> bool {
        let changed: Vec<usize> = (0..before.len())
            .filter(|&i| before[i] != after[i])
            .collect();
        changed.iter().any(|&v| {
            after[v] < before[v]
                && changed
                    .iter()
                    .all(|&w| w == v || edges.contains(&(v as u32, w as u32)))
        })
    }

    /// The winner and the winning move against the capped game (cap 4) on
    /// every DAG of up to 3 vertices and every heap vector below 4: the
    /// move is legal, stays below the cap, and leaves a position the search
    /// finds lost for the mover.
    #[test]
    fn every_small_dag_matches_the_game() {
        for n in 1..=3 {
            for edges in dags(n) {
                let levels = dag::grundy_table(n as usize, &edges).unwrap();
                for h in repeat_n(0..4u64, n as usize).multi_cartesian_product() {
                    let wins = brute_force(&edges, 4, &h);
                    assert_eq!(mover_wins(&levels, &h), wins, "{:?} {:?}", edges, h);
                    match winning_move(&edges, &levels, &h) {
                        None => assert!(!wins),
                        Some(m) => {
                            let mut after = h.clone();
                            m.apply(&mut after);
                            assert!(is_move(&edges, &h, &after), "{:?} {:?} {:?}", edges, h, m);
                            assert!(after.iter().all(|&x| x < 4));
                            assert!(
                                !brute_force(&edges, 4, &after),
                                "{:?} {:?} -> {:?}",
                                edges,
                                h,
                                after
                            );
                        }
                    }
                }
            }
        }
    }

    /// The same on every DAG of 4 vertices (543) with heaps below 2, and on
    /// 300 of them with random heaps below 4.
    #[test]
    fn four_vertex_dags_match_the_game() {
        let mut rng = XorShift(0x1149);
        let all = dags(4);
        assert_eq!(all.len(), 543);
        let mut cases: Vec<(usize, Vec<u64>)> = Vec::new();
        for i in 0..all.len() {
            for h in repeat_n(0..2u64, 4).multi_cartesian_product() {
                cases.push((i, h));
            }
        }
        for _ in 0..300 {
            let i = (rng.next() % all.len() as u64) as usize;
            cases.push((i, (0..4).map(|_| rng.next() % 4).collect()));
        }
        for (i, h) in cases {
            let edges = &all[i];
            let cap = if h.iter().all(|&x| x < 2) { 2 } else { 4 };
            let levels = dag::grundy_table(4, edges).unwrap();
            let wins = brute_force(edges, cap, &h);
            assert_eq!(mover_wins(&levels, &h), wins, "{:?} {:?}", edges, h);
            if let Some(m) = winning_move(edges, &levels, &h) {
                let mut after = h.clone();
                m.apply(&mut after);
                assert!(is_move(edges, &h, &after));
                assert!(
                    !brute_force(edges, cap, &after),
                    "{:?} {:?} -> {:?}",
                    edges,
                    h,
                    after
                );
            }
        }
    }

    /// The cap does not change the winner: caps 2 and 4 agree on every
    /// position below 2 of every DAG of up to 3 vertices.
    #[test]
    fn the_cap_does_not_change_the_winner() {
        for n in 1..=3 {
            for edges in dags(n) {
                for h in repeat_n(0..2u64, n as usize).multi_cartesian_product() {
                    assert_eq!(brute_force(&edges, 2, &h), brute_force(&edges, 4, &h));
                }
            }
        }
    }

    /// Levels are mex levels, not depths: in the diamond 0 -> {1, 2},
    /// 1 -> 3, 2 -> 3, vertex 0 is on level 0, so heaps 2 1 1 2 lose (by
    /// depth they would win).
    #[rstest]
    #[case(&[2, 1, 1, 2], false)]
    #[case(&[3, 1, 2, 2], true)]
    fn diamond(#[case] h: &[u64], #[case] wins: bool) {
        let edges = [(0, 1), (0, 2), (1, 3), (2, 3)];
        let levels = dag::grundy_table(4, &edges).unwrap();
        assert_eq!(levels, [0, 1, 1, 0]);
        assert_eq!(mover_wins(&levels, h), wins);
        assert_eq!(brute_force(&edges, 4, h), wins);
    }

    /// The highest bit decides which vertex moves: level 1 holds 3 and 4
    /// (XOR 7); only the vertex with 4 can lower its heap to 4 ⊕ 7 = 3.
    #[test]
    fn the_mover_holds_the_high_bit() {
        let edges = [(0, 2), (1, 3)];
        let levels = dag::grundy_table(4, &edges).unwrap();
        let m = winning_move(&edges, &levels, &[3, 4, 5, 5]).unwrap();
        assert_eq!(
            m,
            DagHeapsMove {
                vertex: 1,
                lowered_to: 3,
                rewrites: vec![]
            }
        );
    }

    /// Heaps near 2^63: the move stays below 2^64 and leaves every XOR 0.
    #[test]
    fn large_heaps() {
        let edges = [(0, 1), (0, 2), (2, 1)];
        let levels = dag::grundy_table(3, &edges).unwrap();
        let mut h = [u64::MAX >> 1, 1 << 62, 12345];
        let m = winning_move(&edges, &levels, &h).unwrap();
        m.apply(&mut h);
        assert!(!mover_wins(&levels, &h));
    }
}
