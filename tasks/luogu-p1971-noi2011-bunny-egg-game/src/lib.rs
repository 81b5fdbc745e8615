//! luogu-p1971-noi2011-bunny-egg-game (Luogu P1971, \[NOI2011\] 兔兔与蛋蛋游戏):
//! `n m`, n rows of `X`, `O` and one `.`, then `k` and the 2k moves `x y`
//! of a game Tutu lost (Tutu first); prints how many of Tutu's moves were
//! mistakes, then their numbers.
//!
//! The empty cell walks: Tutu slides a white piece into it, Dandan a black
//! one, so it only ever enters white cells of the other colour of the
//! chessboard than where it started and black cells of the same colour,
//! and never a cell twice. That is vertex geography on a bipartite graph,
//! and a move of Tutu's is a mistake when she could win before it and
//! Dandan can win after it. `grundy_core::games::geography::shrinking`
//! answers each position as the cells drop out, one augmenting path per
//! move (proved there against a search of the game at every position of
//! random games).
use grundy_core::games::geography::shrinking::Shrinking;
use judge_io::{Grid, InputError, Out, Reader, Result};

/// A cell of the board.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Cell {
    Black,
    White,
    Empty,
}

/// Reads the board and the record, and writes Tutu's mistakes.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let rows = rd.positive_at_most("n", u64::from(u32::MAX), "the board has a row")? as usize;
    let cols = rd.positive_at_most("m", u64::from(u32::MAX), "the board has a column")? as usize;
    let board = Grid::read(rd, rows, cols, "row", "cells X, O or .", |c| match c {
        b'X' => Some(Cell::Black),
        b'O' => Some(Cell::White),
        b'.' => Some(Cell::Empty),
        _ => None,
    })?;
    let mut empties = (0..rows * cols).filter(|&v| board.cells()[v] == Cell::Empty);
    let (start, second) = (empties.next(), empties.next());
    let start = match (start, second) {
        (Some(start), None) => start,
        _ => {
            return Err(InputError::about(
                "the board",
                format!(
                    "has {} empty cells, not exactly one",
                    board.cells().iter().filter(|&&c| c == Cell::Empty).count()
                ),
            ))
        }
    };
    let k = rd.count("k", 4)?;

    // The cells the empty cell can enter: black ones of its own colour (the
    // start with them, on the left) and white ones of the other (right).
    let colour = |v: usize| (v / cols + v % cols) % 2;
    let left_side = |v: usize| colour(v) == colour(start) && board.cells()[v] != Cell::White;
    let right_side = |v: usize| colour(v) != colour(start) && board.cells()[v] == Cell::White;
    let mut number = vec![usize::MAX; rows * cols];
    let (mut left, mut right) = (0, 0);
    for (v, place) in number.iter_mut().enumerate() {
        if left_side(v) {
            *place = left;
            left += 1;
        } else if right_side(v) {
            *place = right;
            right += 1;
        }
    }
    let mut edges = Vec::new();
    for v in (0..rows * cols).filter(|&v| left_side(v)) {
        for w in neighbours(v, rows, cols).into_iter().flatten() {
            if right_side(w) {
                edges.push((number[v] as u32, number[w] as u32));
            }
        }
    }
    let vertex = |v: usize| {
        if left_side(v) {
            number[v]
        } else {
            left + number[v]
        }
    };
    let mut game = Shrinking::bipartite(left, right, &edges)
        .map_err(|e| InputError::about("board", e.to_string()))?;

    let mut hole = start;
    let mut now = board.cells().to_vec();
    let mut mistakes = Vec::new();
    for turn in 1..=k {
        let tutu_could_win = game.leave(vertex(hole));
        hole = slide(rd, &mut now, rows, cols, hole, turn, Cell::White)?;
        let dandan_can_win = game.leave(vertex(hole));
        if tutu_could_win && dandan_can_win {
            mistakes.push(turn as u64);
        }
        hole = slide(rd, &mut now, rows, cols, hole, turn, Cell::Black)?;
    }
    out.num(mistakes.len() as u64).nl();
    for turn in mistakes {
        out.num(turn).nl();
    }
    Ok(())
}

/// The cells beside `v`: up, down, left, right.
fn neighbours(v: usize, rows: usize, cols: usize) -> [Option<usize>; 4] {
    let (r, c) = (v / cols, v % cols);
    [
        (r > 0).then(|| v - cols),
        (r + 1 < rows).then(|| v + cols),
        (c > 0).then(|| v - 1),
        (c + 1 < cols).then(|| v + 1),
    ]
}

/// Reads one move `x y` of turn `turn` and plays it on the board `now`: a
/// cell beside the empty cell `hole` holding a piece of the mover's colour
/// (`piece`), slid into the empty cell. Returns the new empty cell (never
/// one entered before: a cell the empty cell left holds a piece of the
/// colour the other player moves there).
fn slide(
    rd: &mut Reader,
    now: &mut [Cell],
    rows: usize,
    cols: usize,
    hole: usize,
    turn: usize,
    piece: Cell,
) -> Result<usize> {
    let who = if piece == Cell::White {
        "Tutu"
    } else {
        "Dandan"
    };
    let x = rd.positive_at_most("x", rows as u64, "rows are numbered from 1")? as usize;
    let y = rd.positive_at_most("y", cols as u64, "columns are numbered from 1")? as usize;
    let v = (x - 1) * cols + (y - 1);
    if !neighbours(hole, rows, cols).contains(&Some(v)) {
        return Err(rd.reject(
            "y",
            format!(
                "{}'s move {}: cell {} {} is not beside the empty cell {} {}",
                who,
                turn,
                x,
                y,
                hole / cols + 1,
                hole % cols + 1
            ),
        ));
    }
    if now[v] != piece {
        return Err(rd.reject(
            "y",
            format!(
                "{}'s move {}: cell {} {} holds no {} piece for {} to slide",
                who,
                turn,
                x,
                y,
                if piece == Cell::White {
                    "white"
                } else {
                    "black"
                },
                who
            ),
        ));
    }
    now[hole] = piece;
    now[v] = Cell::Empty;
    Ok(v)
}
