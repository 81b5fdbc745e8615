//! The format and bounds are in the README; `solve` answers one input.
//!
//! Each pile is worth its Grundy value by the jump recursion
//! (`grundy_core::games::strange_nim`, checked there against a plain
//! search of the game); Takahashi wins exactly when they XOR to non-zero.
use grundy_core::games::strange_nim::grundy;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// The largest pile taken: a pile of x costs about √x steps, so 10^12
/// (the judge's 10^9) keeps a pile within about 10^6 of them.
pub const MAX_PILE: u64 = 1_000_000_000_000;

/// Reads the piles and writes the winner.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.count("N", 2)?;
    let mut x = 0;
    for _ in 0..n {
        let a = rd.u64_at_most("A", MAX_PILE)?;
        let k = rd.positive_at_most("K", MAX_VALUE, "a move takes at most floor(A/K)")?;
        x ^= grundy(a, k);
    }
    out.line(if x != 0 { "Takahashi" } else { "Aoki" });
    Ok(())
}
