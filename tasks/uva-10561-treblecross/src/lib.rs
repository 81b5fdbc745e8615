//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::treblecross::{winning_cells, Board};
use judge_io::{Out, Reader, Result};

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.count("N", 1)?;
    for _ in 0..n {
        let text = rd.token("board")?;
        let board = Board::parse(text).map_err(|e| rd.reject("board", e.to_string()))?;
        let cells = winning_cells(&board);
        out.line(if cells.is_empty() {
            "LOSING"
        } else {
            "WINNING"
        });
        out.join_line(cells.iter().map(|&c| c as u64 + 1));
    }
    Ok(())
}
