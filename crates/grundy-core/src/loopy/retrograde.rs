//! Retrograde analysis: win, lose or draw at every position of a game
//! whose play may go on forever, with the number of moves to the end.
//!
//! A position is a vertex of a move graph, seen by the player to move. Some
//! positions are over, with a result given by the caller ([`Outcome`] for
//! the player to move there); a position that is not over and has no move
//! is lost (normal play). For every other position
//!
//! ```text
//! Win   if some move reaches a Lose position,
//! Lose  if every move reaches a Win position,
//! Draw  otherwise: the best either player can do is never to let play end.
//! ```
//!
//! The definition is read backward from the ends. Every position keeps a
//! counter of its moves not yet known to reach a Win. A queue starts with
//! the positions that are over; a position taken from it settles its
//! predecessors: behind a Lose, every undecided predecessor is a Win;
//! behind a Win, each predecessor's counter drops by one, and a counter
//! that reaches zero makes a Lose. What the queue never reaches is a Draw.
//! Each arc is walked once backward: O(V + E), no recursion.
//!
//! The queue is first in, first out, so positions leave it in order of
//! their distance to the end, and the first Lose that reaches a position
//! is its nearest one while the last Win that empties a counter is its
//! farthest: the depth recorded with each result is the number of moves
//! to the end when the winner hurries and the loser delays,
//!
//! ```text
//! moves(v) = 0                                     if v is over,
//! moves(v) = 1 + min{ moves(w) : v → w, w Lose }   if v is Win,
//! moves(v) = 1 + max{ moves(w) : v → w }           if v is Lose,
//! ```
//!
//! so a caller can print a fastest win. The ends cover every rule of play
//! in one call: normal play gives none (a position with no move loses);
//! misère play says that a position with no move is a [`Outcome::Win`];
//! a game that ends in a given state (the cat catches the mouse) says
//! which states are over and how, whether they have moves or not; an
//! [`Outcome::Draw`] end is a draw there and then.
//!
//! The graph is read through [`Backward`]: its predecessors and each
//! position's out-degree. [`retrograde`] takes an explicit [`Digraph`];
//! a game whose moves follow a rule (Berzerk: a move adds one of the
//! mover's numbers around a circle) can implement [`Backward`] itself and
//! list predecessors without storing an arc.

use super::digraph::Digraph;
use crate::graph::edges::{check_counts, check_edge, EdgeError, Loops};

/// The result of a position for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move can force a win.
    Win,
    /// The player to move loses against best play.
    Lose,
    /// Neither player can force a win: best play goes on forever.
    Draw,
}

/// A move graph read backward: what retrograde analysis needs of a game.
///
/// # Laws
/// `for_each_predecessor(v, f)` calls `f(u)` once for every move `u → v`
/// (a position with two moves to `v` gives `u` twice), and
/// `out_degree(u)` is the number of moves out of `u`, counted the same way.
pub trait Backward {
    /// The number of positions, numbered `0..len()`.
    fn len(&self) -> usize;

    /// Whether there is no position.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The number of moves out of `v`.
    fn out_degree(&self, v: usize) -> usize;

    /// Calls `f(u)` for every move `u → v`.
    fn for_each_predecessor(&self, v: usize, f: impl FnMut(usize));
}

/// An explicit graph with its transpose: [`Backward`] for a [`Digraph`]
/// (the retrograde analyses of this folder read a `Digraph` through it).
pub(super) struct Transposed<'a> {
    graph: &'a Digraph,
    transpose: Digraph,
}

impl<'a> Transposed<'a> {
    /// `graph` with its transpose built, in O(V + E).
    pub(super) fn new(graph: &'a Digraph) -> Self {
        Transposed {
            graph,
            transpose: graph.transpose(),
        }
    }
}

impl Backward for Transposed<'_> {
    fn len(&self) -> usize {
        self.graph.len()
    }
    fn out_degree(&self, v: usize) -> usize {
        self.graph.out_degree(v)
    }
    fn for_each_predecessor(&self, v: usize, mut f: impl FnMut(usize)) {
        for &u in self.transpose.successors(v) {
            f(u as usize);
        }
    }
}

