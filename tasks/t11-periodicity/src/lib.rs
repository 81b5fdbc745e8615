//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::sg::subtraction::{certified_period, default_max_terms, MoveSet, ZERO_MOVE};
use judge_io::{InputError, Out, Reader, Result, MAX_VALUE};

/// Reads one case and writes its answer.
///
/// The table grown while searching for a certificate is capped at
/// `default_max_terms(S)`: 2^28 one-byte values, fewer for sets of more than
/// 16 distinct moves (terms × moves ≤ 2^32). Past the cap: an error naming it.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let s = rd.positive_list_at_most("k", "element of S", MAX_VALUE, ZERO_MOVE)?;
    let queries = rd.list_at_most("Q", "n", MAX_VALUE)?;
    rd.finish()?; // bad input is refused before any heavy work
    let moves = MoveSet::new(&s).map_err(|e| InputError::about("S", e.to_string()))?;
    let g = certified_period(&moves, default_max_terms(&moves))
        .map_err(|e| InputError::about("S", e.to_string()))?;
    out.num(g.preperiod()).str(" ").num(g.period()).nl();
    for n in queries {
        out.num(g.value(n)).nl();
    }
    Ok(())
}
