//! The game as the explorer reads it: its description in one closure, its
//! table, and the judge cases it gives (the test oracle of [`crate::solve`]).
//!
//! Three colors, (a, b, c) apples: a move eats one apple of each color of
//! a non-empty set of colors that still have apples; the player who eats
//! the last apple wins (normal play: the player with no move has lost).
use grundy_core::explore::cases::cases as table_cases;
use grundy_core::explore::{Rules, Table, Triples};

/// The apples of the three colors.
pub type Apples = (u64, u64, u64);

/// The game on the box 0..=n of each color, described.
pub fn game(n: u64) -> Rules<Triples, impl Fn(&Apples, &mut Vec<Apples>)> {
    Rules::new(
        Triples(n, n, n),
        |&(a, b, c): &Apples, out: &mut Vec<Apples>| {
            // Each non-empty set of colors, as the bits of `eat`.
            for eat in 1..8u64 {
                let (x, y, z) = (eat & 1, eat >> 1 & 1, eat >> 2 & 1);
                if x <= a && y <= b && z <= c {
                    out.push((a - x, b - y, c - z));
                }
            }
        },
    )
}

/// The Grundy values of the box 0..=n of each color.
pub fn table(n: u64) -> Table<Triples, u64> {
    game(n).grundy_table().expect("every move lowers a color")
}

/// Every position of the box 0..=9 (`count` ≥ 1000), or `count` drawn with
/// `seed`, as a judge input (the colors with apples; the empty tree is no
/// input) with the answer the description gives.
pub fn cases(count: usize, seed: u64) -> Vec<(String, String)> {
    table_cases(&table(9), count, seed, |&(a, b, c), g| {
        let colors: Vec<u64> = [a, b, c].iter().copied().filter(|&x| x > 0).collect();
        let mut input = format!("{}\n", colors.len());
        for x in colors {
            input.push_str(&format!("{}\n", x));
        }
        (
            input,
            format!("{}\n", if g != 0 { "first" } else { "second" }),
        )
    })
    .into_iter()
    .filter(|(input, _)| input != "0\n")
    .collect()
}
