//! t04-dag-grundy: `V E`, then `E` edges `u v` (a move u → v); prints the V
//! Grundy values, then the vertices with value 0 in increasing order.
use grundy_core::sg::dag::{self, losing_vertices};
use judge_io::{InputError, Out, Reader, Result, Vertices};

/// The largest vertex count accepted: V ≤ 10^7 (the vertices are not listed
/// in the input, so V alone would otherwise size the memory; below
/// `Vertex::MAX` either way).
pub const MAX_V: u64 = 10_000_000;

/// Reads one case and writes its answer.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let vertices = rd.u64_at_most("V", MAX_V)? as usize;
    let edges = Vertices::from_zero(vertices)
        .self_loops_break("the graph must be acyclic")
        .edge_list(rd, "E", ["edge tail", "edge head"])?;
    rd.finish()?; // bad input is refused before any heavy work
    let g = dag::grundy_table(vertices, &edges)
        .map_err(|e| InputError::about("edges", format!("{}, so play could go on forever", e)))?;
    out.join_line(g.iter().copied());
    out.join_line(losing_vertices(&g));
    Ok(())
}
