//! Number theory that games on numbers stand on: a sieve of the smallest
//! prime factors, and the factorization of any 64-bit number.
//!
//! This part knows nothing of games, as [`graph`](crate::graph) knows
//! nothing of them: a game whose moves divide or subtract divisors
//! (`games::divisor`) names it from `games/`.
//!
//! | module | what it computes | time |
//! |---|---|---|
//! | [`sieve`] | the smallest prime factor of every number up to n (the linear sieve), the primes; Ω and ω of each as a table, factorizations and divisors by following the smallest factors | O(n) for the sieve and each table, O(log x) a factorization |
//! | [`factor`] | primality of a 64-bit number (Miller–Rabin with a fixed set of bases, exact below 2^64) and its factorization (Pollard's rho, Brent's variant) | O(n^(1/4)) expected |

pub mod factor;
pub mod sieve;
