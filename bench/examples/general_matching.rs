//! Edmonds' blossom algorithm, the Rust side of the library benchmark
//! `blossom` (bench/rust_vs_references.py's library rows; the C side is
//! bench/baseline/matching.c, the same format and algorithm).
//!
//! In: `N M`, then M edges `u v` (0-based): Library Checker's
//! general_matching format. Out: the size of a maximum matching and the
//! sizes of the Gallai–Edmonds sets D, A and C, on one line. The time of
//! the matching and the sets, on stderr (`grundy_bench::engine_time`).
//!
//! `cargo run --release -p grundy-bench --example general_matching < INPUT`
use grundy_bench::engine_time::timed;
use grundy_bench::numbers;
use grundy_core::graph::general_matching::{GallaiEdmonds, GeneralGraph};
use std::io::Write;

fn main() {
    let input = numbers::stdin();
    let mut numbers = numbers::numbers(&input);
    let mut next = || numbers.next().expect("a number");
    let (n, m) = (next(), next());
    let mut graph = GeneralGraph::new(n);
    for _ in 0..m {
        let (u, v) = (next(), next());
        graph.add_edge(u, v);
    }
    let (matching, parts) = timed(|| {
        let matching = graph.max_matching();
        let parts = matching.gallai_edmonds();
        // Returned, so that freeing them is not timed (the C frees nothing).
        (matching, parts)
    });
    let count = |part| parts.iter().filter(|&&p| p == part).count();
    let (d, a) = (count(GallaiEdmonds::D), count(GallaiEdmonds::A));
    let line = format!("{} {d} {a} {}\n", matching.size(), parts.len() - d - a);
    std::io::stdout()
        .write_all(line.as_bytes())
        .expect("stdout");
}
