//! t06-grundys-game: `m`, then `m` pile sizes (each ≤ [`MAX_PILE`]); prints
//! `FIRST` or `SECOND` for the sum of the piles in Grundy's game.
use grundy_core::split::grundys_game;
use judge_io::{Out, Reader, Result};

/// The largest pile accepted. The table up to the largest pile is the naive
/// O(N²) split recurrence, about N²/4 steps: about 0.3 s at 20 000.
pub const MAX_PILE: u64 = 20_000;

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let m = rd.count("m", 1)?;
    let piles = rd.u64s_at_most(m, "pile", MAX_PILE)?;
    let largest = piles.iter().copied().max().unwrap_or(0) as usize;
    let g = grundys_game(largest);
    let x = piles.iter().fold(0, |x, &p| x ^ g[p as usize]);
    out.winner(x != 0);
    Ok(())
}
