//! {{package}}-explore: the patterns of the game of {{judge}} {{doc_problem}}
//! and its table, as the explorer finds them from the game's description
//! below. Not written yet.
//!
//! `cargo run -p {{package}} --bin {{package}}-explore` tables the game
//! described in `game` and prints the patterns `grundy_core::explore` finds
//! in the table (periods, the P-positions as a set, the value as a function
//! of n mod k, popcount, Omega(n), a xor b, ...), each with how far it was
//! checked, then the table (docs/explore.md). It is never part of the
//! submission: a bundle is `src/main.rs`'s.
//!
//! To write it: describe the game in `game`, closures over a space of
//! positions (`Upto(n)`, `Pairs(a, b)`, `Triples(a, b, c)`, `Bits(k)`,
//! `Reached`) that append the positions one move away, nothing of the
//! answer in them; in `table`, return its table (`grundy_table`,
//! `misere_table`, `loopy_table`; `PartizanRules::outcome_table`,
//! `ScoredRules::minimax_table`) instead of `NOT_WRITTEN`; and say in `main`
//! which positions it covers, for `--help`. Once its pattern is found and
//! proved (docs/theory.md), the description can serve as `solve`'s test
//! oracle: move `game` and `table` to `src/explore.rs` with `cases`
//! (docs/explore.md, "A judge package solved through the explorer";
//! `tasks/cf-1537d-deleting-divisors/` is a worked example).

use grundy_core::explore::{Rules, Table, Upto};
use std::error::Error;
use std::process::ExitCode;

const NOT_WRITTEN: &str = concat!(
    "tasks/",
    env!("CARGO_PKG_NAME"),
    "/src/bin/",
    env!("CARGO_BIN_NAME"),
    ".rs: the game's description is not written yet"
);

fn main() -> ExitCode {
    explore::package::Explorer {
        bin: env!("CARGO_BIN_NAME"),
        positions: "(n <= 200)",
        described_in: concat!("src/bin/", env!("CARGO_BIN_NAME"), ".rs"),
        table: true,
    }
    .run(table)
}

/// The game on 0..=n, described: the positions one move from n. Not
/// written yet (no moves); to take 1 or 2, say,
/// `out.extend((1..=2).filter(|&s| s <= n).map(|s| n - s))`.
fn game(n: u64) -> Rules<Upto, impl Fn(&u64, &mut Vec<u64>)> {
    Rules::new(Upto(n), |&n: &u64, out: &mut Vec<u64>| {
        let _ = (n, out);
    })
}

/// The Grundy values of 0..=200. Not written yet: once `game` is, return
/// `Ok(game(200).grundy_table()?)`.
fn table() -> Result<Table<Upto, u64>, Box<dyn Error>> {
    let _ = game(200);
    Err(NOT_WRITTEN.into())
}
