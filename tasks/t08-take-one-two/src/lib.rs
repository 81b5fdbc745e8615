//! t08-take-one-two: `n`, `m`, then `m` pile sizes (each ≤ n); prints g[0] … g[n]
//! of the take-1-or-2 game (by mex, not by formula), then the winner of the sum.
use grundy_core::subtraction::grundy_table;
use judge_io::{InputError, Out, Reader, Result};

/// The largest table length accepted: n ≤ 10^8 (one byte per value plus the
/// printed line, a few hundred MB at the limit).
pub const MAX_N: u64 = 100_000_000;

/// The moves: take one token or two.
const TAKE_ONE_OR_TWO: [u64; 2] = [1, 2];

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.u64_at_most("n", MAX_N)?;
    let m = rd.count("m", 1)?;
    let mut piles = Vec::with_capacity(m);
    for _ in 0..m {
        let pile = rd.u64("pile")?;
        if pile > n {
            return Err(InputError::at(
                rd.tokens_read(),
                "pile",
                format!("{} is above n = {}: every pile must be at most n", pile, n),
            ));
        }
        piles.push(pile);
    }
    rd.finish()?; // bad input is refused before any heavy work
    let table = grundy_table(&TAKE_ONE_OR_TWO, n as usize)
        .map_err(|e| InputError::value("S", e.to_string()))?;
    let x = table
        .nim_sum(&piles)
        .ok_or_else(|| InputError::value("pile", "beyond the table"))?;
    out.join_line(table.values());
    out.winner(x != 0);
    Ok(())
}
