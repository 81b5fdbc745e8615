//! The linear sieve: the smallest prime factor of every number up to n,
//! and with it Ω (prime factors counted with multiplicity) and ω (distinct
//! prime factors) of each.
//!
//! Every composite c has exactly one writing c = i·p with p = spf(c) the
//! smallest prime factor of c, and then p ≤ spf(i). The sieve (Gries and
//! Misra 1978; the "Euler sieve" of competitive programming) visits each i
//! once and, for the primes p up to spf(i), marks i·p with p: every
//! composite is written exactly once, so the work is O(n), and
//!
//! ```text
//! Ω(i·p) = Ω(i) + 1,    ω(i·p) = ω(i) + [p ≠ spf(i)]
//! ```
//!
//! (p is new to i·p exactly when it is smaller than every prime of i) fill
//! the two counts in the same pass, with no division; they sit side by side
//! in one array, so a composite's pair is one write. A factorization then
//! follows the smallest factors: x, x / spf(x), …, O(Ω(x)) steps.
//!
//! The tests hold every table to trial division on all numbers up to 2·10^4.

/// The smallest prime factor, Ω and ω of every number in 0..=limit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sieve {
    /// spf[x]: the smallest prime factor of x ≥ 2; 0 for 0 and 1.
    spf: Vec<u32>,
    /// [Ω(x), ω(x)]: prime factors with multiplicity, and distinct ones
    /// (both 0 for 0 and 1). One array of pairs: a composite's two counts
    /// are written together.
    omegas: Vec<[u8; 2]>,
    /// The primes up to the limit, ascending.
    primes: Vec<u32>,
}

impl Sieve {
    /// The sieve of 0..=`limit`.
    ///
    /// # Complexity
    /// O(limit) time; 6 bytes per number (the smallest factor as a `u32`,
    /// Ω and ω a byte each, side by side: Ω(x) ≤ 31 below 2^32) plus 4 per
    /// prime.
    ///
    /// # Panics
    /// If the tables cannot be allocated.
    ///
    /// # Example
    /// ```
    /// use grundy_core::numbers::sieve::Sieve;
    /// let s = Sieve::new(100);
    /// assert_eq!(s.smallest_prime_factor(91), Some(7));
    /// assert_eq!((s.big_omega(72), s.little_omega(72)), (5, 2)); // 2^3·3^2
    /// assert_eq!(s.primes().len(), 25);
    /// ```
    pub fn new(limit: u32) -> Sieve {
        let len = limit as usize + 1;
        let mut spf = vec![0u32; len];
        let mut omegas = vec![[0u8; 2]; len];
        let mut primes: Vec<u32> = Vec::with_capacity(prime_count_bound(limit));
        {
            // Two slices of one length: a single test of c against it
            // covers the writes into both.
            let (spf, omegas) = (&mut spf[..len], &mut omegas[..len]);
            for i in 2..len {
                if spf[i] == 0 {
                    spf[i] = i as u32;
                    omegas[i] = [1, 1];
                    primes.push(i as u32);
                }
                let (si, [big, little]) = (spf[i], omegas[i]);
                // The primes p ≤ spf(i) with i·p ≤ limit: i·p's smallest
                // factor is p, and p is a new prime of i·p unless p = spf(i).
                for &p in &primes {
                    let c = i * p as usize;
                    if p > si || c >= len {
                        break;
                    }
                    spf[c] = p;
                    omegas[c] = [big + 1, little + u8::from(p != si)];
                }
            }
        }
        Sieve {
            spf,
            omegas,
            primes,
        }
    }

    /// The largest number the sieve covers.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::numbers::sieve::Sieve;
    /// assert_eq!(Sieve::new(10).limit(), 10);
    /// ```
    pub fn limit(&self) -> u32 {
        (self.spf.len() - 1) as u32
    }

    /// The primes up to the limit, ascending.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::numbers::sieve::Sieve;
    /// assert_eq!(Sieve::new(20).primes(), &[2, 3, 5, 7, 11, 13, 17, 19]);
    /// ```
    pub fn primes(&self) -> &[u32] {
        &self.primes
    }

