//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::gambling_nim;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads the cards and writes the first player's chance to win.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.count("n", 2)?;
    let mut cards = Vec::with_capacity(n);
    for _ in 0..n {
        let a = rd.u64_at_most("a", MAX_VALUE)?;
        let b = rd.u64_at_most("b", MAX_VALUE)?;
        cards.push((a, b));
    }
    let p = gambling_nim::win_probability(&cards);
    out.line(&format!("{}/{}", p.numerator, p.denominator));
    Ok(())
}
