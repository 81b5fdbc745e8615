//! The line of play: the moves of best play from a position, read off a
//! retrograde analysis.
//!
//! [`super::retrograde`] gives every position its result and its number
//! of moves to the end when the winner hurries and the loser delays. The
//! best move from a position follows from its successors' results alone:
//!
//! ```text
//! Win  with d moves to go:  a move to a Lose with d − 1   (the fastest win),
//! Lose with d moves to go:  a move to a Win  with d − 1   (the slowest loss),
//! Draw, not over:           a move to a Draw              (never to a Win),
//! ```
//!
//! and a position that is over has none. Each exists by the recurrence of
//! the distances: a Win's d is one more than its nearest Lose successor's,
//! a Lose's one more than its farthest successor's (all of them Wins), and
//! a Draw that is not over has a successor that is not a Win, which cannot
//! be a Lose either. Taking the first such move, in the order of the arcs,
//! is a positional strategy for both players, so:
//!
//! - from a Win or a Lose with d moves to go, the line is exactly d moves
//!   long, each one a step closer to the end ([`Line::Ends`]);
//! - from a Draw, the line stays among the draws; it either stops at a
//!   position declared over as a draw ([`Line::Ends`]), or comes back to a
//!   position it has met and from there repeats forever: the line is then
//!   given as a lead and a cycle, each position at most once
//!   ([`Line::Cycles`]), at most as long as the number of draws.
//!
//! The tests check on every digraph with at most four vertices (every one
//! with at most three with every choice of end results, and random ones to
//! ten) that each line is legal, as long as the retrograde distance, and
//! that each of its moves is optimal against a plain depth-bounded search
//! that knows no retrograde analysis.

use super::digraph::Digraph;
use super::retrograde::{Outcome, Solved};
use std::collections::HashMap;

/// The positions of best play from a start, the start first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// Play ends: the positions from the start to the one where the game is
    /// over, `moves_to_end(start) + 1` of them for a win or a loss (one
    /// for a start that is over); for a draw, a line that reaches a
    /// position declared over as a draw.
    Ends(Vec<usize>),
    /// Play never ends: the positions of `lead`, then those of `cycle`
    /// over and over (the last of `cycle` has a move to its first). No
    /// position appears twice in `lead` and `cycle` together, and `cycle`
    /// is never empty.
    Cycles {
        /// The positions before the cycle, the start first (empty when the
        /// start is on the cycle).
        lead: Vec<usize>,
        /// The positions that repeat, in order.
        cycle: Vec<usize>,
    },
}

/// The move of best play from `v` (the position it reaches), or `None`
/// where the game is over.
///
/// The winner moves to a loss with the fewest moves to the end, the loser
/// to a win with the most, a player in a draw to a draw; the first such
/// successor of `v` in the order of its arcs.
///
/// # Complexity
/// O(out-degree of `v`).
///
/// # Panics
/// If `solved` is not the analysis of `graph` (a different number of
/// positions, or results that break the recurrence), or `v` is not a
/// position.
///
/// # Example
/// ```
/// use grundy_core::loopy::digraph::Digraph;
/// use grundy_core::loopy::line::best_move;
/// use grundy_core::loopy::retrograde::retrograde;
/// // 0 → 1 → 2 → 3 and 0 → 3: the winner at 0 ends the game at once.
/// let g = Digraph::from_arcs(4, &[(0, 1), (1, 2), (2, 3), (0, 3)]).unwrap();
/// let solved = retrograde(&g, |_| None);
/// assert_eq!(best_move(&g, &solved, 0), Some(3));
/// assert_eq!(best_move(&g, &solved, 3), None);
/// ```
pub fn best_move(graph: &Digraph, solved: &Solved, v: usize) -> Option<usize> {
    assert_eq!(
        graph.len(),
        solved.outcomes().len(),
        "the analysis is of a graph with as many positions"
    );
    if solved.is_over(v) {
        return None;
    }
    let result = solved.outcome(v);
    let wanted = |w: usize| match result {
        Outcome::Draw => solved.outcome(w) == Outcome::Draw,
        _ => {
            let opposite = match result {
                Outcome::Win => Outcome::Lose,
                _ => Outcome::Win,
            };
            solved.outcome(w) == opposite
                && solved.moves_to_end(w).map(|d| d + 1) == solved.moves_to_end(v)
        }
    };
    let next = graph
        .successors(v)
        .iter()
        .map(|&w| w as usize)
        .find(|&w| wanted(w));
    assert!(
        next.is_some(),
        "position {} has no best move: the analysis is not of this graph",
        v
    );
    next
}

