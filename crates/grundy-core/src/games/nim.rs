//! Nim (Bouton, 1901): a position loses for the player to move exactly
//! when the nim-sum (bitwise XOR, never `+`) of its piles is 0. By the
//! Sprague-Grundy theorem every impartial game is a Nim pile of size g, so
//! the same XOR decides any sum of games from their Grundy values, and the
//! same construction finds a winning move in one of them.

use std::borrow::Borrow;

/// The nim-sum of some values: their bitwise XOR.
///
/// `a ⊕ b` is addition in binary without carries. It is the Grundy value of
/// the sum of games whose Grundy values are the inputs; the empty sum is 0.
///
/// # Complexity
/// O(m) for `m` values.
///
/// # Example
/// ```
/// use grundy_core::games::nim::nim_sum;
/// assert_eq!(nim_sum([1, 2, 3]), 0);
/// assert_eq!(nim_sum([3, 5]), 6);
/// assert_eq!(nim_sum(std::iter::empty::<u64>()), 0);
/// ```
pub fn nim_sum<I>(values: I) -> u64
where
    I: IntoIterator,
    I::Item: Borrow<u64>,
{
    values.into_iter().fold(0, |x, v| x ^ v.borrow())
}

/// Whether the player to move wins normal-play Nim (last to move wins) with
/// these piles: exactly when their nim-sum is not 0 (Bouton).
///
/// # Complexity
/// O(m) for `m` piles.
///
/// # Example
/// ```
/// use grundy_core::games::nim::mover_wins;
/// assert!(!mover_wins(&[1, 2, 3]));
/// assert!(mover_wins(&[1, 1, 1]));
/// assert!(!mover_wins(&[]));
/// ```
pub fn mover_wins<I>(piles: I) -> bool
where
    I: IntoIterator,
    I::Item: Borrow<u64>,
{
    nim_sum(piles) != 0
}

/// A move in a sum of games: bring component `index` (0-based) to Grundy
/// value `target`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NimMove {
    /// Which component to move in, counting from 0.
    pub index: usize,
    /// The Grundy value that component has after the move; always less than
    /// its value before, so a move there reaches it (mex property).
    pub target: u64,
}

/// A winning move in the sum of components with Grundy values `g`, or
/// `None` when the nim-sum x is 0 and every move loses.
///
/// The construction (Bouton): let h be the highest set bit of x. An odd
/// number of components have bit h set; take the first, i. Then
/// t = g\[i\] ⊕ x clears bit h of g\[i\] and changes only lower bits, so
/// t < g\[i\], and the new nim-sum is x ⊕ g\[i\] ⊕ t = 0. Choosing the first
/// such i makes the answer deterministic.
///
/// # Complexity
/// O(m) for `m` components.
///
/// # Example
/// ```
/// use grundy_core::games::nim::{winning_move, NimMove};
/// // 3 ⊕ 4 ⊕ 5 = 2: only 3 has bit 1 set; take it to 3 ⊕ 2 = 1.
/// assert_eq!(winning_move(&[3, 4, 5]), Some(NimMove { index: 0, target: 1 }));
/// assert_eq!(winning_move(&[1, 2, 3]), None);
/// ```
pub fn winning_move(g: &[u64]) -> Option<NimMove> {
    let x = nim_sum(g);
    if x == 0 {
        return None;
    }
    let high = 1u64 << (63 - x.leading_zeros());
    g.iter().position(|&v| v & high != 0).map(|index| NimMove {
        index,
        target: g[index] ^ x,
    })
}

/// What normal and misère Nim need to know of a position, gathered one
/// pile at a time (so the piles need not be stored): the nim-sum, whether
/// some pile has 2 or more, and how many piles have exactly 1.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct NimPosition {
    nim_sum: u64,
    some_large: bool,
    ones: u64,
}

impl NimPosition {
    /// The position of these piles.
    ///
    /// # Complexity
    /// O(m) for `m` piles, one pass.
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::nim::NimPosition;
    /// let p = NimPosition::of([1, 1, 1]);
    /// assert!(p.mover_wins() && !p.misere_mover_wins());
    /// ```
    pub fn of<I>(piles: I) -> NimPosition
    where
        I: IntoIterator,
        I::Item: Borrow<u64>,
    {
        piles.into_iter().fold(NimPosition::default(), |p, pile| {
            let pile = *pile.borrow();
            NimPosition {
                nim_sum: p.nim_sum ^ pile,
                some_large: p.some_large || pile >= 2,
                ones: p.ones + u64::from(pile == 1),
            }
        })
    }

