//! Subtract a proper divisor: a move takes n ≥ 2 to n − d for a divisor d
//! of n with d < n; 1 has no move. Then g(n) = ν₂(n), the exponent of 2 in
//! n (so the mover loses exactly on odd n, the rule of the "divisor game"
//! in which the mover with an even number wins).
//!
//! **Proof.** No option has value ν₂(n): for d | n, if ν₂(d) < ν₂(n) then
//! ν₂(n − d) = ν₂(d); otherwise ν₂(d) = ν₂(n), n/d is odd, and
//! n − d = d·(n/d − 1) with n/d − 1 even, so ν₂(n − d) > ν₂(n). Every
//! smaller value is an option's: for j < ν₂(n), d = 2^j divides n, is
//! below it, and ν₂(n − 2^j) = j.

/// g(n) = ν₂(n) for n ≥ 1.
///
/// # Complexity
/// O(1).
///
/// # Panics
/// If n is 0.
///
/// # Example
/// ```
/// use grundy_core::games::divisor::subtract_divisor::grundy;
/// assert_eq!(grundy(1), 0);
/// assert_eq!(grundy(12), 2);
/// assert_eq!(grundy(1 << 40), 40);
/// ```
pub fn grundy(n: u64) -> u64 {
    assert!(n != 0, "every number divides 0: no game");
    u64::from(n.trailing_zeros())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::divisor::testing::{check, divisors};

    #[test]
    fn two_adic_valuation_against_the_brute_force() {
        let moves = |n: u64| -> Vec<u64> {
            if n == 0 {
                return vec![];
            }
            divisors(n)
                .into_iter()
                .filter(|&d| d < n)
                .map(|d| n - d)
                .collect()
        };
        check(3000, 24, moves, grundy);
    }
}
