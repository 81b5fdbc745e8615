//! t03-subtraction-sum: `k`, the `k` elements of S, `m`, then `m` pile
//! sizes; prints `FIRST` iff the XOR of g[pile] is not 0.
use grundy_core::period::{certified_period, default_max_terms, PeriodError, DEFAULT_MAX_WORK};
use grundy_core::subtraction::{grundy_table, ZERO_MOVE};
use judge_io::{InputError, Out, Reader, Result};

/// Up to this largest pile, a plain table g[0..=max pile] is built directly
/// (when its work, (max pile + 1) × applicable moves, is at most
/// [`DEFAULT_MAX_WORK`]); above it, the certified period answers, with a plain
/// table as the fallback when no period is found within the cap but the
/// piles are below it. The cap is `default_max_terms(S)`: 2^28 values, fewer
/// for more than 16 distinct moves.
pub const SMALL_TABLE: u64 = 1 << 20;

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let k = rd.count("k", 1)?;
    let s = rd.positive_values(k, "element of S", ZERO_MOVE)?;
    let m = rd.count("m", 1)?;
    let piles = rd.values(m, "pile")?;
    rd.finish()?; // bad input is refused before any heavy work
    let largest = piles.iter().copied().max().unwrap_or(0);
    let mut applicable: Vec<u64> = s.iter().copied().filter(|&x| x <= largest).collect();
    applicable.sort_unstable();
    applicable.dedup();
    let table_work = (largest + 1).saturating_mul(applicable.len().max(1) as u64);
    let nim_sum = if largest <= SMALL_TABLE && table_work <= DEFAULT_MAX_WORK {
        table_nim_sum(&s, &piles, largest)?
    } else {
        // Moves longer than every pile never apply: leaving them out keeps a
        // set like {1, 10^18} from needing a table past 10^18 terms.
        let cap = default_max_terms(&applicable);
        match certified_period(&applicable, cap) {
            Ok(g) => piles.iter().fold(0, |x, &pile| x ^ g.value(pile)),
            // No period within the cap, but the piles still fit a table of
            // at most `cap` values (work ≤ cap × moves ≤ DEFAULT_MAX_WORK).
            Err(PeriodError::NoCertificate { .. }) if largest < cap as u64 => {
                table_nim_sum(&s, &piles, largest)?
            }
            Err(e) => return Err(InputError::value("S", e.to_string())),
        }
    };
    out.winner(nim_sum != 0);
    Ok(())
}

/// XOR of g[pile] over a plain table g[0..=largest].
fn table_nim_sum(s: &[u64], piles: &[u64], largest: u64) -> Result<u64> {
    let table =
        grundy_table(s, largest as usize).map_err(|e| InputError::value("S", e.to_string()))?;
    // Every pile is at most `largest`, so `get` finds it.
    Ok(piles
        .iter()
        .fold(0, |x, &pile| x ^ table.get(pile).unwrap_or(0)))
}
