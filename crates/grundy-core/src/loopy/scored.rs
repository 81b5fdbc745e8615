//! Scored retrograde analysis: the value of every position of a game whose
//! play may go on forever and whose end carries a score, Left maximizing
//! it and Right minimizing it.
//!
//! A position is a vertex of a move graph with the player to move there
//! (`mover(v)`). Some positions are over, with a score given by the caller
//! (`end(v)`); every other position must have a move. Play that never ends
//! is a draw, and the caller says where a draw ranks among the scores for
//! both players ([`DrawRank`]): below every score (Left's worst: the
//! minimizer is content to go on forever), above every score (Right's
//! worst), or between the scores up to `d` and those past it. The value of
//! a position is then the score best play reaches, or [`Value::Draw`]:
//!
//! ```text
//! value(v) = end(v)                         if v is over,
//! value(v) = max { value(w) : v → w }       if Left moves at v,
//! value(v) = min { value(w) : v → w }       if Right moves at v,
//! ```
//!
//! read in the order where the draw sits at its rank, and the least
//! solution in the sense that play that cannot be forced to an end is a
//! draw.
//!
//! The definition is read backward from the ends, in order of score, as
//! Dijkstra's algorithm reads distances (Knuth's generalization of it to
//! AND-OR graphs). Take the scores above the draw from the highest down:
//! Left, who wants them high, takes the first that reaches a position of
//! his (the highest he can move to); Right, who wants them low, is settled
//! at a position of hers only when every move from it is settled, by the
//! last of them (the lowest). Each position settled passes its score on to
//! its predecessors in the same way before the next end is read, so the
//! scores leave in order. Then the scores below the draw from the lowest
//! up, the players' parts swapped. What is never settled is a draw: there
//! each player can keep play among unsettled positions forever, and
//! neither can force a better end. Each arc is walked at most once in each
//! of the two passes, and only the ends are sorted: O(V + E + T log T) for
//! T ends, no recursion.
//!
//! [`values`] takes an explicit [`Digraph`]; [`values_by`] takes any graph
//! read through [`Backward`] (a [`Predecessors`] list, or moves by a rule),
//! as [`super::retrograde`] does for win, lose or draw. A win/lose/draw
//! game is the case of scores +1 and −1 with the draw between them: the
//! tests check that too.
//!
//! [`Predecessors`]: super::retrograde::Predecessors

use std::fmt;

use super::digraph::Digraph;
use super::retrograde::{Backward, Transposed};
use crate::game::Side;

/// Where a draw (play that never ends) ranks among the scores, for both
/// players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawRank<S> {
    /// Below every score: the worst for Left, the best for Right.
    Lowest,
    /// Above every score: the best for Left, the worst for Right.
    Highest,
    /// Above every score up to this one and below every score past it
    /// (worth this score and a half): a draw beats a loss and loses to a
    /// win when the scores are −1 for a loss and +1 for a win and the rank
    /// is `Above(0)` or `Above(-1)`.
    Above(S),
}

/// The value of a position under best play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value<S> {
    /// Play ends, with this score.
    Score(S),
    /// Play goes on forever.
    Draw,
}

/// Why a game cannot be scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScoredError {
    /// A position that is not over has no move, so nothing scores it.
    NoMoveNoScore {
        /// The first such position.
        position: usize,
    },
}

impl fmt::Display for ScoredError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ScoredError::NoMoveNoScore { position } => write!(
                f,
                "position {} has no move and no score: the game must say what it is worth",
                position
            ),
        }
    }
}

impl std::error::Error for ScoredError {}

/// The value of every position.
#[derive(Clone, Debug)]
pub struct Values<S> {
    /// Whether play from each position ends.
    settled: Vec<bool>,
    /// The score where it does (anything elsewhere; empty when play never
    /// ends anywhere).
    score: Vec<S>,
}

/// Equal when every position has the same value (whatever a draw's
/// unused score cell holds).
impl<S: Copy + PartialEq> PartialEq for Values<S> {
    fn eq(&self, other: &Values<S>) -> bool {
        self.len() == other.len() && (0..self.len()).all(|v| self.value(v) == other.value(v))
    }
}

