//! atcoder-abc255-g-constrained-nim (AtCoder ABC 255 G Constrained Nim):
//! `N M`, N piles, then M forbidden moves `X Y` (taking Y stones from a pile
//! of exactly X); prints `Takahashi` if the first player wins, else `Aoki`.
use grundy_core::games::forbidden_nim::ForbiddenNim;
use grundy_core::games::nim::nim_sum;
use judge_io::{InputError, Out, Reader, Result, MAX_VALUE};

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.count("N", 1)?;
    let m = rd.count("M", 2)?;
    let piles = rd.u64s_at_most(n, "A", MAX_VALUE)?;
    let mut forbidden = Vec::with_capacity(m);
    for _ in 0..m {
        let x = rd.u64_at_most("X", MAX_VALUE)?;
        let y = rd.positive_at_most("Y", MAX_VALUE, "a move takes at least one stone")?;
        if y > x {
            return Err(rd.reject(
                "Y",
                format!("takes {} stones from a pile of {}, which is no move", y, x),
            ));
        }
        forbidden.push((x, y));
    }
    // Every pair was checked above, so this cannot fail; a failure is still
    // reported as bad input, never a panic.
    let nim =
        ForbiddenNim::new(&forbidden).map_err(|e| InputError::about("X and Y", e.to_string()))?;
    let wins = nim_sum(piles.iter().map(|&a| nim.grundy(a))) != 0;
    out.line(if wins { "Takahashi" } else { "Aoki" });
    Ok(())
}
