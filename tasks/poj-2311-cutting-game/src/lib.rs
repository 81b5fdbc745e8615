//! poj-2311-cutting-game (POJ 2311 Cutting Game): sheets `W H` until the end
//! of the input; prints `WIN` if the first player wins, else `LOSE`, one
//! line per sheet.
use grundy_core::games::cutting::CuttingTable;
use judge_io::{InputError, Out, Reader, Result};

/// The largest side taken (the judge's bound is 200): the table for sides
/// up to S costs O(S³), about 0.1 s at 500.
pub const MAX_SIDE: u64 = 500;

/// Reads every sheet (at least one; an odd number of tokens is bad input)
/// and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let why = "a sheet has at least one cell";
    let mut sheets = Vec::new();
    loop {
        let w = rd.positive_at_most("W", MAX_SIDE, why)? as usize;
        let h = rd.positive_at_most("H", MAX_SIDE, why)? as usize;
        if (w, h) == (1, 1) {
            return Err(rd.reject(
                "H",
                "a 1 x 1 sheet has no cut, so nobody can make a 1 x 1 piece: the game has no winner",
            ));
        }
        sheets.push((w, h));
        if rd.at_end() {
            break;
        }
    }
    // Strips (a side of 1) need no table; the rest need it up to their sides.
    let largest = sheets
        .iter()
        .filter(|&&(w, h)| w.min(h) >= 2)
        .map(|&(w, h)| w.max(h))
        .max()
        .unwrap_or(1);
    let table = CuttingTable::new(largest);
    for (w, h) in sheets {
        let wins = table
            .mover_wins(w, h)
            .ok_or_else(|| InputError::about("sheet", format!("{} x {} has no winner", w, h)))?;
        out.line(if wins { "WIN" } else { "LOSE" });
    }
    Ok(())
}
