//! AtCoder ARC038 D 有向グラフと数, Directed Graph and Numbers: the format and bounds are in the README; `solve` answers one input.
use grundy_core::game::Side;
use grundy_core::loopy::digraph::Digraph;
use grundy_core::loopy::scored::{values, DrawRank, Value};
use judge_io::{InputError, Out, Reader, Result, Vertices};

/// The judge's bound on N.
pub const MAX_N: usize = 100_000;
/// The judge's bound on M.
pub const MAX_M: usize = 200_000;
/// The judge's bound on a vertex's number.
pub const MAX_X: u64 = 1_000_000_000;

/// Reads one input and writes its answer.
///
/// A position is a vertex with the player to move there; the player moves
/// the piece along an arc or ends the game, which then scores the vertex's
/// number. So the game graph has three positions a vertex: the first
/// player to move there (`v`), the second (`N + v`), and the game ended
/// there (`2N + v`, scored `x_v`); an arc `a → b` is a move from `a` with
/// the first to move to `b` with the second, and back. Scored retrograde
/// analysis (`grundy_core::loopy::scored`) values every position, the first
/// player maximizing; play that never ends ranks below every score
/// (`DrawRank::Lowest`): it is the second player's to keep, since the first
/// could always have ended it. The answer is the value of vertex 1 with the
/// first to move, never a draw, as he may end the game at once.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.count("N", 1)?;
    if n == 0 || n > MAX_N {
        return Err(rd.reject("N", format!("{} vertices: N is 1 to {}", n, MAX_N)));
    }
    let m = rd.count("M", 2)?;
    if m > MAX_M {
        return Err(rd.reject("M", format!("{} arcs: M is at most {}", m, MAX_M)));
    }
    let x = rd.u64s_at_most(n, "x", MAX_X)?;
    let arcs = Vertices::from_one(n)
        .allowing_self_loops()
        .edges(rd, m, ["a", "b"])?;
    rd.finish()?;
    let mut moves = Vec::with_capacity(2 * n + 2 * m);
    let n32 = n as u32;
    for v in 0..n32 {
        moves.push((v, 2 * n32 + v));
        moves.push((n32 + v, 2 * n32 + v));
    }
    for &(a, b) in &arcs {
        moves.push((a, n32 + b));
        moves.push((n32 + a, b));
    }
    let graph =
        Digraph::from_arcs(3 * n, &moves).map_err(|e| InputError::about("arcs", e.to_string()))?;
    let mover = |p: usize| if p < n { Side::Left } else { Side::Right };
    let end = |p: usize| (p >= 2 * n).then(|| x[p - 2 * n]);
    let solved = values(&graph, mover, end, DrawRank::Lowest)
        .map_err(|e| InputError::about("game", e.to_string()))?;
    match solved.value(0) {
        Value::Score(score) => {
            out.num(score).nl();
            Ok(())
        }
        // The first player may end the game at once: never reached.
        Value::Draw => Err(InputError::about("game", "vertex 1 is a draw")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use judge_io::solve_bytes;

    /// Plain minimax of the game cut off after `depth` moves, where play
    /// still going is worth less than every score (the second player's):
    /// the value from `(v, first)` for a depth past the number of positions
    /// is the game's, as a draw can be held that long only on a cycle.
    fn cut_off(x: &[u64], arcs: &[(usize, usize)], v: usize, first: bool, depth: usize) -> i64 {
        if depth == 0 {
            return if first { x[v] as i64 } else { -1 };
        }
        // Either player may end the game where the piece stands.
        let mut best = x[v] as i64;
        for &(a, b) in arcs {
            if a == v {
                let w = cut_off(x, arcs, b, !first, depth - 1);
                best = if first { best.max(w) } else { best.min(w) };
            }
        }
        best
    }

    fn input(x: &[u64], arcs: &[(usize, usize)]) -> Vec<u8> {
        let mut s = format!("{} {}\n", x.len(), arcs.len());
        for v in x {
            s += &format!("{} ", v);
        }
        s += "\n";
        for &(a, b) in arcs {
            s += &format!("{} {}\n", a + 1, b + 1);
        }
        s.into_bytes()
    }

    /// Every graph of 1 to 3 vertices with numbers 0..3 and up to 4 arcs
    /// (self-loops and repeats included), against minimax cut off deep
    /// enough.
    #[test]
    fn agrees_with_minimax_on_small_graphs() {
        let mut checked = 0;
        for n in 1..=3usize {
            let pairs: Vec<(usize, usize)> =
                (0..n).flat_map(|a| (0..n).map(move |b| (a, b))).collect();
            for xs in 0..3u64.pow(n as u32) {
                let x: Vec<u64> = (0..n).map(|i| xs / 3u64.pow(i as u32) % 3).collect();
                for mask in 0..(1u32 << pairs.len()) {
                    if mask.count_ones() > 4 {
                        continue;
                    }
                    let arcs: Vec<(usize, usize)> = (0..pairs.len())
                        .filter(|i| mask >> i & 1 == 1)
                        .map(|i| pairs[i])
                        .collect();
                    // The cut-off value at an even depth past the 2n
                    // positions of play, and one more round to show it holds.
                    let want = cut_off(&x, &arcs, 0, true, 4 * n + 2);
                    assert_eq!(want, cut_off(&x, &arcs, 0, true, 4 * n + 4));
                    let got = solve_bytes(solve, &input(&x, &arcs)).unwrap();
                    assert_eq!(
                        String::from_utf8(got).unwrap(),
                        format!("{}\n", want),
                        "x {:?} arcs {:?}",
                        x,
                        arcs
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked > 1000);
    }
}
