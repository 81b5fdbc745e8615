//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::coin_turning::mock_turtles;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads every test case (at least one) and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    loop {
        let mut heads = rd.list_at_most("n", "position", MAX_VALUE)?;
        // A repeated position is one head, not two that cancel.
        heads.sort_unstable();
        heads.dedup();
        let value = heads
            .into_iter()
            .fold(0, |x, h| x ^ mock_turtles::grundy(h));
        out.line(if value == 0 { "Yes" } else { "No" });
        if rd.at_end() {
            return Ok(());
        }
    }
}
