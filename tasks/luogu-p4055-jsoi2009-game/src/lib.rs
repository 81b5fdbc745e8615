//! luogu-p4055-jsoi2009-game (Luogu P4055, \[JSOI2009\] 游戏): `N M`, then N
//! rows of M cells `.` (free) or `#`; prints `WIN` and every start cell
//! `r c` (1-based, row by row) from which AA, who places the token, wins,
//! or `LOSE` if there is none.
//!
//! After AA places the token, YY moves first: a move goes to a free side
//! neighbour not visited before, and the player who cannot move loses. That
//! is vertex geography on the grid, a bipartite graph, with YY the player
//! to move; AA wins from a cell exactly when some maximum matching misses
//! it (`grundy_core::games::geography::grid`, proved there against a search
//! of the game on every grid to 3 × 4 with every set of obstacles).
use grundy_core::games::geography::grid;
use judge_io::{Grid, InputError, Out, Reader, Result};

/// Reads the maze and writes AA's winning starts.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let rows = rd.positive_at_most("N", u64::from(u32::MAX), "the maze has at least one row")?;
    let cols = rd.positive_at_most("M", u64::from(u32::MAX), "the maze has at least one column")?;
    let (rows, cols) = (rows as usize, cols as usize);
    let maze = Grid::read(rd, rows, cols, "row", "cells . or #", |c| match c {
        b'.' => Some(true),
        b'#' => Some(false),
        _ => None,
    })?;
    let game = grid::geography(rows, cols, maze.cells())
        .map_err(|e| InputError::about("maze", e.to_string()))?;
    let wins: Vec<usize> = (0..rows * cols)
        .filter(|&v| maze.cells()[v] && !game.mover_wins(v))
        .collect();
    if wins.is_empty() {
        out.line("LOSE");
    } else {
        out.line("WIN");
        for v in wins {
            out.join_line([(v / cols + 1) as u64, (v % cols + 1) as u64]);
        }
    }
    Ok(())
}
