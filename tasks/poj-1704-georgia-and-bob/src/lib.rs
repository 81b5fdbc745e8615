//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::staircase::chessmen_nim_sum;
use judge_io::{InputError, Out, Reader, Result, MAX_VALUE};

/// Reads every test and writes its winner.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let t = rd.count("T", 1)?;
    for test in 1..=t {
        let cells = rd.positive_list_at_most("N", "P_i", MAX_VALUE, "cells are numbered from 1")?;
        let x = chessmen_nim_sum(&cells)
            .map_err(|e| InputError::about(format!("test {}", test), e.to_string()))?;
        out.line(if x != 0 {
            "Georgia will win"
        } else {
            "Bob will win"
        });
    }
    Ok(())
}
