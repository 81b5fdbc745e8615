//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::wythoff::{winning_moves, MAX_PILE};
use judge_io::{Out, Reader, Result};

/// Reads every position up to `0 0` and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    loop {
        let a = rd.u64_at_most("a", MAX_PILE)?;
        let b = rd.u64_at_most("b", MAX_PILE)?;
        if a == 0 && b == 0 {
            return Ok(());
        }
        if b < a {
            return Err(rd.reject(
                "b",
                format!("{} is below a = {}: the judge sends a <= b", b, a),
            ));
        }
        let moves = winning_moves(a, b);
        if moves.is_empty() {
            out.line("0");
            continue;
        }
        out.line("1");
        for (x, y) in moves.iter() {
            out.num(x).byte(b' ').num(y).nl();
        }
    }
}
