//! cf-936b-sleepy-game (Codeforces 936B Sleepy Game): `n m`, then for each
//! vertex i the line `c_i a_i,1 … a_i,c_i` (its out-edges), then the start
//! s; prints `Win` and a walk from s that ends at a vertex with no
//! out-edge after an odd number of moves (any such walk is accepted: the
//! package's checker, `src/bin/checker.rs`, judges it), else `Draw` if the
//! chip can be kept moving forever, else `Lose`.
//!
//! Petya makes both players' moves, so the game is a one-player game on
//! the states (vertex, parity of the moves made): a two-player game whose
//! opponent only passes. Each state gets a pass vertex; a move v → w from
//! (v, p) goes to the pass vertex of (w, 1 − p), whose one move reaches
//! (w, 1 − p). A state (v, odd) with v a sink is over and won (Vasya is
//! stuck); (v, even) with v a sink has no move and is lost. Retrograde
//! analysis then gives Win where Petya reaches a won sink, Draw where he
//! can keep moving forever, Lose otherwise, and the line of play from
//! (s, even) is his fastest win: every second position is the walk.
use grundy_core::loopy::digraph::Digraph;
use grundy_core::loopy::line::{line_of_play, Line};
use grundy_core::loopy::retrograde::{retrograde, Outcome};
use judge_io::{InputError, Out, Reader, Result, Vertices};

/// The largest n: a winning walk has at most 2n vertices and a lost
/// game at most n − 1 moves, so up to here the statement's cap of 10^6
/// (on the walk, and on the moves before a draw) never decides anything.
const MAX_N: usize = 500_000;

/// The largest m: the 2m + 2n moves of the game are numbered in a `u32`.
const MAX_M: usize = 2_000_000_000;

/// Reads the graph and the start, and writes the verdict and a winning walk.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.count("n", 1)?;
    if n > MAX_N {
        return Err(rd.reject("n", format!("is above {} vertices", MAX_N)));
    }
    let m = rd.count("m", 1)?;
    if m > MAX_M {
        return Err(rd.reject("m", format!("is above {} edges", MAX_M)));
    }
    let vertices = Vertices::from_one(n).self_loops_break("a_i,j is never i");
    let lists = vertices.adjacency(rd, "c", "a")?;
    let total: usize = lists.iter().map(Vec::len).sum();
    if total != m {
        return Err(InputError::about(
            "c_i",
            format!("add up to {}, not m = {}", total, m),
        ));
    }
    let s = vertices.vertex(rd, "s")? as usize;
    rd.finish()?;

    // State (v, p) is 2v + p; its pass vertex is 2n + 2v + p.
    let states = 2 * n as u32;
    let mut arcs: Vec<(u32, u32)> = Vec::with_capacity(2 * m + 2 * n);
    for (v, list) in (0..).zip(&lists) {
        for &w in list {
            for p in 0..2 {
                arcs.push((2 * v + p, states + 2 * w + (1 - p)));
            }
        }
    }
    arcs.extend((0..states).map(|state| (states + state, state)));
    let game = Digraph::from_arcs(2 * states as usize, &arcs);
    let won = |state: usize| state < 2 * n && state % 2 == 1 && lists[state / 2].is_empty();
    let solved = retrograde(&game, |state| won(state).then_some(Outcome::Win));
    match solved.outcome(2 * s) {
        Outcome::Win => {
            let Line::Ends(line) = line_of_play(&game, &solved, 2 * s) else {
                unreachable!("a won state's line ends");
            };
            out.line("Win")
                .join_line(line.iter().step_by(2).map(|&state| state as u64 / 2 + 1));
        }
        Outcome::Draw => {
            out.line("Draw");
        }
        Outcome::Lose => {
            out.line("Lose");
        }
    }
    Ok(())
}
