//! hdu-3537-daizhenyangs-coin (HDU 3537, Daizhenyang's Coin): test cases to
//! the end of the input, each a count n and n positions of heads (numbered
//! from 0, a position listed twice is one head); prints `Yes` when the
//! first player loses, `No` when he wins. Mock Turtles: turn one, two or
//! three coins, the rightmost from heads to tails.
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
