//! t12-kayles: `n` (≤ [`MAX_N`]), `m`, then `m` segment lengths (each ≤ n);
//! prints g[0] … g[n] of Kayles, then `FIRST` or `SECOND` for the segments.
use grundy_core::split::kayles;
use judge_io::{Out, Reader, Result};

/// The largest table accepted. The naive O(n²) split recurrence takes about
/// n² steps: about 1.4 s at 20 000.
pub const MAX_N: u64 = 20_000;

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.u64_at_most("n", MAX_N)?;
    let m = rd.count("m", 1)?;
    // A segment longer than the row is rejected as above the limit n.
    let segments = rd.u64s_at_most(m, "segment", n)?;
    let g = kayles(n as usize);
    let x = segments.iter().fold(0, |x, &s| x ^ g[s as usize]);
    out.join_line(g.iter().copied()).winner(x != 0);
    Ok(())
}
