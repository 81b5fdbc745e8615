//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::dynamic_subtraction::LosingPiles;
use judge_io::{Out, Reader, Result};

/// The largest pile taken: the table of losing piles grows with it (for
/// k = 10^5 about 9.8·10^5 terms up to 10^9; the judge's bound is 10^8).
pub const MAX_PILE: u64 = 1_000_000_000;

/// The largest multiplier k (the judge's bound): with k ≥ n every pile up
/// to n is a term, so the table's size is bounded by the pile and k both.
pub const MAX_K: u64 = 100_000;

/// Reads the tests and writes each answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let t = rd.count("t", 2)?;
    let mut tests = Vec::with_capacity(t);
    for _ in 0..t {
        let n = rd.u64_at_most("n", MAX_PILE)?;
        let k = rd.positive_at_most("k", MAX_K, "each take may be at most k times the last")?;
        tests.push((n, k));
    }
    rd.finish()?;
    // One table, rebuilt in place for each test: its memory is reused.
    let mut piles = LosingPiles::new(1, 0);
    for (i, &(n, k)) in tests.iter().enumerate() {
        out.str("Case ").num(i as u64 + 1).str(": ");
        piles.rebuild(k, n);
        match piles.first_take(n) {
            Some(take) => out.num(take).nl(),
            None => out.line("lose"),
        };
    }
    Ok(())
}
