//! The game as the explorer reads it: its description in one closure, its
//! table, and the judge cases it gives (the test oracle of [`crate::solve`]).
//!
//! A move from n subtracts a divisor d of n with 1 < d < n; the player who
//! cannot move loses (normal play).
use grundy_core::explore::cases::cases as table_cases;
use grundy_core::explore::{Rules, Table, Upto};

/// The game on 0..=n, described: the moves of each position.
pub fn game(n: u64) -> Rules<Upto, impl Fn(&u64, &mut Vec<u64>)> {
    Rules::new(Upto(n), |&n: &u64, out: &mut Vec<u64>| {
        out.extend((2..n).filter(|d| n % d == 0).map(|d| n - d))
    })
}

/// The Grundy values of 0..=n.
pub fn table(n: u64) -> Table<Upto, u64> {
    game(n).grundy_table().expect("every move lowers n")
}

/// `count` judge inputs of one test each (n ≤ 400, drawn with `seed`),
/// with the answer the description gives: `Alice` where the mover wins.
pub fn cases(count: usize, seed: u64) -> Vec<(String, String)> {
    table_cases(&table(400), count, seed, |&n, g| {
        let winner = if g != 0 { "Alice" } else { "Bob" };
        (format!("1\n{}\n", n), format!("{}\n", winner))
    })
    .into_iter()
    .filter(|(input, _)| input != "1\n0\n")
    .collect()
}
