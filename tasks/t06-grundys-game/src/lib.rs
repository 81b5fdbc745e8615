//! t06-grundys-game: `m`, then `m` pile sizes (each ≤ [`MAX_PILE`]); prints
//! `FIRST` or `SECOND` for the sum of the piles in Grundy's game.
use grundy_core::games::grundys_game;
use judge_io::{Out, Reader, Result};

/// The largest pile accepted (the CSES 2207 bound). The table up to the
/// largest pile comes from the sparse-space engine of `grundy_core::sg::octal`
/// (the naive recurrence would take N²/4 = 2.5·10^11 steps at 10^6); its
/// time is measured by `bench/octal_solvers.sh`.
pub const MAX_PILE: u64 = 1_000_000;

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let piles = rd.list_at_most("m", "pile", MAX_PILE)?;
    rd.finish()?; // bad input is refused before any heavy work
    let largest = piles.iter().copied().max().unwrap_or(0) as usize;
    let g = grundys_game::grundy_table(largest);
    let x = piles.iter().fold(0, |x, &p| x ^ g[p as usize]);
    out.winner(x != 0);
    Ok(())
}
