//! HDU 3980 Paint Chain: the format and bounds are in the README; `solve` answers one input.
use grundy_core::sg::octal::{grundy_table, ring_grundy, Rule};
use judge_io::{InputError, Out, Reader, Result};

/// The bound on N and M, the judge's: one table a distinct M, of rows up to
/// N − M, costs about (N − 2M)²/2 splits, so every M at once is the worst.
pub const MAX_N: u64 = 1000;

/// Reads every test, then answers them in order: one octal table a
/// distinct M (`Rule::remove_block(M, M)`: the digit 7 at M, paint M
/// adjacent beads of a row), rows up to the largest N − M of the tests with
/// that M, and the ring's value from it (`ring_grundy`: the first move
/// opens the ring into a row of N − M, or paints it whole when N = M; a
/// ring of fewer than M beads has no move).
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let t = rd.count("T", 2)?;
    let mut tests = Vec::with_capacity(t);
    for _ in 0..t {
        let n = rd.positive_at_most("N", MAX_N, "a chain has at least one bead")? as usize;
        let m = rd.positive_at_most("M", MAX_N, "a move paints at least one bead")? as usize;
        tests.push((n, m));
    }
    // The largest ring of each M: its table covers every ring with that M.
    let mut largest = vec![0usize; MAX_N as usize + 1];
    for &(n, m) in &tests {
        largest[m] = largest[m].max(n);
    }
    let mut games: Vec<Option<(Rule, Vec<u32>)>> = vec![None; largest.len()];
    for (m, &n) in largest.iter().enumerate().filter(|&(_, &n)| n > 0) {
        let rule = Rule::remove_block(m, m).map_err(|e| InputError::about("M", e.to_string()))?;
        // A first move leaves a row of n − m: the longest any ring here needs.
        let rows = grundy_table(&rule, n.saturating_sub(m));
        games[m] = Some((rule, rows));
    }
    for (i, &(n, m)) in tests.iter().enumerate() {
        let (rule, rows) = games[m].as_ref().expect("every M read has its table");
        let first_wins = ring_grundy(rule, n, rows) != 0;
        out.str("Case #").num(i as u64 + 1).str(": ");
        out.line(if first_wins { "aekdycoin" } else { "abcdxyzk" });
    }
    Ok(())
}
