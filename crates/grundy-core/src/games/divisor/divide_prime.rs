//! Divide by a prime: a move takes n to n / p for a prime p dividing n; 1
//! has no move. Every move lowers Ω(n) by exactly one, so the game is a
//! pile of Ω(n) counters taken one at a time: g(n) = Ω(n) mod 2.

use crate::numbers::factor::factorize;
use crate::numbers::sieve::Sieve;

/// g(n) = Ω(n) mod 2 for any n ≥ 1.
///
/// # Complexity
/// That of [`factorize`].
///
/// # Panics
/// If n is 0.
///
/// # Example
/// ```
/// use grundy_core::games::divisor::divide_prime::grundy;
/// assert_eq!(grundy(12), 1); // three prime factors
/// assert_eq!(grundy(36), 0);
/// ```
pub fn grundy(n: u64) -> u64 {
    factorize(n).iter().map(|&(_, e)| u64::from(e)).sum::<u64>() % 2
}

/// g(n) = Ω(n) mod 2 from a sieve covering n.
///
/// # Complexity
/// O(1).
///
/// # Panics
/// If n is 0 or above the sieve's limit.
///
/// # Example
/// ```
/// use grundy_core::games::divisor::divide_prime::grundy_sieved;
/// use grundy_core::numbers::sieve::Sieve;
/// assert_eq!(grundy_sieved(&Sieve::new(100), 30), 1);
/// ```
pub fn grundy_sieved(sieve: &Sieve, n: u32) -> u64 {
    u64::from(sieve.big_omega(n) % 2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::divisor::testing::{check, divisors, prime};

    #[test]
    fn parity_of_omega_against_the_brute_force() {
        let moves = |n: u64| -> Vec<u64> {
            if n == 0 {
                return vec![];
            }
            divisors(n)
                .into_iter()
                .filter(|&p| prime(p))
                .map(|p| n / p)
                .collect()
        };
        let s = Sieve::new(3000);
        check(3000, 24, moves, |n| {
            assert_eq!(grundy_sieved(&s, n as u32), grundy(n));
            grundy(n)
        });
    }
}
