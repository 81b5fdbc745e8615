//! cses-1099-stair-game (CSES 1099 Stair Game): `t`, then per test `n` and
//! the balls on stairs 1..n, where a move takes balls from a stair k ≠ 1 to
//! stair k − 1; prints `first` or `second` per test.
use grundy_core::games::staircase;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads one case and writes its answer. Stair 1 is where balls stop, the
/// floor of staircase Nim, so stair i is step i − 1: the odd steps are the
/// stairs 2, 4, 6, ….
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let t = rd.count("t", 1)?;
    for _ in 0..t {
        let x = rd.stream_list_at_most("n", "balls", MAX_VALUE, |stairs| {
            staircase::grundy(stairs.skip(1))
        })?;
        out.line(if x != 0 { "first" } else { "second" });
    }
    Ok(())
}
