//! Kayles: a row of pins; a move knocks down one pin or two adjacent pins,
//! which leaves the pins on either side as two rows. The player who cannot
//! move loses. It is the octal game `0.77`, so its values come from the
//! octal engines of [`sg::octal`](crate::sg::octal) ([`grundy_table`]); [`Kayles`]
//! is the game itself, with positions, for brute force and the generic
//! engine.

use crate::game::{Canonical, Game, Impartial, Side};
use crate::sg::octal::{sparse_table, Rule};

/// Kayles g[0..=n] (the octal game 0.77), by the sparse engine.
///
/// # Complexity
/// O(n): Kayles has a bounded number of rare heaps.
///
/// # Example
/// ```
/// use grundy_core::games::kayles::grundy_table;
/// assert_eq!(grundy_table(8), vec![0, 1, 2, 3, 1, 4, 3, 2, 1]);
/// ```
pub fn grundy_table(n: usize) -> Vec<u32> {
    sparse_table(&Rule::parse("0.77").expect("0.77 is a code"), n)
}

/// Kayles with positions: a position is the multiset of rows, as the sorted
/// list of the non-empty ones (the options are listed that way too).
///
/// # Example
/// ```
/// use grundy_core::game::Impartial;
/// use grundy_core::games::kayles::Kayles;
/// // A row of 3: one pin from an end or the middle, or two from an end.
/// assert_eq!(Kayles.moves(&vec![3]), vec![vec![2], vec![1, 1], vec![2], vec![1], vec![1]]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Kayles;

impl Game for Kayles {
    type Position = Vec<u64>;

    fn options(&self, rows: &Vec<u64>, _: Side, out: &mut Vec<Vec<u64>>) {
        for (i, &r) in rows.iter().enumerate() {
            for knocked in 1..=2.min(r) {
                for left in 0..=r - knocked {
                    let mut next = rows.clone();
                    next[i] = left;
                    next.push(r - knocked - left);
                    out.push(self.key(&next));
                }
            }
        }
    }
}

impl Impartial for Kayles {}

impl Canonical for Kayles {
    type Key = Vec<u64>;

    /// The sorted list of the non-empty rows.
    fn key(&self, rows: &Vec<u64>) -> Vec<u64> {
        let mut key: Vec<u64> = rows.iter().copied().filter(|&r| r > 0).collect();
        key.sort_unstable();
        key
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::wins;
    use crate::sg::engine::Engine;

    /// The table is the game: the generic engine on the rows themselves
    /// gives the same values, and the brute-force search says the mover
    /// loses a pair of rows exactly when their values are equal.
    #[test]
    fn the_table_is_the_game_of_rows() {
        let g = grundy_table(14);
        let mut engine = Engine::new(Kayles);
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(engine.grundy(&vec![n as u64]), u64::from(v), "row {}", n);
        }
        for a in 0..8u64 {
            for b in 0..8u64 {
                let equal = g[a as usize] == g[b as usize];
                assert_eq!(wins(&Kayles, vec![a, b]), !equal, "rows {} {}", a, b);
            }
        }
    }
}
