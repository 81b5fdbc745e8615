//! Dense subtraction games by bitsets, the Rust side of the library
//! benchmarks `bitset-grundy` and `bitset-win-loss`
//! (bench/rust_vs_references.py's library rows; the C side is
//! bench/baseline/bitset.c, the same format and method).
//!
//! In: `mode n m percent seed`. S = { s in 1..=m : the s-th output of
//! xorshift64 (13, 7, 17) from `seed`, mod 100, is below `percent` }. Mode
//! 0: the Grundy values g(0..=n) (`sg::bitset::Rule::grundy_table`); out:
//! their XOR, their sum and the number of zeros. Mode 1: who wins from
//! 0..=n (`Rule::win_loss_table`); out: the number of lost positions and
//! their sum. The time of the rule and the table, on stderr
//! (`grundy_bench::engine_time`).
//!
//! `cargo run --release -p grundy-bench --example bitset < INPUT`
use grundy_bench::engine_time::timed;
use grundy_bench::numbers;
use grundy_core::sg::bitset::Rule;
use grundy_core::sg::subtraction::MoveSet;

fn main() {
    let input = numbers::stdin();
    let mut numbers = numbers::numbers(&input);
    let mut next = || numbers.next().expect("a number");
    let (mode, n, m, percent, mut state) = (next(), next(), next(), next() as u64, next() as u64);
    let s: Vec<u64> = (1..=m as u64)
        .filter(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % 100 < percent
        })
        .collect();
    let moves = MoveSet::new(&s).expect("no move of 0");
    // The rule (the C's bitset of S) and the table outlive the clock; the
    // engine's scratch is freed inside it, on both sides.
    if mode == 0 {
        let (_rule, g) = timed(|| {
            let rule = Rule::subtraction(&moves, n);
            let g = rule.grundy_table();
            (rule, g)
        });
        let xor = g.iter().fold(0, |x, &v| x ^ v);
        let sum: u64 = g.iter().sum();
        let zeros = g.iter().filter(|&&v| v == 0).count();
        println!("{} {} {}", xor, sum, zeros);
    } else {
        let (_rule, t) = timed(|| {
            let rule = Rule::subtraction(&moves, n);
            let t = rule.win_loss_table();
            (rule, t)
        });
        let lost: Vec<u64> = (0..=n as u64)
            .filter(|&x| t.mover_wins(x) == Some(false))
            .collect();
        println!("{} {}", lost.len(), lost.iter().sum::<u64>());
    }
}
