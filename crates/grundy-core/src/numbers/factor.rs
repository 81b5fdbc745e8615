//! Primality and factorization of 64-bit numbers.
//!
//! - **Miller–Rabin.** Write n − 1 = d·2^s with d odd. A prime n passes
//!   every base a: a^d ≡ 1, or a^(d·2^r) ≡ −1 for some r < s (the square
//!   roots of 1 modulo a prime are ±1). The first twelve primes as bases
//!   leave no composite below 3.3·10^24 passing all of them (Sorenson and
//!   Webster 2017), so the test is exact on `u64`.
//! - **Pollard's rho, Brent's variant.** Iterating x ↦ x² + c modulo n
//!   walks, modulo an unknown prime p | n, into a cycle after about √p
//!   steps; gcd(|x − y|, n) over a tortoise and a hare (Brent 1980) then
//!   reveals p or a multiple. The differences are multiplied together in
//!   batches before one gcd, and a batch that overshoots is replayed step
//!   by step. A failed walk (the gcd is n) starts over with the next c.
//!
//! Small primes are divided out by trial first; what is left is split by
//! rho on an explicit stack of parts (no recursion).

/// (a·b) mod m through 128 bits.
fn mul_mod(a: u64, b: u64, m: u64) -> u64 {
    (u128::from(a) * u128::from(b) % u128::from(m)) as u64
}

