//! The Ruler game and its relatives: a move turns over a run of
//! consecutive coins ending at a head, which goes to tails.
//!
//! Coins are numbered from 1 here, as in Winning Ways and Ferguson, so that
//! the values read as the marks on a ruler: 1, 2, 1, 4, 1, 2, 1, 8, …

/// The value of a lone Ruler head on coin `n` (numbered from 1) when a move
/// turns any run of consecutive coins ending at it: the largest power of two
/// dividing n (OEIS A006519).
///
/// Winning Ways ch. 14 (Ferguson §5.3): the runs ending at n reach the XORs
/// of the values of n−1, n−2, …, n−j+1 for every j, and with the values a
/// ruler those XORs cover every number below the lowest set bit of n and
/// never it.
///
/// # Complexity
/// O(1).
///
/// # Panics
/// If `n == 0` (the coins start at 1).
///
/// # Example
/// ```
/// use grundy_core::games::coin_turning::ruler::grundy;
/// let g: Vec<u64> = (1..=8).map(grundy).collect();
/// assert_eq!(g, [1, 2, 1, 4, 1, 2, 1, 8]);
/// ```
pub fn grundy(n: u64) -> u64 {
    assert!(n > 0, "the Ruler game numbers its coins from 1");
    n & n.wrapping_neg()
}

/// The value of a lone head on coin `n` (from 1) when a move turns a run of
/// at most `k` consecutive coins ending at it: `min(grundy(n), K)` with K the
/// largest power of two ≤ k.
///
/// The 1-D form of Sharti (Codeforces 494E), whose squares of side at most
/// k give `min(lowbit i, lowbit j, K)` ([`super::squares`]). With
/// m = min(grundy(n), K), the run of length j ≤ m turns coins whose values
/// are grundy(1), …, grundy(j − 1) (m divides n), whose XOR is the Gray code
/// of j − 1: so the runs reach every value below m. That no
/// run of length at most k reaches m itself the tests check against the
/// game (every configuration of 12 coins, and the one-head table to 200
/// coins for every k ≤ 70).
///
/// # Complexity
/// O(1).
///
/// # Panics
/// If `n == 0` or `k == 0`.
///
/// # Example
/// ```
/// use grundy_core::games::coin_turning::ruler::grundy_at_most;
/// let g: Vec<u64> = (1..=8).map(|n| grundy_at_most(n, 3)).collect();
/// assert_eq!(g, [1, 2, 1, 2, 1, 2, 1, 2]);
/// ```
pub fn grundy_at_most(n: u64, k: u64) -> u64 {
    assert!(k > 0, "a move turns at least one coin");
    let largest_power = 1 << (63 - k.leading_zeros());
    grundy(n).min(largest_power)
}

/// The value of a lone head on coin `n` (from 1) when a move turns exactly
/// `k` consecutive coins ending at it: 1 when k divides n, else 0.
///
/// A head has one move at most (none before coin k), so its value is 0 or
/// 1; by induction the k − 1 coins before n hold exactly one multiple of k
/// unless n is one, so the move reaches 1 or 0 accordingly.
///
/// # Complexity
/// O(1).
///
/// # Panics
/// If `n == 0` or `k == 0`.
///
/// # Example
/// ```
/// use grundy_core::games::coin_turning::ruler::runs_of_exactly;
/// let g: Vec<u64> = (1..=7).map(|n| runs_of_exactly(n, 3)).collect();
/// assert_eq!(g, [0, 0, 1, 0, 0, 1, 0]);
/// ```
pub fn runs_of_exactly(n: u64, k: u64) -> u64 {
    assert!(n > 0, "the coins are numbered from 1");
    assert!(k > 0, "a move turns at least one coin");
    u64::from(n % k == 0)
}

#[cfg(test)]
mod tests {
    use super::super::head_values;
    use super::super::testing::{assert_sum_of_heads, row_rule, Rule};
    use super::*;

    /// Runs ending at coin c (0-based here, as the brute force numbers
    /// coins), of every length in `lengths`, as the other coins they turn.
    fn runs(lengths: std::ops::RangeInclusive<usize>) -> Box<Rule> {
        row_rule(move |c| {
            lengths
                .clone()
                .filter(|&len| len <= c + 1)
                .map(|len| (c + 1 - len..c).collect())
                .collect()
        })
    }

    /// A006519 (highest power of 2 dividing n), a(1..=32).
    const A006519: [u64; 32] = [
        1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2,
        1, 32,
    ];

    #[test]
    fn ruler_matches_oeis() {
        let g: Vec<u64> = (1..=32).map(grundy).collect();
        assert_eq!(g, A006519);
        assert_eq!(grundy(1 << 63), 1 << 63);
        assert_eq!(grundy(3 << 40), 1 << 40);
    }

    #[test]
    fn ruler_on_every_configuration_of_12_coins() {
        let g: Vec<u64> = (1..=12).map(grundy).collect();
        assert_sum_of_heads(12, &runs(1..=12), &g);
        assert_eq!(
            head_values(200, runs(1..=200)),
            (1..=200).map(grundy).collect::<Vec<_>>()
        );
    }

    #[test]
    fn runs_of_at_most_k_on_every_configuration_of_12_coins() {
        for k in 1..=12u64 {
            let g: Vec<u64> = (1..=12).map(|n| grundy_at_most(n, k)).collect();
            assert_sum_of_heads(12, &runs(1..=k as usize), &g);
        }
    }

    #[test]
    fn runs_of_at_most_k_match_the_table_to_200_coins() {
        for k in 1..=70u64 {
            let want = head_values(200, runs(1..=k as usize));
            let got: Vec<u64> = (1..=200).map(|n| grundy_at_most(n, k)).collect();
            assert_eq!(got, want, "k = {k}");
        }
    }

    #[test]
    fn runs_of_exactly_k_on_every_configuration_of_12_coins() {
        for k in 1..=12u64 {
            let g: Vec<u64> = (1..=12).map(|n| runs_of_exactly(n, k)).collect();
            assert_sum_of_heads(12, &runs(k as usize..=k as usize), &g);
            let want = head_values(200, runs(k as usize..=k as usize));
            assert_eq!(
                (1..=200).map(|n| runs_of_exactly(n, k)).collect::<Vec<_>>(),
                want
            );
        }
    }

    #[test]
    fn largest_k() {
        assert_eq!(grundy_at_most(1 << 63, u64::MAX), 1 << 63);
        assert_eq!(grundy_at_most(1 << 62, 1_000_000_000), 1 << 29);
        assert_eq!(runs_of_exactly(u64::MAX, u64::MAX), 1);
    }

    #[test]
    #[should_panic(expected = "from 1")]
    fn coin_zero_panics() {
        grundy(0);
    }

    #[test]
    #[should_panic(expected = "at least one coin")]
    fn runs_of_zero_panic() {
        grundy_at_most(5, 0);
    }
}
