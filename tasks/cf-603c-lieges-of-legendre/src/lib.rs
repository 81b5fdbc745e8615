//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::split_into_k_piles::mover_wins;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.count("n", 1)?;
    let k = rd.u64_at_most("k", MAX_VALUE)?;
    let piles = rd.u64s_at_most(n, "a", MAX_VALUE)?;
    out.line(if mover_wins(&piles, k) {
        "Kevin"
    } else {
        "Nicky"
    });
    Ok(())
}
