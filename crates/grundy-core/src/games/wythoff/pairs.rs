//! The losing pairs (A_k, B_k) = (⌊kφ⌋, ⌊kφ⌋ + k), the losing test, and the
//! pair that holds a given pile.

use super::isqrt;

/// The largest pile, and the largest index k of a pair, that the functions
/// here take: 10^18 (so that 5k² fits in a `u128`).
pub const MAX_PILE: u64 = 1_000_000_000_000_000_000;

/// ⌊kφ⌋ = A_k, as (k + ⌊√(5k²)⌋) div 2 (see the module doc).
///
/// # Panics
/// If k > [`MAX_PILE`].
fn lower(k: u64) -> u64 {
    assert!(k <= MAX_PILE, "{} is above 10^18", k);
    let k2 = u128::from(k);
    // k + ⌊√5 k⌋ < 3.3 · 10^18 fits in a u64.
    (k + isqrt(5 * k2 * k2)) / 2
}

/// Whether a = ⌊kφ⌋, with no root: a ≤ kφ < a + 1 is
/// 2a − k ≤ k√5 < 2a + 2 − k, and both sides compare by their squares
/// (k√5 is irrational for k > 0, so the first ≤ is strict).
///
/// a ≤ 1.7·10^18 and k ≤ 10^18 keep every square below 2^128.
fn is_lower(a: u64, k: u64) -> bool {
    if k == 0 {
        return a == 0;
    }
    let (a, k) = (u128::from(a), u128::from(k));
    let five_k2 = 5 * k * k;
    let above = 2 * a + 2; // kφ < a + 1 needs 2a + 2 − k > 0 first
    above > k && five_k2 < (above - k).pow(2) && (2 * a < k || (2 * a - k).pow(2) < five_k2)
}

/// The k-th losing pair (A_k, B_k) = (⌊kφ⌋, ⌊kφ⌋ + k), smaller pile first.
///
/// # Complexity
/// O(1): one [`isqrt`] on a `u128`.
///
/// # Panics
/// If k > [`MAX_PILE`] (10^18).
///
/// # Example
/// ```
/// use grundy_core::games::wythoff::losing_pair;
/// assert_eq!(losing_pair(0), (0, 0));
/// assert_eq!(losing_pair(3), (4, 7));
/// // Where a double-precision φ gives 165580141:
/// assert_eq!(losing_pair(102_334_155), (165_580_140, 267_914_295));
/// ```
pub fn losing_pair(k: u64) -> (u64, u64) {
    let a = lower(k);
    (a, a + k)
}

/// Whether the player to move from piles (a, b), in either order, loses:
/// with a ≤ b, whether a = ⌊(b − a)φ⌋, that is, whether (b − a)φ lies in
/// [a, a + 1), decided by comparing squares (no root is needed to test a
/// floor, only to find one).
///
/// # Complexity
/// O(1): a few multiplications of `u128`s.
///
/// # Panics
/// If a or b is above [`MAX_PILE`] (10^18).
///
/// # Example
/// ```
/// use grundy_core::games::wythoff::is_losing;
/// assert!(is_losing(2, 1));
/// assert!(!is_losing(8, 4));
/// assert!(is_losing(4, 7));
/// ```
pub fn is_losing(a: u64, b: u64) -> bool {
    let (a, b) = (a.min(b), a.max(b));
    assert!(b <= MAX_PILE, "pile {} is above 10^18", b);
    is_lower(a, b - a)
}

