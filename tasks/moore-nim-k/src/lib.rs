//! The format and bounds are in the README; `solve` answers one input.
//!
//! Moore's theorem (`grundy_core::games::moore_nim`, checked there against
//! a plain search of the game): the player to move loses exactly when
//! every bit's count of ones is divisible by k + 1; `winning_move` fixes
//! the bits from the highest down with at most k heaps.
use grundy_core::games::moore_nim::winning_move;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads every test and writes its verdict and winning move.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let tests = rd.count("T", 2)?;
    for _ in 0..tests {
        let n = rd.count("n", 1)?;
        let k = rd.positive_at_most("k", MAX_VALUE, "a move lowers at least one heap")?;
        let heaps = rd.u64s_at_most(n, "h", MAX_VALUE)?;
        match winning_move(&heaps, k) {
            None => {
                out.line("SECOND");
            }
            Some(changes) => {
                out.line("FIRST").num(changes.len() as u64).nl();
                for (i, v) in changes {
                    out.num(i as u64 + 1).byte(b' ').num(v).nl();
                }
            }
        }
    }
    Ok(())
}
