//! The format and bounds are in the README; `solve` answers one input.
use std::collections::HashSet;

use grundy_core::games::coin_turning::tartan::turning_corners;
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads every test case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let t = rd.count("T", 1)?;
    for _ in 0..t {
        let n = rd.count("n", 2)?;
        let mut lights = HashSet::with_capacity(n);
        let mut value = 0;
        for _ in 0..n {
            let x = rd.positive_at_most("x", MAX_VALUE, "rows are numbered from 1")?;
            let y = rd.positive_at_most("y", MAX_VALUE, "columns are numbered from 1")?;
            if !lights.insert((x, y)) {
                return Err(rd.reject(
                    "y",
                    format!(
                        "the light ({x}, {y}) is listed twice: the judge sends distinct lights"
                    ),
                ));
            }
            value ^= turning_corners(x, y);
        }
        out.line(if value != 0 {
            "Have a try, lxhgww."
        } else {
            "Don't waste your time."
        });
    }
    Ok(())
}
