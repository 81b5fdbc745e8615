//! Cutcake: Left cuts a piece along a north-south line, Right along an
//! east-west one; every position is an integer.
//!
//! A piece w units wide and h tall is scored into unit squares. Left (the
//! Vertical cutter of Winning Ways, vol. 1, ch. 2) splits a piece of width
//! w into widths a and w − a; Right splits a height h into b and h − b. The
//! two pieces are separate games afterwards, so
//!
//! ```text
//! C(w, h) = { C(a, h) + C(w−a, h) : 0 < a < w  |  C(w, b) + C(w, h−b) : 0 < b < h }
//! ```
//!
//! and a position of several pieces is the sum of theirs. Winning Ways
//! tabulates the values: with 2^i ≤ h < 2^(i+1) and 2^j ≤ w < 2^(j+1),
//!
//! ```text
//! C(w, h) = max(0, ⌊w / 2^i⌋ − 1) − max(0, ⌊h / 2^j⌋ − 1),
//! ```
//!
//! so 2×1 is 1, 1×2 is −1, 2×2 is 0, 4×2 is 1, 12×1 is 11. [`piece`]
//! computes the table by the recurrence (through the canonical-form engine)
//! and the tests check it against that formula and against minimax;
//! [`value`] is the formula itself, for pieces to 2^32 − 1 a side (HDU 3544
//! has them to 10^9). Read another way: halve both sides (rounding down)
//! while both exceed 1; a strip w × 1 is then worth w − 1, a strip 1 × h
//! worth −(h − 1).

use std::collections::HashMap;

use crate::game::{Game, Side};
use crate::partizan::arena::{Arena, GameId};

/// The canonical form of a `w × h` piece, every piece met filed in `memo`.
///
/// # Complexity
/// O(w · h · (w + h)) sums of integers, each O(1) after the first.
///
/// # Example
/// ```
/// use std::collections::HashMap;
/// use grundy_core::games::cutcake::piece;
/// use grundy_core::partizan::arena::Arena;
/// use grundy_core::partizan::number::Dyadic;
/// let mut arena = Arena::new();
/// let mut memo = HashMap::new();
/// let g = piece(&mut arena, 4, 2, &mut memo);
/// assert_eq!(arena.as_number(g), Some(Dyadic::ONE));
/// ```
pub fn piece(arena: &mut Arena, w: u32, h: u32, memo: &mut HashMap<(u32, u32), GameId>) -> GameId {
    // Fill the table by increasing area, so no call recurses.
    for ww in 1..=w {
        for hh in 1..=h {
            if memo.contains_key(&(ww, hh)) {
                continue;
            }
            let left: Vec<GameId> = (1..ww)
                .map(|a| {
                    let (x, y) = (memo[&(a, hh)], memo[&(ww - a, hh)]);
                    arena.add(x, y)
                })
                .collect();
            let right: Vec<GameId> = (1..hh)
                .map(|b| {
                    let (x, y) = (memo[&(ww, b)], memo[&(ww, hh - b)]);
                    arena.add(x, y)
                })
                .collect();
            let g = arena.canonical(&left, &right);
            memo.insert((ww, hh), g);
        }
    }
    memo[&(w, h)]
}

/// The value of a `w × h` piece by Winning Ways' formula: with
/// 2^i ≤ h < 2^(i+1) and 2^j ≤ w < 2^(j+1), it is
/// max(0, ⌊w / 2^i⌋ − 1) − max(0, ⌊h / 2^j⌋ − 1), an integer (positive:
/// Left's, the north-south cutter's). The value of several pieces is the
/// sum of theirs; Left wins moving first exactly when the sum is positive.
///
/// # Complexity
/// O(1).
///
/// # Panics
/// If `w` or `h` is 0 (no piece).
///
/// # Example
/// ```
/// use grundy_core::games::cutcake::value;
/// assert_eq!(value(2, 1), 1);
/// assert_eq!(value(3, 2), 0);
/// assert_eq!(value(2, 5), -1);
/// assert_eq!(value(1_000_000_000, 1), 999_999_999);
/// ```
pub fn value(w: u32, h: u32) -> i64 {
    assert!(w > 0 && h > 0, "a Cutcake piece has positive sides");
    let log2 = |n: u32| 31 - n.leading_zeros();
    let left = (i64::from(w >> log2(h)) - 1).max(0);
    let right = (i64::from(h >> log2(w)) - 1).max(0);
    left - right
}

/// Cutcake as a [`Game`]: a position is the multiset of pieces `(w, h)`,
/// kept sorted; 1 × 1 pieces (no cut left) are dropped.
#[derive(Debug, Clone, Copy, Default)]
pub struct Cutcake;

