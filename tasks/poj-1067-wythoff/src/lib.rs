//! The format and bounds are in the README; `solve` answers one input.
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
