//! The description as the test oracle: judge inputs and their expected
//! outputs, for random positions of a table.
//!
//! A package's `solve` is compared with the described game in one line of
//! its tests: the table gives the expected answer of each position, and two
//! closures write a position as judge input and a value as the answer.
//! `conformance::oracle::check_cases` runs `solve` on each input.

use super::space::Space;
use super::table::Table;

/// The xorshift64 generator of the cases: fixed seeds, reproducible.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// `count` test inputs, each of `per_input` positions drawn at random from
/// the table (seeded by `seed`), as `write(positions with their values)`
/// makes them: (input, expected output) pairs. With `per_input` 1 and
/// `count` at least the table's size, every position once, in order.
///
/// # Complexity
/// O(count · per_input) draws and calls of `write`.
///
/// # Panics
/// If the table is empty and a case is asked for.
///
/// # Example
/// ```
/// use grundy_core::explore::{cases::batches, Rules, Upto};
/// let game = Rules::new(Upto(50), |&n: &u64, out: &mut Vec<u64>| {
///     out.extend((1..=3).filter(|&s| s <= n).map(|s| n - s))
/// });
/// let table = game.grundy_table().unwrap();
/// // "T, then T heaps; a line First or Second for each".
/// let cases = batches(&table, 10, 5, 7, |picked| {
///     let mut input = format!("{}\n", picked.len());
///     let mut output = String::new();
///     for (n, g) in picked {
///         input.push_str(&format!("{}\n", n));
///         output.push_str(if *g != 0 { "First\n" } else { "Second\n" });
///     }
///     (input, output)
/// });
/// assert_eq!(cases.len(), 10);
/// assert_eq!(cases[0].0.lines().count(), 6);
/// ```
pub fn batches<S: Space, V: Copy>(
    table: &Table<S, V>,
    count: usize,
    per_input: usize,
    seed: u64,
    mut write: impl FnMut(&[(S::Position, V)]) -> (String, String),
) -> Vec<(String, String)> {
    let len = table.space().len();
    if count > 0 {
        assert!(len > 0, "an empty table has no position to ask about");
    }
    let mut rng = XorShift(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let every = per_input == 1 && count >= len;
    (0..if every { len } else { count })
        .map(|c| {
            let picked: Vec<(S::Position, V)> = (0..per_input)
                .map(|_| {
                    let i = if every {
                        c
                    } else {
                        (rng.next() % len as u64) as usize
                    };
                    (table.space().position(i), table.values()[i])
                })
                .collect();
            write(&picked)
        })
        .collect()
}

/// `count` test inputs of one position each: [`batches`] with one
/// position an input, `write(position, value)` making each pair.
///
/// # Complexity
/// As [`batches`].
///
/// # Panics
/// As [`batches`].
///
/// # Example
/// ```
/// use grundy_core::explore::{cases::cases, Pairs, Rules};
/// // Two heaps, take from one: the answer is who wins.
/// let game = Rules::new(Pairs(9, 9), |&(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>| {
///     out.extend((0..a).map(|x| (x, b)));
///     out.extend((0..b).map(|y| (a, y)));
/// });
/// let table = game.grundy_table().unwrap();
/// let all = cases(&table, 1000, 1, |&(a, b), g| {
///     (format!("{} {}\n", a, b), format!("{}\n", if g != 0 { "First" } else { "Second" }))
/// });
/// assert_eq!(all.len(), 100); // every position once
/// assert_eq!(all[11], ("1 1\n".to_string(), "Second\n".to_string()));
/// ```
pub fn cases<S: Space, V: Copy>(
    table: &Table<S, V>,
    count: usize,
    seed: u64,
    mut write: impl FnMut(&S::Position, V) -> (String, String),
) -> Vec<(String, String)> {
    batches(table, count, 1, seed, |picked| {
        write(&picked[0].0, picked[0].1)
    })
}
