//! Prime exponent sets: dividing by prime powers (Codeforces 850C, Arpa and a game with
//! Mojtaba): a list of positive integers; a move names a prime power p^k
//! dividing at least one of them and divides every number divisible by p^k
//! by p^k. The player who cannot move loses.
//!
//! **One game per prime.** A move on p changes only the exponents of p, and
//! which moves exist for p depends only on those exponents, so the list is
//! the sum of one game per prime and its value is the XOR (never the sum) of
//! theirs. For one prime only the *set* of exponents e = v_p(x) ≥ 1 matters
//! (numbers with equal exponents move together, numbers it does not divide
//! never move): that set's game and its memoized values are
//! [`one_prime`].
//!
//! The exponents come from trial division up to √x, so the numbers are
//! `u32` (below 2^32: every exponent ≤ 31, one bit each).
//!
//! Proved in the tests against the brute-force search ([`crate::oracle`])
//! of the list itself, numbers and all, on every list of up to three numbers
//! up to 40.

use crate::sg::Grundy;
pub mod one_prime;

use one_prime::ExponentSets;

/// The exponent set of every prime dividing some number of the list, in
/// increasing order of the prime: bit e of the set is on when some number
/// has exactly e factors p. Numbers equal to 1 add nothing.
///
/// # Complexity
/// O(n · √A) divisions for n numbers up to A (trial division by 2 and the
/// odd numbers up to √x), O(F log F) to group the F prime factors found.
///
/// # Panics
/// If a number is 0 (every prime power divides it: the game never ends).
///
/// # Example
/// ```
/// use grundy_core::games::prime_exponent_sets::exponent_sets;
/// // 12 = 2^2 * 3, 18 = 2 * 3^2: the prime 2 has {1, 2}, the prime 3 too.
/// assert_eq!(exponent_sets(&[12, 18, 1]), vec![(2, 0b110), (3, 0b110)]);
/// ```
pub fn exponent_sets(numbers: &[u32]) -> Vec<(u32, u32)> {
    let mut factors: Vec<(u32, u32)> = Vec::new(); // (prime, exponent)
    for &x in numbers {
        assert!(
            x != 0,
            "0 is divisible by every prime power: the game never ends"
        );
        let mut rest = x;
        let mut d = 2u32;
        while u64::from(d) * u64::from(d) <= u64::from(rest) {
            let mut e = 0;
            while rest % d == 0 {
                rest /= d;
                e += 1;
            }
            if e > 0 {
                factors.push((d, e));
            }
            d += if d == 2 { 1 } else { 2 };
        }
        if rest > 1 {
            factors.push((rest, 1));
        }
    }
    factors.sort_unstable();
    let mut sets: Vec<(u32, u32)> = Vec::new();
    for (p, e) in factors {
        match sets.last_mut() {
            Some((q, set)) if *q == p => *set |= 1 << e,
            _ => sets.push((p, 1 << e)),
        }
    }
    sets
}

/// The Grundy value of the list: the XOR over the primes of the value of
/// each prime's exponent set.
///
/// # Complexity
/// [`exponent_sets`], then the memoized values of the sets (a few thousand
/// sets at most per prime for numbers ≤ 10^9).
///
/// # Panics
/// If a number is 0.
///
/// # Example
/// ```
/// use grundy_core::games::prime_exponent_sets::grundy;
/// // The judge's samples: 1 1 17 17 wins for the first player, 1 1 17 289
/// // does not.
/// assert_ne!(grundy(&[1, 1, 17, 17]), 0);
/// assert_eq!(grundy(&[1, 1, 17, 289]), 0);
/// ```
pub fn grundy(numbers: &[u32]) -> Grundy {
    let mut sets = ExponentSets::new();
    exponent_sets(numbers)
        .into_iter()
        .fold(0, |x, (_, set)| x ^ sets.grundy(set))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::mover_wins;
    use itertools::Itertools;
    use rstest::rstest;

    /// The moves of the list by the rules, knowing no primes' independence:
    /// every prime power p^k dividing some number, every number divisible by
    /// it divided (the list kept sorted, so orders do not count twice).
    fn moves(list: &[u32]) -> Vec<Vec<u32>> {
        let top = list.iter().copied().max().unwrap_or(1);
        let primes = (2..=top).filter(|&p| (2..p).all(|d| p % d != 0));
        let mut next = Vec::new();
        for p in primes {
            let mut q = p;
            while q <= top {
                if list.iter().any(|&x| x % q == 0) {
                    let mut after: Vec<u32> = list
                        .iter()
                        .map(|&x| if x % q == 0 { x / q } else { x })
                        .collect();
                    after.sort_unstable();
                    next.push(after);
                }
                q *= p;
            }
        }
        next
    }

    /// The judge's four samples.
    #[rstest]
    #[case(&[1, 1, 1, 1], false)]
    #[case(&[1, 1, 17, 17], true)]
    #[case(&[1, 1, 17, 289], false)]
    #[case(&[1, 2, 3, 4, 5], false)]
    fn samples(#[case] numbers: &[u32], #[case] first_wins: bool) {
        assert_eq!(grundy(numbers) != 0, first_wins);
    }

    #[rstest]
    #[case(&[1], vec![])]
    #[case(&[536_870_912], vec![(2, 1 << 29)])]
    #[case(&[999_999_937], vec![(999_999_937, 0b10)])]
    #[case(&[1_000_000_000, 8], vec![(2, 1 << 9 | 1 << 3), (5, 1 << 9)])]
    #[case(&[u32::MAX], vec![(3, 0b10), (5, 0b10), (17, 0b10), (257, 0b10), (65537, 0b10)])]
    #[case(&[4_294_967_291], vec![(4_294_967_291, 0b10)])] // the largest prime below 2^32
    fn known_exponent_sets(#[case] numbers: &[u32], #[case] want: Vec<(u32, u32)>) {
        assert_eq!(exponent_sets(numbers), want);
    }

    /// Every list of one to three numbers from 1 to 40: the value is 0
    /// exactly when the player to move loses the list game itself.
    #[test]
    fn zero_exactly_when_the_mover_loses() {
        for len in 1..=3 {
            for list in (1..=40u32).combinations_with_replacement(len) {
                let wins = mover_wins(list.clone(), |l: &Vec<u32>| moves(l));
                assert_eq!(grundy(&list) != 0, wins, "{:?}", list);
            }
        }
    }

    #[test]
    #[should_panic(expected = "never ends")]
    fn zero_panics() {
        grundy(&[3, 0]);
    }
}
