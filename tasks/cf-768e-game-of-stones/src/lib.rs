//! cf-768e-game-of-stones (Codeforces 768E Game of Stones): `n`, then n
//! pile sizes, where each amount may be taken from a pile at most once;
//! prints `YES` if the second player (Jon) wins, else `NO`.
use grundy_core::games::nim::nim_sum;
use grundy_core::games::once_per_amount::{self, ONCE_PER_AMOUNT_CHECKED};
use judge_io::{Out, Reader, Result};

/// Reads one case and writes its answer. A pile's value is the largest k
/// with 1 + … + k ≤ s, a closed form grundy-core's tests derive from the
/// game's definition for every pile up to 60 (the judge's bound); a larger
/// pile is refused rather than answered by an unchecked formula.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let x = rd.stream_list_at_most("n", "pile", ONCE_PER_AMOUNT_CHECKED, |piles| {
        nim_sum(piles.map(once_per_amount::grundy))
    })?;
    out.line(if x == 0 { "YES" } else { "NO" });
    Ok(())
}
