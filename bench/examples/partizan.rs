//! How long the partizan engine takes: the canonical forms of every
//! Domineering board up to 4 × 4 (every rectangle, every set of blocked
//! cells) and of every Blue-Red Hackenbush stalk of one length up to 40
//! edges (sampled past 16).
//!
//! `cargo run --release -p grundy-bench --example partizan`
use std::collections::HashMap;
use std::time::Instant;

use grundy_core::game::Side;
use grundy_core::games::blue_red_hackenbush::{stalk_value, Stalk};
use grundy_core::games::domineering::Domineering;
use grundy_core::partizan::arena::Arena;

fn main() {
    println!("Domineering: every rectangle up to 4x4, every set of blocked cells");
    let all = Instant::now();
    for rows in 1..=4 {
        for cols in 1..=4 {
            let start = Instant::now();
            let board = Domineering::new(rows, cols).expect("at most 16 cells");
            let mut arena = Arena::new();
            let mut memo = HashMap::new();
            for empty in 0..1u32 << (rows * cols) {
                board.canonical(&mut arena, empty, &mut memo);
            }
            println!(
                "  {rows}x{cols}: {:>6} boards, {:>6} canonical games, {:>8.3} ms",
                1u32 << (rows * cols),
                arena.len(),
                start.elapsed().as_secs_f64() * 1e3
            );
        }
    }
    println!("  all: {:.3} ms", all.elapsed().as_secs_f64() * 1e3);

    println!("Hackenbush stalks: Berlekamp's rule and the canonical-form engine");
    for n in [8usize, 16, 24, 32, 40] {
        // Every stalk up to 16 edges; past that, 4096 stalks by a fixed
        // xorshift.
        let count: u64 = if n <= 16 { 1 << n } else { 4096 };
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let stalks: Vec<Vec<Side>> = (0..count)
            .map(|i| {
                let bits = if n <= 16 {
                    i
                } else {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    seed
                };
                (0..n)
                    .map(|k| {
                        if bits >> k & 1 == 1 {
                            Side::Right
                        } else {
                            Side::Left
                        }
                    })
                    .collect()
            })
            .collect();
        let start = Instant::now();
        for s in &stalks {
            stalk_value(s).expect("40 edges fit");
        }
        let rule = start.elapsed();
        let start = Instant::now();
        let mut arena = Arena::new();
        for s in &stalks {
            let g = arena.value_of(&Stalk(s.clone()), &n, &mut HashMap::new());
            assert_eq!(arena.as_number(g), stalk_value(s).ok());
        }
        let engine = start.elapsed();
        println!(
            "  {n:>2} edges: {count:>6} stalks, rule {:>8.3} ms, engine {:>8.3} ms",
            rule.as_secs_f64() * 1e3,
            engine.as_secs_f64() * 1e3
        );
    }
}
