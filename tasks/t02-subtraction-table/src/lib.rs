//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::sg::subtraction::{grundy_table, MoveSet, ZERO_MOVE};
use judge_io::{InputError, Out, Reader, Result, MAX_VALUE};

/// The largest table length accepted: n ≤ 10^8 (one byte per value plus the
/// printed line, a few hundred MB at the limit).
pub const MAX_N: u64 = 100_000_000;

/// The largest amount of work accepted, (n + 1) · d for the d distinct
/// elements of S that are ≤ n: 4 · 10^9 steps, a few seconds of CPU. Past it
/// the input is refused rather than left to run for minutes or hours.
pub const MAX_WORK: u64 = 4_000_000_000;

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.u64_at_most("n", MAX_N)?;
    let s = rd.positive_list_at_most("k", "element of S", MAX_VALUE, ZERO_MOVE)?;
    rd.finish()?; // bad input is refused before any heavy work
    let moves = MoveSet::new(&s).map_err(|e| InputError::about("S", e.to_string()))?;
    let work = (n + 1).saturating_mul(moves.up_to(n).as_slice().len() as u64);
    if work > MAX_WORK {
        return Err(InputError::about(
            "n and S",
            format!(
                "(n + 1) * (distinct elements of S up to n) = {} is above the work limit {}",
                work, MAX_WORK
            ),
        ));
    }
    out.join_line(grundy_table(&moves, n as usize).values());
    Ok(())
}
