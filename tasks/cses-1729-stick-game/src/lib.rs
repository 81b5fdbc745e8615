//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::sg::subtraction::{win_loss_table, MoveSet, ZERO_MOVE};
use judge_io::{InputError, Out, Reader, Result, MAX_VALUE};

/// The largest n accepted: 10^8 (the output line is n bytes, which the
/// input does not pay for).
pub const MAX_N: u64 = 100_000_000;

/// The largest work accepted, in 64-bit word operations of the bitset
/// sweep: (n/64 + 1) · d for the d distinct moves up to n.
pub const MAX_WORK: u64 = 4_000_000_000;

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.u64_at_most("n", MAX_N)?;
    let p = rd.positive_list_at_most("k", "move", MAX_VALUE, ZERO_MOVE)?;
    rd.finish()?; // bad input is refused before any heavy work
    let moves = MoveSet::new(&p).map_err(|e| InputError::about("moves", e.to_string()))?;
    let work = (n / 64 + 1).saturating_mul(moves.up_to(n).as_slice().len() as u64);
    if work > MAX_WORK {
        return Err(InputError::about(
            "n and the moves",
            format!(
                "(n / 64 + 1) * (distinct moves up to n) = {} is above the work limit {}",
                work, MAX_WORK
            ),
        ));
    }
    let table = win_loss_table(&moves, n as usize);
    for heap in 1..=n {
        let wins = table.mover_wins(heap).expect("the table reaches n");
        out.byte(if wins { b'W' } else { b'L' });
    }
    out.nl();
    Ok(())
}
