//! t03-subtraction-sum: `k`, the `k` elements of S, `m`, then `m` pile
//! sizes; prints `FIRST` iff the XOR of g[pile] is not 0.
use grundy_core::period::PeriodError;
use grundy_core::subtraction::{
    certified_period, default_max_terms, grundy_table, MoveSet, DEFAULT_MAX_WORK, ZERO_MOVE,
};
use judge_io::{InputError, Out, Reader, Result, MAX_VALUE};

/// Up to this largest pile, a plain table g[0..=max pile] is built directly
/// (when its work, (max pile + 1) × applicable moves, is at most
/// [`DEFAULT_MAX_WORK`]); above it, the certified period answers, with a plain
/// table as the fallback when no period is found within the cap but the
/// piles are below it. The cap is `default_max_terms(S)`: 2^28 values, fewer
/// for more than 16 distinct moves.
pub const SMALL_TABLE: u64 = 1 << 20;

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let s = rd.positive_list_at_most("k", "element of S", MAX_VALUE, ZERO_MOVE)?;
    let piles = rd.list_at_most("m", "pile", MAX_VALUE)?;
    rd.finish()?; // bad input is refused before any heavy work
    let moves = MoveSet::new(&s).map_err(|e| InputError::about("S", e.to_string()))?;
    let largest = piles.iter().copied().max().unwrap_or(0);
    // Moves longer than every pile never apply: leaving them out keeps a
    // set like {1, 10^18} from needing a table past 10^18 terms.
    let applicable = moves.up_to(largest);
    let table_work = (largest + 1).saturating_mul(applicable.as_slice().len().max(1) as u64);
    let nim_sum = if largest <= SMALL_TABLE && table_work <= DEFAULT_MAX_WORK {
        table_nim_sum(&applicable, &piles, largest)
    } else {
        let cap = default_max_terms(&applicable);
        match certified_period(&applicable, cap) {
            Ok(g) => piles.iter().fold(0, |x, &pile| x ^ g.value(pile)),
            // No period within the cap, but the piles still fit a table of
            // at most `cap` values (work ≤ cap × moves ≤ DEFAULT_MAX_WORK).
            Err(PeriodError::NoCertificate { .. }) if largest < cap as u64 => {
                table_nim_sum(&applicable, &piles, largest)
            }
            Err(e) => return Err(InputError::about("S", e.to_string())),
        }
    };
    out.winner(nim_sum != 0);
    Ok(())
}

/// XOR of g[pile] over a plain table g[0..=largest], `largest` the largest
/// pile.
fn table_nim_sum(moves: &MoveSet, piles: &[u64], largest: u64) -> u64 {
    grundy_table(moves, largest as usize)
        .nim_sum(piles)
        .expect("the table reaches the largest pile")
}