impl Game for Cutcake {
    type Position = Vec<(u32, u32)>;
    fn options(&self, pieces: &Vec<(u32, u32)>, side: Side, out: &mut Vec<Vec<(u32, u32)>>) {
        for (i, &(w, h)) in pieces.iter().enumerate() {
            let cuts: Vec<((u32, u32), (u32, u32))> = match side {
                Side::Left => (1..w).map(|a| ((a, h), (w - a, h))).collect(),
                Side::Right => (1..h).map(|b| ((w, b), (w, h - b))).collect(),
            };
            for (p, q) in cuts {
                let mut next = pieces.clone();
                next.remove(i);
                next.extend([p, q].iter().copied().filter(|&(a, b)| a * b > 1));
                next.sort_unstable();
                out.push(next);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::brute::{Minimax, Outcome as Brute};
    use crate::partizan::number::Dyadic;

    /// Winning Ways' table of Cutcake values (vol. 1, ch. 2).
    fn table(w: u32, h: u32) -> i64 {
        let log2 = |n: u32| 31 - n.leading_zeros();
        let left = (i64::from(w >> log2(h)) - 1).max(0);
        let right = (i64::from(h >> log2(w)) - 1).max(0);
        left - right
    }

    /// The strip worth the integer `v`: (v + 1) × 1 for Left, 1 × (1 − v)
    /// for Right, nothing for 0.
    fn strip(v: i64) -> Vec<(u32, u32)> {
        match v {
            0 => vec![],
            v if v > 0 => vec![(v as u32 + 1, 1)],
            v => vec![(1, (1 - v) as u32)],
        }
    }

    /// `value` against minimax on Cutcake itself: a piece beside the strip
    /// worth minus its value is a second-player win (so the piece equals
    /// the value), for every piece to 7 × 7 with area at most 20.
    #[test]
    fn values_against_minimax() {
        let mut brute = Minimax::new(&Cutcake);
        for w in 1..=7u32 {
            for h in 1..=7u32 {
                if w * h > 20 {
                    continue;
                }
                let v = value(w, h);
                let mut pos = strip(-v);
                pos.extend([(w, h)].into_iter().filter(|&(a, b)| a * b > 1));
                pos.sort_unstable();
                assert_eq!(brute.outcome(&pos), Brute::P, "{w}x{h} is {v}");
            }
        }
    }

    /// `value` against the table (computed by the canonical-form engine)
    /// to 12 × 12, and against the halving rule on random large pieces.
    #[test]
    fn value_is_the_table_and_the_halving_rule() {
        let mut arena = Arena::new();
        let mut memo = HashMap::new();
        piece(&mut arena, 12, 12, &mut memo);
        for w in 1..=12 {
            for h in 1..=12 {
                let g = memo[&(w, h)];
                assert_eq!(arena.as_number(g), Some(Dyadic::from_int(value(w, h))));
            }
        }
        let halving = |mut w: u32, mut h: u32| {
            while w > 1 && h > 1 {
                w /= 2;
                h /= 2;
            }
            i64::from(w) - i64::from(h)
        };
        let mut rng = crate::test_rng::XorShift(0x3544);
        for _ in 0..100_000 {
            let w = 1 + (rng.next() >> (33 + rng.next() % 31)) as u32;
            let h = 1 + (rng.next() >> (33 + rng.next() % 31)) as u32;
            assert_eq!(value(w, h), halving(w, h), "{w}x{h}");
            assert_eq!(value(w, h), -value(h, w));
        }
        assert_eq!(value(u32::MAX, 1), i64::from(u32::MAX) - 1);
        assert_eq!(value(1, u32::MAX), 1 - i64::from(u32::MAX));
        // The HDU 3544 sample: Alice (Left, first) wins when the sum is > 0.
        let sum = |pieces: &[(u32, u32)]| pieces.iter().map(|&(w, h)| value(w, h)).sum::<i64>();
        assert_eq!(
            [
                sum(&[(1, 1)]),
                sum(&[(2, 1)]),
                sum(&[(2, 2), (2, 1)]),
                sum(&[(3, 2)])
            ],
            [0, 1, 1, 0]
        );
    }

    #[test]
    fn every_piece_to_12x12_is_the_table() {
        let mut arena = Arena::new();
        let mut memo = HashMap::new();
        piece(&mut arena, 12, 12, &mut memo);
        for w in 1..=12 {
            for h in 1..=12 {
                let g = memo[&(w, h)];
                assert_eq!(
                    arena.as_number(g),
                    Some(Dyadic::from_int(table(w, h))),
                    "{w}x{h}"
                );
            }
        }
        assert_eq!(table(2, 1), 1);
        assert_eq!(table(1, 2), -1);
        assert_eq!(table(12, 1), 11);
        assert_eq!(table(4, 2), 1);
    }

    /// Every piece to 4 × 4, and every pair of pieces to 3 × 3 as one
    /// position: the outcome of the (sum of) canonical forms is minimax's.
    #[test]
    fn pieces_and_pairs_against_minimax() {
        let mut arena = Arena::new();
        let mut memo = HashMap::new();
        let mut brute = Minimax::new(&Cutcake);
        let pieces: Vec<(u32, u32)> = (1..=4).flat_map(|w| (1..=4).map(move |h| (w, h))).collect();
        let outcome = |arena: &mut Arena, g| Brute::from(arena.outcome(g));
        for &(w, h) in &pieces {
            let g = piece(&mut arena, w, h, &mut memo);
            let pos: Vec<_> = [(w, h)].into_iter().filter(|&(a, b)| a * b > 1).collect();
            assert_eq!(outcome(&mut arena, g), brute.outcome(&pos), "{w}x{h}");
        }
        for &(w, h) in pieces.iter().filter(|p| p.0 <= 3 && p.1 <= 3) {
            for &(x, y) in pieces.iter().filter(|p| p.0 <= 3 && p.1 <= 3) {
                let a = piece(&mut arena, w, h, &mut memo);
                let b = piece(&mut arena, x, y, &mut memo);
                let s = arena.add(a, b);
                let mut pos: Vec<_> = [(w, h), (x, y)]
                    .into_iter()
                    .filter(|&(a, b)| a * b > 1)
                    .collect();
                pos.sort_unstable();
                assert_eq!(outcome(&mut arena, s), brute.outcome(&pos));
            }
        }
    }
}
