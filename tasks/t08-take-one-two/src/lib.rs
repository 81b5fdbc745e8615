//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::sg::subtraction::{grundy_table, MoveSet};
use judge_io::{Out, Reader, Result};

/// The largest table length accepted: n ≤ 10^8 (one byte per value plus the
/// printed line, a few hundred MB at the limit).
pub const MAX_N: u64 = 100_000_000;

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.u64_at_most("n", MAX_N)?;
    // Every pile is at most n ≤ 10^8: kept as u32, half the memory.
    let piles = rd.stream_list_at_most("m", "pile", n, |stream| {
        let mut piles = Vec::with_capacity(stream.size_hint().1.unwrap_or(0));
        for pile in stream {
            piles.push(pile as u32);
        }
        piles
    })?;
    rd.finish()?; // bad input is refused before any heavy work
    let take_one_or_two = MoveSet::new(&[1, 2]).expect("no move is 0");
    let table = grundy_table(&take_one_or_two, n as usize);
    let x = piles.iter().fold(0, |x, &pile| {
        x ^ table.get(u64::from(pile)).expect("every pile is at most n")
    });
    out.join_line(table.values());
    out.winner(x != 0);
    Ok(())
}
