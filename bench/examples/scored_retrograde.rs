//! Scored retrograde analysis on an explicit move graph, the Rust side of
//! the library benchmark `scored-retrograde` (bench/rust_vs_references.py's
//! library rows; the C side is bench/baseline/scored.c, the same format and
//! algorithm).
//!
//! In: `n m t d`, then t ends `v s` (position v is over with score s),
//! then m arcs `u v` (0-based). Left (the maximizer) moves at the even
//! positions, Right at the odd ones; a draw ranks above every score up to d
//! and below those past it. Out: the number of draws, the wrapping sum of
//! the scores, and a hash of the values in order of position (h ← h ·
//! 1000003 + (score + 1), or + 0 for a draw), one a line. The time of the
//! analysis, on stderr (`grundy_bench::engine_time`).
//!
//! `cargo run --release -p grundy-bench --example scored_retrograde < INPUT`
use grundy_bench::engine_time::timed;
use grundy_bench::numbers;
use grundy_core::game::Side;
use grundy_core::loopy::retrograde::Predecessors;
use grundy_core::loopy::scored::{values_by, DrawRank, Value};
use std::io::Write;

fn main() {
    let input = numbers::stdin();
    let mut numbers = numbers::numbers(&input);
    let mut next = || numbers.next().expect("a number");
    let (n, m, t, d) = (next(), next(), next(), next() as u32);
    // Each position's score where it is over, `OPEN` where play goes on (a
    // score is at most 2·10^9): four bytes a position, as the C's flag and
    // score are five.
    const OPEN: u32 = u32::MAX;
    let mut end = vec![OPEN; n];
    for _ in 0..t {
        let v = next();
        end[v] = next() as u32;
    }
    let arcs: Vec<(u32, u32)> = (0..m).map(|_| (next() as u32, next() as u32)).collect();
    let solved = timed(|| {
        let mover = |v: usize| if v % 2 == 0 { Side::Left } else { Side::Right };
        values_by(
            &Predecessors::from_arcs(n, &arcs).expect("arcs inside the vertices"),
            mover,
            |v| Some(end[v]).filter(|&s| s != OPEN),
            DrawRank::Above(d),
        )
        .expect("every position without a move is over")
    });
    let (mut draws, mut sum, mut hash) = (0u64, 0u64, 0u64);
    for v in 0..n {
        let code = match solved.value(v) {
            Value::Score(s) => {
                sum = sum.wrapping_add(u64::from(s));
                u64::from(s) + 1
            }
            Value::Draw => {
                draws += 1;
                0
            }
        };
        hash = hash.wrapping_mul(1_000_003).wrapping_add(code);
    }
    let out = format!("{}\n{}\n{}\n", draws, sum, hash);
    std::io::stdout().write_all(out.as_bytes()).expect("stdout");
}
