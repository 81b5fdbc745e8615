//! t10-winning-move: `m`, then `g[1] … g[m]` (each ≤ 10^18); prints LOSING if
//! their XOR x is 0, else `i t`: the first 1-based i whose `g[i]` has the
//! highest set bit of x, and t = `g[i] ⊕ x`.
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
