//! loopy-token-sum (own problem: tokens on a digraph with cycles): `n m`,
//! m arcs `u v`, then `q` positions `k t_1 … t_k`; prints every vertex's
//! generalized Sprague-Grundy value (`g`, or `inf` and the finite values of
//! its followers), then `WIN`, `LOSE` or `DRAW` for each position.
use grundy_core::loopy::digraph::Digraph;
use grundy_core::loopy::generalized::{self, Gamma};
use grundy_core::loopy::retrograde::Outcome;
use judge_io::{InputError, Out, Reader, Result};

/// The statement's bounds: vertices, arcs, positions, tokens in all.
pub const MAX_N: u64 = 200_000;
/// At most this many arcs.
pub const MAX_M: usize = 500_000;
/// At most this many positions.
pub const MAX_Q: usize = 200_000;
/// At most this many tokens over all positions.
pub const MAX_TOKENS: usize = 500_000;

/// Reads a vertex `1..=n` and returns it 0-based.
fn vertex(rd: &mut Reader, what: &str, n: u64) -> Result<u32> {
    Ok(rd.positive_at_most(what, n, "vertices are numbered from 1")? as u32 - 1)
}

/// Reads one input and writes its answer: Smith's values
/// (`grundy_core::loopy::generalized`), checked there against retrograde
/// analysis of the whole sum of up to three tokens.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let n = rd.positive_at_most("n", MAX_N, "the graph has at least one vertex")?;
    let m = rd.count("m", 2)?;
    if m > MAX_M {
        return Err(rd.reject("m", format!("{} arcs are more than {}", m, MAX_M)));
    }
    let mut arcs = Vec::with_capacity(m);
    for _ in 0..m {
        let u = vertex(rd, "arc tail", n)?;
        let v = vertex(rd, "arc head", n)?;
        arcs.push((u, v));
    }
    let q = rd.count("q", 2)?;
    if q > MAX_Q {
        return Err(rd.reject("q", format!("{} positions are more than {}", q, MAX_Q)));
    }
    let mut ends = Vec::with_capacity(q);
    let mut tokens: Vec<u32> = Vec::new();
    for _ in 0..q {
        let k = rd.count("k", 1)?;
        if k == 0 {
            return Err(rd.reject("k", "is 0: a position has at least one token"));
        }
        if tokens.len() + k > MAX_TOKENS {
            return Err(rd.reject(
                "k",
                format!("the positions hold more than {} tokens", MAX_TOKENS),
            ));
        }
        for _ in 0..k {
            tokens.push(vertex(rd, "token", n)?);
        }
        ends.push(tokens.len());
    }
    rd.finish()?;
    let graph = Digraph::from_arcs(n as usize, &arcs)
        .map_err(|e| InputError::about("arcs", e.to_string()))?;
    let gamma = generalized::values(&graph);
    for v in 0..n as usize {
        match gamma.value(v) {
            Gamma::Finite(g) => out.num(g as u64).nl(),
            Gamma::Infinite(reach) => {
                out.str("inf");
                for &g in reach {
                    out.byte(b' ').num(g as u64);
                }
                out.nl()
            }
        };
    }
    let mut start = 0;
    for end in ends {
        let position = tokens[start..end].iter().map(|&t| t as usize);
        out.line(match gamma.sum_outcome(position) {
            Outcome::Win => "WIN",
            Outcome::Lose => "LOSE",
            Outcome::Draw => "DRAW",
        });
        start = end;
    }
    Ok(())
}
