//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::euclid::mover_wins;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads every game up to `0 0` and writes its winner.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    loop {
        let a = rd.u64_at_most("a", MAX_VALUE)?;
        let b = rd.u64_at_most("b", MAX_VALUE)?;
        if a == 0 && b == 0 {
            return Ok(());
        }
        out.line(if mover_wins(a, b) {
            "Stan wins"
        } else {
            "Ollie wins"
        });
    }
}
