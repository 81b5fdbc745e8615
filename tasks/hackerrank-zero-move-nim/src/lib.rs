//! The format and bounds are in the README; `solve` answers one input.
//!
//! Each pile is worth its Grundy value with the pass still there
//! (`grundy_core::games::zero_move_nim`: the pairs 1↔2, 3↔4, … swap,
//! checked there against a plain search of the game); John wins exactly
//! when they XOR to non-zero.
use grundy_core::games::nim::nim_sum;
use grundy_core::games::zero_move_nim::grundy;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads every game and writes its winner.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let games = rd.count("g", 2)?;
    for _ in 0..games {
        let x = rd.stream_list_at_most("n", "p", MAX_VALUE, |piles| nim_sum(piles.map(grundy)))?;
        out.line(if x != 0 { "W" } else { "L" });
    }
    Ok(())
}