    /// The smallest prime factor of `x`, `None` for 0 and 1.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If x is above the limit.
    ///
    /// # Example
    /// ```
    /// use grundy_core::numbers::sieve::Sieve;
    /// let s = Sieve::new(50);
    /// assert_eq!(s.smallest_prime_factor(49), Some(7));
    /// assert_eq!(s.smallest_prime_factor(1), None);
    /// ```
    pub fn smallest_prime_factor(&self, x: u32) -> Option<u32> {
        Some(self.spf[x as usize]).filter(|&p| p != 0)
    }

    /// Whether `x` is prime.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If x is above the limit.
    ///
    /// # Example
    /// ```
    /// use grundy_core::numbers::sieve::Sieve;
    /// let s = Sieve::new(100);
    /// assert!(s.is_prime(97) && !s.is_prime(91) && !s.is_prime(1));
    /// ```
    pub fn is_prime(&self, x: u32) -> bool {
        x >= 2 && self.spf[x as usize] == x
    }

    /// Ω(x), the prime factors of x counted with multiplicity (Ω(1) = 0).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If x is 0 or above the limit.
    ///
    /// # Example
    /// ```
    /// use grundy_core::numbers::sieve::Sieve;
    /// let s = Sieve::new(1000);
    /// assert_eq!(s.big_omega(1), 0);
    /// assert_eq!(s.big_omega(1000), 6); // 2^3·5^3
    /// ```
    pub fn big_omega(&self, x: u32) -> u32 {
        assert!(x != 0, "0 has no factorization");
        u32::from(self.omegas[x as usize][0])
    }

    /// ω(x), the distinct prime factors of x (ω(1) = 0).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If x is 0 or above the limit.
    ///
    /// # Example
    /// ```
    /// use grundy_core::numbers::sieve::Sieve;
    /// let s = Sieve::new(1000);
    /// assert_eq!(s.little_omega(1000), 2);
    /// assert_eq!(s.little_omega(2 * 3 * 5 * 7), 4);
    /// ```
    pub fn little_omega(&self, x: u32) -> u32 {
        assert!(x != 0, "0 has no factorization");
        u32::from(self.omegas[x as usize][1])
    }

    /// [Ω(x), ω(x)] of every number x in 0..=limit, indexed by x (entries
    /// 0 and 1 are [0, 0]).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::numbers::sieve::Sieve;
    /// let s = Sieve::new(8);
    /// let table = s.omega_table();
    /// let big: Vec<u8> = table.iter().map(|w| w[0]).collect();
    /// assert_eq!(big, [0, 0, 1, 1, 2, 1, 2, 1, 3]);
    /// assert_eq!(table[6], [2, 2]);
    /// ```
    pub fn omega_table(&self) -> &[[u8; 2]] {
        &self.omegas
    }

    /// The factorization of `x` ≥ 1 as (prime, exponent) pairs, primes
    /// ascending (empty for 1).
    ///
    /// # Complexity
    /// O(Ω(x)).
    ///
    /// # Panics
    /// If x is 0 or above the limit.
    ///
    /// # Example
    /// ```
    /// use grundy_core::numbers::sieve::Sieve;
    /// let s = Sieve::new(1000);
    /// assert_eq!(s.factorize(360), vec![(2, 3), (3, 2), (5, 1)]);
    /// assert!(s.factorize(1).is_empty());
    /// ```
    pub fn factorize(&self, mut x: u32) -> Vec<(u32, u32)> {
        assert!(x != 0, "0 has no factorization");
        let mut factors: Vec<(u32, u32)> = Vec::new();
        while x > 1 {
            let p = self.spf[x as usize];
            let mut e = 0;
            while x % p == 0 {
                x /= p;
                e += 1;
            }
            factors.push((p, e));
        }
        factors
    }

    /// The divisors of `x` ≥ 1, ascending.
    ///
    /// # Complexity
    /// O(Ω(x) + d(x) log d(x)) for its d(x) divisors.
    ///
    /// # Panics
    /// If x is 0 or above the limit.
    ///
    /// # Example
    /// ```
    /// use grundy_core::numbers::sieve::Sieve;
    /// let s = Sieve::new(100);
    /// assert_eq!(s.divisors(12), vec![1, 2, 3, 4, 6, 12]);
    /// assert_eq!(s.divisors(1), vec![1]);
    /// ```
    pub fn divisors(&self, x: u32) -> Vec<u32> {
        let mut divisors = vec![1u32];
        for (p, e) in self.factorize(x) {
            let before = divisors.len();
            let mut power = 1u32;
            for _ in 0..e {
                power *= p;
                for i in 0..before {
                    divisors.push(divisors[i] * power);
                }
            }
        }
        divisors.sort_unstable();
        divisors
    }