/// An explicit graph kept backward: the predecessors of every vertex and
/// its out-degree, built from a list of arcs without the forward graph
/// ([`Backward`] for a graph that is only ever read backward, as retrograde
/// analysis reads it: half the work of [`retrograde`] on a [`Digraph`],
/// which builds the graph and then its transpose).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Predecessors {
    transpose: Digraph,
    out_degree: Vec<u32>,
}

impl Predecessors {
    /// The graph on `n` vertices with the arcs `(u, v)`, `u → v`, kept
    /// backward; each predecessor list in the order of the arcs.
    ///
    /// # Complexity
    /// O(n + arcs), three passes over the arcs.
    ///
    /// # Errors
    /// As [`Digraph::from_arcs`]: [`EdgeError::TooLarge`] for 2^32 − 1
    /// vertices or arcs or more, [`EdgeError::VertexOutOfRange`] for the
    /// first arc with an end not below `n`.
    ///
    /// # Example
    /// ```
    /// use grundy_core::loopy::retrograde::{retrograde_by, Predecessors, Outcome::*};
    /// // 0 → 1 → 2, and 1 → 0: from 1 a move to the end wins; 0 must go to 1.
    /// let g = Predecessors::from_arcs(3, &[(0, 1), (1, 2), (1, 0)]).unwrap();
    /// assert_eq!(retrograde_by(&g, |_| None).outcomes(), &[Lose, Win, Lose]);
    /// ```
    pub fn from_arcs(n: usize, arcs: &[(u32, u32)]) -> Result<Predecessors, EdgeError> {
        check_counts(n, arcs.len())?;
        let mut out_degree = vec![0u32; n];
        for (i, &arc) in arcs.iter().enumerate() {
            check_edge(n, i, arc, Loops::Allowed)?;
            out_degree[arc.0 as usize] += 1;
        }
        let transpose = Digraph::sorted(n, arcs.iter().map(|&(u, v)| (v, u)));
        Ok(Predecessors {
            transpose,
            out_degree,
        })
    }
}

impl Backward for Predecessors {
    fn len(&self) -> usize {
        self.out_degree.len()
    }
    fn out_degree(&self, v: usize) -> usize {
        self.out_degree[v] as usize
    }
    fn for_each_predecessor(&self, v: usize, mut f: impl FnMut(usize)) {
        for &u in self.transpose.successors(v) {
            f(u as usize);
        }
    }
}

/// The result and the number of moves to the end of every position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    outcome: Vec<Outcome>,
    moves: Vec<u32>,
    over: Vec<bool>,
}

impl Solved {
    /// The result of position `v` for the player to move.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `v` is not a position.
    ///
    /// # Example
    /// ```
    /// use grundy_core::loopy::digraph::Digraph;
    /// use grundy_core::loopy::retrograde::{retrograde, Outcome};
    /// let solved = retrograde(&Digraph::from_arcs(2, &[(0, 1)]).unwrap(), |_| None);
    /// assert_eq!(solved.outcome(0), Outcome::Win);
    /// ```
    pub fn outcome(&self, v: usize) -> Outcome {
        self.outcome[v]
    }

    /// Every position's result, indexed by position.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::loopy::digraph::Digraph;
    /// use grundy_core::loopy::retrograde::{retrograde, Outcome::*};
    /// let solved = retrograde(&Digraph::from_arcs(3, &[(0, 1), (2, 2)]).unwrap(), |_| None);
    /// assert_eq!(solved.outcomes(), &[Win, Lose, Draw]);
    /// ```
    pub fn outcomes(&self) -> &[Outcome] {
        &self.outcome
    }

    /// The number of moves to the end from `v` when the winner hurries and
    /// the loser delays; `None` for a draw.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `v` is not a position.
    ///
    /// # Example
    /// ```
    /// use grundy_core::loopy::digraph::Digraph;
    /// use grundy_core::loopy::retrograde::retrograde;
    /// // 0 → 1 → 2 and 0 → 2: the winner at 0 moves straight to the end.
    /// let solved = retrograde(&Digraph::from_arcs(4, &[(0, 1), (1, 2), (0, 2), (3, 3)]).unwrap(), |_| None);
    /// assert_eq!(solved.moves_to_end(0), Some(1));
    /// assert_eq!(solved.moves_to_end(1), Some(1));
    /// assert_eq!(solved.moves_to_end(3), None);
    /// ```
    pub fn moves_to_end(&self, v: usize) -> Option<u32> {
        match self.outcome[v] {
            Outcome::Draw => None,
            _ => Some(self.moves[v]),
        }
    }

