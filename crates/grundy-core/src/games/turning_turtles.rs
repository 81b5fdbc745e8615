//! Turning Turtles, the coin-turning game that is Nim in disguise.

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
/// use grundy_core::games::turning_turtles::grundy;
/// let row = |s: &str| s.chars().map(|c| c == 'H').collect::<Vec<_>>();
/// assert_eq!(grundy(row("TTTT")), 0);
/// assert_eq!(grundy(row("HTH")), 1 ^ 3);
/// assert_eq!(grundy(row("HTHH")), 1 ^ 3 ^ 4);
/// ```
pub fn grundy<I>(heads: I) -> u64
where
    I: IntoIterator<Item = bool>,
{
    // Branch-free: a tail contributes 0 to the XOR.
    (1u64..)
        .zip(heads)
        .fold(0, |x, (value, head)| x ^ (value * u64::from(head)))
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::oracle::mover_wins;

    use rstest::rstest;

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
        assert_eq!(grundy(row(text)), want);
    }

    /// Every H/T row of up to 10 coins against the brute-force search. A row
    /// of n coins is the row of 10 with tails appended: a tail at the right
    /// end can never be the rightmost coin turned, so it never takes part.
    #[test]
    fn turtles_match_oracle() {
        for mask in 0u16..1 << 10 {
            let heads = (0..10).map(|i| mask & (1 << i) != 0);
            let want = mover_wins(mask, turtle_moves);
            assert_eq!(grundy(heads) != 0, want, "{:010b}", mask);
        }
    }
}
