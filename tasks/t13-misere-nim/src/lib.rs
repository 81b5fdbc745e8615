//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::nim::NimPosition;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let position = rd.stream_list_at_most("m", "pile", MAX_VALUE, |p| NimPosition::of(p))?;
    out.str("NORMAL: ").winner(position.mover_wins());
    out.str("MISERE: ").winner(position.misere_mover_wins());
    Ok(())
}
