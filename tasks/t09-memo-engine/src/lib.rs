//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::two_pile_nim::TwoPileNim;
use grundy_core::sg::engine::Engine;
use grundy_core::sg::subtraction::MoveSet;
use judge_io::{show, Out, Reader, Result};

/// The largest `sub` pile. The engine caches every pile below it and keeps
/// one stack frame per pile on the way down, so memory grows with it.
pub const MAX_SUB: u64 = 1_000_000;

/// The largest `nim` pile. The engine caches every sorted pair below (a, b),
/// each with a + b moves: O(a·b·(a + b)) work, about a second at 300.
pub const MAX_NIM: u64 = 300;

/// The move set of the `sub` game.
pub const SUB_MOVES: [u64; 3] = [1, 3, 4];

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let q = rd.count("Q", 2)?;
    let mut sub = Engine::new(MoveSet::new(&SUB_MOVES).expect("no move is 0"));
    let mut nim = Engine::new(TwoPileNim);
    for _ in 0..q {
        let g = match rd.word("query kind")? {
            "sub" => sub.grundy(&rd.u64_at_most("sub n", MAX_SUB)?),
            "nim" => {
                let a = rd.u64_at_most("nim a", MAX_NIM)?;
                let b = rd.u64_at_most("nim b", MAX_NIM)?;
                nim.grundy(&(a, b))
            }
            other => {
                return Err(rd.reject(
                    "query kind",
                    format!("expected `sub` or `nim`, found {}", show(other.as_bytes())),
                ))
            }
        };
        out.num(g).nl();
    }
    Ok(())
}
