//! AtCoder ARC 131 C Zero XOR: the format and bounds are in the README; `solve` answers one input.
//!
//! The rule was found by the explorer from the game's description
//! ([`explore`], `cargo run -p atcoder-arc131-c-zero-xor --bin
//! atcoder-arc131-c-zero-xor-explore`) and proved in docs/theory.md.
use judge_io::{Out, Reader, Result, MAX_VALUE};

pub mod explore;

/// The largest integer read: the judge's are at most 10^9, the XOR takes any.
const MAX_COOKIE: u64 = MAX_VALUE;

/// Whether the player to move wins with these cookies (distinct): an odd
/// number of cookies wins, and an even number wins only if one cookie
/// equals the XOR of all, so that eating it leaves XOR 0 at once
/// (docs/theory.md, "Zero XOR: eating cookies until the XOR is 0").
pub fn mover_wins(cookies: &[u64]) -> bool {
    let all = cookies.iter().fold(0, |x, &c| x ^ c);
    cookies.len() % 2 == 1 || cookies.contains(&all)
}

/// Reads one input and writes its answer. Refuses two cookies with the
/// same integer (the statement makes them distinct).
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let cookies = rd.list_at_most("N", "A_i", MAX_COOKIE)?;
    if cookies.is_empty() {
        return Err(rd.reject("N", "is 0: the game starts with at least one cookie"));
    }
    let mut sorted = cookies.clone();
    sorted.sort_unstable();
    if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
        return Err(rd.reject(
            "A_i",
            format!("{} is on two cookies: the integers are distinct", w[0]),
        ));
    }
    out.line(if mover_wins(&cookies) { "Win" } else { "Lose" });
    Ok(())
}
