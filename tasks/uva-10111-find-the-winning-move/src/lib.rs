//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::games::tic_tac_toe::{FirstWinningCell, Row, TicTacToe};
use judge_io::{show, Out, Reader, Result};

/// Reads every board and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let game = TicTacToe::new(4).expect("4 is a side tic-tac-toe has");
    let mut solver = FirstWinningCell::new(game.clone());
    loop {
        let start = rd.token("? or $")?;
        if start.first() == Some(&b'$') {
            return Ok(());
        }
        if start != b"?" {
            let found = show(start);
            return Err(rd.reject(
                "? or $",
                format!(
                    "expected \"?\" (a board follows) or a token starting with \"$\" (the end), found {}",
                    found
                ),
            ));
        }
        let mut rows = [Row::default(); 4];
        for row in rows.iter_mut() {
            let text = rd.token("board row")?;
            *row = game
                .parse_row(text)
                .map_err(|e| rd.reject("board row", e.to_string()))?;
        }
        let board = game
            .x_to_move(&rows)
            .map_err(|e| rd.reject("board", e.to_string()))?;
        match solver.find(&board) {
            Some(cell) => out
                .byte(b'(')
                .num(u64::from(cell / 4))
                .byte(b',')
                .num(u64::from(cell % 4))
                .byte(b')')
                .nl(),
            None => out.line("#####"),
        };
    }
}
