//! cses-2208-another-game (CSES 2208 Another Game): `t`, then per test `n`
//! and n heap sizes, where a move takes one coin from each heap of any
//! non-empty set of non-empty heaps; prints `first` or `second` per test.
use grundy_core::games::one_from_each;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads one case and writes its answer (the game is no sum of heaps: the
/// parity rule of [`one_from_each::mover_wins`], not a nim-sum).
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let t = rd.count("t", 1)?;
    for _ in 0..t {
        let wins =
            rd.stream_list_at_most("n", "heap", MAX_VALUE, |h| one_from_each::mover_wins(h))?;
        out.line(if wins { "first" } else { "second" });
    }
    Ok(())
}
