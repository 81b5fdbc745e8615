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
//! so 2×1 is 1, 1×2 is −1, 2×2 is 0, 4×2 is 1, 12×1 is 11. The table is
//! computed here by the recurrence (through the canonical-form engine) and
//! checked against that formula and against minimax.

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