/// The line of best play from `start`: [`best_move`] repeated until the
/// game is over or a position comes back.
///
/// # Complexity
/// O(the sum of the out-degrees along the line); the line of a win or a
/// loss has `moves_to_end(start)` moves, that of a draw at most as many
/// positions as there are draws (a hash map finds the return).
///
/// # Panics
/// As [`best_move`].
///
/// # Example
/// ```
/// use grundy_core::loopy::digraph::Digraph;
/// use grundy_core::loopy::line::{line_of_play, Line};
/// use grundy_core::loopy::retrograde::retrograde;
/// // 0 → 1 → 2 → 3 → 4 and 0 → 3: every move from 0 reaches a win, and the
/// // loser takes the longer way (four moves, not two).
/// // 5 → 6 → 7 → 6: a draw, two moves round and round.
/// let g = Digraph::from_arcs(8, &[(0, 3), (0, 1), (1, 2), (2, 3), (3, 4), (5, 6), (6, 7), (7, 6)]).unwrap();
/// let solved = retrograde(&g, |_| None);
/// assert_eq!(line_of_play(&g, &solved, 0), Line::Ends(vec![0, 1, 2, 3, 4]));
/// assert_eq!(solved.moves_to_end(0), Some(4));
/// assert_eq!(
///     line_of_play(&g, &solved, 5),
///     Line::Cycles { lead: vec![5], cycle: vec![6, 7] }
/// );
/// ```
pub fn line_of_play(graph: &Digraph, solved: &Solved, start: usize) -> Line {
    let mut line = vec![start];
    if solved.outcome(start) != Outcome::Draw {
        let mut v = start;
        while let Some(w) = best_move(graph, solved, v) {
            line.push(w);
            v = w;
        }
        return Line::Ends(line);
    }
    // A draw: remember where each position stands in the line.
    let mut seen: HashMap<usize, usize> = HashMap::new();
    seen.insert(start, 0);
    let mut v = start;
    while let Some(w) = best_move(graph, solved, v) {
        if let Some(&at) = seen.get(&w) {
            let cycle = line.split_off(at);
            return Line::Cycles { lead: line, cycle };
        }
        seen.insert(w, line.len());
        line.push(w);
        v = w;
    }
    Line::Ends(line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loopy::retrograde::retrograde;
    use crate::loopy::test_graphs::{
        every_digraph_to_four, every_digraph_to_three_with_ends, random_digraphs,
    };
    use Outcome::*;

    /// A plain search to a bounded depth, knowing no retrograde analysis:
    /// `forced[k][v]` is what the player to move at `v` can force within
    /// k moves (Some(Win): a win; Some(Lose): the opponent forces a loss;
    /// None: neither), straight from the rules. The result of `v` and its
    /// moves of best play: the first k that forces something, or a draw.
    struct Plain {
        next: Vec<Vec<usize>>,
        ends: Vec<Option<Outcome>>,
        result: Vec<(Outcome, Option<usize>)>,
    }

    impl Plain {
        fn new(n: usize, arcs: &[(u32, u32)], ends: &[Option<Outcome>]) -> Plain {
            let mut next = vec![Vec::new(); n];
            for &(u, v) in arcs {
                next[u as usize].push(v as usize);
            }
            // Every position decided is decided within n moves.
            let mut forced: Vec<Vec<Option<Outcome>>> = Vec::new();
            for k in 0..=n + 1 {
                let row = (0..n)
                    .map(|v| match ends[v] {
                        Some(Draw) => None,
                        Some(result) => Some(result),
                        None if next[v].is_empty() => Some(Lose),
                        None if k == 0 => None,
                        None => {
                            let after: Vec<_> = next[v].iter().map(|&w| forced[k - 1][w]).collect();
                            if after.contains(&Some(Lose)) {
                                Some(Win)
                            } else if after.iter().all(|&r| r == Some(Win)) {
                                Some(Lose)
                            } else {
                                None
                            }
                        }
                    })
                    .collect();
                forced.push(row);
            }
            let result = (0..n)
                .map(|v| {
                    (0..=n + 1)
                        .find_map(|k| forced[k][v].map(|r| (r, Some(k))))
                        .unwrap_or((Draw, None))
                })
                .collect();
            Plain {
                next,
                ends: ends.to_vec(),
                result,
            }
        }

        /// Whether the move `v → w` is best play by the plain search.
        fn is_optimal(&self, v: usize, w: usize) -> bool {
            let (result, moves) = self.result[v];
            match result {
                // To a loss with the fewest moves to go.
                Win => {
                    let fastest = self.next[v]
                        .iter()
                        .filter(|&&x| self.result[x].0 == Lose)
                        .map(|&x| self.result[x].1)
                        .min();
                    self.result[w].0 == Lose && self.result[w].1 == fastest.unwrap()
                }
                // Every move reaches a win: to one with the most.
                Lose => {
                    let slowest = self.next[v].iter().map(|&x| self.result[x].1).max();
                    self.result[w].1 == slowest.unwrap() && self.result[w].1.map(|d| d + 1) == moves
                }
                Draw => self.result[w].0 == Draw,
            }
        }

        fn is_over(&self, v: usize) -> bool {
            self.ends[v].is_some() || self.next[v].is_empty()
        }
    }

    /// The line from every position against the plain search.
    fn check(n: usize, arcs: &[(u32, u32)], ends: &[Option<Outcome>]) {
        let graph = Digraph::from_arcs(n, arcs).unwrap();
        let solved = retrograde(&graph, |v| ends[v]);
        let plain = Plain::new(n, arcs, ends);
        let context = || format!("arcs {:?}, ends {:?}", arcs, ends);
        for start in 0..n {
            let line = line_of_play(&graph, &solved, start);
            let (positions, closes) = match &line {
                Line::Ends(path) => (path.clone(), None),
                Line::Cycles { lead, cycle } => {
                    assert!(!cycle.is_empty(), "{}", context());
                    (lead.iter().chain(cycle).copied().collect(), Some(cycle[0]))
                }
            };
            assert_eq!(positions[0], start, "{}", context());
            let moves: Vec<(usize, usize)> = positions
                .windows(2)
                .map(|p| (p[0], p[1]))
                .chain(closes.map(|first| (*positions.last().unwrap(), first)))
                .collect();
            for &(v, w) in &moves {
                assert!(
                    arcs.contains(&(v as u32, w as u32)),
                    "{} → {} is no move: {}",
                    v,
                    w,
                    context()
                );
                assert!(!plain.is_over(v), "a move after the end: {}", context());
                assert!(plain.is_optimal(v, w), "{} → {}: {}", v, w, context());
                assert_eq!(best_move(&graph, &solved, v), Some(w));
            }
            let (result, distance) = plain.result[start];
            match line {
                Line::Ends(path) => {
                    let last = *path.last().unwrap();
                    assert!(plain.is_over(last), "{}", context());
                    assert_eq!(best_move(&graph, &solved, last), None);
                    if result == Draw {
                        assert_eq!(plain.ends[last], Some(Draw), "{}", context());
                    } else {
                        assert_eq!(Some(path.len() - 1), distance, "{}", context());
                        assert_eq!(
                            solved.moves_to_end(start),
                            distance.map(|d| d as u32),
                            "{}",
                            context()
                        );
                    }
                }
                Line::Cycles { .. } => {
                    assert_eq!(result, Draw, "{}", context());
                    let mut distinct = positions.clone();
                    distinct.sort_unstable();
                    distinct.dedup();
                    assert_eq!(distinct.len(), positions.len(), "{}", context());
                }
            }
        }
    }

    #[test]
    fn every_digraph_on_at_most_four_vertices_in_normal_play() {
        assert_eq!(every_digraph_to_four(check), 1 + 2 + 16 + 512 + 65536);
    }

    #[test]
    fn every_digraph_on_at_most_three_vertices_with_every_choice_of_ends() {
        every_digraph_to_three_with_ends(check);
    }

    #[test]
    fn random_digraphs_to_ten_vertices_with_repeated_arcs_and_ends() {
        random_digraphs(0x11e0_f91a7, 3000, check);
    }

    #[test]
    fn a_draw_declared_at_a_position_with_moves_stops_there() {
        // 0 → 1 → 0 → …, but the game is declared drawn at 1.
        let g = Digraph::from_arcs(2, &[(0, 1), (1, 0)]).unwrap();
        let solved = retrograde(&g, |v| (v == 1).then_some(Draw));
        assert_eq!(line_of_play(&g, &solved, 0), Line::Ends(vec![0, 1]));
        // Declared over as a win at 0, with moves: the line is 0 alone.
        let solved = retrograde(&g, |v| (v == 0).then_some(Win));
        assert_eq!(line_of_play(&g, &solved, 0), Line::Ends(vec![0]));
        assert_eq!(line_of_play(&g, &solved, 1), Line::Ends(vec![1, 0]));
    }

    #[test]
    fn long_lines_need_no_call_stack() {
        // A chain of a million: the line is the whole chain.
        let n = 1_000_000u32;
        let chain: Vec<(u32, u32)> = (0..n - 1).map(|v| (v, v + 1)).collect();
        let g = Digraph::from_arcs(n as usize, &chain).unwrap();
        let solved = retrograde(&g, |_| None);
        match line_of_play(&g, &solved, 0) {
            Line::Ends(path) => assert!(path.iter().copied().eq(0..n as usize)),
            other => panic!("{:?}", &format!("{:?}", other)[..40]),
        }
        // The same chain closed into a cycle: a draw, all of it the cycle.
        let mut ring = chain;
        ring.push((n - 1, 0));
        let g = Digraph::from_arcs(n as usize, &ring).unwrap();
        let solved = retrograde(&g, |_| None);
        match line_of_play(&g, &solved, 5) {
            Line::Cycles { lead, cycle } => {
                assert!(lead.is_empty());
                assert_eq!(cycle.len(), n as usize);
                assert_eq!(cycle[..2], [5, 6]);
            }
            other => panic!("{:?}", &format!("{:?}", other)[..40]),
        }
    }
}