    /// Whether the game is over at `v`: the caller's `end` gave it a
    /// result, or it is a position with no move under normal play.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `v` is not a position.
    ///
    /// # Example
    /// ```
    /// use grundy_core::loopy::digraph::Digraph;
    /// use grundy_core::loopy::retrograde::{retrograde, Outcome::Draw};
    /// // 0 → 1 → 0, and the game is declared drawn at 1.
    /// let solved = retrograde(&Digraph::from_arcs(3, &[(0, 1), (1, 0)]).unwrap(), |v| (v == 1).then_some(Draw));
    /// assert_eq!((0..3).map(|v| solved.is_over(v)).collect::<Vec<_>>(), [false, true, true]);
    /// ```
    pub fn is_over(&self, v: usize) -> bool {
        self.over[v]
    }
}

/// Win, lose or draw at every vertex of `graph`, a token moved along its
/// arcs by the player to move; `end(v)` is `Some(result)` where the game
/// is over (the result for the player to move there) and `None` where it
/// goes on (a vertex with no arc then loses: normal play).
///
/// # Complexity
/// O(V + E) time, one transpose of the graph and four words and two bytes per
/// vertex.
///
/// # Example
/// ```
/// use grundy_core::loopy::digraph::Digraph;
/// use grundy_core::loopy::retrograde::{retrograde, Outcome::*};
/// // 0 → 1 → 2, and 1 → 0: from 1 a move to the end wins; 0 must go to 1.
/// let g = Digraph::from_arcs(3, &[(0, 1), (1, 2), (1, 0)]).unwrap();
/// assert_eq!(retrograde(&g, |_| None).outcomes(), &[Lose, Win, Lose]);
/// // Misère play: the player who cannot move wins.
/// let misere = retrograde(&g, |v| (g.out_degree(v) == 0).then_some(Win));
/// assert_eq!(misere.outcomes(), &[Draw, Draw, Win]);
/// ```
pub fn retrograde(graph: &Digraph, end: impl FnMut(usize) -> Option<Outcome>) -> Solved {
    retrograde_by(&Transposed::new(graph), end)
}

