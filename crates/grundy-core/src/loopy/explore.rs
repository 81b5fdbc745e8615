//! A game given by its rules, turned into a numbered move graph for
//! retrograde analysis: a breadth-first search from the start positions.
//!
//! The rules are the library's one description of a game,
//! [`crate::game::Game`]. Two shapes of loopy game come from it:
//!
//! - an [`Impartial`] game, whose positions are the vertices
//!   ([`explore`]): a move is an option of the position;
//! - a game where the player to move is part of the position and each
//!   player has their own moves ([`explore_turns`]): a vertex is a pair
//!   `(position, side to move)`, and `(p, s) → (q, s.other())` for every
//!   option `q` of `p` for `s`. Codeforces 786A (Berzerk) is this shape, as
//!   is a pursuit.
//!
//! Each position found is hashed to its number, in the order the search
//! meets it (the starts first); positions where the game is over
//! (`is_over`) are numbered but not expanded. The caller then runs
//! [`super::retrograde::retrograde`] on [`Explored::graph`] with the result
//! of each position that is over.
//!
//! # Example: cat and mouse
//!
//! A mouse and a cat move in turn along the edges of an undirected graph,
//! the mouse first; the mouse wins on reaching the hole (vertex 0), which
//! the cat may not enter; the cat wins by reaching the mouse; a play that
//! goes on forever is a draw (LeetCode 913, whose two examples these are).
//! The mouse is [`Side::Left`], the cat [`Side::Right`].
//!
//! ```
//! use grundy_core::game::{Game, Side};
//! use grundy_core::loopy::explore::explore_turns;
//! use grundy_core::loopy::retrograde::{retrograde, Outcome};
//!
//! /// The board; a position is (mouse, cat).
//! struct CatAndMouse(Vec<Vec<usize>>);
//! impl Game for CatAndMouse {
//!     type Position = (usize, usize);
//!     fn options(&self, &(mouse, cat): &(usize, usize), side: Side, out: &mut Vec<(usize, usize)>) {
//!         match side {
//!             Side::Left => out.extend(self.0[mouse].iter().map(|&m| (m, cat))),
//!             Side::Right => out.extend(self.0[cat].iter().filter(|&&c| c != 0).map(|&c| (mouse, c))),
//!         }
//!     }
//! }
//! /// Who has won when the game is over, for the player to move.
//! fn over(&((mouse, cat), side): &((usize, usize), Side)) -> Option<Outcome> {
//!     let mouse_to_move = side == Side::Left;
//!     if mouse == 0 {
//!         Some(if mouse_to_move { Outcome::Win } else { Outcome::Lose })
//!     } else if mouse == cat {
//!         Some(if mouse_to_move { Outcome::Lose } else { Outcome::Win })
//!     } else {
//!         None
//!     }
//! }
//! let play = |board: Vec<Vec<usize>>| {
//!     let start = ((1, 2), Side::Left);
//!     let found = explore_turns(&CatAndMouse(board), [start], |p| over(p).is_some());
//!     let solved = retrograde(found.graph(), |v| over(&found.positions()[v]));
//!     solved.outcome(found.index(&start).unwrap())
//! };
//! let draw = vec![vec![2, 5], vec![3], vec![0, 4, 5], vec![1, 4, 5], vec![2, 3], vec![0, 2, 3]];
//! assert_eq!(play(draw), Outcome::Draw);
//! let mouse_wins = vec![vec![1, 3], vec![0], vec![3], vec![0, 2]];
//! assert_eq!(play(mouse_wins), Outcome::Win);
//! ```

use super::digraph::Digraph;
use crate::game::{Game, Impartial, Side};
use std::collections::HashMap;
use std::hash::Hash;

/// The positions reachable from the starts, numbered, with their moves.
#[derive(Clone, Debug)]
pub struct Explored<P> {
    positions: Vec<P>,
    numbers: HashMap<P, u32>,
    graph: Digraph,
}

