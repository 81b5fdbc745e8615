//! cf-662a-gambling-nim (Codeforces 662A Gambling Nim): `n`, then n cards
//! `a b` (the two sides); prints the first player's winning probability
//! as the irreducible fraction `p/q` (`0/1` for 0, `1/1` for certainty).
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
