//! Helpers shared by the games' tests.
use itertools::{repeat_n, Itertools};

/// The moves of a Nim pile of `n`: to any smaller pile.
pub(crate) fn nim_pile(n: &u64) -> Vec<u64> {
    (0..*n).collect()
}

/// Every vector of at most `most` piles with sizes in `0..=max`.
pub(crate) fn positions(most: usize, max: u64) -> Vec<Vec<u64>> {
    (0..=most)
        .flat_map(|len| repeat_n(0..=max, len).multi_cartesian_product())
        .collect()
}