impl<P: Clone + Eq + Hash> Explored<P> {
    /// The positions, indexed by their number (the starts first, then in
    /// breadth-first order).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See the [module](self).
    pub fn positions(&self) -> &[P] {
        &self.positions
    }

    /// The number of position `p`, or `None` if the search never met it.
    ///
    /// # Complexity
    /// One hash lookup.
    ///
    /// # Example
    /// See the [module](self).
    pub fn index(&self, p: &P) -> Option<usize> {
        self.numbers.get(p).map(|&i| i as usize)
    }

    /// The move graph on the numbers: the arcs out of a position that is
    /// over are not explored, so it has none.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See the [module](self).
    pub fn graph(&self) -> &Digraph {
        &self.graph
    }
}

/// The positions of an impartial game reachable from `starts`, and its
/// moves; a position where `is_over` holds is not expanded.
///
/// # Complexity
/// One call of `options` and one hash lookup per move of every position
/// found, O(V + E) overall; memory for two copies of each position.
///
/// # Panics
/// If 2^32 or more positions or moves are found.
///
/// # Example
/// ```
/// use grundy_core::game::{Game, Impartial, Side};
/// use grundy_core::loopy::explore::explore;
/// use grundy_core::loopy::retrograde::{retrograde, Outcome};
/// /// A token on a circle of 5 moved forward 1 or 2; the player to move at 0 has lost.
/// struct Circle;
/// impl Game for Circle {
///     type Position = u8;
///     fn options(&self, &p: &u8, _side: Side, out: &mut Vec<u8>) {
///         out.extend([(p + 1) % 5, (p + 2) % 5]);
///     }
/// }
/// impl Impartial for Circle {}
/// let found = explore(&Circle, [3], |&p| p == 0);
/// assert_eq!(found.positions(), &[3, 4, 0, 1, 2]);
/// let solved = retrograde(found.graph(), |v| (found.positions()[v] == 0).then_some(Outcome::Lose));
/// assert_eq!(solved.outcome(found.index(&3).unwrap()), Outcome::Win);
/// assert_eq!(solved.outcome(found.index(&2).unwrap()), Outcome::Lose);
/// ```
pub fn explore<G: Impartial>(
    game: &G,
    starts: impl IntoIterator<Item = G::Position>,
    is_over: impl FnMut(&G::Position) -> bool,
) -> Explored<G::Position> {
    search(starts, is_over, |p, out| game.options(p, Side::Left, out))
}

/// The positions `(p, side to move)` of a game with turns reachable from
/// `starts`, each player moving by its own options and the turn passing
/// at every move; a position where `is_over` holds is not expanded.
///
/// # Complexity
/// As [`explore`].
///
/// # Panics
/// If 2^32 or more positions or moves are found.
///
/// # Example
/// See the [module](self) (cat and mouse).
pub fn explore_turns<G: Game>(
    game: &G,
    starts: impl IntoIterator<Item = (G::Position, Side)>,
    is_over: impl FnMut(&(G::Position, Side)) -> bool,
) -> Explored<(G::Position, Side)> {
    let mut options = Vec::new();
    search(starts, is_over, |(p, side), out| {
        options.clear();
        game.options(p, *side, &mut options);
        out.extend(options.drain(..).map(|q| (q, side.other())));
    })
}