    /// The number of divisors of `x` ≥ 1: the product of (e + 1) over its
    /// prime powers p^e.
    ///
    /// # Complexity
    /// O(Ω(x)).
    ///
    /// # Panics
    /// If x is 0 or above the limit.
    ///
    /// # Example
    /// ```
    /// use grundy_core::numbers::sieve::Sieve;
    /// assert_eq!(Sieve::new(100).divisor_count(60), 12);
    /// ```
    pub fn divisor_count(&self, x: u32) -> u32 {
        self.factorize(x).iter().map(|&(_, e)| e + 1).product()
    }
}

/// An upper bound on the number of primes up to n, to reserve the list once:
/// π(n) < 1.26·n / ln n (Rosser and Schoenfeld 1962) < 2n / log2 n
/// ≤ 2n / (bits(n) − 1) for n ≥ 17.
fn prime_count_bound(n: u32) -> usize {
    if n < 17 {
        return 7;
    }
    2 * n as usize / (31 - n.leading_zeros()) as usize + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The factorization of x ≥ 1 by trial division, sharing nothing with
    /// the sieve.
    fn trial(mut x: u32) -> Vec<(u32, u32)> {
        let mut f = Vec::new();
        let mut d = 2;
        while d * d <= x {
            let mut e = 0;
            while x % d == 0 {
                x /= d;
                e += 1;
            }
            if e > 0 {
                f.push((d, e));
            }
            d += 1;
        }
        if x > 1 {
            f.push((x, 1));
        }
        f
    }

    #[test]
    fn every_table_matches_trial_division() {
        let limit = 20_000;
        let s = Sieve::new(limit);
        assert_eq!(s.limit(), limit);
        let mut primes = Vec::new();
        for x in 1..=limit {
            let f = trial(x);
            assert_eq!(s.factorize(x), f, "x = {}", x);
            assert_eq!(s.big_omega(x), f.iter().map(|&(_, e)| e).sum::<u32>());
            assert_eq!(s.little_omega(x), f.len() as u32);
            assert_eq!(s.smallest_prime_factor(x), f.first().map(|&(p, _)| p));
            let prime = f.len() == 1 && f[0].1 == 1;
            assert_eq!(s.is_prime(x), prime);
            if prime {
                primes.push(x);
            }
            if x < 3000 {
                let divisors: Vec<u32> = (1..=x).filter(|d| x % d == 0).collect();
                assert_eq!(s.divisors(x), divisors, "x = {}", x);
            }
            assert_eq!(s.divisor_count(x) as usize, s.divisors(x).len());
        }
        assert_eq!(s.primes(), &primes[..]);
        assert!(prime_count_bound(limit) >= primes.len());
    }

    #[test]
    fn the_smallest_sieves() {
        for limit in 0..=3 {
            let s = Sieve::new(limit);
            assert_eq!(s.omega_table().len(), limit as usize + 1);
            assert_eq!(s.smallest_prime_factor(0), None);
            assert!(!s.is_prime(0));
        }
        assert_eq!(Sieve::new(1).primes(), &[] as &[u32]);
        assert_eq!(Sieve::new(2).primes(), &[2]);
    }

    /// π(10^6) = 78 498; Ω summed over 2..=10^6 is Σ over prime powers
    /// p^k ≤ 10^6 of ⌊10^6 / p^k⌋, counted here from the primes alone.
    #[test]
    fn known_counts_at_a_million() {
        let n = 1_000_000u32;
        let s = Sieve::new(n);
        assert_eq!(s.primes().len(), 78_498);
        let by_powers: u64 = s
            .primes()
            .iter()
            .map(|&p| {
                let mut total = 0u64;
                let mut q = u64::from(p);
                while q <= u64::from(n) {
                    total += u64::from(n) / q;
                    q *= u64::from(p);
                }
                total
            })
            .sum();
        let table: u64 = s.omega_table().iter().map(|w| u64::from(w[0])).sum();
        assert_eq!(table, by_powers);
        let distinct: u64 = s.primes().iter().map(|&p| u64::from(n / p)).sum();
        let little: u64 = s.omega_table().iter().map(|w| u64::from(w[1])).sum();
        assert_eq!(little, distinct);
    }
}
