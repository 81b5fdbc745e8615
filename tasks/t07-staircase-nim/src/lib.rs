//! t07-staircase-nim: `k`, then `c[1] … c[k]` (each ≤ 10^18); prints FIRST iff
//! the XOR of `c[i]` over odd i is not 0.
use grundy_core::games::staircase;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let x = rd.stream_list_at_most("k", "c[i]", MAX_VALUE, |c| staircase::grundy(c))?;
    out.winner(x != 0);
    Ok(())
}
