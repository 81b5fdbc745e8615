//! poj-1067-wythoff (POJ 1067 = HDU 1527, Wythoff's game): pairs `a b` until
//! the end of the input; prints `1` if the player to move wins, else `0`,
//! one line per pair.
use grundy_core::games::wythoff::{is_losing, MAX_PILE};
use judge_io::{Out, Reader, Result};

/// Reads every pair (at least one; an odd number of tokens is bad input)
/// and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    loop {
        let a = rd.u64_at_most("a", MAX_PILE)?;
        let b = rd.u64_at_most("b", MAX_PILE)?;
        out.line(if is_losing(a, b) { "0" } else { "1" });
        if rd.at_end() {
            return Ok(());
        }
    }
}
