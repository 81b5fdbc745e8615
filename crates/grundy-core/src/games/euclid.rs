//! Euclid's game: two numbers; a move subtracts a positive multiple of the
//! smaller from the larger, leaving it non-negative. A position with a 0 is
//! over (the player to move has lost: the opponent made the 0).
//!
//! Write the position a ≥ b > 0 as a = q·b + r with 0 ≤ r < b. The options
//! are (r + j·b, b) for j = 0, …, q − 1 (Cole and Davie, "A game based on
//! the Euclidean algorithm and a winning strategy for it", Math. Gazette
//! 53, 1969):
//!
//! - **q ≥ 2 or r = 0: the mover wins.** If r = 0, take a to 0. Otherwise
//!   the options (r, b) and (r + b, b) are both there, and the second's only
//!   move is to the first: one of the two is lost for the opponent.
//! - **q = 1 and r > 0: the move is forced**, to (b, r), and the result is
//!   the opposite of that position's.
//!
//! So a position is decided by following Euclid's algorithm down the
//! *forced chain* of quotients 1 to the first quotient ≥ 2 (or exact
//! division) and counting the forced moves ([`forced_chain`],
//! [`mover_wins`]): O(log min(a, b)) steps, at most 92 for numbers in a
//! `u64` (consecutive Fibonacci numbers are the slowest pairs).
//!
//! In a compound where every unfinished pair is moved at once (every-SG,
//! [`crate::sg::remoteness`]) each pair needs its count of moves. A winning
//! pair has only one losing option (when q ≥ 2 the options (r + j·b, b)
//! with j ≥ 2 win, and only one of (r, b), (r + b, b) loses; when r = 0
//! only (0, b) loses) and a losing pair has only one option, so the
//! remoteness and the suspense of a pair are the same number, [`steps`]:
//!
//! ```text
//! steps(a, 0) = 0;   steps(a, b) = 1                    if r = 0,
//!                    steps(a, b) = 1 + steps(b, r)      if q = 1, or q ≥ 2 and (b, r) loses,
//!                    steps(a, b) = 2 + steps(b, r)      if q ≥ 2 and (b, r) wins (through (r + b, b)).
//! ```
//!
//! The tests play the game by its definition ([`Euclid`], a search that
//! knows none of this) on every pair up to 60 × 60, and play two pairs
//! every-SG by the definition of the compound.

use crate::game::{Canonical, Game, Impartial, Side};

/// Euclid's game as a [`Game`]: a position is the two numbers, in either
/// order; the key is the pair with the larger first.
///
/// # Example
/// ```
/// use grundy_core::game::Impartial;
/// use grundy_core::games::euclid::Euclid;
/// assert_eq!(Euclid.moves(&(7, 3)), vec![(4, 3), (1, 3)]);
/// assert!(Euclid.moves(&(5, 0)).is_empty());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Euclid;

impl Game for Euclid {
    type Position = (u64, u64);

    fn options(&self, &(a, b): &(u64, u64), _: Side, out: &mut Vec<(u64, u64)>) {
        if a == 0 || b == 0 {
            return;
        }
        if a >= b {
            out.extend((1..=a / b).map(|j| (a - j * b, b)));
        } else {
            out.extend((1..=b / a).map(|j| (a, b - j * a)));
        }
    }
}

impl Impartial for Euclid {}

impl Canonical for Euclid {
    type Key = (u64, u64);

    fn key(&self, &(a, b): &(u64, u64)) -> (u64, u64) {
        (a.max(b), a.min(b))
    }
}

/// Where the forced moves from a position lead: how many there are, and
/// the first position (larger number first) that is not forced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForcedChain {
    /// The forced moves, each from a ≥ b with b < a < 2b.
    pub moves: u32,
    /// The position they reach: a win for its mover (a ≥ 2b or b | a), or
    /// a finished one (b = 0), the latter only if the start was finished.
    pub end: (u64, u64),
}

