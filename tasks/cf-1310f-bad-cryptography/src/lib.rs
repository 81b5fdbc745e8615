//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::nimber::log::{discrete_log, order};
use grundy_core::nimber::Nimber;
use judge_io::{Out, Reader, Result};

/// Reads one input and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let t = rd.count("t", 2)?;
    for _ in 0..t {
        let a = Nimber(rd.u64_at_most("a", u64::MAX)?);
        let b = Nimber(rd.u64_at_most("b", u64::MAX)?);
        match discrete_log(a, b) {
            // x = 0 (b = 1): the least positive answer is the order of a.
            Some(0) => out.num(order(a).unwrap_or(0)).nl(),
            Some(x) => out.num(x).nl(),
            None => out.line("-1"),
        };
    }
    Ok(())
}