/// [`retrograde`] on a graph read through [`Backward`]: a game that lists
/// its predecessors by a rule, with no arc stored.
///
/// # Complexity
/// O(V + E) time and calls of `for_each_predecessor` on decided positions
/// only, each at most once; three words and two bytes per position.
///
/// # Panics
/// If an out-degree is 2^32 or more.
///
/// # Example
/// ```
/// use grundy_core::loopy::retrograde::{retrograde_by, Backward, Outcome::*};
/// /// A token on 0..n moved down by 1 or 2; the player to move at 0 lost.
/// struct Steps(usize);
/// impl Backward for Steps {
///     fn len(&self) -> usize { self.0 }
///     fn out_degree(&self, v: usize) -> usize { v.min(2) }
///     fn for_each_predecessor(&self, v: usize, mut f: impl FnMut(usize)) {
///         (v + 1..self.0.min(v + 3)).for_each(|u| f(u));
///     }
/// }
/// let solved = retrograde_by(&Steps(5), |_| None);
/// assert_eq!(solved.outcomes(), &[Lose, Win, Win, Lose, Win]);
/// ```
pub fn retrograde_by<B: Backward>(
    graph: &B,
    mut end: impl FnMut(usize) -> Option<Outcome>,
) -> Solved {
    let n = graph.len();
    // The result of each decided position, None while undecided: a byte a
    // position, the only table read for every arc walked (as the C of
    // bench/baseline/retrograde.c reads its letters).
    let mut decided: Vec<Option<Outcome>> = vec![None; n];
    let mut moves = vec![0u32; n];
    // Moves of an undecided position not yet known to reach a Win.
    let mut left = vec![0u32; n];
    let mut over = vec![false; n];
    // Each position enters the queue once, when it is decided: a plain array
    // and its length (a Vec's push, from the closures below, kept its length
    // in memory and checked its capacity on every arc).
    let mut queue = vec![0u32; n];
    let mut tail = 0;
    for v in 0..n {
        let result = end(v);
        over[v] = result.is_some();
        match result {
            Some(Outcome::Draw) => decided[v] = result,
            Some(_) => {
                decided[v] = result;
                queue[tail] = v as u32;
                tail += 1;
            }
            None => {
                let degree = graph.out_degree(v);
                if degree == 0 {
                    over[v] = true;
                    decided[v] = Some(Outcome::Lose);
                    queue[tail] = v as u32;
                    tail += 1;
                } else {
                    left[v] = u32::try_from(degree).expect("an out-degree below 2^32");
                }
            }
        }
    }
    let mut head = 0;
    while head < tail {
        let v = queue[head] as usize;
        head += 1;
        let depth = moves[v] + 1;
        if decided[v] == Some(Outcome::Lose) {
            graph.for_each_predecessor(v, |u| {
                if decided[u].is_none() {
                    decided[u] = Some(Outcome::Win);
                    moves[u] = depth;
                    queue[tail] = u as u32;
                    tail += 1;
                }
            });
        } else {
            graph.for_each_predecessor(v, |u| {
                if decided[u].is_none() {
                    left[u] -= 1;
                    if left[u] == 0 {
                        decided[u] = Some(Outcome::Lose);
                        moves[u] = depth;
                        queue[tail] = u as u32;
                        tail += 1;
                    }
                }
            });
        }
    }
    Solved {
        outcome: decided
            .into_iter()
            .map(|d| d.unwrap_or(Outcome::Draw))
            .collect(),
        moves,
        over,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loopy::test_graphs::{
        every_digraph_to_four, every_digraph_to_three_with_ends, random_digraphs,
    };
    use rstest::rstest;
    use Outcome::*;

    /// The definition iterated to its fixed point, one round per ply: a
    /// position is decided in round k when the results of round k − 1
    /// decide it, so its round is its distance by plain breadth-first
    /// minimax. Adjacency lists, no queue, no counter: nothing shared with
    /// the engine.
    fn layered_minimax(
        n: usize,
        arcs: &[(u32, u32)],
        ends: &[Option<Outcome>],
    ) -> Vec<Option<(Outcome, u32)>> {
        let mut next = vec![Vec::new(); n];
        for &(u, v) in arcs {
            next[u as usize].push(v as usize);
        }
        let mut known: Vec<Option<(Outcome, u32)>> = (0..n)
            .map(|v| match ends[v] {
                Some(Draw) => None,
                Some(result) => Some((result, 0)),
                None if next[v].is_empty() => Some((Lose, 0)),
                None => None,
            })
            .collect();
        let open: Vec<bool> = (0..n).map(|v| ends[v].is_none()).collect();
        for round in 1.. {
            let before = known.clone();
            for v in (0..n).filter(|&v| open[v] && before[v].is_none()) {
                let result = |w: &usize| before[*w].map(|r| r.0);
                if next[v].iter().any(|w| result(w) == Some(Lose)) {
                    known[v] = Some((Win, round));
                } else if next[v].iter().all(|w| result(w) == Some(Win)) {
                    known[v] = Some((Lose, round));
                }
            }
            if known == before {
                break;
            }
        }
        known
    }

    /// Both ways in, the graph and the arcs kept backward, against the
    /// layered minimax of the definition.
    fn check(n: usize, arcs: &[(u32, u32)], ends: &[Option<Outcome>]) {
        let solved = retrograde(&Digraph::from_arcs(n, arcs).unwrap(), |v| ends[v]);
        let backward = retrograde_by(&Predecessors::from_arcs(n, arcs).unwrap(), |v| ends[v]);
        assert_eq!(backward, solved, "{:?}, ends {:?}", arcs, ends);
        let want = layered_minimax(n, arcs, ends);
        for (v, want) in want.iter().enumerate() {
            let got = match solved.outcome(v) {
                Draw => None,
                result => Some((result, solved.moves_to_end(v).unwrap())),
            };
            assert_eq!(got, *want, "vertex {} of {:?}, ends {:?}", v, arcs, ends);
            assert_eq!(solved.moves_to_end(v).is_none(), solved.outcome(v) == Draw);
            let stuck = !arcs.iter().any(|a| a.0 as usize == v);
            assert_eq!(
                solved.is_over(v),
                ends[v].is_some() || stuck,
                "vertex {}",
                v
            );
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
        random_digraphs(0x1005_7ee5, 4000, check);
    }

    #[rstest]
    // A cycle with no exit: every position is a draw.
    #[case::cycle(3, &[(0, 1), (1, 2), (2, 0)], &[Draw, Draw, Draw], &[None, None, None])]
    // A self-loop beside a move to a Win: 0 keeps the game going.
    #[case::loop_and_exit(3, &[(0, 0), (0, 1), (1, 2)], &[Draw, Win, Lose], &[None, Some(1), Some(0)])]
    // A chain 0 → 1 → 2 → 3: the results alternate from the end.
    #[case::chain(4, &[(0, 1), (1, 2), (2, 3)], &[Win, Lose, Win, Lose], &[Some(3), Some(2), Some(1), Some(0)])]
    // The loser at 0 delays (through 2, four moves, not 1, two); the
    // winner at 6 hurries (to 5, not to 3).
    #[case::loser_delays_winner_hurries(
        7,
        &[(0, 1), (0, 2), (1, 5), (2, 3), (3, 4), (4, 5), (6, 3), (6, 5)],
        &[Lose, Win, Win, Lose, Win, Lose, Win],
        &[Some(4), Some(1), Some(3), Some(2), Some(1), Some(0), Some(1)]
    )]
    fn known_results(
        #[case] n: usize,
        #[case] arcs: &[(u32, u32)],
        #[case] want: &[Outcome],
        #[case] moves: &[Option<u32>],
    ) {
        let solved = retrograde(&Digraph::from_arcs(n, arcs).unwrap(), |_| None);
        assert_eq!(solved.outcomes(), want);
        assert_eq!(
            (0..n).map(|v| solved.moves_to_end(v)).collect::<Vec<_>>(),
            moves
        );
    }

    #[test]
    fn a_rule_read_backward_agrees_with_its_explicit_arcs() {
        // A token on a circle of n, moved forward by 1, 3 or 4; the player
        // to move at 0 has lost (the previous move reached it).
        struct Circle(usize);
        impl Backward for Circle {
            fn len(&self) -> usize {
                self.0
            }
            fn out_degree(&self, _v: usize) -> usize {
                3
            }
            fn for_each_predecessor(&self, v: usize, mut f: impl FnMut(usize)) {
                for step in [1, 3, 4] {
                    f((v + self.0 - step % self.0) % self.0);
                }
            }
        }
        for n in 1..30 {
            let arcs: Vec<(u32, u32)> = (0..n)
                .flat_map(|v| [1, 3, 4].map(|s| (v as u32, ((v + s) % n) as u32)))
                .collect();
            let end = |v: usize| (v == 0).then_some(Lose);
            assert_eq!(
                retrograde_by(&Circle(n), end),
                retrograde(&Digraph::from_arcs(n, &arcs).unwrap(), end),
                "circle of {}",
                n
            );
        }
    }

    #[test]
    fn an_arc_outside_the_vertices_is_refused_backward_too() {
        assert_eq!(
            Predecessors::from_arcs(2, &[(0, 1), (2, 0)]),
            Err(EdgeError::VertexOutOfRange { edge: 1, vertex: 2 })
        );
    }

    #[test]
    fn a_chain_of_a_million_needs_no_call_stack() {
        let n = 1_000_000u32;
        let arcs: Vec<(u32, u32)> = (0..n - 1).map(|v| (v, v + 1)).collect();
        let solved = retrograde(&Digraph::from_arcs(n as usize, &arcs).unwrap(), |_| None);
        assert_eq!(solved.outcome(0), Win);
        assert_eq!(solved.moves_to_end(0), Some(n - 1));
    }
}
