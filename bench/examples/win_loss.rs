//! Times who-wins-each-pile two ways on one subtraction game: the bitset
//! sweep (`win_loss_table`) and the Grundy table's zeros (`grundy_table`),
//! and checks that they agree on every pile.
//!
//! `cargo run --release -p grundy-bench --example win_loss -- [n] [k] [seed]`
//! (default: n = 10^6 and k = 100 moves including 1, the bounds of CSES 1729;
//! each figure is the least of 5 runs).
use grundy_core::sg::subtraction::{grundy_table, win_loss_table, MoveSet};
use itertools::Itertools;
use std::time::Instant;

fn least_of_five<T>(mut f: impl FnMut() -> T) -> (T, f64) {
    let mut best = f64::MAX;
    let mut value = None;
    for _ in 0..5 {
        let start = Instant::now();
        value = Some(f());
        best = best.min(start.elapsed().as_secs_f64());
    }
    (value.expect("five runs"), best)
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("numeric arguments"))
        .collect();
    let n = args.first().copied().unwrap_or(1_000_000);
    let k = args.get(1).copied().unwrap_or(100);
    let mut state = args.get(2).copied().unwrap_or(0x9e37_79b9_7f4a_7c15) | 1;
    let draws = std::iter::repeat_with(|| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        1 + state % n
    });
    let moves: Vec<u64> = std::iter::once(1)
        .chain(draws)
        .unique()
        .take(k as usize)
        .collect();
    let moves = MoveSet::new(&moves).expect("no move is 0");
    let (sweep, sweep_s) = least_of_five(|| win_loss_table(&moves, n as usize));
    let (table, table_s) = least_of_five(|| grundy_table(&moves, n as usize));
    let agree = table
        .values()
        .enumerate()
        .all(|(x, g)| sweep.mover_wins(x as u64) == Some(g != 0));
    println!(
        "n = {} k = {}: bitset sweep {:.1} ms, Grundy table {:.1} ms ({:.0}x), agree: {}",
        n,
        k,
        sweep_s * 1e3,
        table_s * 1e3,
        table_s / sweep_s,
        agree
    );
}
