//! spoj-matgame (SPOJ MATGAME, Matrix Game): `T`, then per test `N M` and
//! an N×M matrix, where a move lowers the leftmost non-zero entry of a row;
//! prints `FIRST` if the player to move wins, else `SECOND`, per test.
use grundy_core::games::heap_row;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads one case and writes its answer: each row is a row of heaps played
/// left to right ([`heap_row::grundy`]), and the rows combine by XOR.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let t = rd.count("T", 1)?;
    for _ in 0..t {
        let rows = rd.count("N", 1)?;
        let width = rd.count("M", 1)?;
        let mut x = 0;
        for _ in 0..rows {
            x ^= heap_row::grundy(&rd.u64s_at_most(width, "entry", MAX_VALUE)?);
        }
        out.winner(x != 0);
    }
    Ok(())
}
