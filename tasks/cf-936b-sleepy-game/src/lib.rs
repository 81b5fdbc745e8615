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
    let game = Digraph::from_arcs(2 * states as usize, &arcs)
        .map_err(|e| InputError::about("graph", e.to_string()))?;
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Every walk from `s` of at most `len` moves, by brute force.
    fn walks(next: &[Vec<usize>], s: usize, len: usize) -> Vec<Vec<usize>> {
        let mut all = vec![vec![s]];
        let mut i = 0;
        while i < all.len() {
            if all[i].len() <= len {
                for &w in &next[*all[i].last().unwrap()] {
                    let mut longer = all[i].clone();
                    longer.push(w);
                    all.push(longer);
                }
            }
            i += 1;
        }
        all
    }

    /// `solve` against the statement on one graph and start: the verdict
    /// from every walk of at most 2n + 1 moves (a win needs at most
    /// 2n − 1, one per (vertex, parity); a walk of n moves repeats a
    /// vertex and can go on forever), and a printed walk that is legal,
    /// wins, and is a shortest winning walk (the line of play hurries).
    fn check(next: &[Vec<usize>], s: usize) {
        let n = next.len();
        let m: usize = next.iter().map(Vec::len).sum();
        let mut input = format!("{} {}\n", n, m);
        for list in next {
            input += &list.len().to_string();
            list.iter().for_each(|w| input += &format!(" {}", w + 1));
            input += "\n";
        }
        input += &format!("{}\n", s + 1);
        let all = walks(next, s, 2 * n + 1);
        let wins = |w: &Vec<usize>| w.len() % 2 == 0 && next[*w.last().unwrap()].is_empty();
        let shortest = all.iter().filter(|w| wins(w)).map(Vec::len).min();
        let output = judge_io::solve_bytes(solve, input.as_bytes()).expect("a valid input");
        let output = String::from_utf8(output).unwrap();
        let mut words = output.split_whitespace();
        let verdict = words.next().unwrap();
        match shortest {
            Some(k) => {
                assert_eq!(verdict, "Win", "{}", input);
                let walk: Vec<usize> = words.map(|t| t.parse::<usize>().unwrap() - 1).collect();
                assert!(all.contains(&walk) && wins(&walk), "{} {}", input, output);
                assert_eq!(walk.len(), k, "{} {}", input, output);
            }
            None if all.iter().any(|w| w.len() > n) => assert_eq!(output, "Draw\n", "{}", input),
            None => assert_eq!(output, "Lose\n", "{}", input),
        }
    }

    #[test]
    fn every_graph_to_four_vertices_and_random_ones_to_six() {
        for n in 2..=4usize {
            let pairs: Vec<(usize, usize)> = (0..n)
                .flat_map(|u| (0..n).filter(move |&v| v != u).map(move |v| (u, v)))
                .collect();
            for mask in 0u32..1 << pairs.len() {
                let mut next = vec![Vec::new(); n];
                for (i, &(u, v)) in pairs.iter().enumerate() {
                    if mask >> i & 1 == 1 {
                        next[u].push(v);
                    }
                }
                for s in 0..n {
                    check(&next, s);
                }
            }
        }
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut random = |below: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % below as u64) as usize
        };
        for _ in 0..300 {
            let n = 5 + random(2);
            let mut next = vec![Vec::new(); n];
            for (u, list) in next.iter_mut().enumerate() {
                for v in (0..n).filter(|&v| v != u) {
                    if random(4) == 0 {
                        list.push(v);
                    }
                }
            }
            check(&next, random(n));
        }
    }
}
