//! t01-mex: `m`, then `m` values (each ≤ 10^18); prints their mex.
use grundy_core::mex::mex;
use judge_io::{Out, Reader, Result};

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let m = rd.count("m", 1)?;
    let values = rd.values(m, "value")?;
    out.num(mex(&values)).nl();
    Ok(())
}
