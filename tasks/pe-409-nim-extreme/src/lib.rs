//! Project Euler 409 Nim Extreme, in a format of our own: the format and bounds are in the README; `solve` answers one input.
use grundy_core::nimber::xor_count;
use judge_io::{Out, Reader, Result};

/// The modulus of the answer.
pub const P: u64 = 1_000_000_007;

/// The largest n: Project Euler's question itself, W(10^7).
pub const MAX_N: u64 = 10_000_000;

/// Reads one input and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.positive_at_most(
        "n",
        MAX_N,
        "W(n) counts positions of n non-empty piles, n at least 1",
    )?;
    rd.finish()?;
    // n piles, n pairwise different non-zero sizes below 2^n, in order: the
    // mover wins exactly when their XOR is not 0.
    let split = xor_count::distinct_nonzero(n, n, P).expect("10^9 + 7 is an odd prime below 2^31");
    out.num(split.nonzero).nl();
    Ok(())
}
