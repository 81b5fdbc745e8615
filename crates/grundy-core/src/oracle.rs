//! Brute-force win/loss search: the outside truth that every Grundy
//! computation in this crate is tested against.
//!
//! These searches know nothing of Grundy values or XOR. They answer one
//! question by definition, for normal play: the player to move wins exactly
//! when some move leads to a position where the opponent, now to move, loses.
//! The Sprague-Grundy theorem then says g(p) == 0 exactly when
//! [`mover_wins`] is false.
//!
//! The search takes an [`Impartial`] game ([`wins`]); a game written as a
//! move function, as most tests write theirs, is one through [`Moves`], and
//! [`mover_wins`] is that in one call.

use crate::game::{Game, Impartial, Side};
use std::collections::HashMap;
use std::hash::Hash;
use std::marker::PhantomData;

/// An impartial game given by its move function: `Moves::new(f)` has the
/// positions `f(p)` one move away from `p`.
///
/// # Example
/// ```
/// use grundy_core::game::Impartial;
/// use grundy_core::oracle::Moves;
/// let take12 = Moves::new(|&n: &u64| (1..=2).filter(|&s| s <= n).map(|s| n - s).collect());
/// assert_eq!(take12.moves(&5), vec![4, 3]);
/// ```
pub struct Moves<P, F> {
    moves: F,
    position: PhantomData<fn(&P)>,
}

impl<P, F: Fn(&P) -> Vec<P>> Moves<P, F> {
    /// The game whose moves from `p` are `moves(p)`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Moves`].
    pub fn new(moves: F) -> Self {
        Moves {
            moves,
            position: PhantomData,
        }
    }
}

impl<P: Clone + Eq + Hash, F: Fn(&P) -> Vec<P>> Game for Moves<P, F> {
    type Position = P;

    fn options(&self, p: &P, _: Side, out: &mut Vec<P>) {
        out.extend((self.moves)(p));
    }
}

impl<P: Clone + Eq + Hash, F: Fn(&P) -> Vec<P>> Impartial for Moves<P, F> {}

/// Whether the player to move wins from `start` under normal play (the
/// player who cannot move loses), for a finite acyclic game given by its
/// move function: [`wins`] of [`Moves`].
///
/// # Complexity
/// As [`wins`].
///
/// # Example
/// ```
/// use grundy_core::oracle::mover_wins;
/// // Take 1 or 2 from a pile: multiples of 3 lose.
/// let take12 = |&n: &u64| (1..=2).filter(|&s| s <= n).map(|s| n - s).collect::<Vec<_>>();
/// assert!(!mover_wins(6, take12));
/// assert!(mover_wins(7, take12));
/// ```
pub fn mover_wins<P, F>(start: P, moves: F) -> bool
where
    P: Clone + Eq + Hash,
    F: Fn(&P) -> Vec<P>,
{
    wins(&Moves::new(moves), start)
}

/// Whether the player to move wins from `start` under normal play (the
/// player who cannot move loses), for any finite acyclic impartial game.
///
/// The search is iterative with an explicit stack, memoized by position;
/// a position being expanded is marked open in the memo, so a move back to
/// it costs one lookup, not a scan of the stack. `moves` must describe a
/// finite acyclic game; on a cycle the answer is undefined (the search still
/// terminates, treating an open position as not yet known to be winning).
///
/// # Complexity
/// O(P + M) calls and memo operations for P reachable positions and M moves
/// (each move is looked up at most twice: before and after its position is
/// decided).
///
/// # Example
/// ```
/// use grundy_core::games::two_pile_nim::TwoPileNim;
/// use grundy_core::oracle::wins;
/// assert!(!wins(&TwoPileNim, (3, 3)));
/// assert!(wins(&TwoPileNim, (3, 5)));
/// ```
pub fn wins<G: Impartial>(game: &G, start: G::Position) -> bool {
    type P<G> = <G as Game>::Position;
    let moves = |p: &P<G>| game.moves(p);
    /// What the search knows of a position.
    #[derive(Clone, Copy, PartialEq, Eq)]
    enum Known {
        /// On the stack, being expanded.
        Open,
        /// The player to move wins.
        Won,
        /// The player to move loses.
        Lost,
    }
    let mut memo: HashMap<P<G>, Known> = HashMap::new();
    memo.insert(start.clone(), Known::Open);
    // Each frame: a position, its successors, and how many are examined.
    let mut stack: Vec<(P<G>, Vec<P<G>>, usize)> = vec![(start.clone(), moves(&start), 0)];
    while let Some(top) = stack.len().checked_sub(1) {
        let (_, next, i) = &stack[top];
        let Some(child) = next.get(*i) else {
            // Every successor wins for the opponent (or is still open on a
            // cycle): the player to move loses.
            let (p, _, _) = stack.pop().expect("non-empty");
            memo.insert(p, Known::Lost);
            continue;
        };
        match memo.get(child) {
            Some(Known::Lost) => {
                let (p, _, _) = stack.pop().expect("non-empty");
                memo.insert(p, Known::Won);
            }
            Some(Known::Won) | Some(Known::Open) => stack[top].2 += 1,
            None => {
                let child = child.clone();
                let grand = moves(&child);
                memo.insert(child.clone(), Known::Open);
                stack.push((child, grand, 0));
            }
        }
    }
    memo[&start] == Known::Won
}

