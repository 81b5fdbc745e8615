//! Searches five-move subtraction sets with max(S) < 100 for long certified
//! periods (benchmark A needs one above 10^7).
//!
//! Usage: `cargo run --release -p grundy-core --example find_long_period --
//! [tries] [seed] [screen_terms]`. Each random set is first screened with a
//! small table cap; a set whose windows do not repeat within the screen is
//! certified again with the full default cap and printed with its n0 and p.
use grundy_core::sg::period::PeriodError;
use grundy_core::sg::subtraction::{certified_period, MoveSet, DEFAULT_MAX_TERMS};
use itertools::Itertools;

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("numeric arguments"))
        .collect();
    let tries = args.first().copied().unwrap_or(20_000);
    let mut state = args.get(1).copied().unwrap_or(0x5eed_1234_abcd_0001) | 1;
    let screen = args.get(2).copied().unwrap_or(1 << 21) as usize;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut best = 0;
    for _ in 0..tries {
        let s: Vec<u64> = std::iter::repeat_with(|| 1 + next() % 99)
            .unique()
            .take(5)
            .sorted()
            .collect();
        let moves = MoveSet::new(&s).expect("moves are at least 1");
        match certified_period(&moves, screen) {
            Ok(g) if g.period() > best => {
                best = g.period();
                println!(
                    "screen: S = {:?} n0 = {} p = {}",
                    s,
                    g.preperiod(),
                    g.period()
                );
            }
            Ok(_) => {}
            Err(PeriodError::NoCertificate { .. }) => {
                match certified_period(&moves, DEFAULT_MAX_TERMS) {
                    Ok(g) => println!(
                        "LONG: S = {:?} n0 = {} p = {}",
                        s,
                        g.preperiod(),
                        g.period()
                    ),
                    Err(e) => println!("LONG: S = {:?} {}", s, e),
                }
            }
            Err(e) => println!("S = {:?}: {}", s, e),
        }
    }
}
