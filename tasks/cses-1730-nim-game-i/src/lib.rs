//! cses-1730-nim-game-i (CSES 1730 Nim Game I): `t`, then per test `n` and
//! n heap sizes; prints `first` if the player to move wins Nim, else
//! `second`, one line per test.
use grundy_core::games::nim;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let t = rd.count("t", 1)?;
    for _ in 0..t {
        let wins = rd.stream_list_at_most("n", "heap", MAX_VALUE, |h| nim::mover_wins(h))?;
        out.line(if wins { "first" } else { "second" });
    }
    Ok(())
}