/// Whether the player to move wins from `start` under misère play (the
/// player who makes the last move loses; a player with no move wins).
///
/// # Complexity
/// As [`mover_wins`].
///
/// # Example
/// ```
/// use grundy_core::oracle::mover_wins_misere;
/// // One Nim pile of size 1: the mover must take it, and so loses.
/// let nim = |&n: &u64| (0..n).collect::<Vec<_>>();
/// assert!(!mover_wins_misere(1, nim));
/// assert!(mover_wins_misere(2, nim));
/// ```
pub fn mover_wins_misere<P, F>(start: P, moves: F) -> bool
where
    P: Clone + Eq + Hash,
    F: Fn(&P) -> Vec<P>,
{
    // A misère game is the normal-play game in which a terminal position
    // gets one extra move to a dead end: whoever reaches it (by having no
    // real move) makes that move and wins.
    #[derive(Clone, PartialEq, Eq, Hash)]
    enum Node<P> {
        Real(P),
        End,
    }
    mover_wins(Node::Real(start), |node| match node {
        Node::End => Vec::new(),
        Node::Real(p) => {
            let next: Vec<Node<P>> = moves(p).into_iter().map(Node::Real).collect();
            if next.is_empty() {
                vec![Node::End]
            } else {
                next
            }
        }
    })
}

/// All positions of a sum of piles after one move in one pile, given the
/// single-pile move function: the move function of a disjunctive sum.
///
/// # Complexity
/// O(total moves) per call.
///
/// # Example
/// ```
/// use grundy_core::oracle::{mover_wins, sum_moves};
/// let nim = |&n: &u64| (0..n).collect::<Vec<_>>();
/// // Nim piles 1, 2, 3 have nim-sum 0: the mover loses.
/// assert!(!mover_wins(vec![1u64, 2, 3], |p| sum_moves(p, nim)));
/// ```
pub fn sum_moves<T, F>(piles: &[T], pile_moves: F) -> Vec<Vec<T>>
where
    T: Clone,
    F: Fn(&T) -> Vec<T>,
{
    let mut out = Vec::new();
    for (i, pile) in piles.iter().enumerate() {
        for next in pile_moves(pile) {
            let mut position = piles.to_vec();
            position[i] = next;
            out.push(position);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use itertools::iproduct;

    fn nim(n: &u64) -> Vec<u64> {
        (0..*n).collect()
    }

    /// Bouton: a Nim position loses exactly when its nim-sum is 0. Checked
    /// here only to make sure the oracle itself searches correctly.
    #[test]
    fn three_pile_nim_matches_bouton() {
        for (a, b, c) in iproduct!(0..5u64, 0..5u64, 0..5u64) {
            let wins = mover_wins(vec![a, b, c], |p| sum_moves(p, nim));
            assert_eq!(wins, a ^ b ^ c != 0, "{:?}", (a, b, c));
        }
    }

    #[test]
    fn misere_nim_endgame() {
        for ones in 0..6u64 {
            let piles = vec![1u64; ones as usize];
            let wins = mover_wins_misere(piles, |p| sum_moves(p, nim));
            assert_eq!(wins, ones % 2 == 0, "{} one-piles", ones);
        }
    }
}
