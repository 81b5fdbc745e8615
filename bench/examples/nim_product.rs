//! Nim multiplication of 64-bit values, the Rust side of the library
//! benchmark `nim-product` (bench/rust_vs_references.py's library rows; the
//! C side is bench/baseline/nimber.c, the same format and method).
//!
//! In: `n seed`. The 2n values a_1, b_1, a_2, b_2, … are the successive
//! outputs of xorshift64 (13, 7, 17) from `seed` (not 0). Out: the XOR and
//! the wrapping sum of the n products `a_i ⊗ b_i`, on one line. The time of
//! the products (the first builds the tables), on stderr
//! (`grundy_bench::engine_time`).
//!
//! `cargo run --release -p grundy-bench --example nim_product < INPUT`
use grundy_bench::engine_time::timed;
use grundy_core::nimber::product::mul;
use std::io::{Read, Write};

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let mut numbers = input
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().expect("a number"));
    let (n, mut state) = (numbers.next().expect("n"), numbers.next().expect("seed"));
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let (xor_all, sum) = timed(|| {
        let (mut xor_all, mut sum) = (0u64, 0u64);
        for _ in 0..n {
            let a = next();
            let p = mul(a, next());
            xor_all ^= p;
            sum = sum.wrapping_add(p);
        }
        (xor_all, sum)
    });
    writeln!(std::io::stdout(), "{} {}", xor_all, sum).expect("stdout");
}
