//! luogu-p5675-gzoi2017-stones (Luogu P5675 [GZOI2017] 取石子游戏): reads
//! `N` and N pile sizes; prints, modulo 10^9 + 7, the number of ways to
//! choose a set of piles and, within it, the pile Alice must take from
//! first, such that Alice (moving first in Nim) cannot win.
//!
//! With pile i designated and the other chosen piles of XOR x, Alice's
//! first move leaves pile i at some y < a_i and wins exactly when it can
//! make the XOR 0, that is when x < a_i (she takes a_i − x). So the answer
//! is Σ_i #{subsets of the other piles with XOR ≥ a_i}, and the subsets of
//! the others by XOR come from `grundy_core::nimber::xor_count::subsets`.
//! Piles of equal size give equal counts, so each size is counted once and
//! weighted by how many piles have it.
use grundy_core::nimber::xor_count;
use judge_io::{Out, Reader, Result};

/// The modulus of the answer.
pub const P: u64 = 1_000_000_007;

/// The largest pile: 8 bits (the judge's piles are at most 200), so the
/// XOR table has 256 entries.
pub const MAX_PILE: u64 = 255;

/// Reads one input and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let piles = rd.positive_list_at_most(
        "N",
        "pile",
        MAX_PILE,
        "the statement's piles hold at least one stone",
    )?;
    rd.finish()?;
    let mut sizes = piles.clone();
    sizes.sort_unstable();
    sizes.dedup();
    let mut total = 0u64;
    let mut others = Vec::with_capacity(piles.len());
    for &a in &sizes {
        // The other piles: every pile but one of size a.
        others.clear();
        let mut skipped = false;
        for &b in &piles {
            if b == a && !skipped {
                skipped = true;
            } else {
                others.push(b);
            }
        }
        let by_xor =
            xor_count::subsets(&others, P).expect("10^9 + 7 is an odd prime, piles fit 8 bits");
        let losing = by_xor.counts().skip(a as usize).fold(0, |s, c| (s + c) % P);
        let copies = piles.iter().filter(|&&b| b == a).count() as u64;
        total = (total + copies % P * losing) % P;
    }
    out.num(total).nl();
    Ok(())
}
