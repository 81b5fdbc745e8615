//! Nim and the games that reduce to it: the nim-sum, Bouton's winning move,
//! misère Nim, staircase Nim, Turning Turtles, take-1..k, a row of heaps
//! played left to right, Nim with each amount once per pile, and the game
//! that takes a counter from several heaps at once (which is no sum at all).
//!
//! Bouton (1901): a Nim position loses for the player to move exactly when
//! the nim-sum (bitwise XOR, never `+`) of its piles is 0. By the
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
/// use grundy_core::nim::nim_sum;
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
/// use grundy_core::nim::nim_mover_wins;
/// assert!(!nim_mover_wins(&[1, 2, 3]));
/// assert!(nim_mover_wins(&[1, 1, 1]));
/// assert!(!nim_mover_wins(&[]));
/// ```
pub fn nim_mover_wins<I>(piles: I) -> bool
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
/// use grundy_core::nim::{winning_move, NimMove};
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

/// Whether the player to move wins misère Nim (the player who takes the
/// last counter loses) with these piles.
///
/// Bouton's misère rule: if every pile is at most 1, the mover wins exactly
/// when the number of 1-piles is even (with no piles at all the mover cannot
/// move, and so wins); otherwise, exactly as in normal Nim, when the
/// nim-sum is not 0. Play follows normal Nim until a move would leave only
/// piles of size ≤ 1; then the winner leaves an odd number of 1-piles.
///
/// # Complexity
/// O(m) for `m` piles.
///
/// # Example
/// ```
/// use grundy_core::nim::{misere_nim_mover_wins, nim_mover_wins};
/// // Three 1-piles: normal play, the mover takes the last; misère, loses.
/// assert!(nim_mover_wins(&[1, 1, 1]));
/// assert!(!misere_nim_mover_wins(&[1, 1, 1]));
/// assert!(misere_nim_mover_wins(&[1, 1]));
/// assert!(misere_nim_mover_wins(&[]));
/// // A pile of 2 or more: the same as normal play.
/// assert!(misere_nim_mover_wins(&[2, 1]));
/// ```
pub fn misere_nim_mover_wins<I>(piles: I) -> bool
where
    I: IntoIterator,
    I::Item: Borrow<u64>,
{
    NimPosition::of(piles).misere_mover_wins()
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
    /// use grundy_core::nim::NimPosition;
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
    /// use grundy_core::nim::NimPosition;
    /// assert!(!NimPosition::of([1, 2, 3]).mover_wins());
    /// ```
    pub fn mover_wins(&self) -> bool {
        self.nim_sum != 0
    }

    /// Whether the player to move wins under misère play: with every pile
    /// at most 1, exactly when the 1-piles are even in number; otherwise as
    /// under normal play (see [`misere_nim_mover_wins`]).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::nim::NimPosition;
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

/// The nim-sum that decides staircase Nim: the XOR of the coin counts on the
/// odd steps. `coins[0]` is step 1, `coins[1]` step 2, and so on.
///
/// A move slides any positive number of coins from step i down to step
/// i − 1; coins reaching step 0 leave play. The player to move wins exactly
/// when this value is not 0. Moving coins from an odd step to an even one is
/// a Nim move on the odd steps; moving coins from an even step to an odd one
/// can be undone at once by moving them on down, so the even steps do not
/// count.
///
/// # Complexity
/// O(k) for `k` steps.
///
/// # Example
/// ```
/// use grundy_core::nim::staircase_nim_sum;
/// // Steps 1..4 hold 3, 9, 3, 7 coins: 3 ⊕ 3 = 0, the mover loses.
/// assert_eq!(staircase_nim_sum(&[3, 9, 3, 7]), 0);
/// assert_eq!(staircase_nim_sum(&[0, 5]), 0);
/// assert_eq!(staircase_nim_sum(&[1, 0, 4]), 5);
/// ```
pub fn staircase_nim_sum<I>(coins: I) -> u64
where
    I: IntoIterator,
    I::Item: Borrow<u64>,
{
    nim_sum(coins.into_iter().step_by(2))
}

/// The Grundy value of a Turning Turtles row: the XOR of i + 1 over the
/// heads at 0-based positions i. `heads` yields, left to right, whether
/// each coin shows heads.
///
/// A move turns one or two coins, and the rightmost coin turned must go from
/// heads to tails. This is a coin-turning game, so a row is the sum of its
/// single heads; a lone head at position i can become any lone head at a
/// position j < i, or nothing, so it is a Nim pile of size i + 1.
///
/// # Complexity
/// O(n) for `n` coins.
///
/// # Example
/// ```
/// use grundy_core::nim::turning_turtles_value;
/// let row = |s: &str| s.chars().map(|c| c == 'H').collect::<Vec<_>>();
/// assert_eq!(turning_turtles_value(row("TTTT")), 0);
/// assert_eq!(turning_turtles_value(row("HTH")), 1 ^ 3);
/// assert_eq!(turning_turtles_value(row("HTHH")), 1 ^ 3 ^ 4);
/// ```
pub fn turning_turtles_value<I>(heads: I) -> u64
where
    I: IntoIterator<Item = bool>,
{
    // Branch-free: a tail contributes 0 to the XOR.
    (1u64..)
        .zip(heads)
        .fold(0, |x, (value, head)| x ^ (value * u64::from(head)))
}

/// The Grundy value of a pile of `n` in take-1..k (remove between 1 and `k`
/// counters): n mod (k + 1).
///
/// The values run 0, 1, …, k, 0, 1, …: from n every smaller value down to
/// n − k is one move away. The player to move loses exactly on the
/// multiples of k + 1. `k` = 0 means no move at all, so every value is 0.
/// k + 1 is never formed when it would overflow: for k = `u64::MAX` every n
/// is below k + 1 and is its own value.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy_core::nim::take_k_grundy;
/// assert_eq!(take_k_grundy(0, 3), 0);
/// assert_eq!(take_k_grundy(9, 3), 1);
/// assert_eq!(take_k_grundy(8, 3), 0);
/// assert_eq!(take_k_grundy(u64::MAX, u64::MAX), u64::MAX);
/// ```
pub fn take_k_grundy(n: u64, k: u64) -> u64 {
    match k.checked_add(1) {
        Some(period) => n % period,
        None => n,
    }
}

/// The Grundy value of a row of heaps played left to right: a move takes
/// any positive number of counters from the leftmost non-empty heap
/// (SPOJ MATGAME's rows).
///
/// The row is a *sequential compound*: the rest of the row starts only when
/// the first heap is empty. With G the value of the rest, the first heap a
/// has options a' < a, where a' = 0 is worth G, so
///
/// ```text
/// g(0) = G,   g(a) = mex{ G, g(1), …, g(a − 1) } = a − 1 if a ≤ G, else a,
/// ```
///
/// and the row folds from the right: start at 0, and for each non-zero
/// heap a, g becomes a − 1 if a ≤ g, else a (an empty heap changes
/// nothing). Rows in a sum combine by XOR.
///
/// # Complexity
/// O(m) for m heaps.
///
/// # Example
/// ```
/// use grundy_core::nim::heap_row_value;
/// assert_eq!(heap_row_value(&[5]), 5); // one heap: plain Nim
/// assert_eq!(heap_row_value(&[1, 1]), 0); // both moves are forced
/// assert_eq!(heap_row_value(&[2, 1, 1]), 2);
/// assert_eq!(heap_row_value(&[0, 3, 0]), 3);
/// ```
pub fn heap_row_value(row: &[u64]) -> u64 {
    row.iter().rev().fold(0, |g, &a| match a {
        0 => g,
        a if a <= g => a - 1,
        a => a,
    })
}

/// The Grundy value of a pile of `s` in Nim where each amount may be taken
/// from a pile at most once (Codeforces 768E): the largest k with
/// 1 + 2 + … + k ≤ s.
///
/// This closed form is not proved here but derived: the tests compute the
/// game by its definition (a state is the pile and the amounts it has used)
/// with the generic engine for every pile up to [`ONCE_PER_AMOUNT_CHECKED`]
/// and find exactly these values. Beyond that bound the function still
/// answers by the formula; callers that need certainty keep to the bound.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy_core::nim::once_per_amount_value;
/// // 1 ≤ s < 3: one; 3 ≤ s < 6: two; 6 ≤ s < 10: three.
/// let values: Vec<u64> = (0..11).map(once_per_amount_value).collect();
/// assert_eq!(values, [0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4]);
/// ```
pub fn once_per_amount_value(s: u64) -> u64 {
    // k(k + 1)/2 ≤ s  ⇔  k ≤ (√(8s + 1) − 1)/2; the square root in floating
    // point is only a first guess, corrected exactly.
    let fits = |k: u64| u128::from(k) * (u128::from(k) + 1) / 2 <= u128::from(s);
    let mut k = ((((8.0 * s as f64) + 1.0).sqrt() - 1.0) / 2.0) as u64;
    while k > 0 && !fits(k) {
        k -= 1;
    }
    while fits(k + 1) {
        k += 1;
    }
    k
}

/// The largest pile for which the tests derive [`once_per_amount_value`]
/// from the game's definition: 60, the bound of Codeforces 768E.
pub const ONCE_PER_AMOUNT_CHECKED: u64 = 60;

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
/// use grundy_core::nim::one_from_each_mover_wins;
/// assert!(one_from_each_mover_wins(&[1, 2, 3]));
/// assert!(!one_from_each_mover_wins(&[2, 2]));
/// ```
pub fn one_from_each_mover_wins<I>(heaps: I) -> bool
where
    I: IntoIterator,
    I::Item: Borrow<u64>,
{
    heaps.into_iter().any(|h| h.borrow() % 2 == 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Engine, Game};
    use crate::oracle::{mover_wins, mover_wins_misere, sum_moves};
    use crate::test_rng::XorShift;
    use itertools::{iproduct, repeat_n, Itertools};
    use rstest::rstest;

    fn nim_pile(n: &u64) -> Vec<u64> {
        (0..*n).collect()
    }

    /// Every vector of at most `most` piles with sizes in `0..=max`.
    fn positions(most: usize, max: u64) -> Vec<Vec<u64>> {
        (0..=most)
            .flat_map(|len| repeat_n(0..=max, len).multi_cartesian_product())
            .collect()
    }

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
            let want = mover_wins(piles.clone(), |p| sum_moves(p, nim_pile));
            assert_eq!(nim_mover_wins(&piles), want, "{:?}", piles);
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
            let wins = mover_wins(piles.clone(), |p| sum_moves(p, nim_pile));
            match winning_move(&piles) {
                None => assert!(!wins, "{:?}", piles),
                Some(m) => {
                    assert!(wins, "{:?}", piles);
                    let mut after = piles.clone();
                    after[m.index] = m.target;
                    assert!(sum_moves(&piles, nim_pile).contains(&after));
                    let lost = !mover_wins(after.clone(), |p| sum_moves(p, nim_pile));
                    assert!(lost, "{:?} -> {:?}", piles, after);
                }
            }
        }
    }

    #[rstest]
    #[case(&[], true)]
    #[case(&[0, 0], true)]
    #[case(&[1], false)]
    #[case(&[1, 1], true)]
    #[case(&[1, 1, 1], false)]
    #[case(&[1, 0, 1, 0], true)]
    #[case(&[2], true)]
    #[case(&[2, 2], false)]
    #[case(&[2, 1], true)]
    #[case(&[1, 2, 3], false)]
    fn misere_known(#[case] piles: &[u64], #[case] want: bool) {
        assert_eq!(misere_nim_mover_wins(piles), want);
    }

    /// The misère rule against the brute-force misère search on every pile
    /// vector of up to 4 piles of size up to 4, and the contrast with normal
    /// play: the two agree whenever some pile is 2 or more.
    #[test]
    fn misere_matches_oracle() {
        for piles in positions(4, 4) {
            let want = mover_wins_misere(piles.clone(), |p| sum_moves(p, nim_pile));
            assert_eq!(misere_nim_mover_wins(&piles), want, "{:?}", piles);
            if piles.iter().any(|&p| p >= 2) {
                assert_eq!(want, nim_mover_wins(&piles), "{:?}", piles);
            }
        }
    }

    /// Staircase moves: some positive number of coins from step i (1-based,
    /// `c[i - 1]`) down to step i − 1, where step 0 is out of play.
    fn staircase_moves(c: &[u64]) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..c.len() {
            for moved in 1..=c[i] {
                let mut next = c.to_vec();
                next[i] -= moved;
                if i > 0 {
                    next[i - 1] += moved;
                }
                out.push(next);
            }
        }
        out
    }

    #[rstest]
    #[case(&[], 0)]
    #[case(&[4], 4)]
    #[case(&[0, 4], 0)]
    #[case(&[3, 9, 3, 7], 0)]
    #[case(&[1, 0, 4], 5)]
    #[case(&[2, 100, 3, 100, 5], 4)]
    fn staircase_known(#[case] coins: &[u64], #[case] want: u64) {
        assert_eq!(staircase_nim_sum(coins), want);
    }

    /// Staircase Nim against a simulation of coins moving down the steps,
    /// on every staircase of up to 4 steps with up to 3 coins a step.
    #[test]
    fn staircase_matches_oracle() {
        for coins in positions(4, 3) {
            let want = mover_wins(coins.clone(), |c| staircase_moves(c));
            assert_eq!(staircase_nim_sum(&coins) != 0, want, "{:?}", coins);
        }
    }

    /// Turning Turtles moves on a row of `n` coins stored as a bit mask (bit
    /// i is coin i, set for heads): turn a head at r to tails, and optionally
    /// one coin at l < r either way.
    fn turtle_moves(row: &u16) -> Vec<u16> {
        let mut out = Vec::new();
        for r in 0..16 {
            if row & (1 << r) != 0 {
                let turned = row ^ (1 << r);
                out.push(turned);
                out.extend((0..r).map(|l| turned ^ (1 << l)));
            }
        }
        out
    }

    fn row(text: &str) -> Vec<bool> {
        text.chars().map(|c| c == 'H').collect()
    }

    #[rstest]
    #[case("", 0)]
    #[case("TTTTT", 0)]
    #[case("H", 1)]
    #[case("TH", 2)]
    #[case("HH", 3)]
    #[case("HTH", 2)]
    #[case("THHT", 1)]
    #[case("TTTTTTTH", 8)]
    fn turtles_known(#[case] text: &str, #[case] want: u64) {
        assert_eq!(turning_turtles_value(row(text)), want);
    }

    /// Every H/T row of up to 10 coins against the brute-force search. A row
    /// of n coins is the row of 10 with tails appended: a tail at the right
    /// end can never be the rightmost coin turned, so it never takes part.
    #[test]
    fn turtles_match_oracle() {
        for mask in 0u16..1 << 10 {
            let heads = (0..10).map(|i| mask & (1 << i) != 0);
            let want = mover_wins(mask, turtle_moves);
            assert_eq!(turning_turtles_value(heads) != 0, want, "{:010b}", mask);
        }
    }

    #[rstest]
    #[case(0, 1, 0)]
    #[case(5, 1, 1)]
    #[case(6, 1, 0)]
    #[case(7, 3, 3)]
    #[case(8, 3, 0)]
    #[case(
        1_000_000_000_000_000_000,
        1_000_000_000_000_000_000,
        1_000_000_000_000_000_000
    )]
    #[case(1_000_000_000_000_000_001, 1_000_000_000_000_000_000, 0)]
    #[case(5, 0, 0)]
    #[case(u64::MAX, u64::MAX - 1, 0)]
    #[case(u64::MAX, u64::MAX, u64::MAX)]
    #[case(0, u64::MAX, 0)]
    #[case(u64::MAX, 1 << 63, (1 << 63) - 2)]
    fn take_k_known(#[case] n: u64, #[case] k: u64, #[case] want: u64) {
        assert_eq!(take_k_grundy(n, k), want);
    }

    /// The closed form against the brute-force search on a single pile for
    /// n ≤ 40, k ≤ 8, and against the mex table: the values cycle 0..=k.
    #[test]
    fn take_k_matches_oracle() {
        for k in 0..=8u64 {
            let moves = |&n: &u64| (1..=k.min(n)).map(|s| n - s).collect::<Vec<_>>();
            let mut table: Vec<u64> = Vec::new();
            for n in 0..=40u64 {
                let options: Vec<u64> = moves(&n).iter().map(|&m| table[m as usize]).collect();
                table.push(crate::mex::mex(&options));
                assert_eq!(take_k_grundy(n, k), table[n as usize], "n={} k={}", n, k);
                assert_eq!(
                    take_k_grundy(n, k) != 0,
                    mover_wins(n, moves),
                    "n={} k={}",
                    n,
                    k
                );
            }
        }
    }

    /// The moves of a row played left to right: any positive amount from
    /// the leftmost non-empty heap.
    fn row_moves(row: &[u64]) -> Vec<Vec<u64>> {
        let Some(i) = row.iter().position(|&a| a > 0) else {
            return Vec::new();
        };
        (0..row[i])
            .map(|left| {
                let mut next = row.to_vec();
                next[i] = left;
                next
            })
            .collect()
    }

    /// Rows of up to 4 heaps of up to 4 (zeros included): the value is 0
    /// exactly when the search says the mover loses, and two rows side by
    /// side win exactly when the XOR of their values is not 0.
    #[test]
    fn heap_row_matches_oracle() {
        let rows = positions(4, 4);
        for row in &rows {
            let wins = mover_wins(row.clone(), |r| row_moves(r));
            assert_eq!(heap_row_value(row) != 0, wins, "{:?}", row);
        }
        let short = positions(2, 3);
        for (a, b) in iproduct!(&short, &short) {
            let start = vec![a.clone(), b.clone()];
            let wins = mover_wins(start, |p| sum_moves(p, |r| row_moves(r)));
            assert_eq!(
                heap_row_value(a) ^ heap_row_value(b) != 0,
                wins,
                "{:?} {:?}",
                a,
                b
            );
        }
    }

    /// Nim with each amount once per pile, by its definition: a state is
    /// the pile and the set of amounts used (a bit mask), and only the used
    /// amounts up to the pile matter, which is the canonical form.
    #[derive(Clone, Copy)]
    struct OncePerAmount;

    impl Game for OncePerAmount {
        type Position = (u64, u64);

        fn canonical(&self, &(pile, used): &(u64, u64)) -> (u64, u64) {
            let up_to_pile = if pile >= 63 { !0 } else { (2u64 << pile) - 1 };
            (pile, used & up_to_pile)
        }

        fn moves(&self, &(pile, used): &(u64, u64)) -> Vec<(u64, u64)> {
            (1..=pile)
                .filter(|&a| used >> a & 1 == 0)
                .map(|a| (pile - a, used | 1 << a))
                .collect()
        }
    }

    /// The closed form, derived: the engine's values of piles 0..=60 are
    /// exactly the largest k with k(k + 1)/2 ≤ s. And g = 0 exactly when
    /// the mover loses, on sums of two small piles, by the oracle.
    #[test]
    fn once_per_amount_closed_form_is_the_definition() {
        let mut engine = Engine::new(OncePerAmount);
        for s in 0..=ONCE_PER_AMOUNT_CHECKED {
            assert_eq!(
                engine.grundy(&(s, 0)),
                once_per_amount_value(s),
                "pile {}",
                s
            );
        }
        for (a, b) in iproduct!(0..=9u64, 0..=9u64) {
            let start = vec![(a, 0u64), (b, 0u64)];
            let wins = mover_wins(start, |p| sum_moves(p, |q| OncePerAmount.moves(q)));
            let x = once_per_amount_value(a) ^ once_per_amount_value(b);
            assert_eq!(x != 0, wins, "piles {} {}", a, b);
        }
        for s in [u64::MAX, u64::MAX / 2, 1 << 62, 5_000_050_000] {
            let k = once_per_amount_value(s);
            let t = |k: u128| k * (k + 1) / 2;
            assert!(
                t(k as u128) <= s as u128 && t(k as u128 + 1) > s as u128,
                "{}",
                s
            );
        }
    }

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
            let wins = mover_wins(heaps.clone(), moves);
            assert_eq!(one_from_each_mover_wins(&heaps), wins, "{:?}", heaps);
            xor_wrong += usize::from(nim_mover_wins(&heaps) != wins);
        }
        assert!(xor_wrong > 0);
    }
}
