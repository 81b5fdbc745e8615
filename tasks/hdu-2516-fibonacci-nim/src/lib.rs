//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::fibonacci_nim::start_mover_wins;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads the piles up to the terminating 0 and writes the winner of each.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    loop {
        match rd.u64_at_most("n, or the 0 that ends the input", MAX_VALUE)? {
            0 => return Ok(()),
            n if start_mover_wins(n) => out.line("First win"),
            _ => out.line("Second win"),
        };
    }
}
