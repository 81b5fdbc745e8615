//! t05-take-k: `k Q`, then `Q` values n (1 ≤ k ≤ 10^18, n ≤ 10^18); prints
//! FIRST iff n mod (k+1) ≠ 0, one line per query, from the closed form.
use grundy_core::nim::take_k_grundy;
use judge_io::{InputError, Out, Reader, Result};

/// The largest k and n accepted (SPEC.md).
const LIMIT: u64 = 1_000_000_000_000_000_000;

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let k = rd.u64_at_most("k", LIMIT)?;
    if k == 0 {
        return Err(InputError::at(
            rd.tokens_read(),
            "k",
            "must be at least 1: take-1..k needs a move",
        ));
    }
    let q = rd.count("Q", 1)?;
    for _ in 0..q {
        let n = rd.u64_at_most("n", LIMIT)?;
        out.winner(take_k_grundy(n, k) != 0);
    }
    Ok(())
}
