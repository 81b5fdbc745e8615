//! cses-1098-nim-game-ii (CSES 1098 Nim Game II): `t`, then per test `n`
//! and n heap sizes, where a move takes 1, 2 or 3 sticks from one heap;
//! prints `first` or `second` per test.
use grundy_core::games::nim;
use grundy_core::games::take_k;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Take-1..3: a heap of x is worth x mod 4, and the heaps combine by XOR.
const MOST_TAKEN: u64 = 3;

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let t = rd.count("t", 1)?;
    for _ in 0..t {
        let wins = rd.stream_list_at_most("n", "heap", MAX_VALUE, |heaps| {
            nim::mover_wins(heaps.map(|h| take_k::grundy(h, MOST_TAKEN)))
        })?;
        out.line(if wins { "first" } else { "second" });
    }
    Ok(())
}
