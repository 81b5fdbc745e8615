//! t04-dag-grundy: `V E`, then `E` edges `u v` (a move u → v); prints the V
//! Grundy values, then the vertices with value 0 in increasing order.
use grundy_core::sg::dag::{grundy_values, losing_vertices, Vertex};
use judge_io::{InputError, Out, Reader, Result};

/// The largest vertex count accepted: V ≤ 10^7 (the vertices are not listed
/// in the input, so V alone would otherwise size the memory; below
/// `Vertex::MAX` either way).
pub const MAX_V: u64 = 10_000_000;

/// Reads one endpoint of edge `edge` (1-based) and checks it is a vertex.
#[inline]
fn endpoint(rd: &mut Reader, what: &str, edge: usize, vertices: usize) -> Result<Vertex> {
    let x = rd.u64_at_most(what, u64::MAX)?;
    match Vertex::try_from(x) {
        Ok(v) if (v as usize) < vertices => Ok(v),
        _ => Err(rd.reject(
            what,
            if vertices == 0 {
                format!(
                    "edge {} names vertex {}, but the graph has no vertices",
                    edge, x
                )
            } else {
                format!(
                    "edge {} names vertex {}, which does not exist: vertices are 0 to {}",
                    edge,
                    x,
                    vertices - 1
                )
            },
        )),
    }
}

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let vertices = rd.u64_at_most("V", MAX_V)? as usize;
    let e = rd.count("E", 2)?;
    let mut edges = Vec::with_capacity(e);
    for edge in 1..=e {
        let u = endpoint(rd, "edge tail", edge, vertices)?;
        let v = endpoint(rd, "edge head", edge, vertices)?;
        if u == v {
            return Err(rd.reject(
                "edge head",
                format!(
                    "edge {} is a self-loop at vertex {}: the graph must be acyclic",
                    edge, u
                ),
            ));
        }
        edges.push((u, v));
    }
    rd.finish()?; // bad input is refused before any heavy work
    let g = grundy_values(vertices, &edges)
        .map_err(|e| InputError::about("edges", format!("{}, so play could go on forever", e)))?;
    out.join_line(g.iter().copied());
    out.join_line(losing_vertices(&g));
    Ok(())
}