/// The forced chain from (a, b), in either order: the moves while the
/// quotient of the larger by the smaller is 1 with a remainder.
///
/// # Complexity
/// O(log min(a, b)): at most 92 steps for a `u64`.
///
/// # Example
/// ```
/// use grundy_core::games::euclid::{forced_chain, ForcedChain};
/// // 25 7 is free; 24 15 → 15 9 → 9 6 → 6 3: three forced moves, then free.
/// assert_eq!(forced_chain(25, 7), ForcedChain { moves: 0, end: (25, 7) });
/// assert_eq!(forced_chain(15, 24), ForcedChain { moves: 3, end: (6, 3) });
/// assert_eq!(forced_chain(0, 4), ForcedChain { moves: 0, end: (4, 0) });
/// ```
pub fn forced_chain(a: u64, b: u64) -> ForcedChain {
    let (mut a, mut b) = (a.max(b), a.min(b));
    let mut moves = 0;
    // b < a < 2b, written so that nothing overflows: a − b < b.
    while b > 0 && a > b && a - b < b {
        (a, b) = (b, a - b);
        moves += 1;
    }
    ForcedChain { moves, end: (a, b) }
}

/// Whether the player to move wins Euclid's game from (a, b), in either
/// order: the forced chain is of even length and ends in a free position.
///
/// # Complexity
/// O(log min(a, b)).
///
/// # Example
/// ```
/// use grundy_core::games::euclid::mover_wins;
/// // POJ 2348's sample: Stan wins 34 12 and loses 15 24.
/// assert!(mover_wins(34, 12) && !mover_wins(15, 24));
/// assert!(mover_wins(5, 5) && !mover_wins(5, 0));
/// ```
pub fn mover_wins(a: u64, b: u64) -> bool {
    let chain = forced_chain(a, b);
    chain.end.1 > 0 && chain.moves % 2 == 0
}

/// A winning move from (a, b), as the position it leaves with the larger
/// number first; `None` when the mover loses.
///
/// # Complexity
/// O(log min(a, b)).
///
/// # Example
/// ```
/// use grundy_core::games::euclid::winning_move;
/// assert_eq!(winning_move(25, 7), Some((11, 7)));
/// assert_eq!(winning_move(12, 4), Some((4, 0)));
/// assert_eq!(winning_move(15, 24), None);
/// ```
pub fn winning_move(a: u64, b: u64) -> Option<(u64, u64)> {
    let (a, b) = (a.max(b), a.min(b));
    if !mover_wins(a, b) {
        return None;
    }
    let r = a % b;
    if r == 0 {
        return Some((b, 0));
    }
    // q ≥ 2: leave (b, r) if it loses, else (r + b, b), whose only move is
    // to (b, r).
    Some(if mover_wins(b, r) { (r + b, b) } else { (b, r) })
}

