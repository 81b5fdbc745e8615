//! Parse-only timing: reads stdin as the binaries do and reads every token
//! as a number, to tell input parsing from the work of a task.
//! `cargo run --release -p judge-io --example parse_only < input`
use std::io::Read;
use std::time::Instant;

fn main() {
    let start = Instant::now();
    let mut input = Vec::new();
    std::io::stdin()
        .read_to_end(&mut input)
        .expect("read stdin");
    let read = start.elapsed();
    let mut rd = judge_io::Reader::new(&input);
    let (mut tokens, mut checksum) = (0u64, 0u64);
    while let Ok(v) = rd.u64_at_most("token", u64::MAX) {
        tokens += 1;
        checksum ^= v;
    }
    let total = start.elapsed();
    println!(
        "{} bytes, {} numeric tokens (xor {}): read {:.1} ms, parse {:.1} ms",
        input.len(),
        tokens,
        checksum,
        read.as_secs_f64() * 1e3,
        (total - read).as_secs_f64() * 1e3
    );
}
