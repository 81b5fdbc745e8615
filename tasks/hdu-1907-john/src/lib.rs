//! hdu-1907-john (HDU 1907 / POJ 3480 John, misère Nim): `T`, then per test
//! `N` and N heap sizes; prints `John` if the first player wins misère Nim
//! (whoever eats the last candy loses), else `Brother`, one line per test.
use grundy_core::games::misere;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads every test and writes its winner.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let t = rd.count("T", 1)?;
    for _ in 0..t {
        let john = rd.stream_list_at_most("N", "A_i", MAX_VALUE, |a| misere::nim_mover_wins(a))?;
        out.line(if john { "John" } else { "Brother" });
    }
    Ok(())
}
