//! HDU 2149 Public Sale: the format and bounds are in the README; `solve` answers one input.
use grundy_core::sg::bitset::Rule;
use grundy_core::sg::subtraction::{MoveSet, WinLoss};
use judge_io::{InputError, Out, Reader, Result};

/// The judge's bound on M and N (0 < N, M < 1100).
pub const MAX: u64 = 1099;

/// Reads every line (at least one), then answers them in order. What is
/// left to pay, r = M − price, is a subtraction game with the moves
/// S = {1, …, N}, |S| up to the table's length: a bid of b ≥ r buys the
/// field, the same as reaching 0, where the player to move has lost. One
/// win/loss table a distinct N (`sg::bitset::Rule::subtraction`: each lost
/// position pushes its N wins at once, a word at a time), up to the
/// largest M asked with it; a first bid b wins exactly when b ≥ M or M − b
/// is lost.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let mut tests = Vec::new();
    loop {
        let m = rd.positive_at_most("M", MAX, "the field costs something")?;
        let n = rd.positive_at_most("N", MAX, "a bid raises the price")?;
        tests.push((m, n));
        if rd.at_end() {
            break;
        }
    }
    // The largest M of each N: its table covers every M asked with that N.
    let mut largest = vec![0u64; MAX as usize + 1];
    for &(m, n) in &tests {
        largest[n as usize] = largest[n as usize].max(m);
    }
    let mut tables: Vec<Option<WinLoss>> = largest.iter().map(|_| None).collect();
    for (n, &m) in largest.iter().enumerate().filter(|&(_, &m)| m > 0) {
        let raises: Vec<u64> = (1..=n as u64).collect();
        let raises = MoveSet::new(&raises).map_err(|e| InputError::about("N", e.to_string()))?;
        tables[n] = Some(Rule::subtraction(&raises, m as usize).win_loss_table());
    }
    for &(m, n) in &tests {
        let table = tables[n as usize]
            .as_ref()
            .expect("every N read has its table");
        let lost = |r: u64| table.mover_wins(r) == Some(false);
        let mut bids = (1..=n).filter(|&b| b >= m || lost(m - b)).peekable();
        if bids.peek().is_none() {
            out.line("none");
        } else {
            out.join_line(bids);
        }
    }
    Ok(())
}
