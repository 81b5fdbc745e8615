//! toph-notakto (Toph "Game of Tic-Tac-Toe, Again?"): `T` games, each `n`
//! then n boards of three rows of three cells (`X` or `.`); prints
//! `Game #i: Alice` when Alice, who moves first, wins the misère sum of the
//! boards (whoever completes the last three in a row loses), else
//! `Game #i: Bob`.
use grundy_core::misere::notakto::{parse_board, Board, Notakto, NotaktoQuotient};
use judge_io::{InputError, Out, Reader, Result};

/// The bound on the number of games (assumed: the statement's copy gives
/// none).
pub const MAX_GAMES: usize = 100;

/// The statement's bound on the boards of one game.
pub const MAX_BOARDS: usize = 10_000;

/// Reads one board: three rows of three cells, without a line yet.
fn board(rd: &mut Reader, game: &Notakto, index: usize) -> Result<Board> {
    let rows = [
        rd.word("board row")?,
        rd.word("board row")?,
        rd.word("board row")?,
    ];
    let board = parse_board(&rows)
        .map_err(|e| InputError::about(format!("board {}", index), e.to_string()))?;
    if game.is_dead(board) {
        return Err(InputError::about(
            format!("board {}", index),
            "has three in a row already: the statement gives only boards without one",
        ));
    }
    Ok(board)
}

/// Reads one input and writes its answer: each board's element of the
/// misère quotient of Notakto (`grundy_core::misere::notakto`, the order-18
/// quotient the library derives from the game), multiplied over the boards;
/// Alice, to move, wins exactly when the product is outside the P-portion.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let games = rd.u64_at_most("T", MAX_GAMES as u64)? as usize;
    let game = Notakto::new();
    let quotient = NotaktoQuotient::new();
    for g in 1..=games {
        let n = rd.u64_at_most("n", MAX_BOARDS as u64)? as usize;
        if n == 0 {
            return Err(rd.reject("n", "is 0: a game has at least one board"));
        }
        let mut boards = Vec::with_capacity(n);
        for i in 1..=n {
            boards.push(board(rd, &game, i)?);
        }
        let winner = if quotient.mover_wins(&boards) {
            "Alice"
        } else {
            "Bob"
        };
        out.str("Game #").num(g as u64).str(": ").str(winner).nl();
    }
    rd.finish()
}
