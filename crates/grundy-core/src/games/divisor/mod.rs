//! Games on one number whose moves follow its divisors, each with a closed
//! form through its factorization: Ω for "replace n by a proper divisor",
//! its parity for "divide by a prime", the XOR of the exponents for "divide
//! by a prime power", the power of 2 for "subtract a proper divisor".
//!
//! The factorizations come from [`numbers`](crate::numbers): a
//! [`Sieve`](crate::numbers::sieve::Sieve) answers every number up to its
//! limit in O(1) or O(Ω) (many positions up to 10^7), and
//! [`factor::factorize`](crate::numbers::factor::factorize) any 64-bit
//! number. A sum of numbers is worth the XOR of their values.
//!
//! | module | a move | g(n) |
//! |---|---|---|
//! | [`proper_divisor`] | replace n by a divisor d < n | Ω(n) |
//! | [`divide_prime`] | replace n by n / p, p a prime dividing n | Ω(n) mod 2 |
//! | [`divide_prime_power`] | replace n by n / p^k, p^k dividing n, k ≥ 1 | the XOR of the exponents of n |
//! | [`subtract_divisor`] | replace n by n − d, d a divisor of n below n | the exponent of 2 in n |
//!
//! Each is proved in its tests against a brute-force search of the game
//! (divisors by plain enumeration, no sieve) on every n up to a few
//! thousand, and sums of two numbers against the oracle.

pub mod divide_prime;
pub mod divide_prime_power;
pub mod proper_divisor;
pub mod subtract_divisor;

#[cfg(test)]
pub(crate) mod testing {
    /// The divisors of n ≥ 1 by enumeration up to √n.
    pub(crate) fn divisors(n: u64) -> Vec<u64> {
        let mut d: Vec<u64> = Vec::new();
        let mut i = 1;
        while i * i <= n {
            if n % i == 0 {
                d.push(i);
                if i != n / i {
                    d.push(n / i);
                }
            }
            i += 1;
        }
        d.sort_unstable();
        d
    }

    /// Whether p ≥ 2 is prime, by trial division.
    pub(crate) fn prime(p: u64) -> bool {
        p >= 2 && (2..p).take_while(|d| d * d <= p).all(|d| p % d != 0)
    }

    /// g(0..=n) of the game whose options from x are `moves(x)` (each
    /// smaller than x), by the mex recursion written out plainly.
    pub(crate) fn plain_table(n: u64, moves: impl Fn(u64) -> Vec<u64>) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::new();
        for x in 0..=n {
            let options: Vec<u64> = moves(x).iter().map(|&y| g[y as usize]).collect();
            g.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        g
    }

    /// Checks g against the brute force on one number and on every pair
    /// (a, b) up to `pairs`: the mover wins a sum exactly when the XOR is
    /// non-zero.
    pub(crate) fn check(
        n: u64,
        pairs: u64,
        moves: impl Fn(u64) -> Vec<u64> + Copy,
        g: impl Fn(u64) -> u64,
    ) {
        use crate::oracle::{mover_wins, sum_moves};
        let table = plain_table(n, moves);
        for x in 1..=n {
            assert_eq!(g(x), table[x as usize], "n = {}", x);
        }
        let single = |&x: &u64| moves(x);
        for a in 1..=pairs {
            assert_eq!(g(a) != 0, mover_wins(a, single), "n = {}", a);
            for b in 1..=pairs {
                let wins = mover_wins(vec![a, b], |p| sum_moves(p, single));
                assert_eq!(g(a) ^ g(b) != 0, wins, "{} + {}", a, b);
            }
        }
    }
}
