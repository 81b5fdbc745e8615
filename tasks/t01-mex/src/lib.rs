//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::sg::mex::MexSet;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads one case and writes its answer. The values are marked as they are
/// read, never stored: memory is the input and m + 1 marks.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let m = rd.count("m", 1)?;
    let mut set = MexSet::with_capacity(m);
    for _ in 0..m {
        set.insert(rd.u64_at_most("value", MAX_VALUE)?);
    }
    out.num(set.mex()).nl();
    Ok(())
}