impl<S: Copy + Eq> Eq for Values<S> {}

impl<S: Copy> Values<S> {
    /// The value of position `v`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `v` is not a position.
    ///
    /// # Example
    /// ```
    /// use grundy_core::game::Side;
    /// use grundy_core::loopy::digraph::Digraph;
    /// use grundy_core::loopy::scored::{values, DrawRank, Value};
    /// // Left at 0 chooses between the end 1 (score 5) and the end 2 (score 7).
    /// let g = Digraph::from_arcs(3, &[(0, 1), (0, 2)]).unwrap();
    /// let end = |v: usize| [None, Some(5), Some(7)][v];
    /// let solved = values(&g, |_| Side::Left, end, DrawRank::Lowest).unwrap();
    /// assert_eq!(solved.value(0), Value::Score(7));
    /// ```
    pub fn value(&self, v: usize) -> Value<S> {
        if self.settled[v] {
            Value::Score(self.score[v])
        } else {
            Value::Draw
        }
    }

    /// The number of positions.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::game::Side;
    /// use grundy_core::loopy::digraph::Digraph;
    /// use grundy_core::loopy::scored::{values, DrawRank};
    /// let g = Digraph::from_arcs(2, &[(0, 1)]).unwrap();
    /// let solved = values(&g, |_| Side::Right, |v| (v == 1).then_some(3i64), DrawRank::Highest);
    /// assert_eq!(solved.unwrap().len(), 2);
    /// ```
    pub fn len(&self) -> usize {
        self.settled.len()
    }

    /// Whether there is no position.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::game::Side;
    /// use grundy_core::loopy::digraph::Digraph;
    /// use grundy_core::loopy::scored::{values, DrawRank};
    /// let none = values(&Digraph::from_arcs(0, &[]).unwrap(), |_| Side::Left, |_| Some(0), DrawRank::Lowest);
    /// assert!(none.unwrap().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.settled.is_empty()
    }

    /// Every position's score, `None` for a draw, indexed by position.
    ///
    /// # Complexity
    /// O(V).
    ///
    /// # Example
    /// ```
    /// use grundy_core::game::Side;
    /// use grundy_core::loopy::digraph::Digraph;
    /// use grundy_core::loopy::scored::{values, DrawRank};
    /// // 0 ⇄ 1 and 1 → 2 (score 4). Right at 1 prefers the cycle to 4 when a
    /// // draw ranks lowest; Left at 0 can only go to 1.
    /// let g = Digraph::from_arcs(3, &[(0, 1), (1, 0), (1, 2)]).unwrap();
    /// let mover = |v: usize| if v == 1 { Side::Right } else { Side::Left };
    /// let end = |v: usize| (v == 2).then_some(4);
    /// let low = values(&g, mover, end, DrawRank::Lowest).unwrap();
    /// assert_eq!(low.scores(), &[None, None, Some(4)]);
    /// let high = values(&g, mover, end, DrawRank::Highest).unwrap();
    /// assert_eq!(high.scores(), &[Some(4), Some(4), Some(4)]);
    /// ```
    pub fn scores(&self) -> Vec<Option<S>> {
        (0..self.len())
            .map(|v| match self.value(v) {
                Value::Score(s) => Some(s),
                Value::Draw => None,
            })
            .collect()
    }
}

