//! Codeforces 1537D Deleting Divisors: the format and bounds are in the README; `solve` answers one input.
//!
//! The rule was found by the explorer from the game's description
//! ([`explore`], `cargo run -p cf-1537d-deleting-divisors --bin
//! cf-1537d-deleting-divisors-explore`) and proved in docs/theory.md.
use judge_io::{Out, Reader, Result, MAX_VALUE};

pub mod explore;

/// The largest n read: the judge's bound is 10^9, the closed form takes any.
const MAX_N: u64 = MAX_VALUE;

/// Whether the player to move wins from n ≥ 1: the P-positions are the odd
/// n and the powers 2^k with k odd (docs/theory.md, "Subtracting a divisor
/// other than 1 and n").
pub fn mover_wins(n: u64) -> bool {
    let k = n.trailing_zeros();
    let power_of_two = n >> k == 1;
    k > 0 && !(power_of_two && k % 2 == 1)
}

/// Reads one input and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let t = rd.count("t", 1)?;
    for _ in 0..t {
        let n = rd.positive_at_most("n", MAX_N, "the game starts from a positive integer")?;
        out.line(if mover_wins(n) { "Alice" } else { "Bob" });
    }
    Ok(())
}
