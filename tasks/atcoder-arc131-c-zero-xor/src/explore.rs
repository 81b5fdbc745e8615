//! The game as the explorer reads it: its description in one closure, its
//! table, and the judge cases it gives (the test oracle of [`crate::solve`]).
//!
//! The cookies are a set of the integers 0..K, a mask of K bits (bit i: a
//! cookie with i on it). A move eats one cookie; the player who leaves a
//! set of XOR 0 has won, so such a set, once a move has been made, has no
//! move (the player to move there has lost). Bit K of a position says a
//! move has been made: a starting set of XOR 0 is no end yet.
use grundy_core::explore::cases::cases as table_cases;
use grundy_core::explore::{Bits, Rules, Table};

/// The integers on the cookies: 0..K.
pub const K: u32 = 8;

/// The XOR of the integers of a set of 0..K.
fn xor_of(set: u64) -> u64 {
    (0..u64::from(K))
        .filter(|&i| set >> i & 1 == 1)
        .fold(0, |x, i| x ^ i)
}

/// The game on the sets of 0..K, each with or without the mark "a move has
/// been made" (bit K), described.
pub fn game() -> Rules<Bits, impl Fn(&u64, &mut Vec<u64>)> {
    Rules::new(Bits(K + 1), |&m: &u64, out: &mut Vec<u64>| {
        let (set, begun) = (m & ((1 << K) - 1), m >> K == 1);
        if begun && xor_of(set) == 0 {
            return; // the player who moved here won
        }
        for i in 0..K {
            if set >> i & 1 == 1 {
                out.push((set & !(1 << i)) | 1 << K);
            }
        }
    })
}

/// The Grundy values of the starting sets (no move made yet), by mask.
pub fn table() -> Table<Bits, u64> {
    let all = game().grundy_table().expect("every move eats a cookie");
    Table::from_fn(Bits(K), |&set| all.get(&set).expect("a set of 0..K"))
}

/// Every non-empty starting set (`count` ≥ 256), or `count` drawn with
/// `seed`, as a judge input with the answer the description gives.
pub fn cases(count: usize, seed: u64) -> Vec<(String, String)> {
    table_cases(&table(), count, seed, |&set, g| {
        let cookies: Vec<String> = (0..K)
            .filter(|&i| set >> i & 1 == 1)
            .map(|i| i.to_string())
            .collect();
        let input = format!("{}\n{}\n", cookies.len(), cookies.join(" "));
        (input, format!("{}\n", if g != 0 { "Win" } else { "Lose" }))
    })
    .into_iter()
    .filter(|(input, _)| !input.starts_with("0\n"))
    .collect()
}
