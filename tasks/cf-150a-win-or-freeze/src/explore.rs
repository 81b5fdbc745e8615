//! The game as the explorer reads it: its description in one closure, its
//! table, and the judge cases it gives (the test oracle of [`crate::solve`]).
//!
//! A move from n writes a divisor d of n with 1 < d < n; the player who
//! cannot move wins (misère play).
use grundy_core::explore::cases::cases as table_cases;
use grundy_core::explore::{Rules, Table, Upto};
use grundy_core::loopy::retrograde::Outcome;

/// The moves of n: its divisors strictly between 1 and n.
fn moves(n: u64) -> impl Iterator<Item = u64> {
    (2..n).filter(move |d| n % d == 0)
}

/// The game on 0..=n, described.
pub fn game(n: u64) -> Rules<Upto, impl Fn(&u64, &mut Vec<u64>)> {
    Rules::new(Upto(n), |&n: &u64, out: &mut Vec<u64>| out.extend(moves(n)))
}

/// Win or lose for the player to move at 0..=n, under misère play.
pub fn table(n: u64) -> Table<Upto, Outcome> {
    game(n).misere_table().expect("every move lowers n")
}

/// `count` judge inputs q ≤ 400 (drawn with `seed`) with the answer the
/// description gives: `2` where the player to move loses, else `1` and the
/// smallest move to a losing position (`0` with no move at all).
pub fn cases(count: usize, seed: u64) -> Vec<(String, String)> {
    let table = table(400);
    table_cases(&table, count, seed, |&q, outcome| {
        let expected = match outcome {
            Outcome::Lose => "2\n".to_string(),
            _ => match moves(q).find(|d| table.get(d) == Some(Outcome::Lose)) {
                Some(d) => format!("1\n{}\n", d),
                None => "1\n0\n".to_string(),
            },
        };
        (format!("{}\n", q), expected)
    })
    .into_iter()
    .filter(|(input, _)| input != "0\n")
    .collect()
}
