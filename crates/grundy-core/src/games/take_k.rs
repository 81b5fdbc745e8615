//! Take-1..k, the subtraction game whose values cycle with period k + 1.

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
/// use grundy_core::games::take_k::grundy;
/// assert_eq!(grundy(0, 3), 0);
/// assert_eq!(grundy(9, 3), 1);
/// assert_eq!(grundy(8, 3), 0);
/// assert_eq!(grundy(u64::MAX, u64::MAX), u64::MAX);
/// ```
pub fn grundy(n: u64, k: u64) -> u64 {
    match k.checked_add(1) {
        Some(period) => n % period,
        None => n,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::oracle::mover_wins;

    use rstest::rstest;

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
        assert_eq!(grundy(n, k), want);
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
                table.push(crate::sg::mex::mex(&options));
                assert_eq!(grundy(n, k), table[n as usize], "n={} k={}", n, k);
                assert_eq!(grundy(n, k) != 0, mover_wins(n, moves), "n={} k={}", n, k);
            }
        }
    }
}
