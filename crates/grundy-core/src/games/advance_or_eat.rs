//! Advance or Eat (AtCoder ABC 229 H), one column at a time: a partizan game
//! whose every position is a number.
//!
//! A column is n cells from the top down, each empty, White or Black.
//! Left (Takahashi) moves a White piece one cell up into an empty cell, or
//! removes any Black piece; Right (Snuke) moves a Black piece one cell up,
//! or removes any White piece. A board is the sum of its columns: a move
//! changes one column only. Every move lowers Σ (row + 1) over the pieces
//! (rows counted from 0 at the top), so play ends.
//!
//! Every column is a number (the problem's editorial; checked here for
//! every column to 5 cells against its canonical form, and for sums of
//! columns against minimax), so a column's value is the simplest number
//! between its best Left and best Right options (Conway's simplicity rule,
//! [`crate::partizan::simplicity`]), and a board is worth the sum of its
//! columns' numbers: above 0 Left wins whoever starts, below 0 Right does,
//! at 0 the player to move loses. [`column_values`] values all 3^n columns
//! of n cells in order of that potential, options first; a column that is
//! not a number is reported, never given a wrong value.

use std::fmt;

use crate::game::{Game, Side};
use crate::partizan::number::{Dyadic, NumberError};
use crate::partizan::simplicity::simplest_in;

/// A cell of a column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cell {
    /// No piece.
    Empty = 0,
    /// Left's piece (Takahashi's): moves up, removed by Right.
    White = 1,
    /// Right's piece (Snuke's): moves up, removed by Left.
    Black = 2,
}

/// The columns of `len` cells as a [`Game`]; a position is a column's code,
/// `Σ cell_i · 3^i` with cell 0 the top one (Empty 0, White 1, Black 2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Column {
    /// The number of cells.
    pub len: usize,
}

/// The code of a column, top cell first: `Σ cells[i] · 3^i`.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use grundy_core::games::advance_or_eat::{code, Cell::*};
/// assert_eq!(code(&[Empty, White]), 3);
/// assert_eq!(code(&[Black, Empty, White]), 2 + 9);
/// ```
pub fn code(cells: &[Cell]) -> u32 {
    cells.iter().rev().fold(0, |acc, &c| acc * 3 + c as u32)
}

impl Column {
    fn cell(&self, code: u32, i: usize) -> u32 {
        code / 3u32.pow(i as u32) % 3
    }
}

impl Game for Column {
    type Position = u32;

    fn options(&self, &p: &u32, side: Side, out: &mut Vec<u32>) {
        let (mine, theirs) = match side {
            Side::Left => (Cell::White as u32, Cell::Black as u32),
            Side::Right => (Cell::Black as u32, Cell::White as u32),
        };
        let mut power = 1;
        for i in 0..self.len {
            let cell = self.cell(p, i);
            if cell == theirs {
                out.push(p - theirs * power);
            }
            if cell == mine && i > 0 && self.cell(p, i - 1) == Cell::Empty as u32 {
                out.push(p - mine * power + mine * (power / 3));
            }
            power *= 3;
        }
    }
}

/// Why the columns could not be valued.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColumnError {
    /// The column with this code is not a number: its best Left option is
    /// not below its best Right option. (Never seen: the editorial proves
    /// every column a number; the check keeps a wrong value out.)
    NotANumber(u32),
    /// A value left the [`Dyadic`] range.
    Number(NumberError),
}

