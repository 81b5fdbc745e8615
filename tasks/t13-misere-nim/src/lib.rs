//! t13-misere-nim: `m`, then `m` pile sizes (each ≤ 10^18); prints
//! `NORMAL: FIRST|SECOND` and `MISERE: FIRST|SECOND`.
use grundy_core::nim::{misere_nim_mover_wins, nim_mover_wins};
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let piles = rd.list_at_most("m", "pile", MAX_VALUE)?;
    out.str("NORMAL: ").winner(nim_mover_wins(&piles));
    out.str("MISERE: ").winner(misere_nim_mover_wins(&piles));
    Ok(())
}