/// a^e mod m.
fn pow_mod(mut a: u64, mut e: u64, m: u64) -> u64 {
    let mut r = 1 % m;
    a %= m;
    while e > 0 {
        if e & 1 == 1 {
            r = mul_mod(r, a, m);
        }
        a = mul_mod(a, a, m);
        e >>= 1;
    }
    r
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

/// Whether `n` is prime, by Miller–Rabin with the first twelve primes as
/// bases (exact for every `u64`).
///
/// # Complexity
/// O(log n) multiplications modulo n per base, twelve bases.
///
/// # Example
/// ```
/// use grundy_core::numbers::factor::is_prime;
/// assert!(is_prime(1_000_000_007) && is_prime(18_446_744_073_709_551_557));
/// assert!(!is_prime(1) && !is_prime(3_215_031_751)); // a strong pseudoprime to 2, 3, 5, 7
/// ```
pub fn is_prime(n: u64) -> bool {
    const BASES: [u64; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
    if n < 2 {
        return false;
    }
    for &p in &BASES {
        if n % p == 0 {
            return n == p;
        }
    }
    let s = (n - 1).trailing_zeros();
    let d = (n - 1) >> s;
    'bases: for &a in &BASES {
        let mut x = pow_mod(a, d, n);
        if x == 1 || x == n - 1 {
            continue;
        }
        for _ in 1..s {
            x = mul_mod(x, x, n);
            if x == n - 1 {
                continue 'bases;
            }
        }
        return false;
    }
    true
}

/// A non-trivial factor of the odd composite `n`, by Brent's rho.
fn rho(n: u64) -> u64 {
    const BATCH: u64 = 128;
    let mut c = 1u64;
    loop {
        let f = |x: u64| ((u128::from(x) * u128::from(x) + u128::from(c)) % u128::from(n)) as u64;
        let (mut y, mut r, mut q) = (2u64, 1u64, 1u64);
        let (mut x, mut saved) = (y, y);
        let mut g = 1u64;
        while g == 1 {
            x = y;
            for _ in 0..r {
                y = f(y);
            }
            let mut k = 0;
            while k < r && g == 1 {
                saved = y;
                for _ in 0..BATCH.min(r - k) {
                    y = f(y);
                    q = mul_mod(q, x.abs_diff(y), n);
                }
                g = gcd(q, n);
                k += BATCH;
            }
            r *= 2;
        }
        if g == n {
            // The batch overshot: replay it one step at a time.
            loop {
                saved = f(saved);
                g = gcd(x.abs_diff(saved), n);
                if g != 1 {
                    break;
                }
            }
        }
        if g != n {
            return g;
        }
        c += 1;
    }
}

/// The factorization of `n` ≥ 1 as (prime, exponent) pairs, primes
/// ascending (empty for 1).
///
/// # Complexity
/// Trial division by the primes below 100, then O(n^(1/4)) expected
/// multiplications per factor found by Pollard's rho.
///
/// # Panics
/// If n is 0.
///
/// # Example
/// ```
/// use grundy_core::numbers::factor::factorize;
/// assert_eq!(factorize(360), vec![(2, 3), (3, 2), (5, 1)]);
/// assert_eq!(factorize(1_000_000_016_000_000_063), vec![(1_000_000_007, 1), (1_000_000_009, 1)]);
/// assert_eq!(factorize(1 << 63), vec![(2, 63)]);
/// ```
pub fn factorize(mut n: u64) -> Vec<(u64, u32)> {
    assert!(n != 0, "0 has no factorization");
    let mut primes: Vec<u64> = Vec::new();
    for p in 2..100u64 {
        while n % p == 0 {
            n /= p;
            primes.push(p);
        }
    }
    let mut parts = vec![n];
    while let Some(m) = parts.pop() {
        if m == 1 {
            continue;
        }
        if is_prime(m) {
            primes.push(m);
            continue;
        }
        let d = rho(m);
        parts.push(d);
        parts.push(m / d);
    }
    primes.sort_unstable();
    let mut factors: Vec<(u64, u32)> = Vec::new();
    for p in primes {
        match factors.last_mut() {
            Some((q, e)) if *q == p => *e += 1,
            _ => factors.push((p, 1)),
        }
    }
    factors
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::numbers::sieve::Sieve;
    use crate::test_rng::XorShift;

    fn product(f: &[(u64, u32)]) -> u64 {
        f.iter().map(|&(p, e)| p.pow(e)).product()
    }

    /// Against the sieve on every number up to 10^5.
    #[test]
    fn small_numbers_match_the_sieve() {
        let s = Sieve::new(100_000);
        for x in 1..=100_000u32 {
            let want: Vec<(u64, u32)> = s
                .factorize(x)
                .into_iter()
                .map(|(p, e)| (u64::from(p), e))
                .collect();
            assert_eq!(factorize(u64::from(x)), want, "x = {}", x);
            assert_eq!(is_prime(u64::from(x)), s.is_prime(x));
        }
    }

    /// Products of two or three large primes, and random 64-bit numbers:
    /// every factor reported is prime and they multiply back to n.
    #[test]
    fn large_numbers_split_into_primes() {
        let big = [
            1_000_000_007u64,
            998_244_353,
            4_294_967_291,
            2_147_483_647,
            65_537,
        ];
        for &p in &big {
            assert!(is_prime(p));
            for &q in &big {
                let n = p * q;
                let mut want = vec![(p.min(q), 1), (p.max(q), 1)];
                if p == q {
                    want = vec![(p, 2)];
                }
                assert_eq!(factorize(n), want);
            }
        }
        // Strong pseudoprimes to several small bases are composite here.
        for n in [
            2_047u64,
            1_373_653,
            25_326_001,
            3_215_031_751,
            2_152_302_898_747,
            3_474_749_660_383,
            341_550_071_728_321,
            3_825_123_056_546_413_051,
        ] {
            assert!(!is_prime(n), "{}", n);
            assert_eq!(product(&factorize(n)), n);
        }
        let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
        for _ in 0..300 {
            let n = rng.next() | 1;
            let f = factorize(n);
            assert_eq!(product(&f), n);
            assert!(f.iter().all(|&(p, _)| is_prime(p)), "{} = {:?}", n, f);
            assert!(f.windows(2).all(|w| w[0].0 < w[1].0));
        }
        assert_eq!(factorize(1), vec![]);
        assert_eq!(
            factorize(u64::MAX),
            vec![
                (3, 1),
                (5, 1),
                (17, 1),
                (257, 1),
                (641, 1),
                (65_537, 1),
                (6_700_417, 1)
            ]
        );
    }
}
