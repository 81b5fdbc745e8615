//! Counting sequences by XOR with the Walsh–Hadamard transform, the Rust
//! side of the library benchmark `xor-count` (bench/rust_vs_references.py's
//! library rows; the C side is bench/baseline/xor_count.c, the same format
//! and method).
//!
//! In: `bits k seed`. The weights w[0 .. 2^bits) are the successive
//! outputs of xorshift64 (13, 7, 17) from `seed`, each mod 1000. Out: the
//! number of sequences of k components whose values XOR to 0, and to
//! anything else, modulo 998 244 353, on one line. The time of
//! `nimber::xor_count::sequences`, on stderr (`grundy_bench::engine_time`).
//!
//! `cargo run --release -p grundy-bench --example xor_count < INPUT`
use grundy_bench::engine_time::timed;
use grundy_bench::numbers;
use grundy_core::nimber::xor_count::sequences;

fn main() {
    let input = numbers::stdin();
    let mut numbers = numbers::numbers(&input);
    let mut next = || numbers.next().expect("a number") as u64;
    let (bits, k, mut state) = (next(), next(), next());
    let weights: Vec<u64> = (0..1u64 << bits)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % 1000
        })
        .collect();
    let counts = timed(|| sequences(&weights, k, 998_244_353).expect("a prime modulus"));
    println!("{} {}", counts.zero(), counts.nonzero());
}