impl fmt::Display for ColumnError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            ColumnError::NotANumber(code) => {
                write!(f, "the column with code {code} is not a number")
            }
            ColumnError::Number(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ColumnError {}

/// The value of every column of `len` cells, indexed by its [`code`].
///
/// # Errors
/// [`ColumnError::NotANumber`] for a column that is not a number (none to
/// 8 cells), [`ColumnError::Number`] if a value overflows.
///
/// # Panics
/// If 3^len does not fit a `u32` (len > 20).
///
/// # Complexity
/// O(3^len · len) time, O(3^len) memory.
///
/// # Example
/// ```
/// use grundy_core::games::advance_or_eat::{code, column_values, Cell::*};
/// let v = column_values(2).unwrap();
/// // White at the top cannot move and Right may eat it: {|0} = -1; below
/// // an empty cell it may climb there: {-1|0} = -1/2.
/// assert_eq!(v[code(&[White, Empty]) as usize].to_string(), "-1");
/// assert_eq!(v[code(&[Empty, White]) as usize].to_string(), "-1/2");
/// assert_eq!(v[code(&[White, Black]) as usize].to_string(), "0"); // each eats the other
/// ```
pub fn column_values(len: usize) -> Result<Vec<Dyadic>, ColumnError> {
    let count = 3u32.checked_pow(len as u32).expect("3^len fits a u32");
    let column = Column { len };
    // Potential Σ (row + 1) over the pieces: every move lowers it, so the
    // columns in increasing potential have their options valued first.
    let potential = |code: u32| {
        (0..len)
            .filter(|&i| column.cell(code, i) != 0)
            .map(|i| i + 1)
            .sum::<usize>()
    };
    let mut order: Vec<u32> = (0..count).collect();
    order.sort_by_key(|&c| potential(c));
    let mut value = vec![Dyadic::ZERO; count as usize];
    let mut options = Vec::new();
    for c in order {
        let mut best = [None, None];
        for (k, side) in [Side::Left, Side::Right].iter().copied().enumerate() {
            options.clear();
            column.options(&c, side, &mut options);
            let values = options.iter().map(|&o| value[o as usize]);
            best[k] = if side == Side::Left {
                values.max()
            } else {
                values.min()
            };
        }
        if let [Some(l), Some(r)] = best {
            if l >= r {
                return Err(ColumnError::NotANumber(c));
            }
        }
        value[c as usize] = simplest_in(best[0], best[1]).map_err(ColumnError::Number)?;
    }
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::arena::Arena;
    use crate::partizan::brute::{Minimax, Outcome as Brute, Sum};
    use crate::test_rng::XorShift;
    use std::collections::HashMap;

    /// Every column to 5 cells: its canonical form, from the game's options
    /// alone, is the number computed.
    #[test]
    fn every_short_column_is_the_number_computed() {
        for len in 1..=5 {
            let values = column_values(len).unwrap();
            let column = Column { len };
            let mut arena = Arena::new();
            let mut memo = HashMap::new();
            for c in 0..3u32.pow(len as u32) {
                let g = arena.value_of(&column, &c, &mut memo);
                assert_eq!(
                    arena.as_number(g),
                    Some(values[c as usize]),
                    "len {len} code {c}"
                );
            }
        }
    }

    /// Columns to 8 cells are all numbers (the judge's bound).
    #[test]
    fn every_column_to_eight_cells_is_a_number() {
        for len in 6..=8 {
            assert!(column_values(len).is_ok(), "len {len}");
        }
    }

    /// Two columns side by side: the sign of the summed numbers names the
    /// winner that minimax finds, with Left first and with Right first.
    #[test]
    fn sums_of_two_columns_against_minimax() {
        let mut rng = XorShift(229);
        for len in 1..=4 {
            let column = Column { len };
            let values = column_values(len).unwrap();
            let sum = Sum(&column, &column);
            let mut brute = Minimax::new(&sum);
            let count = 3u64.pow(len as u32);
            for _ in 0..400 {
                let (a, b) = ((rng.next() % count) as u32, (rng.next() % count) as u32);
                let total = values[a as usize].checked_add(values[b as usize]).unwrap();
                let want = match total.signum() {
                    1 => Brute::L,
                    -1 => Brute::R,
                    _ => Brute::P,
                };
                assert_eq!(brute.outcome(&(a, b)), want, "len {len}: {a} + {b}");
            }
        }
    }

    /// A column and its mirror (White and Black swapped) are negatives.
    #[test]
    fn swapping_the_colours_negates() {
        let len = 6;
        let values = column_values(len).unwrap();
        let column = Column { len };
        for c in 0..3u32.pow(len as u32) {
            let swapped = (0..len)
                .map(|i| [0, 2, 1][column.cell(c, i) as usize] * 3u32.pow(i as u32))
                .sum::<u32>();
            assert_eq!(
                values[swapped as usize],
                values[c as usize].checked_neg().unwrap()
            );
        }
    }
}
