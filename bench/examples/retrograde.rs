//! Retrograde analysis on an explicit digraph, the Rust side of the library
//! benchmark `retrograde` (bench/rust_vs_references.py's library rows; the C side is
//! bench/baseline/retrograde.c, the same format).
//!
//! In: `n m`, then m arcs `u v` (0-based). Normal play. Out: one line of n
//! letters, `W`, `L` or `D` for the player to move at each vertex, then the
//! sum of the moves to the end over the decided vertices. The time of the
//! analysis and the sum, on stderr (`grundy_bench::engine_time`).
//!
//! `cargo run --release -p grundy-bench --example retrograde < INPUT`
use grundy_bench::engine_time::timed;
use grundy_bench::numbers;
use grundy_core::loopy::retrograde::{retrograde_by, Outcome, Predecessors};
use std::io::Write;

fn main() {
    let input = numbers::stdin();
    let mut numbers = numbers::numbers(&input);
    let mut next = || numbers.next().expect("a number");
    let (n, m) = (next(), next());
    let arcs: Vec<(u32, u32)> = (0..m).map(|_| (next() as u32, next() as u32)).collect();
    let (solved, total) = timed(|| {
        let graph = Predecessors::from_arcs(n, &arcs).expect("arcs inside the vertices");
        let solved = retrograde_by(&graph, |_| None);
        let total: u64 = (0..n)
            .filter_map(|v| solved.moves_to_end(v))
            .map(u64::from)
            .sum();
        (solved, total)
    });
    let mut out: Vec<u8> = solved
        .outcomes()
        .iter()
        .map(|o| match o {
            Outcome::Win => b'W',
            Outcome::Lose => b'L',
            Outcome::Draw => b'D',
        })
        .collect();
    out.extend_from_slice(format!("\n{}\n", total).as_bytes());
    std::io::stdout().write_all(&out).expect("stdout");
}
