//! t05-take-k: `k Q`, then `Q` values n (1 ≤ k ≤ 10^18, n ≤ 10^18); prints
//! FIRST iff n mod (k+1) ≠ 0, one line per query, from the closed form.
use grundy_core::games::take_k;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let k = rd.positive_at_most("k", MAX_VALUE, "take-1..k needs at least one move")?;
    let q = rd.count("Q", 1)?;
    for _ in 0..q {
        let n = rd.u64_at_most("n", MAX_VALUE)?;
        out.winner(take_k::grundy(n, k) != 0);
    }
    Ok(())
}
