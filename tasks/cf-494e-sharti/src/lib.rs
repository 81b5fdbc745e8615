//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::coin_turning::squares::{union_value, Rect};
use judge_io::{Out, Reader, Result, MAX_VALUE};

/// Reads the board and writes the winner.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.positive_at_most("n", MAX_VALUE, "the board has at least one cell")?;
    let m = rd.count("m", 4)?;
    let k = rd.positive_at_most("k", MAX_VALUE, "a square has side at least 1")?;
    let mut rects = Vec::with_capacity(m);
    for _ in 0..m {
        let top = rd.positive_at_most("a", n, "rows are numbered from 1 to n")?;
        let left = rd.positive_at_most("b", n, "columns are numbered from 1 to n")?;
        let bottom = rd.positive_at_most("c", n, "rows are numbered from 1 to n")?;
        if bottom < top {
            return Err(rd.reject("c", format!("{bottom} is above a = {top}: a <= c")));
        }
        let right = rd.positive_at_most("d", n, "columns are numbered from 1 to n")?;
        if right < left {
            return Err(rd.reject("d", format!("{right} is left of b = {left}: b <= d")));
        }
        rects.push(Rect {
            top,
            left,
            bottom,
            right,
        });
    }
    out.line(if union_value(k, &rects) != 0 {
        "Hamed"
    } else {
        "Malek"
    });
    Ok(())
}
