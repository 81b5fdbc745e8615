//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::end_nim::mover_wins;
use judge_io::{InputError, Out, Reader, Result, MAX_VALUE};

/// The most table cells (the sum over the tests of n²) an input may ask
/// for: the rule is O(n²) per row, and the judge's largest input needs
/// 10 · 1000² = 10^7.
pub const WORK_LIMIT: u64 = 1_000_000_000;

/// Reads every row and writes its winner.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let t = rd.count("T", 1)?;
    let mut rows = Vec::with_capacity(t);
    let mut work = 0u64;
    for _ in 0..t {
        let row =
            rd.positive_list_at_most("n", "a[i]", MAX_VALUE, "a pile holds at least one stone")?;
        let n = row.len() as u64;
        work = work.saturating_add(n * n);
        rows.push(row);
    }
    rd.finish()?;
    if work > WORK_LIMIT {
        return Err(InputError::about(
            "n",
            format!(
                "the rows' squared lengths sum to {}, above the work limit {}",
                work, WORK_LIMIT
            ),
        ));
    }
    for row in &rows {
        out.line(if mover_wins(row) { "1" } else { "0" });
    }
    Ok(())
}
