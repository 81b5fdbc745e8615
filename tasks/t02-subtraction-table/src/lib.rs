//! t02-subtraction-table: `n`, `k`, then the `k` elements of S (each ≥ 1);
//! prints g[0] … g[n] of the subtraction game with moves S.
use grundy_core::subtraction::grundy_table;
use grundy_core::subtraction::ZERO_MOVE;
use judge_io::{InputError, Out, Reader, Result};

/// The largest table length accepted: n ≤ 10^8 (one byte per value plus the
/// printed line, a few hundred MB at the limit).
pub const MAX_N: u64 = 100_000_000;

/// The largest amount of work accepted, (n + 1) · d for the d distinct
/// elements of S that are ≤ n: 4 · 10^9 steps, about 5 s of CPU (measured
/// 5.1 s at n = 10^8, d = 39). Past it the input is refused rather than left
/// to run for minutes or hours.
pub const MAX_WORK: u64 = 4_000_000_000;

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.u64_at_most("n", MAX_N)?;
    let k = rd.count("k", 1)?;
    let moves = rd.positive_values(k, "element of S", ZERO_MOVE)?;
    rd.finish()?; // bad input is refused before any heavy work
    let mut distinct: Vec<u64> = moves.iter().copied().filter(|&s| s <= n).collect();
    distinct.sort_unstable();
    distinct.dedup();
    let work = (n + 1).saturating_mul(distinct.len() as u64);
    if work > MAX_WORK {
        return Err(InputError::value(
            "n and S",
            format!(
                "(n + 1) * (distinct elements of S up to n) = {} is above the work limit {}",
                work, MAX_WORK
            ),
        ));
    }
    let table =
        grundy_table(&moves, n as usize).map_err(|e| InputError::value("S", e.to_string()))?;
    out.join_line(table.values());
    Ok(())
}
