//! lightoj-1229-treblecross (LightOJ 1229 Treblecross): `T`, then T boards
//! of `.` and `X`; for board i prints `Case i: ` and the winning cells
//! (1-based), or `Case i: 0` when there is none.
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
