//! The dense tables of `grundy_core::explore` (a game described by a
//! closure, tabled by `Rules::grundy_table`) beside a hand-written array DP
//! of the same game, timed side by side in one run, and checked equal.
//!
//! `cargo run --release -p grundy-bench --example dense_tables -- [rounds]`
//! (default 7 rounds; `bench/dense_tables.sh` runs it, and counts the
//! instructions of each side with `perf stat` where perf is installed).
//! Two games:
//!
//! - **bitmask**: CF 850C's game on every set of exponents 1..=20, 2^20
//!   states, a state a mask (bit e − 1 for exponent e), about 19 moves a
//!   state (`sg::bitmask::after_move`, the same in both);
//! - **grid**: two heaps a, b ≤ 3161 (3162² ≈ 10^7 positions); a move
//!   takes 1, 2 or 3 from one heap, or 1 from both.
//!
//! Each round times the library and the DP once each, in an order that
//! alternates (this machine's speed drifts within minutes); the figures
//! are medians of the thread's CPU time (the machine is shared: its wall
//! time holds the time other work ran), in milliseconds, with the ratio
//! library / DP.
use grundy_core::explore::{Bits, Pairs, Rules};
use grundy_core::games::prime_exponent_sets::one_prime::{after_move, largest_exponent};
use std::hint::black_box;
use std::time::Instant;

const BITS: u32 = 20;
const SIDE: u64 = 3161;

/// The moves of a state of the bitmask game, into `out`.
fn bitmask_moves(&m: &u64, out: &mut Vec<u64>) {
    let set = (m as u32) << 1;
    if let Some(top) = largest_exponent(set) {
        out.extend((1..=top).map(|k| u64::from(after_move(set, k) >> 1)));
    }
}

fn bitmask_library() -> Vec<u64> {
    let game = Rules::new(Bits(BITS), bitmask_moves);
    game.grundy_table()
        .expect("acyclic, in the box")
        .into_values()
}

/// The array DP a contestant writes: states in increasing order (every
/// move lowers the mask), a mex over stamped marks.
fn bitmask_by_hand() -> Vec<u64> {
    let n = 1usize << BITS;
    let mut g = vec![0u64; n];
    let mut marks = [0u32; 64];
    for m in 0..n {
        let set = (m as u32) << 1;
        let stamp = m as u32 + 1;
        if let Some(top) = largest_exponent(set) {
            for k in 1..=top {
                let next = (after_move(set, k) >> 1) as usize;
                marks[g[next] as usize] = stamp;
            }
        }
        g[m] = marks.iter().position(|&s| s != stamp).unwrap_or(63) as u64;
    }
    g
}

/// The moves of the grid game, into `out`.
fn grid_moves(&(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>) {
    for s in 1..=3 {
        if s <= a {
            out.push((a - s, b));
        }
        if s <= b {
            out.push((a, b - s));
        }
    }
    if a > 0 && b > 0 {
        out.push((a - 1, b - 1));
    }
}

fn grid_library() -> Vec<u64> {
    let game = Rules::new(Pairs(SIDE, SIDE), grid_moves);
    game.grundy_table()
        .expect("acyclic, in the box")
        .into_values()
}

fn grid_by_hand() -> Vec<u64> {
    let side = SIDE as usize + 1;
    let mut g = vec![0u64; side * side];
    let mut marks = [0u32; 16];
    let mut stamp = 0u32;
    for a in 0..side {
        for b in 0..side {
            stamp += 1;
            let i = a * side + b;
            for s in 1..=3 {
                if s <= a {
                    marks[g[i - s * side] as usize] = stamp;
                }
                if s <= b {
                    marks[g[i - s] as usize] = stamp;
                }
            }
            if a > 0 && b > 0 {
                marks[g[i - side - 1] as usize] = stamp;
            }
            g[i] = marks.iter().position(|&x| x != stamp).unwrap_or(15) as u64;
        }
    }
    g
}

/// A game of the benchmark: its name, its positions, the library's table
/// and the hand-written one.
type Game = (&'static str, usize, fn() -> Vec<u64>, fn() -> Vec<u64>);

/// The CPU time this thread has used, in seconds, from Linux's
/// `/proc/thread-self/schedstat` (its first field, in nanoseconds): on a
/// shared machine the wall time holds the time others ran; `None`
/// elsewhere.
fn thread_cpu() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = stat.split_whitespace().next()?.parse().ok()?;
    Some(nanos as f64 / 1e9)
}

/// The seconds `f` took (CPU time where the system tells it, else wall
/// time) and what it returned.
fn seconds(f: fn() -> Vec<u64>) -> (f64, Vec<u64>) {
    let (start, cpu) = (Instant::now(), thread_cpu());
    let values = black_box(f());
    let spent = match (cpu, thread_cpu()) {
        (Some(a), Some(b)) => b - a,
        _ => start.elapsed().as_secs_f64(),
    };
    (spent, values)
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(|a, b| a.partial_cmp(b).expect("no NaN"));
    xs[xs.len() / 2]
}

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .map(|a| a.parse().expect("a number of rounds"))
        .unwrap_or(7);
    // `-- 1 library grid` (or `by-hand`, or `bitmask`): one side of one game
    // alone, for a counter such as `perf stat -e instructions:u`, which
    // the machine's load does not change.
    if let (Some(side), Some(game)) = (std::env::args().nth(2), std::env::args().nth(3)) {
        let run: fn() -> Vec<u64> = match (side.as_str(), game.as_str()) {
            ("library", "bitmask") => bitmask_library,
            ("by-hand", "bitmask") => bitmask_by_hand,
            ("library", "grid") => grid_library,
            ("by-hand", "grid") => grid_by_hand,
            _ => panic!("the side is library or by-hand, the game bitmask or grid"),
        };
        black_box(run());
        return;
    }
    println!(
        "| game | positions | library (CPU ms) | hand-written DP (CPU ms) | library / DP | equal |"
    );
    println!("|---|---:|---:|---:|---:|---|");
    let games: [Game; 2] = [
        (
            "bitmask: CF 850C exponent sets 1..=20",
            1 << BITS,
            bitmask_library,
            bitmask_by_hand,
        ),
        (
            "grid: take 1-3 from a heap or 1 from both, a, b <= 3161",
            (SIDE as usize + 1).pow(2),
            grid_library,
            grid_by_hand,
        ),
    ];
    let mut worst: f64 = 0.0;
    for (name, positions, library, by_hand) in games {
        let (mut lib, mut dp) = (Vec::new(), Vec::new());
        let mut equal = true;
        for round in 0..rounds {
            let order = if round % 2 == 0 {
                [true, false]
            } else {
                [false, true]
            };
            let mut tables = Vec::new();
            for lib_first in order {
                if lib_first {
                    let (s, t) = seconds(library);
                    lib.push(s);
                    tables.push(t);
                } else {
                    let (s, t) = seconds(by_hand);
                    dp.push(s);
                    tables.push(t);
                }
            }
            equal &= tables[0] == tables[1];
        }
        let (l, d) = (median(lib) * 1e3, median(dp) * 1e3);
        worst = worst.max(l / d);
        println!(
            "| {} | {} | {:.1} | {:.1} | {:.2} | {} |",
            name,
            positions,
            l,
            d,
            l / d,
            if equal { "yes" } else { "NO" }
        );
        assert!(equal, "{}: the library and the DP differ", name);
    }
    println!(
        "\nmedians of {} interleaved rounds; the target is a ratio of at most 2 (worst here {:.2})",
        rounds, worst
    );
}