/// The other pile of the losing pair that holds x (0 for 0): B_k when
/// x = A_k, A_k when x = B_k.
///
/// Which pair holds x follows from x alone. x = A_j means x ≤ jφ < x + 1,
/// one j in an interval of length 1/φ < 1: j = ⌊x/φ⌋ + 1, where
/// ⌊x/φ⌋ = ⌊xφ⌋ − x (as 1/φ = φ − 1). Otherwise x = B_j, and in the same
/// way j = ⌊x/φ²⌋ + 1 = 2x − ⌊xφ⌋ (as 1/φ² = 2 − φ, and xφ is no integer).
///
/// # Complexity
/// O(1): one [`isqrt`] (for ⌊xφ⌋) and one test of a floor.
///
/// # Panics
/// If x > [`MAX_PILE`] (10^18).
///
/// # Example
/// ```
/// use grundy_core::games::wythoff::partner;
/// assert_eq!(partner(4), 7);
/// assert_eq!(partner(7), 4);
/// assert_eq!(partner(0), 0);
/// ```
pub fn partner(x: u64) -> u64 {
    if x == 0 {
        return 0;
    }
    let x_phi = lower(x);
    let j = x_phi - x + 1;
    if is_lower(x, j) {
        return x + j;
    }
    let j = 2 * x - x_phi;
    debug_assert_eq!(lower(j) + j, x, "{} is in no losing pair", x);
    x - j
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::XorShift;
    use rstest::rstest;

    /// OEIS A000201 (the lower Wythoff sequence) and A001950 (the upper),
    /// k = 0..=12; the first k where doubles go wrong (found by an exact
    /// scan, see the module doc); and the largest index.
    #[rstest]
    #[case(0, (0, 0))]
    #[case(1, (1, 2))]
    #[case(2, (3, 5))]
    #[case(3, (4, 7))]
    #[case(4, (6, 10))]
    #[case(5, (8, 13))]
    #[case(6, (9, 15))]
    #[case(7, (11, 18))]
    #[case(8, (12, 20))]
    #[case(9, (14, 23))]
    #[case(10, (16, 26))]
    #[case(11, (17, 28))]
    #[case(12, (19, 31))]
    #[case(102_334_155, (165_580_140, 267_914_295))]
    #[case(MAX_PILE, (1_618_033_988_749_894_848, 2_618_033_988_749_894_848))]
    fn known_pairs(#[case] k: u64, #[case] pair: (u64, u64)) {
        assert_eq!(losing_pair(k), pair);
        assert!(pair.1 > MAX_PILE || is_losing(pair.0, pair.1) && is_losing(pair.1, pair.0));
    }

    /// Fibonacci numbers are where kφ comes closest to an integer, the
    /// hardest cases for exactness: F_n φ = F_{n+1} + (−1)^{n+1} / φ^n, so
    /// ⌊F_n φ⌋ is F_{n+1} for odd n and F_{n+1} − 1 for even n. Checked for
    /// every F_n ≤ 10^18: n = 2..=87 (F_87 = 679891637638612258).
    #[test]
    fn fibonacci_indices_up_to_the_limit() {
        let (mut f, mut next) = (1u64, 2u64); // F_2, F_3
        let mut n = 2;
        while f <= MAX_PILE {
            let want = if n % 2 == 1 { next } else { next - 1 };
            assert_eq!(losing_pair(f).0, want, "F_{} = {}", n, f);
            (f, next) = (next, f + next);
            n += 1;
        }
        assert_eq!(n, 88, "F_2 ..= F_87 checked");
    }

    /// The root-free test agrees with the root: at every k ≤ 1000 and random
    /// k up to 10^18, a = ⌊kφ⌋ passes and a ± 1, a ± 2 fail.
    #[test]
    fn floor_test_agrees_with_the_root() {
        let mut rng = XorShift(0xf100e);
        for i in 0..200_000u64 {
            let k = if i <= 1000 {
                i
            } else {
                rng.next() % (MAX_PILE + 1)
            };
            let a = lower(k);
            assert!(is_lower(a, k), "k = {}", k);
            for wrong in [a + 1, a + 2, a.wrapping_sub(1), a.wrapping_sub(2)] {
                assert!(
                    wrong > 2 * MAX_PILE || !is_lower(wrong, k),
                    "{} for k = {}",
                    wrong,
                    k
                );
            }
        }
    }

    /// The pairs are Wythoff's greedy construction (A_k the least number in
    /// no earlier pair, B_k = A_k + k), and partition the positive integers
    /// (the Beatty partition): every n in 1..=10^6 is in exactly one pair,
    /// and partner() finds it.
    #[test]
    fn pairs_partition_the_integers_up_to_a_million() {
        const N: usize = 1_000_000;
        let mut seen = vec![0u8; N + 1];
        let mut least_unseen = 1;
        for k in 1.. {
            let (a, b) = losing_pair(k);
            if a as usize > N {
                break;
            }
            while seen[least_unseen] > 0 {
                least_unseen += 1;
            }
            assert_eq!(a as usize, least_unseen, "A_{} is the least unseen", k);
            for x in [a, b] {
                if x as usize <= N {
                    seen[x as usize] += 1;
                }
            }
            assert_eq!((partner(a), partner(b)), (b, a), "k = {}", k);
        }
        assert!(seen[1..].iter().all(|&c| c == 1), "each n once");
    }

    /// The partner makes a losing pair (whose index is the difference) and
    /// is an involution, at random piles up to 10^18.
    #[test]
    fn partners_make_losing_pairs_up_to_the_limit() {
        let mut rng = XorShift(0x2177);
        for _ in 0..100_000 {
            let x = rng.next() % (MAX_PILE + 1);
            let p = partner(x);
            let pair = (x.min(p), x.max(p));
            assert_eq!(losing_pair(pair.1 - pair.0), pair, "x = {}", x);
            if p <= MAX_PILE {
                assert_eq!(partner(p), x);
            }
        }
    }

    #[test]
    #[should_panic(expected = "above 10^18")]
    fn piles_above_the_limit_panic() {
        is_losing(0, MAX_PILE + 1);
    }
}
