//! Codeforces 150A Win or Freeze: the format and bounds are in the README; `solve` answers one input.
//!
//! The rule was found by the explorer from the game's description
//! ([`explore`], `cargo run -p cf-150a-win-or-freeze --bin
//! cf-150a-win-or-freeze-explore`) and proved in docs/theory.md.
use grundy_core::numbers::factor::factorize;
use judge_io::{Out, Reader, Result, MAX_VALUE};

pub mod explore;

/// The largest q read: the judge's bound is 10^13, Pollard's rho factors any.
const MAX_Q: u64 = MAX_VALUE;

/// The first player's answer from q ≥ 1: `None` if the first player loses
/// (Ω(q) = 2), else `Some(move)`, the smallest winning move, or `Some(0)`
/// when there is no move (q = 1 or a prime). The losing positions are the
/// products of two primes (docs/theory.md, "Win or Freeze: a misère game
/// of divisors"), and the smallest divisor of q that is one is p1·p2, its
/// two smallest prime factors counted with multiplicity.
pub fn first_move(q: u64) -> Option<u64> {
    let mut primes = factorize(q)
        .into_iter()
        .flat_map(|(p, e)| std::iter::repeat(p).take(e as usize));
    match (primes.next(), primes.next(), primes.next()) {
        (_, None, _) => Some(0),
        (Some(_), Some(_), None) => None,
        (Some(p1), Some(p2), Some(_)) => Some(p1 * p2),
        (None, Some(_), _) => unreachable!("primes come in order"),
    }
}

/// Reads one input and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let q = rd.positive_at_most("q", MAX_Q, "the game starts from a positive integer")?;
    match first_move(q) {
        None => out.line("2"),
        Some(m) => out.line("1").num(m).nl(),
    };
    Ok(())
}
