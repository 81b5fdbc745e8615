//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::nimber::product::mul;
use judge_io::{Out, Reader, Result};

/// Reads one input and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let t = rd.count("T", 2)?;
    for _ in 0..t {
        let a = rd.u64_at_most("A", u64::MAX)?;
        let b = rd.u64_at_most("B", u64::MAX)?;
        out.num(mul(a, b)).nl();
    }
    Ok(())
}
