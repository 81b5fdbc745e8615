//! Parsing alone, judge-io beside proconio, on an input of the shape most
//! formats share: a count, then that many numbers (t01's input; made by
//! `scripts/gen t01-m1e7`). Reads stdin once, then parses it ROUNDS times
//! with each reader, interleaved (the machine's speed drifts), and prints
//! the median of each:
//!
//! `cargo run --release -p grundy-bench --example parse [ROUNDS] < input`
use proconio::input;
use proconio::source::once::OnceSource;
use std::hint::black_box;
use std::io::{BufReader, Read};
use std::time::{Duration, Instant};

fn median(mut times: Vec<Duration>) -> f64 {
    times.sort();
    times[times.len() / 2].as_secs_f64() * 1e3
}

fn main() {
    let rounds: usize = match std::env::args().nth(1) {
        Some(arg) => arg.parse().expect("ROUNDS is a number"),
        None => 11,
    };
    let start = Instant::now();
    let mut input = Vec::new();
    std::io::stdin()
        .read_to_end(&mut input)
        .expect("read stdin");
    let read = start.elapsed();

    // judge-io as the binaries read a list they keep (t01 keeps it).
    let judge_io = || {
        let mut rd = judge_io::Reader::new(&input);
        let values = rd
            .list_at_most("count", "value", u64::MAX)
            .expect("a count, then that many numbers");
        rd.finish().expect("nothing after the list");
        values
    };
    // proconio as a solution on AtCoder reads it: the whole input as a
    // String (checked to be UTF-8), split at whitespace, each token parsed.
    let proconio = || {
        let source = OnceSource::new(BufReader::new(&input[..]));
        input! { from source, n: usize, values: [u64; n] }
        values
    };
    let values = judge_io();
    assert_eq!(values, proconio(), "the two readers disagree");

    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    for _ in 0..rounds.max(1) {
        let t = Instant::now();
        black_box(judge_io());
        ours.push(t.elapsed());
        let t = Instant::now();
        black_box(proconio());
        theirs.push(t.elapsed());
    }
    let (ours, theirs) = (median(ours), median(theirs));
    println!(
        "{} bytes, {} values; read stdin {:.1} ms; parse, median of {} rounds: \
         judge-io {:.1} ms, proconio {:.1} ms ({:.2}x judge-io's time)",
        input.len(),
        values.len(),
        read.as_secs_f64() * 1e3,
        rounds.max(1),
        ours,
        theirs,
        theirs / ours
    );
}
