//! One counter from each heap of a chosen set: a game that is no sum at all.

use std::borrow::Borrow;

/// Whether the player to move wins when a move takes one counter from each
/// heap of any non-empty set of non-empty heaps (CSES 2208): exactly when
/// some heap is odd.
///
/// A move touches several heaps at once, so this is not a sum of games and
/// the nim-sum says nothing (heaps 1, 2, 3 have nim-sum 0, yet the mover
/// wins). All heaps even is lost: every move makes some heap odd. Some heap
/// odd is won: taking one counter from each odd heap makes all even.
///
/// # Complexity
/// O(m) for m heaps.
///
/// # Example
/// ```
/// use grundy_core::games::one_from_each::mover_wins;
/// assert!(mover_wins(&[1, 2, 3]));
/// assert!(!mover_wins(&[2, 2]));
/// ```
pub fn mover_wins<I>(heaps: I) -> bool
where
    I: IntoIterator,
    I::Item: Borrow<u64>,
{
    heaps.into_iter().any(|h| h.borrow() % 2 == 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nim;
    use crate::games::testing::positions;
    use crate::oracle;
    use itertools::Itertools;

    /// Taking one counter from each heap of a non-empty set: the parity
    /// rule against the search on every position of up to 4 heaps of up to
    /// 5, and the nim-sum is wrong somewhere (the game is no sum).
    #[test]
    fn one_from_each_matches_oracle() {
        let moves = |heaps: &Vec<u64>| {
            let live: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
            live.into_iter()
                .powerset()
                .filter(|set| !set.is_empty())
                .map(|set| {
                    let mut next = heaps.clone();
                    for i in set {
                        next[i] -= 1;
                    }
                    next.sort_unstable();
                    next
                })
                .collect::<Vec<_>>()
        };
        let mut xor_wrong = 0;
        for heaps in positions(4, 5) {
            let wins = oracle::mover_wins(heaps.clone(), moves);
            assert_eq!(mover_wins(&heaps), wins, "{:?}", heaps);
            xor_wrong += usize::from(nim::mover_wins(&heaps) != wins);
        }
        assert!(xor_wrong > 0);
    }
}
