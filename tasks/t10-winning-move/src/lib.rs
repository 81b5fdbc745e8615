//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::nim::winning_move;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let g = rd.list_at_most("m", "g[i]", MAX_VALUE)?;
    match winning_move(&g) {
        None => out.line("LOSING"),
        Some(mv) => out.num(mv.index as u64 + 1).str(" ").num(mv.target).nl(),
    };
    Ok(())
}
