//! The format and bounds are in the README; `solve` answers one input.
use grundy_core::graph::bipartite_matching::BipartiteGraph;
use judge_io::{Out, Reader, Result, Vertices};

/// The most vertices a side may have: 10^7 (the judge's bound is 10^5; the
/// vertices are not listed in the input, so this bounds the memory a few
/// bytes can ask for).
pub const MAX_SIDE: u64 = 10_000_000;

/// Reads the graph and writes a maximum matching.
pub fn solve(rd: &mut Reader, out: &mut Out) -> Result<()> {
    let l = rd.u64_at_most("L", MAX_SIDE)? as usize;
    let r = rd.u64_at_most("R", MAX_SIDE)? as usize;
    let m = rd.count("M", 2)?;
    let left = Vertices::from_zero(l).called("left vertex", "left vertices");
    let right = Vertices::from_zero(r).called("right vertex", "right vertices");
    let mut graph = BipartiteGraph::new(l, r);
    for _ in 0..m {
        let a = left.vertex(rd, "a")?;
        let b = right.vertex(rd, "b")?;
        graph.add_edge(a as usize, b as usize);
    }
    rd.finish()?;
    let matching = graph.max_matching();
    out.num(matching.size() as u64).nl();
    for (a, b) in matching.pairs() {
        out.num(a as u64).byte(b' ').num(b as u64).nl();
    }
    Ok(())
}
