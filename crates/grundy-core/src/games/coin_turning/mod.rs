//! Coin-turning games: a row (or grid) of coins, a move turns over a set of
//! coins whose last coin goes from heads to tails, and a position is worth
//! the XOR of the values of its single heads.
//!
//! A move's set is given by its **last coin** c (the rightmost in a row, the
//! lower-right corner on a grid) and the **other coins** it turns, all
//! before c; the rules say which sets may be turned, and only whether c
//! shows heads decides whether the move is allowed (the other coins may go
//! either way). Such a game is the sum of its single heads (Winning Ways
//! ch. 14; Ferguson, *Game Theory* §5): turning an other coin that shows
//! heads to tails is, in the sum, the same as playing a second head there,
//! since two heads on one coin cancel as `x ⊕ x = 0`. So the value of a head
//! on c is the mex, over the moves with last coin c, of the XOR of the
//! values of that move's other coins: [`head_values`] computes it as a
//! table, and the files here give the closed forms.
//!
//! - [`mock_turtles`]: turn one, two or three coins (the odious numbers).
//! - [`ruler`]: turn a run of consecutive coins (the largest power of two
//!   dividing the position), runs of at most k, runs of exactly k.
//! - [`tartan`]: the product of two or three such games (Turning Corners),
//!   worth the nim product of the factors' values.
//! - [`squares`]: squares of side at most k on a grid (Sharti), not a
//!   product, worth min(lowbit i, lowbit j, K).
//!
//! Turning Turtles (one or two coins) is [`crate::games::turning_turtles`].
//! The tests check every closed form and product against the Grundy value
//! of the whole configuration, found by mex over the moves of every set of
//! heads without the theorem above, on every row of up to 12 coins and
//! every grid up to 4×4.

use crate::sg::mex::mex;

pub mod mock_turtles;
pub mod ruler;
pub mod squares;
pub mod tartan;
#[cfg(test)]
mod testing;

/// The value of a lone head on each coin `0..coins`, by mex over the moves:
/// `g(c) = mex { ⊕_{o ∈ others} g(o) : others ∈ moves(c) }`.
///
/// `moves(c)` lists, for every move whose last coin is `c`, the other coins
/// that move turns, each below `c` (a move that turns `c` alone lists an
/// empty set). A grid fits by numbering its cells row by row, so that every
/// cell up and to the left of a corner comes before it.
///
/// # Complexity
/// O(coins + the total size of the listed sets), plus the cost of `moves`.
///
/// # Panics
/// If `moves(c)` lists a coin `≥ c`.
///
/// # Example
/// ```
/// use grundy_core::games::coin_turning::head_values;
/// // Mock Turtles: one, two or three coins, the others anywhere before c.
/// let g = head_values(8, |c| {
///     let mut sets = vec![vec![]];
///     for a in 0..c {
///         sets.push(vec![a]);
///         sets.extend((0..a).map(|b| vec![b, a]));
///     }
///     sets
/// });
/// assert_eq!(g, [1, 2, 4, 7, 8, 11, 13, 14]);
/// ```
pub fn head_values<F>(coins: usize, mut moves: F) -> Vec<u64>
where
    F: FnMut(usize) -> Vec<Vec<usize>>,
{
    let mut g: Vec<u64> = Vec::with_capacity(coins);
    for c in 0..coins {
        let reached: Vec<u64> = moves(c)
            .iter()
            .map(|others| {
                others.iter().fold(0, |x, &o| {
                    assert!(o < c, "a move with last coin {c} also turns coin {o}");
                    x ^ g[o]
                })
            })
            .collect();
        g.push(mex(&reached));
    }
    g
}

/// The value of a configuration: the XOR of the values of its heads.
///
/// `values[c]` is the value of a lone head on coin c (from [`head_values`]
/// or a closed form), `heads` the coins showing heads, each once: a coin
/// listed twice cancels, as two heads on one coin would.
///
/// # Complexity
/// O(len(heads)).
///
/// # Panics
/// If a head is not below `values.len()`.
///
/// # Example
/// ```
/// use grundy_core::games::coin_turning::configuration_value;
/// let g = [1, 2, 4, 7, 8];
/// assert_eq!(configuration_value(&g, [0, 3, 4]), 1 ^ 7 ^ 8);
/// assert_eq!(configuration_value(&g, [1, 2, 3]), 2 ^ 4 ^ 7); // 1: a win
/// ```
pub fn configuration_value<I>(values: &[u64], heads: I) -> u64
where
    I: IntoIterator<Item = usize>,
{
    heads.into_iter().fold(0, |x, c| x ^ values[c])
}

#[cfg(test)]
mod tests {
    use super::testing::{assert_sum_of_heads, row_rule};
    use super::*;

    /// Turning Turtles (one coin, or two) through the generic table: a head
    /// at 0-based i is worth i + 1, as `games::turning_turtles` says.
    #[test]
    fn turtles_through_the_table() {
        let turtles = row_rule(|c| {
            let mut sets = vec![vec![]];
            sets.extend((0..c).map(|a| vec![a]));
            sets
        });
        let g = head_values(12, &turtles);
        assert_eq!(g, (1..=12).collect::<Vec<u64>>());
        assert_sum_of_heads(12, &turtles, &g);
    }

    /// "Twins" (exactly two coins): a head at 0-based i is worth i, and a
    /// head on coin 0 cannot move.
    #[test]
    fn twins_through_the_table() {
        let twins = row_rule(|c| (0..c).map(|a| vec![a]).collect());
        let g = head_values(12, &twins);
        assert_eq!(g, (0..12).collect::<Vec<u64>>());
        assert_sum_of_heads(12, &twins, &g);
    }

    #[test]
    fn configuration_value_cancels_repeats() {
        let g = [1, 2, 4, 7];
        assert_eq!(configuration_value(&g, [2, 2]), 0);
        assert_eq!(configuration_value(&g, []), 0);
        assert_eq!(configuration_value(&g, [3, 1, 3]), 2);
    }

    #[test]
    #[should_panic(expected = "also turns coin 3")]
    fn a_move_past_its_last_coin_panics() {
        head_values(4, |c| if c == 2 { vec![vec![3]] } else { vec![] });
    }
}
