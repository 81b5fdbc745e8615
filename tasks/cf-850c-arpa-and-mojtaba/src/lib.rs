//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::prime_exponent_sets::grundy;
use judge_io::{Out, Reader, Result};

/// The largest number taken (the judge's bound): the exponents come from
/// trial division up to √a ≤ 31 623, and every exponent set reached then
/// has exponents ≤ 29.
pub const MAX_NUMBER: u64 = 1_000_000_000;

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.count("n", 1)?;
    let numbers = rd.positives_at_most(
        n,
        "a",
        MAX_NUMBER,
        "every prime power divides 0, so the game would never end",
    )?;
    // Every number is at most 10^9 < 2^32.
    let numbers: Vec<u32> = numbers.into_iter().map(|a| a as u32).collect();
    out.line(if grundy(&numbers) != 0 {
        "Mojtaba"
    } else {
        "Arpa"
    });
    Ok(())
}