/// The value of every position of `graph`, a token moved along its arcs:
/// `mover(v)` moves at `v` (Left maximizes, Right minimizes), `end(v)` is
/// `Some(score)` where the game is over, and a draw ranks at `draw`.
///
/// # Complexity
/// O(V + E + T log T) time for T ends (one transpose of the graph, one
/// sort of the ends), O(V + E) memory.
///
/// # Errors
/// [`ScoredError::NoMoveNoScore`] for the first position that is not over
/// and has no move.
///
/// # Example
/// ```
/// use grundy_core::game::Side;
/// use grundy_core::loopy::digraph::Digraph;
/// use grundy_core::loopy::scored::{values, DrawRank, Value};
/// // Left at 0 may end the game at 1 (score −3) or go on to Right's 2,
/// // who may end it at 3 (score 6) or come back to 0.
/// let g = Digraph::from_arcs(4, &[(0, 1), (0, 2), (2, 3), (2, 0)]).unwrap();
/// let mover = |v: usize| if v == 2 { Side::Right } else { Side::Left };
/// let end = |v: usize| [None, Some(-3), None, Some(6)][v];
/// // A draw is worth 0 to both: Left would rather go round than take −3,
/// // and Right would rather go round than pay 6.
/// let zero = values(&g, mover, end, DrawRank::Above(0)).unwrap();
/// assert_eq!((zero.value(0), zero.value(2)), (Value::Draw, Value::Draw));
/// // A draw is worth 10: Right at 2 pays 6 rather, and Left goes there.
/// let ten = values(&g, mover, end, DrawRank::Above(10)).unwrap();
/// assert_eq!((ten.value(0), ten.value(2)), (Value::Score(6), Value::Score(6)));
/// ```
pub fn values<S: Ord + Copy>(
    graph: &Digraph,
    mover: impl Fn(usize) -> Side,
    end: impl FnMut(usize) -> Option<S>,
    draw: DrawRank<S>,
) -> Result<Values<S>, ScoredError> {
    values_by(&Transposed::new(graph), mover, end, draw)
}