    /// Whether the player to move wins under normal play: the nim-sum is
    /// not 0 (Bouton).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::nim::NimPosition;
    /// assert!(!NimPosition::of([1, 2, 3]).mover_wins());
    /// ```
    pub fn mover_wins(&self) -> bool {
        self.nim_sum != 0
    }

    /// Whether the player to move wins under misère play: with every pile
    /// at most 1, exactly when the 1-piles are even in number; otherwise as
    /// under normal play (see [`misere::nim_mover_wins`](crate::games::misere::nim_mover_wins)).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::nim::NimPosition;
    /// assert!(NimPosition::of([1, 1]).misere_mover_wins());
    /// assert!(NimPosition::of([2, 1]).misere_mover_wins());
    /// ```
    pub fn misere_mover_wins(&self) -> bool {
        if self.some_large {
            self.mover_wins()
        } else {
            self.ones % 2 == 0
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::testing::{nim_pile, positions};

    use crate::oracle::{self, sum_moves};
    use crate::test_rng::XorShift;
    use rstest::rstest;

    #[rstest]
    #[case(&[], 0)]
    #[case(&[7], 7)]
    #[case(&[1, 2, 3], 0)]
    #[case(&[3, 4, 5], 2)]
    #[case(&[1, 1], 0)]
    #[case(&[u64::MAX, 1], u64::MAX - 1)]
    fn nim_sum_known(#[case] values: &[u64], #[case] want: u64) {
        assert_eq!(nim_sum(values.iter().copied()), want);
    }

    #[test]
    fn nim_matches_oracle() {
        for piles in positions(4, 3) {
            let want = oracle::mover_wins(piles.clone(), |p| sum_moves(p, nim_pile));
            assert_eq!(mover_wins(&piles), want, "{:?}", piles);
        }
    }

    #[rstest]
    #[case(&[], None)]
    #[case(&[0], None)]
    #[case(&[5], Some((0, 0)))]
    #[case(&[1, 2, 3], None)]
    #[case(&[3, 4, 5], Some((0, 1)))]
    // x = 7 ⊕ 4 ⊕ 1 = 2; the first value with bit 1 set is 7.
    #[case(&[7, 4, 1], Some((0, 5)))]
    // x = 1 ⊕ 6 ⊕ 6 ⊕ 4 = 5; the highest bit is 4, first met in 6 (index 1).
    #[case(&[1, 6, 6, 4], Some((1, 3)))]
    #[case(&[0, 0, 8], Some((2, 0)))]
    fn winning_move_known(#[case] g: &[u64], #[case] want: Option<(usize, u64)>) {
        let got = winning_move(g).map(|m| (m.index, m.target));
        assert_eq!(got, want);
    }

    /// On random vectors: a move exists exactly when the nim-sum is not 0,
    /// lowers its component, zeroes the nim-sum, and is the first component
    /// holding the highest bit of the nim-sum.
    #[test]
    fn winning_move_zeroes_the_sum() {
        let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
        for round in 0..5000 {
            let len = (rng.next() % 9) as usize;
            let bits = 1 + rng.next() % 64;
            let mask = if bits == 64 {
                u64::MAX
            } else {
                (1 << bits) - 1
            };
            let g: Vec<u64> = (0..len).map(|_| rng.next() & mask).collect();
            let x = nim_sum(g.iter().copied());
            match winning_move(&g) {
                None => assert_eq!(x, 0, "round {}: {:?}", round, g),
                Some(NimMove { index, target }) => {
                    assert!(target < g[index], "round {}: {:?}", round, g);
                    let mut after = g.clone();
                    after[index] = target;
                    assert_eq!(nim_sum(after.iter().copied()), 0);
                    let high = 63 - x.leading_zeros();
                    assert!((g[index] >> high) & 1 == 1);
                    assert!(g[..index].iter().all(|&v| (v >> high) & 1 == 0));
                }
            }
        }
    }

    /// On small Nim positions the move is a legal Nim move (a pile shrinks)
    /// to a position the brute-force search calls lost, and there is no
    /// move exactly when the search calls the position lost.
    #[test]
    fn winning_move_matches_nim_oracle() {
        for piles in positions(4, 4) {
            let wins = oracle::mover_wins(piles.clone(), |p| sum_moves(p, nim_pile));
            match winning_move(&piles) {
                None => assert!(!wins, "{:?}", piles),
                Some(m) => {
                    assert!(wins, "{:?}", piles);
                    let mut after = piles.clone();
                    after[m.index] = m.target;
                    assert!(sum_moves(&piles, nim_pile).contains(&after));
                    let lost = !oracle::mover_wins(after.clone(), |p| sum_moves(p, nim_pile));
                    assert!(lost, "{:?} -> {:?}", piles, after);
                }
            }
        }
    }
}
