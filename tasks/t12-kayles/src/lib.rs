//! t12-kayles: `n` (≤ [`MAX_N`]), `m`, then `m` segment lengths (each ≤ n);
//! prints `g[0] … g[n]` of Kayles, then `FIRST` or `SECOND` for the segments.
use grundy_core::games::kayles;
use judge_io::{Out, Reader, Result};

/// The largest table accepted. Kayles is the octal game 0.77, computed by
/// the sparse-space engine in O(n) (under 1 ms here); the cap bounds the
/// output line, whose length the input does not pay for. Huge heaps are
/// `octal-games 0.77`'s job.
pub const MAX_N: u64 = 20_000;

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.u64_at_most("n", MAX_N)?;
    // A segment longer than the row is rejected as above the limit n.
    let segments = rd.list_at_most("m", "segment", n)?;
    rd.finish()?; // bad input is refused before any heavy work
    let g = kayles::grundy_table(n as usize);
    let x = segments.iter().fold(0, |x, &s| x ^ g[s as usize]);
    out.join_line(g.iter().copied()).winner(x != 0);
    Ok(())
}
