//! The format and bounds are in the README; `solve` answers one input.
use std::collections::HashMap;

use grundy_core::game::Side;
use grundy_core::games::blue_red_hackenbush::stalk_value;
use grundy_core::games::cutcake::piece;
use grundy_core::games::domineering::Domineering;
use grundy_core::partizan::arena::{Arena, GameId};
use grundy_core::partizan::notation::{parse, Limits, Printer};
use judge_io::{cells, Out, Reader, Result};

/// At most this many components.
pub const MAX_K: u64 = 8;
/// A stalk has at most this many edges.
pub const MAX_STALK: usize = 40;
/// A Domineering board has at most this many cells.
pub const MAX_CELLS: u64 = 16;
/// A cake is at most this many units wide and tall.
pub const MAX_CAKE: u64 = 12;

/// The engine's state for one input: the arena and the memos of the
/// named games.
struct Engine {
    arena: Arena,
    boards: HashMap<(usize, usize), HashMap<u32, GameId>>,
    cakes: HashMap<(u32, u32), GameId>,
}

/// Reads one component and returns its canonical form.
fn component(rd: &mut Reader, e: &mut Engine) -> Result<GameId> {
    let kind = rd.word("component")?;
    match kind {
        "hackenbush" => {
            let edges = cells(rd, "stalk", "edges B or R", |c| match c {
                b'B' => Some(Side::Left),
                b'R' => Some(Side::Right),
                _ => None,
            })?;
            if edges.len() > MAX_STALK {
                return Err(rd.reject("stalk", format!("has {} edges, not 1..=40", edges.len())));
            }
            let x = stalk_value(&edges).map_err(|err| rd.reject("stalk", err.to_string()))?;
            Ok(e.arena.number(x))
        }
        "domineering" => {
            let rows = rd.positive_at_most("R", MAX_CELLS, "a board has a row")? as usize;
            let cols = rd.positive_at_most("C", MAX_CELLS, "a board has a column")? as usize;
            if (rows * cols) as u64 > MAX_CELLS {
                return Err(rd.reject("C", format!("a {rows}x{cols} board has more than 16 cells")));
            }
            let board =
                Domineering::new(rows, cols).map_err(|_| rd.reject("C", "bad board size"))?;
            let mut lines = Vec::with_capacity(rows);
            for _ in 0..rows {
                lines.push(rd.word("board row")?);
            }
            let empty = board.empty_cells(&lines).map_err(|_| {
                rd.reject("board row", format!("is not {cols} characters of . and #"))
            })?;
            let memo = e.boards.entry((rows, cols)).or_default();
            Ok(board.canonical(&mut e.arena, empty, memo))
        }
        "cutcake" => {
            let a = rd.positive_at_most("A", MAX_CAKE, "a cake is at least 1 wide")? as u32;
            let b = rd.positive_at_most("B", MAX_CAKE, "a cake is at least 1 tall")? as u32;
            Ok(piece(&mut e.arena, a, b, &mut e.cakes))
        }
        "game" => {
            let text = rd.word("game")?;
            parse(&mut e.arena, text, Limits::STATEMENT)
                .map_err(|err| rd.reject("game", err.to_string()))
        }
        _ => Err(rd.reject(
            "component",
            "unknown: expected hackenbush, domineering, cutcake or game",
        )),
    }
}

/// Reads one input and writes its answer through grundy-core's partizan
/// engine (`grundy_core::partizan`: canonical forms proved against minimax
/// there), on a thread with a large stack: the engine recurses on the
/// birthday of the games (a few hundred at these bounds), never on the
/// input's length.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn_scoped(scope, || solve_here(rd, out))
            .expect("a thread for the engine")
            .join()
            .expect("the engine does not panic")
    })
}

fn solve_here(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let k = rd.positive_at_most("k", MAX_K, "there is at least one component")?;
    let mut e = Engine {
        arena: Arena::new(),
        boards: HashMap::new(),
        cakes: HashMap::new(),
    };
    let mut parts = Vec::with_capacity(k as usize);
    for _ in 0..k {
        parts.push(component(rd, &mut e)?);
    }
    rd.finish()?;
    let total = e.arena.sum(&parts);
    let mut printer = Printer::new();
    for &g in parts.iter().chain([&total]) {
        out.line(&printer.print(&mut e.arena, g));
    }
    out.byte(e.arena.outcome(total).letter() as u8).nl();
    Ok(())
}
