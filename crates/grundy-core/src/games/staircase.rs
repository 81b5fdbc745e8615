//! Staircase Nim: coins slide down a staircase, and only the odd steps count.
//!
//! And staircase Nim in disguise: Georgia and Bob (POJ 1704), chessmen on a
//! row of cells that slide left. Read the empty cells between neighbours
//! from the right end as the steps of a staircase (step 1: the gap left of
//! the rightmost chessman; the last step: the gap between the leftmost
//! chessman and the wall left of cell 1). Sliding a chessman left by d
//! takes d empty cells from the gap on its left and adds them to the gap on
//! its right: d coins down one step, and from step 1 they leave play. So
//! only the odd steps count, which is the same as pairing the chessmen from
//! the right, `(p[n−1], p[n]), (p[n−3], p[n−2])`, …, the leftmost one with
//! the wall when n is odd, and playing Nim on the gaps inside the pairs.

use super::nim::nim_sum;
use std::borrow::Borrow;
use std::fmt;

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
/// use grundy_core::games::staircase::grundy;
/// // Steps 1..4 hold 3, 9, 3, 7 coins: 3 ⊕ 3 = 0, the mover loses.
/// assert_eq!(grundy(&[3, 9, 3, 7]), 0);
/// assert_eq!(grundy(&[0, 5]), 0);
/// assert_eq!(grundy(&[1, 0, 4]), 5);
/// ```
pub fn grundy<I>(coins: I) -> u64
where
    I: IntoIterator,
    I::Item: Borrow<u64>,
{
    nim_sum(coins.into_iter().step_by(2))
}

/// Why chessmen cannot stand where they were asked to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChessmenError {
    /// A chessman on cell 0: the cells are numbered from 1.
    CellZero,
    /// Two chessmen on this cell.
    SameCell(u64),
}

impl fmt::Display for ChessmenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChessmenError::CellZero => write!(f, "a chessman on cell 0 (cells start at 1)"),
            ChessmenError::SameCell(c) => write!(f, "two chessmen on cell {}", c),
        }
    }
}

impl std::error::Error for ChessmenError {}

/// The nim-sum that decides Georgia and Bob: chessmen on distinct cells
/// 1, 2, 3, … (in any order) slide left, never onto or past another or past
/// cell 1; the player who cannot move loses. The player to move wins
/// exactly when this value is not 0.
///
/// The cells are sorted, the gaps of empty cells read from the right end
/// as staircase steps (see the module's summary), and
/// [`grundy`] takes the odd ones: the gaps inside the pairs
/// `(p[n−1], p[n]), (p[n−3], p[n−2])`, …, with a wall at cell 0 for an odd
/// count. The two traps are there: the input need not be sorted, and the
/// pairs start from the right.
///
/// # Complexity
/// O(n log n) for n chessmen (the sort), O(n) extra space.
///
/// # Example
/// ```
/// use grundy_core::games::staircase::{chessmen_nim_sum, ChessmenError};
/// // POJ 1704's sample: 1 2 3 loses; 1 5 6 7 9 12 14 17 wins.
/// assert_eq!(chessmen_nim_sum(&[1, 2, 3]), Ok(0));
/// assert_ne!(chessmen_nim_sum(&[1, 5, 6, 7, 9, 12, 14, 17]), Ok(0));
/// // Unsorted: pairs (0 wall, 3) and (5, 9): gaps 2 and 3.
/// assert_eq!(chessmen_nim_sum(&[9, 3, 5]), Ok(2 ^ 3));
/// assert_eq!(chessmen_nim_sum(&[]), Ok(0));
/// assert_eq!(chessmen_nim_sum(&[4, 2, 4]), Err(ChessmenError::SameCell(4)));
/// assert_eq!(chessmen_nim_sum(&[0, 2]), Err(ChessmenError::CellZero));
/// ```
pub fn chessmen_nim_sum(cells: &[u64]) -> Result<u64, ChessmenError> {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    if sorted.first() == Some(&0) {
        return Err(ChessmenError::CellZero);
    }
    if let Some(pair) = sorted.windows(2).find(|pair| pair[0] == pair[1]) {
        return Err(ChessmenError::SameCell(pair[0]));
    }
    // Step i (from 1) is the gap left of the i-th chessman from the right.
    let steps = (0..sorted.len()).rev().map(|i| {
        let left = if i == 0 { 0 } else { sorted[i - 1] };
        sorted[i] - left - 1
    });
    Ok(grundy(steps))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::testing::positions;

    use crate::oracle::mover_wins;
    use crate::test_rng::XorShift;

    use rstest::rstest;

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
        assert_eq!(grundy(coins), want);
    }

    /// Staircase Nim against a simulation of coins moving down the steps,
    /// on every staircase of up to 4 steps with up to 3 coins a step.
    #[test]
    fn staircase_matches_oracle() {
        for coins in positions(4, 3) {
            let want = mover_wins(coins.clone(), |c| staircase_moves(c));
            assert_eq!(grundy(&coins) != 0, want, "{:?}", coins);
        }
    }

    #[rstest]
    #[case(&[1], 0)]
    #[case(&[2], 1)]
    #[case(&[10_000], 9999)]
    #[case(&[2, 1], 0)]
    #[case(&[1, 10_000], 9998)]
    // Pairs (14, 17), (9, 12), (6, 7), (1, 5): gaps 2, 2, 0, 3.
    #[case(&[17, 14, 12, 9, 7, 6, 5, 1], 3)]
    // Odd count: the leftmost pairs with the wall; pairing from the left
    // (and dropping the last) would say 0.
    #[case(&[1, 2, 5], 2)]
    fn chessmen_known(#[case] cells: &[u64], #[case] want: u64) {
        assert_eq!(chessmen_nim_sum(cells), Ok(want));
    }

    /// The moves of Georgia and Bob by its rules: the chessmen's cells,
    /// sorted; one slides left to any free cell after its left neighbour
    /// (or from cell 1 on).
    fn chessmen_moves(cells: &[u64]) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..cells.len() {
            let lowest = if i == 0 { 1 } else { cells[i - 1] + 1 };
            for to in lowest..cells[i] {
                let mut next = cells.to_vec();
                next[i] = to;
                out.push(next);
            }
        }
        out
    }

    /// The chess-piece game itself, searched on every board of cells 1..=11
    /// (all 2^11 sets of cells), each given to `chessmen_nim_sum` in a
    /// shuffled order: the value is 0 exactly when the search says the
    /// mover loses.
    #[test]
    fn chessmen_match_a_search_of_the_board() {
        let mut rng = XorShift(0x1704_1704_1704_1704);
        for mask in 0u32..1 << 11 {
            let cells: Vec<u64> = (1..=11).filter(|c| mask >> (c - 1) & 1 == 1).collect();
            let wins = mover_wins(cells.clone(), |c| chessmen_moves(c));
            let mut shuffled = cells.clone();
            for i in (1..shuffled.len()).rev() {
                shuffled.swap(i, (rng.next() % (i as u64 + 1)) as usize);
            }
            let x = chessmen_nim_sum(&shuffled).expect("distinct cells from 1");
            assert_eq!(x != 0, wins, "{:?}", shuffled);
        }
    }

    #[test]
    fn chessmen_refused() {
        assert_eq!(chessmen_nim_sum(&[3, 0]), Err(ChessmenError::CellZero));
        assert_eq!(
            chessmen_nim_sum(&[5, 1, 5, 2]),
            Err(ChessmenError::SameCell(5))
        );
        assert_eq!(
            ChessmenError::SameCell(5).to_string(),
            "two chessmen on cell 5"
        );
    }
}
