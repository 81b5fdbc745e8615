//! t08-take-one-two: `n`, `m`, then `m` pile sizes (each ≤ n); prints g[0] … g[n]
//! of the take-1-or-2 game (by mex, not by formula), then the winner of the sum.
use grundy_core::subtraction::{grundy_table, MoveSet};
use judge_io::{Out, Reader, Result};

/// The largest table length accepted: n ≤ 10^8 (one byte per value plus the
/// printed line, a few hundred MB at the limit).
pub const MAX_N: u64 = 100_000_000;

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.u64_at_most("n", MAX_N)?;
    let piles = rd.list_at_most("m", "pile", n)?;
    rd.finish()?; // bad input is refused before any heavy work
    let take_one_or_two = MoveSet::new(&[1, 2]).expect("no move is 0");
    let table = grundy_table(&take_one_or_two, n as usize);
    let x = table.nim_sum(&piles).expect("every pile is at most n");
    out.join_line(table.values());
    out.winner(x != 0);
    Ok(())
}
