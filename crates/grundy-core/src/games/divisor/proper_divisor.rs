//! Replace n by a proper divisor: a move takes n ≥ 2 to some d | n with
//! d < n; 1 has no move. Then g(n) = Ω(n), the number of prime factors of
//! n counted with multiplicity.
//!
//! **Proof.** By induction on n. A proper divisor d of n has Ω(d) < Ω(n),
//! so no option has value Ω(n); and dividing n by j of its prime factors
//! (0 < j ≤ Ω(n)) reaches a divisor with Ω = Ω(n) − j, so every value
//! below Ω(n) is an option's. The mover loses exactly on n = 1.

use crate::numbers::factor::factorize;
use crate::numbers::sieve::Sieve;

/// g(n) = Ω(n) for any n ≥ 1, by factorizing n.
///
/// # Complexity
/// That of [`factorize`]: O(n^(1/4)) expected.
///
/// # Panics
/// If n is 0 (every number divides it: no game).
///
/// # Example
/// ```
/// use grundy_core::games::divisor::proper_divisor::grundy;
/// assert_eq!(grundy(1), 0);
/// assert_eq!(grundy(12), 3); // 2·2·3
/// assert_eq!(grundy(1 << 60), 60);
/// ```
pub fn grundy(n: u64) -> u64 {
    factorize(n).iter().map(|&(_, e)| u64::from(e)).sum()
}

/// g(n) = Ω(n) from a sieve covering n: one look-up, for many numbers up
/// to 10^7 (the whole table is [`Sieve::omega_table`]).
///
/// # Complexity
/// O(1).
///
/// # Panics
/// If n is 0 or above the sieve's limit.
///
/// # Example
/// ```
/// use grundy_core::games::divisor::proper_divisor::grundy_sieved;
/// use grundy_core::numbers::sieve::Sieve;
/// let s = Sieve::new(1000);
/// let xor = [12, 7, 30].iter().fold(0, |x, &n| x ^ grundy_sieved(&s, n));
/// assert_eq!(xor, 3 ^ 1 ^ 3); // the mover wins
/// ```
pub fn grundy_sieved(sieve: &Sieve, n: u32) -> u64 {
    u64::from(sieve.big_omega(n))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::divisor::testing::{check, divisors};

    #[test]
    fn omega_against_the_brute_force() {
        let moves = |n: u64| -> Vec<u64> {
            if n == 0 {
                return vec![];
            }
            divisors(n).into_iter().filter(|&d| d < n).collect()
        };
        let s = Sieve::new(3000);
        check(3000, 24, moves, |n| {
            assert_eq!(grundy_sieved(&s, n as u32), grundy(n));
            grundy(n)
        });
    }
}