/// The count of moves of (a, b) in a compound that moves every pair at
/// once: its remoteness and its suspense, which are equal for Euclid's game
/// (see the [module](self)); odd exactly when the mover wins.
///
/// # Complexity
/// O(log min(a, b)), no allocation.
///
/// # Example
/// ```
/// use grundy_core::games::euclid::steps;
/// assert_eq!(steps(1, 1), 1);
/// assert_eq!(steps(2, 3), 2); // forced to (2, 1), then 2 → 0
/// assert_eq!(steps(5, 2), 3); // (2, 1) wins, so go through (3, 2)
/// assert_eq!(steps(7, 0), 0);
/// ```
pub fn steps(a: u64, b: u64) -> u64 {
    let (mut a, mut b) = (a.max(b), a.min(b));
    // Euclid's algorithm records whether each quotient is 1; the count is
    // then folded from the bottom up. At most 92 divisions fit a u64.
    let mut single = [false; 96];
    let mut depth = 0;
    while b > 0 && a % b != 0 {
        single[depth] = a / b == 1;
        depth += 1;
        (a, b) = (b, a % b);
    }
    let mut count = u64::from(b > 0);
    for &quotient_is_one in single[..depth].iter().rev() {
        count += if quotient_is_one || count % 2 == 0 {
            1
        } else {
            2
        };
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::{mover_wins as oracle_wins, wins};
    use crate::sg::remoteness::{every_sg_mover_wins, CountEngine, Measure};
    use crate::test_rng::XorShift;
    use itertools::iproduct;

    fn moves(p: &(u64, u64)) -> Vec<(u64, u64)> {
        Euclid.moves(p)
    }

    /// Every pair up to 60 × 60 against the search by the definition: the
    /// winner, the winning move (legal, and leaving a lost position), the
    /// forced chain (each move the only one), and the counts of the generic
    /// engine under both measures.
    #[test]
    fn every_pair_to_60_matches_the_search() {
        let mut fast = CountEngine::new(Euclid, Measure::Remoteness);
        let mut slow = CountEngine::new(Euclid, Measure::Suspense);
        for (a, b) in iproduct!(0..=60u64, 0..=60u64) {
            let w = wins(&Euclid, (a, b));
            assert_eq!(mover_wins(a, b), w, "({}, {})", a, b);
            match winning_move(a, b) {
                None => assert!(!w),
                Some(p) => {
                    assert!(w);
                    let legal = moves(&(a, b)).iter().any(|&q| Euclid.key(&q) == p);
                    assert!(legal, "({}, {}) -> {:?}", a, b, p);
                    assert!(!wins(&Euclid, p), "({}, {}) -> {:?}", a, b, p);
                }
            }
            let chain = forced_chain(a, b);
            let mut at = (a, b);
            for _ in 0..chain.moves {
                let next = moves(&at);
                assert_eq!(next.len(), 1, "({}, {}) at {:?}", a, b, at);
                at = next[0];
            }
            assert_eq!(Euclid.key(&at), chain.end);
            assert!(moves(&at).len() != 1 || chain.end.0 == chain.end.1);
            assert_eq!(steps(a, b), fast.count(&(a, b)), "({}, {})", a, b);
            assert_eq!(steps(a, b), slow.count(&(a, b)), "({}, {})", a, b);
        }
    }

    /// Two pairs played every-SG, by the definition of the compound (move
    /// in each unfinished pair), against the rule on the largest count.
    #[test]
    fn two_pairs_every_sg_match_the_compound() {
        type Two = ((u64, u64), (u64, u64));
        let both = |p: &Two| -> Vec<Two> {
            let (x, y) = (moves(&p.0), moves(&p.1));
            match (x.is_empty(), y.is_empty()) {
                (true, true) => Vec::new(),
                (true, false) => y.into_iter().map(|q| (p.0, q)).collect(),
                (false, true) => x.into_iter().map(|q| (q, p.1)).collect(),
                (false, false) => iproduct!(x, y).collect(),
            }
        };
        let pairs: Vec<(u64, u64)> = iproduct!(0..=9u64, 0..=9u64)
            .filter(|p| p.0 >= p.1)
            .collect();
        for (&p, &q) in iproduct!(&pairs, &pairs) {
            let want = oracle_wins((p, q), both);
            let got = every_sg_mover_wins([steps(p.0, p.1), steps(q.0, q.1)]);
            assert_eq!(got, want, "{:?} {:?}", p, q);
        }
    }

    /// Large numbers: the chain of consecutive Fibonacci numbers is the
    /// longest (every quotient 1), and random pairs up to u64::MAX agree
    /// with one step of the rule: a forced move flips the result.
    #[test]
    fn large_numbers() {
        let (mut f, mut g) = (1u64, 2u64);
        while let Some(h) = f.checked_add(g) {
            (f, g) = (g, h);
        }
        // (F(93), F(92)): 90 forced moves down to (2, 1).
        assert_eq!(forced_chain(g, f).moves, 90);
        assert_eq!(forced_chain(g, f).end, (2, 1));
        assert!(mover_wins(g, f));
        assert_eq!(steps(g, f), 91);
        let mut rng = XorShift(0x2348_1525_2348_1525);
        for _ in 0..20_000 {
            let a = rng.next() >> (rng.next() % 64);
            let b = rng.next() >> (rng.next() % 64);
            let (x, y) = (a.max(b), a.min(b));
            if y > 0 && x - y < y && x != y {
                assert_eq!(mover_wins(x, y), !mover_wins(y, x - y));
                assert_eq!(steps(x, y), 1 + steps(y, x - y));
            } else {
                assert_eq!(mover_wins(x, y), y > 0);
            }
            assert_eq!(steps(x, y) % 2 == 1, mover_wins(x, y));
            assert_eq!(steps(a, b), steps(b, a));
        }
        assert!(mover_wins(u64::MAX, u64::MAX));
        assert_eq!(steps(u64::MAX, 1), 1);
    }
}