/// [`values`] on a graph read through [`Backward`]: a list of arcs kept
/// backward, or a game that lists its predecessors by a rule.
///
/// # Complexity
/// O(V + E + T log T) time for T ends, each position's predecessors
/// listed at most twice; two words and a byte per position besides the
/// values.
///
/// # Errors
/// [`ScoredError::NoMoveNoScore`] for the first position that is not over
/// and has no move.
///
/// # Panics
/// If an out-degree is 2^32 or more.
///
/// # Example
/// ```
/// use grundy_core::game::Side;
/// use grundy_core::loopy::retrograde::Predecessors;
/// use grundy_core::loopy::scored::{values_by, DrawRank, Value};
/// // Positions 2v (Left to move) and 2v + 1 (Right to move) of a token on
/// // the cycle 0 → 1 → 2 → 0, where either player may instead stop the
/// // game at vertex v for a score x[v] (positions 6 + v).
/// let x = [3i64, 9, 1];
/// let mut arcs = Vec::new();
/// for v in 0..3u32 {
///     let w = (v + 1) % 3;
///     arcs.extend([(2 * v, 2 * w + 1), (2 * v + 1, 2 * w), (2 * v, 6 + v), (2 * v + 1, 6 + v)]);
/// }
/// let g = Predecessors::from_arcs(9, &arcs).unwrap();
/// let mover = |p: usize| if p % 2 == 0 { Side::Left } else { Side::Right };
/// let end = |p: usize| (p >= 6).then(|| x[p - 6]);
/// let solved = values_by(&g, mover, end, DrawRank::Lowest).unwrap();
/// // Right at 2 stops for 1; Left at 1 stops for 9; Right at 0 stops for 3
/// // rather than move on to that 9, so Left at 2 moves there, and Right at
/// // 1 moves on to him: the game is worth 3 wherever Left starts at 0.
/// assert_eq!(solved.value(5), Value::Score(1));
/// assert_eq!(solved.value(2), Value::Score(9));
/// assert_eq!(solved.value(4), Value::Score(3));
/// assert_eq!(solved.value(0), Value::Score(3));
/// ```
pub fn values_by<B: Backward, S: Ord + Copy>(
    graph: &B,
    mover: impl Fn(usize) -> Side,
    mut end: impl FnMut(usize) -> Option<S>,
    draw: DrawRank<S>,
) -> Result<Values<S>, ScoredError> {
    let n = graph.len();
    // Whether a position is settled: a byte a position, the only table
    // read for every arc walked (as the C of bench/baseline/scored.c reads
    // its bytes).
    let mut settled = vec![false; n];
    // Moves of an unsettled position not yet settled: the counter of the
    // player who waits for every move (Right above the draw, Left below).
    let mut left = vec![0u32; n];
    let mut ends: Vec<(S, u32)> = Vec::new();
    for v in 0..n {
        match end(v) {
            Some(score) => {
                settled[v] = true;
                ends.push((score, v as u32));
            }
            None => {
                let degree = graph.out_degree(v);
                if degree == 0 {
                    return Err(ScoredError::NoMoveNoScore { position: v });
                }
                left[v] = u32::try_from(degree).expect("an out-degree below 2^32");
            }
        }
    }
    // With no end every position is a draw; otherwise any score fills the
    // table of scores, which `settled` reads.
    let Some(&(filler, _)) = ends.first() else {
        return Ok(Values {
            settled,
            score: Vec::new(),
        });
    };
    let mut score = vec![filler; n];
    for &(s, v) in &ends {
        score[v as usize] = s;
    }
    ends.sort_unstable_by_key(|e| e.0);
    // ends[..split] rank below the draw, ends[split..] above it.
    let split = match draw {
        DrawRank::Lowest => 0,
        DrawRank::Highest => ends.len(),
        DrawRank::Above(d) => ends.partition_point(|e| e.0 <= d),
    };
    // Each position enters the queue once, when it is settled: an array
    // and its length.
    let mut queue = vec![0u32; n];
    let (mut head, mut tail) = (0, 0);
    {
        let (settled, left, score) = (&mut settled[..], &mut left[..], &mut score[..]);
        // Above the draw from the highest down, Left settling on the first
        // score to reach him; below it from the lowest up, Right likewise.
        // What an end reaches is settled before the next end is read.
        let above = ends[split..].iter().rev().map(|&e| (e, Side::Left));
        let below = ends[..split].iter().map(|&e| (e, Side::Right));
        for ((s, e), eager) in above.chain(below) {
            queue[tail] = e;
            tail += 1;
            while head < tail {
                let v = queue[head] as usize;
                head += 1;
                graph.for_each_predecessor(v, |u| {
                    if settled[u] {
                        return;
                    }
                    if mover(u) != eager {
                        left[u] -= 1;
                        if left[u] != 0 {
                            return;
                        }
                    }
                    settled[u] = true;
                    score[u] = s;
                    queue[tail] = u as u32;
                    tail += 1;
                });
            }
        }
    }
    Ok(Values { settled, score })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loopy::cut_off::{
        cut_off_minimax, every_graph_to_three_positions, every_token_game, random_games,
        FOUR_RANKS, THREE_RANKS,
    };
    use crate::loopy::retrograde::{retrograde, Outcome, Predecessors};
    use crate::loopy::test_graphs::arcs_of;
    use Side::{Left, Right};

    /// Both ways in, the graph and the arcs kept backward, against the
    /// cut-off minimax.
    fn check(
        n: usize,
        arcs: &[(u32, u32)],
        movers: &[Side],
        ends: &[Option<i64>],
        draw: DrawRank<i64>,
    ) {
        let want = cut_off_minimax(n, arcs, movers, ends, draw);
        let got = values(
            &Digraph::from_arcs(n, arcs).unwrap(),
            |v| movers[v],
            |v| ends[v],
            draw,
        );
        let backward = values_by(
            &Predecessors::from_arcs(n, arcs).unwrap(),
            |v| movers[v],
            |v| ends[v],
            draw,
        );
        assert_eq!(got, backward);
        let got = got.map(|values| values.scores());
        assert_eq!(
            got, want,
            "{:?}, movers {:?}, ends {:?}, draw {:?}",
            arcs, movers, ends, draw
        );
    }

    #[test]
    fn every_graph_to_three_positions_scored_by_zero_and_one() {
        let games = every_graph_to_three_positions(&[0, 1], &THREE_RANKS, &mut check);
        assert_eq!(games, 3 * (1 + 2 * 2 * 3 + 16 * 4 * 9 + 512 * 8 * 27));
    }

    #[test]
    #[ignore = "slow: every graph to three positions, every scoring by 0, 1 and 2, four draw ranks (a million games)"]
    fn every_graph_to_three_positions_with_every_scoring() {
        let games = every_graph_to_three_positions(&[0, 1, 2], &FOUR_RANKS, &mut check);
        assert_eq!(games, 4 * (1 + 2 * 2 * 4 + 16 * 4 * 16 + 512 * 8 * 64));
    }

    #[test]
    fn a_token_on_every_digraph_to_three_vertices() {
        for n in 1..=3 {
            every_token_game(n, &[0, 1], &THREE_RANKS, &mut check);
        }
    }

    #[test]
    #[ignore = "slow: a token on every digraph with four vertices, every scoring by 0 and 1, three draw ranks (16 million games)"]
    fn a_token_on_every_digraph_with_four_vertices() {
        every_token_game(4, &[0, 1], &THREE_RANKS, &mut check);
    }

    #[test]
    fn random_games_to_ten_positions() {
        random_games(0x5c0_7ed, 20_000, &mut check);
    }

    #[test]
    #[ignore = "slow: two million random games to ten positions"]
    fn many_random_games_to_ten_positions() {
        random_games(0x5c0_7ee, 2_000_000, &mut check);
    }

    /// Win, lose or draw is the case of scores ±1 with the draw between:
    /// normal play of a token on every digraph to four vertices, against
    /// retrograde analysis.
    #[test]
    fn win_lose_draw_is_scores_one_and_minus_one() {
        for n in 1..=4usize {
            for mask in 0..1u32 << (n * n) {
                let arcs = arcs_of(n, mask);
                let plain = retrograde(&Digraph::from_arcs(n, &arcs).unwrap(), |_| None);
                let doubled: Vec<(u32, u32)> = arcs
                    .iter()
                    .flat_map(|&(u, v)| [(2 * u, 2 * v + 1), (2 * u + 1, 2 * v)])
                    .collect();
                let stuck = |p: usize| !arcs.iter().any(|a| a.0 as usize == p / 2);
                // Stuck, the mover loses: −1 if Left is to move, +1 if Right.
                let end = |p: usize| stuck(p).then_some(if p % 2 == 0 { -1 } else { 1 });
                let mover = |p: usize| if p % 2 == 0 { Left } else { Right };
                let scored = values(
                    &Digraph::from_arcs(2 * n, &doubled).unwrap(),
                    mover,
                    end,
                    DrawRank::Above(0),
                )
                .unwrap();
                for v in 0..n {
                    let want = match plain.outcome(v) {
                        Outcome::Win => Value::Score(1),
                        Outcome::Lose => Value::Score(-1),
                        Outcome::Draw => Value::Draw,
                    };
                    assert_eq!(scored.value(2 * v), want, "{:?} at {}", arcs, v);
                }
            }
        }
    }

    #[test]
    fn a_position_without_move_or_score_is_refused() {
        let g = Digraph::from_arcs(3, &[(0, 1)]).unwrap();
        let err = values(&g, |_| Left, |v| (v == 1).then_some(0), DrawRank::Lowest);
        assert_eq!(err, Err(ScoredError::NoMoveNoScore { position: 2 }));
        assert_eq!(
            err.unwrap_err().to_string(),
            "position 2 has no move and no score: the game must say what it is worth"
        );
    }

    /// Scores of any ordered type: pairs compared in order.
    #[test]
    fn scores_of_any_ordered_type() {
        let g = Digraph::from_arcs(3, &[(0, 1), (0, 2)]).unwrap();
        let end = |v: usize| [None, Some((1, 'b')), Some((1, 'a'))][v];
        let right = values(&g, |_| Right, end, DrawRank::Lowest).unwrap();
        assert_eq!(right.value(0), Value::Score((1, 'a')));
    }

    #[test]
    fn a_chain_of_a_million_needs_no_call_stack() {
        let n = 1_000_000u32;
        let arcs: Vec<(u32, u32)> = (0..n - 1).map(|v| (v, v + 1)).collect();
        let last = n as usize - 1;
        let solved = values_by(
            &Predecessors::from_arcs(n as usize, &arcs).unwrap(),
            |v| if v % 2 == 0 { Left } else { Right },
            |v| (v == last).then_some(7u8),
            DrawRank::Highest,
        )
        .unwrap();
        assert_eq!(solved.value(0), Value::Score(7));
    }
}
