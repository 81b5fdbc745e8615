//! Divide by a prime power: a move takes n to n / p^k for a prime power
//! p^k (k ≥ 1) dividing n; 1 has no move. Then g(n) is the XOR of the
//! exponents of n's factorization.
//!
//! **Proof.** A move lowers the exponent of one prime p by any k from 1 to
//! its whole value and touches no other: n = p1^e1 ⋯ pr^er is the Nim
//! position with heaps e1, …, er, worth their XOR (Bouton). Not to be
//! confused with Codeforces 850C ([`prime_exponent_sets`]), where one move
//! divides every number of a list at once.
//!
//! [`prime_exponent_sets`]: crate::games::prime_exponent_sets

use crate::numbers::factor::factorize;
use crate::numbers::sieve::Sieve;

/// g(n), the XOR of the exponents of n ≥ 1.
///
/// # Complexity
/// That of [`factorize`].
///
/// # Panics
/// If n is 0.
///
/// # Example
/// ```
/// use grundy_core::games::divisor::divide_prime_power::grundy;
/// assert_eq!(grundy(12), 2 ^ 1); // 2^2·3
/// assert_eq!(grundy(36), 0); // 2^2·3^2: the mover loses
/// ```
pub fn grundy(n: u64) -> u64 {
    factorize(n).iter().fold(0, |x, &(_, e)| x ^ u64::from(e))
}

/// g(n) from a sieve covering n.
///
/// # Complexity
/// O(Ω(n)).
///
/// # Panics
/// If n is 0 or above the sieve's limit.
///
/// # Example
/// ```
/// use grundy_core::games::divisor::divide_prime_power::grundy_sieved;
/// use grundy_core::numbers::sieve::Sieve;
/// assert_eq!(grundy_sieved(&Sieve::new(1000), 720), 4 ^ 2 ^ 1); // 2^4·3^2·5
/// ```
pub fn grundy_sieved(sieve: &Sieve, n: u32) -> u64 {
    sieve
        .factorize(n)
        .iter()
        .fold(0, |x, &(_, e)| x ^ u64::from(e))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::divisor::testing::{check, divisors, prime};

    #[test]
    fn xor_of_exponents_against_the_brute_force() {
        let moves = |n: u64| -> Vec<u64> {
            let mut options = Vec::new();
            if n == 0 {
                return options;
            }
            for p in divisors(n).into_iter().filter(|&p| prime(p)) {
                let mut q = p;
                while n % q == 0 {
                    options.push(n / q);
                    q *= p;
                }
            }
            options
        };
        let s = Sieve::new(3000);
        check(3000, 24, moves, |n| {
            assert_eq!(grundy_sieved(&s, n as u32), grundy(n));
            grundy(n)
        });
    }
}