/// The breadth-first search under both: `moves(p, out)` appends the moves.
fn search<P: Clone + Eq + Hash>(
    starts: impl IntoIterator<Item = P>,
    mut is_over: impl FnMut(&P) -> bool,
    mut moves: impl FnMut(&P, &mut Vec<P>),
) -> Explored<P> {
    let mut positions: Vec<P> = Vec::new();
    let mut numbers: HashMap<P, u32> = HashMap::new();
    let mut number = |p: P, positions: &mut Vec<P>| -> u32 {
        *numbers.entry(p).or_insert_with_key(|p| {
            positions.push(p.clone());
            u32::try_from(positions.len() - 1).expect("fewer than 2^32 positions")
        })
    };
    for p in starts {
        number(p, &mut positions);
    }
    let mut arcs: Vec<(u32, u32)> = Vec::new();
    let mut out = Vec::new();
    let mut head = 0;
    while head < positions.len() {
        let p = positions[head].clone();
        if !is_over(&p) {
            out.clear();
            moves(&p, &mut out);
            for q in out.drain(..) {
                let to = number(q, &mut positions);
                arcs.push((head as u32, to));
            }
        }
        head += 1;
    }
    // Every arc joins two numbered positions: valid by construction.
    let graph = Digraph::sorted(positions.len(), arcs.iter().copied());
    Explored {
        positions,
        numbers,
        graph,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loopy::retrograde::{retrograde, Outcome};

    /// Take 1 or 2 from a pile of at most 20, or put 3 back while the pile
    /// stays at most 20: a loopy game on the numbers 0..=20.
    struct TakeOrPutBack;
    impl Game for TakeOrPutBack {
        type Position = u32;
        fn options(&self, &n: &u32, _side: Side, out: &mut Vec<u32>) {
            out.extend([n.checked_sub(1), n.checked_sub(2)].into_iter().flatten());
            out.extend(Some(n + 3).filter(|&m| m <= 20));
        }
    }
    impl Impartial for TakeOrPutBack {}

    #[test]
    fn exploring_finds_the_same_graph_as_the_arcs_written_out() {
        let found = explore(&TakeOrPutBack, [20], |_| false);
        assert_eq!(found.positions().len(), 21);
        let mut arcs = Vec::new();
        for n in 0..=20u32 {
            for m in TakeOrPutBack.moves(&n) {
                arcs.push((n, m));
            }
        }
        let explicit = retrograde(&Digraph::from_arcs(21, &arcs).unwrap(), |_| None);
        let solved = retrograde(found.graph(), |_| None);
        for n in 0..=20u32 {
            let v = found.index(&n).unwrap();
            assert_eq!(found.positions()[v], n);
            assert_eq!(
                solved.outcome(v),
                explicit.outcome(n as usize),
                "pile {}",
                n
            );
            assert_eq!(solved.moves_to_end(v), explicit.moves_to_end(n as usize));
        }
        assert_eq!(found.index(&21), None);
    }

    /// Left moves a token 1 forward on a circle of n, Right 2; whoever
    /// moves onto 0 wins (the player to move at 0 has lost).
    struct Unequal(u32);
    impl Game for Unequal {
        type Position = u32;
        fn options(&self, &p: &u32, side: Side, out: &mut Vec<u32>) {
            let step = if side == Side::Left { 1 } else { 2 };
            out.push((p + step) % self.0);
        }
    }

    #[test]
    fn with_turns_a_vertex_is_a_position_and_the_side_to_move() {
        for n in 1..12u32 {
            let starts = (0..n).flat_map(|p| [(p, Side::Left), (p, Side::Right)]);
            let found = explore_turns(&Unequal(n), starts, |&(p, _)| p == 0);
            assert_eq!(found.positions().len(), 2 * n as usize);
            let solved = retrograde(found.graph(), |v| {
                (found.positions()[v].0 == 0).then_some(Outcome::Lose)
            });
            // Play from (p, side) is forced: simulate it.
            for (v, &(p, side)) in found.positions().iter().enumerate() {
                let (mut q, mut s, mut plies) = (p, side, 0);
                while q != 0 && plies <= 2 * n {
                    let mut out = Vec::new();
                    Unequal(n).options(&q, s, &mut out);
                    q = out[0];
                    s = s.other();
                    plies += 1;
                }
                let want = match q {
                    0 if plies % 2 == 0 => Outcome::Lose,
                    0 => Outcome::Win,
                    _ => Outcome::Draw,
                };
                assert_eq!(solved.outcome(v), want, "n {} at {} {:?}", n, p, side);
            }
        }
    }
}
