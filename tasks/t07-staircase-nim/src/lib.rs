//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::staircase;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let x = rd.stream_list_at_most("k", "c[i]", MAX_VALUE, |c| staircase::grundy(c))?;
    out.winner(x != 0);
    Ok(())
}
