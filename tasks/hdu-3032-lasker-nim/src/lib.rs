//! hdu-3032-lasker-nim (HDU 3032 Nim or not Nim?, Lasker's Nim): `T`, then
//! per test `N` and N heap sizes; prints `Alice` if the first player wins
//! (a move takes from one heap or splits one in two), else `Bob`.
use grundy_core::games::lasker;
use grundy_core::games::nim::nim_sum;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads every test and writes its winner.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let t = rd.count("T", 1)?;
    for _ in 0..t {
        let x =
            rd.stream_list_at_most("N", "s[i]", MAX_VALUE, |s| nim_sum(s.map(lasker::grundy)))?;
        out.line(if x != 0 { "Alice" } else { "Bob" });
    }
    Ok(())
}
