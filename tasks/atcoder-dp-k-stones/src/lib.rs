//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::sg::subtraction::{pile_values, MoveSet, ZERO_MOVE};
use judge_io::{InputError, Out, Reader, Result, MAX_VALUE};

/// Reads one case and writes its answer: g(K) of the subtraction game
/// ([`pile_values`]: a table, or the certified period for a huge K).
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.count("N", 1)?;
    let k = rd.u64_at_most("K", MAX_VALUE)?;
    let a = rd.positives_at_most(n, "move", MAX_VALUE, ZERO_MOVE)?;
    rd.finish()?; // bad input is refused before any heavy work
    let moves = MoveSet::new(&a).map_err(|e| InputError::about("moves", e.to_string()))?;
    let g = pile_values(&moves, &[k]).map_err(|e| InputError::about("moves", e.to_string()))?;
    out.line(if g[0] != 0 { "First" } else { "Second" });
    Ok(())
}
