//! Hopcroft–Karp, the Rust side of the library benchmark `hopcroft-karp`
//! (bench/rust_vs_references.py's library rows; the C side is
//! bench/baseline/matching.c, the same format and algorithm).
//!
//! In: `L R M`, then M edges `a b` (left a, right b, 0-based): Library
//! Checker's bipartitematching format. Out: the size of a maximum matching,
//! then how many left and how many right vertices some maximum matching
//! leaves uncovered, on one line. The time of the matching and the
//! avoidable vertices, on stderr (`grundy_bench::engine_time`).
//!
//! `cargo run --release -p grundy-bench --example bipartite_matching < INPUT`
use grundy_bench::engine_time::timed;
use grundy_bench::numbers;
use grundy_core::graph::bipartite_matching::BipartiteGraph;
use std::io::Write;

fn main() {
    let input = numbers::stdin();
    let mut numbers = numbers::numbers(&input);
    let mut next = || numbers.next().expect("a number");
    let (l, r, m) = (next(), next(), next());
    let mut graph = BipartiteGraph::new(l, r);
    for _ in 0..m {
        let (a, b) = (next(), next());
        graph.add_edge(a, b);
    }
    let (matching, avoid_left, avoid_right) = timed(|| {
        let matching = graph.max_matching();
        let count = |avoidable: Vec<bool>| avoidable.iter().filter(|&&x| x).count();
        let left = count(matching.avoidable_left());
        let right = count(matching.avoidable_right());
        // Returned, so that freeing it is not timed (the C frees nothing).
        (matching, left, right)
    });
    let line = format!("{} {avoid_left} {avoid_right}\n", matching.size());
    std::io::stdout()
        .write_all(line.as_bytes())
        .expect("stdout");
}
