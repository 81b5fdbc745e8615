//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::nim::nim_sum;
use grundy_core::games::take_or_split_three::grundy;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads every test and writes its winner.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let t = rd.count("T", 1)?;
    for _ in 0..t {
        let x = rd.stream_list_at_most("n", "s[i]", MAX_VALUE, |s| nim_sum(s.map(grundy)))?;
        out.line(if x != 0 {
            "First player wins."
        } else {
            "Second player wins."
        });
    }
    Ok(())
}
