//! The format and bounds are in the README; `solve` answers one input.
//!
//! A move changes one column, so the board is the sum of its columns, and
//! every column is a number (`grundy_core::games::advance_or_eat`, checked
//! there against canonical forms and minimax): the board is worth the sum
//! of its columns' numbers, and Takahashi (Left), moving first, wins
//! exactly when that sum is above 0.
use grundy_core::games::advance_or_eat::{code, column_values, Cell};
use grundy_core::partizan::number::Dyadic;
use judge_io::{Grid, InputError, Out, Reader, Result};

/// The largest board: every column of N cells is valued, 3^N of them.
pub const MAX_N: u64 = 12;

/// Reads the board and writes the winner.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.positive_at_most("N", MAX_N, "the board has at least one cell")? as usize;
    let board = Grid::read(rd, n, n, "S", "cells W, B or .", |c| match c {
        b'.' => Some(Cell::Empty),
        b'W' => Some(Cell::White),
        b'B' => Some(Cell::Black),
        _ => None,
    })?;
    let columns: Vec<Vec<Cell>> = (0..n)
        .map(|c| (0..n).map(|r| board[(r, c)]).collect())
        .collect();
    let values = column_values(n).map_err(|e| InputError::about("the board", e.to_string()))?;
    let mut total = Dyadic::ZERO;
    for column in &columns {
        total = total
            .checked_add(values[code(column) as usize])
            .map_err(|e| InputError::about("the board", e.to_string()))?;
    }
    out.line(if total.signum() > 0 {
        "Takahashi"
    } else {
        "Snuke"
    });
    Ok(())
}
