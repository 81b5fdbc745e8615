//! The linear sieve, the Rust side of the library benchmark `sieve`
//! (bench/rust_vs_references.py's library rows; the C side is
//! bench/baseline/sieve.c, the same format and method).
//!
//! In: `n`. Out: the number of primes up to n, the sum of Ω(x) and the sum
//! of ω(x) over 2 ≤ x ≤ n, on one line. The time of the sieve and the two
//! sums, on stderr (`grundy_bench::engine_time`).
//!
//! `cargo run --release -p grundy-bench --example sieve < INPUT`
use grundy_bench::engine_time::timed;
use grundy_bench::numbers;
use grundy_core::numbers::sieve::Sieve;

fn main() {
    let input = numbers::stdin();
    let n = numbers::numbers(&input).next().expect("n");
    // The sieve is the answer: it is freed after the clock, as the C frees
    // its tables.
    let (sieve, big, little) = timed(|| {
        let s = Sieve::new(u32::try_from(n).expect("n below 2^32"));
        let big: u64 = s.omega_table().iter().map(|w| u64::from(w[0])).sum();
        let little: u64 = s.omega_table().iter().map(|w| u64::from(w[1])).sum();
        (s, big, little)
    });
    println!("{} {} {}", sieve.primes().len(), big, little);
}
