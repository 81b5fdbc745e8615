//! The No-capture Lance Game (AtCoder ABC 265 Ex), one row at a time: every
//! row is an integer or a nimber, so a board is a number plus a nimber.
//!
//! A row of `width` squares holds one piece of Left's, which moves left,
//! and one of Right's, which moves right; a move slides one's own piece one
//! or more squares over empty squares (no jumping, no capturing). A board
//! is the sum of its rows.
//!
//! - **Back to back** (Left's piece left of Right's): the pieces never meet;
//!   Left has f free squares to its left and Right r to its right, and the
//!   row is the integer `f − r` (each free square is one move of its
//!   owner's, and neither can do better than spend them one at a time).
//! - **Face to face** (Left's piece right of Right's): either player may
//!   close the gap of g empty squares by any amount, so the row is the
//!   nimber `*g`.
//!
//! So a board is `x + *m` with x the sum of the integers and m the XOR of
//! the gaps ([`NumberNimber`]): Left, moving first, wins exactly when
//! x > 0, or x = 0 and m ≠ 0. Checked here against canonical forms of every
//! row to width 7 and against minimax on sums of two rows.

use crate::game::{Game, Side};
use crate::partizan::number::Dyadic;
use crate::partizan::number_nimber::NumberNimber;

/// The rows of `width` squares as a [`Game`]; a position is `(left, right)`,
/// the 0-based squares of Left's piece and of Right's (different).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Row {
    /// The number of squares.
    pub width: u32,
}

impl Game for Row {
    type Position = (u32, u32);

    fn options(&self, &(l, r): &(u32, u32), side: Side, out: &mut Vec<(u32, u32)>) {
        match side {
            // Left's piece slides left, stopped by the edge or Right's piece.
            Side::Left => {
                let stop = if r < l { r + 1 } else { 0 };
                out.extend((stop..l).map(|to| (to, r)));
            }
            Side::Right => {
                let stop = if l > r { l } else { self.width };
                out.extend((r + 1..stop).map(|to| (l, to)));
            }
        }
    }
}

/// The value of a row of `width` squares with Left's piece on square
/// `left` and Right's on `right` (0-based, different): the integer
/// `left − (width − 1 − right)` back to back, the nimber of the gap face
/// to face.
///
/// # Panics
/// If the squares are equal or not below `width`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy_core::games::no_capture_lance::row_value;
/// use grundy_core::partizan::number::Dyadic;
/// // L . . R . on 5 squares: back to back, Left has no free square and
/// // Right one, so 0 − 1 = −1.
/// let v = row_value(5, 0, 3);
/// assert_eq!((v.number, v.nimber), (Dyadic::from_int(-1), 0));
/// // . R . . L: face to face with 2 empty squares between: *2.
/// let v = row_value(5, 4, 1);
/// assert_eq!((v.number, v.nimber), (Dyadic::ZERO, 2));
/// ```
pub fn row_value(width: u32, left: u32, right: u32) -> NumberNimber {
    assert!(
        left != right && left < width && right < width,
        "two different squares of the row"
    );
    if left < right {
        NumberNimber {
            number: Dyadic::from_int(i64::from(left) - i64::from(width - 1 - right)),
            nimber: 0,
        }
    } else {
        NumberNimber {
            number: Dyadic::ZERO,
            nimber: u64::from(left - right - 1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::arena::Arena;
    use crate::partizan::brute::{Minimax, Outcome as Brute, Sum};
    use std::collections::HashMap;

    fn placements(width: u32) -> Vec<(u32, u32)> {
        (0..width)
            .flat_map(|l| (0..width).filter(move |&r| r != l).map(move |r| (l, r)))
            .collect()
    }

    /// Every row to width 7: its canonical form, from the moves alone, is
    /// the integer or the nimber the rule gives.
    #[test]
    fn every_row_is_its_integer_or_nimber() {
        let mut arena = Arena::new();
        for width in 2..=7 {
            let row = Row { width };
            let mut memo = HashMap::new();
            for (l, r) in placements(width) {
                let g = arena.value_of(&row, &(l, r), &mut memo);
                let v = row_value(width, l, r);
                let x = arena.number(v.number);
                let m = arena.nimber(v.nimber as u32);
                let want = arena.add(x, m);
                assert_eq!(g, want, "width {width}: ({l}, {r})");
            }
        }
    }

    /// Two rows side by side: the class of `x + *m` from the values is the
    /// one minimax finds, with Left first and with Right first.
    #[test]
    fn sums_of_two_rows_against_minimax() {
        for width in 2..=5 {
            let row = Row { width };
            let sum = Sum(&row, &row);
            let mut brute = Minimax::new(&sum);
            for a in placements(width) {
                for b in placements(width) {
                    let v = row_value(width, a.0, a.1)
                        .checked_add(row_value(width, b.0, b.1))
                        .unwrap();
                    assert_eq!(
                        Brute::from(v.outcome()),
                        brute.outcome(&(a, b)),
                        "{a:?} {b:?}"
                    );
                }
            }
        }
    }
}
