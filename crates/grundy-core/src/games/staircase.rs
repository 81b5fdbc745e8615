//! Staircase Nim: coins slide down a staircase, and only the odd steps count.
//!
//! Used by `t07-staircase-nim` and `cses-1099-stair-game`.

use super::nim::nim_sum;
use std::borrow::Borrow;

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
/// use grundy_core::games::staircase::staircase_nim_sum;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::testing::positions;

    use crate::oracle::mover_wins;

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
}
