//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::sg::subtraction::{pile_values, MoveSet, ZERO_MOVE};
use judge_io::{InputError, Out, Reader, Result, MAX_VALUE};

/// Reads one case and writes its answer. The piles' values come from one
/// table, or from the certified period when the piles are huge
/// ([`pile_values`]: the cap on its table is 2^28 values, fewer for more
/// than 16 distinct moves).
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let s = rd.positive_list_at_most("k", "element of S", MAX_VALUE, ZERO_MOVE)?;
    let piles = rd.list_at_most("m", "pile", MAX_VALUE)?;
    rd.finish()?; // bad input is refused before any heavy work
    let moves = MoveSet::new(&s).map_err(|e| InputError::about("S", e.to_string()))?;
    let values = pile_values(&moves, &piles).map_err(|e| InputError::about("S", e.to_string()))?;
    out.winner(values.iter().fold(0, |x, &g| x ^ g) != 0);
    Ok(())
}
