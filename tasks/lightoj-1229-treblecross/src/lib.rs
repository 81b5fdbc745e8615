//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::treblecross::{winning_cells, Board};
use judge_io::{Out, Reader, Result};

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let t = rd.count("T", 1)?;
    for case in 1..=t as u64 {
        let text = rd.token("board")?;
        let board = Board::parse(text).map_err(|e| rd.reject("board", e.to_string()))?;
        let cells = winning_cells(&board);
        out.str("Case ").num(case).str(": ");
        if cells.is_empty() {
            out.line("0");
        } else {
            out.join_line(cells.iter().map(|&c| c as u64 + 1));
        }
    }
    Ok(())
}
