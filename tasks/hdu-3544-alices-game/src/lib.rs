//! The format and bounds are in the README; `solve` answers one input.
//!
//! This is Cutcake with Alice as Left: every bar is an integer
//! (`grundy_core::games::cutcake::value`, Winning Ways' formula, checked
//! there against minimax and the canonical forms), the bars add, and
//! Alice, moving first, wins exactly when the sum is positive.
use grundy_core::games::cutcake::value;
use judge_io::{Out, Reader, Result};

/// The largest side taken (the judge's 10^9): `cutcake::value` takes
/// sides to 2^32 − 1.
pub const MAX_SIDE: u64 = u32::MAX as u64;

/// Reads every test case and writes its winner.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let cases = rd.count("the number of test cases", 1)?;
    for case in 1..=cases {
        let n = rd.count("N", 2)?;
        let mut sum: i64 = 0;
        for _ in 0..n {
            let x = rd.positive_at_most("X", MAX_SIDE, "a bar has positive sides")?;
            let y = rd.positive_at_most("Y", MAX_SIDE, "a bar has positive sides")?;
            sum += value(x as u32, y as u32);
        }
        let winner = if sum > 0 { "Alice" } else { "Bob" };
        out.str("Case ").num(case as u64).str(": ").str(winner).nl();
    }
    Ok(())
}
