//! The losing pairs (A_k, B_k) = (⌊kφ⌋, ⌊kφ⌋ + k), the losing test, and the
//! pair that holds a given pile.

use super::isqrt;

/// The largest pile, and the largest index k of a pair, that the functions
/// here take: 10^18 (so that 5k² fits in a `u128`).
pub const MAX_PILE: u64 = 1_000_000_000_000_000_000;

/// ⌊2^60 φ⌋ = (2^60 + ⌊√(5 · 2^120)⌋) div 2 (the module doc's formula at
/// k = 2^60), worked out by the compiler with the same [`isqrt`].
const PHI_2_60: u128 = ((1 << 60) + isqrt(5 << 120) as u128) / 2;

/// ⌊kφ⌋ = A_k: by definition (k + ⌊√(5k²)⌋) div 2, one square root; here
/// the same number from one multiplication and one exact comparison.
///
/// Φ = ⌊2^60 φ⌋ lies below 2^60 φ by less than 1, so for k < 2^60,
/// kΦ / 2^60 ≤ kφ < kΦ / 2^60 + k / 2^60 < kΦ / 2^60 + 1: ⌊kφ⌋ is
/// c = ⌊kΦ / 2^60⌋ or c + 1, and [`at_most_k_phi`] says which. (The tests
/// check it against the root on every k ≤ 10^6 and at random k to 10^18.)
///
/// # Panics
/// If k > [`MAX_PILE`].
fn lower(k: u64) -> u64 {
    assert!(k <= MAX_PILE, "{} is above 10^18", k);
    // k < 2^60 and Φ < 2^61: the product fits, and c < 1.7 · 10^18.
    let c = ((u128::from(k) * PHI_2_60) >> 60) as u64;
    if at_most_k_phi(c + 1, k) {
        c + 1
    } else {
        c
    }
}

/// Whether c ≤ kφ, with no root: that is 2c − k ≤ k√5, true when the left
/// side is not positive and otherwise a comparison of squares (k√5 is
/// irrational for k > 0, so equality never holds).
///
/// c ≤ 1.7 · 10^18 and k ≤ 10^18 keep every square below 2^128.
fn at_most_k_phi(c: u64, k: u64) -> bool {
    let (c, k) = (u128::from(c), u128::from(k));
    2 * c <= k || (2 * c - k).pow(2) < 5 * k * k
}

/// Whether a = ⌊kφ⌋, with no root: a ≤ kφ < a + 1.
fn is_lower(a: u64, k: u64) -> bool {
    at_most_k_phi(a, k) && !at_most_k_phi(a + 1, k)
}

/// The k-th losing pair (A_k, B_k) = (⌊kφ⌋, ⌊kφ⌋ + k), smaller pile first.
///
/// # Complexity
/// O(1): a few multiplications of `u128`s.
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
/// O(1): a few multiplications of `u128`s.
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
    /// scan, see the module doc); and the largest index (by the root:
    /// ⌊√(5 · 10^36)⌋ = 2236067977499789696).
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

    /// ⌊kφ⌋ by definition: one square root.
    fn lower_by_root(k: u64) -> u64 {
        let k = u128::from(k);
        ((k + u128::from(isqrt(5 * k * k))) / 2) as u64
    }

    #[test]
    fn the_constant_is_phi_to_60_bits() {
        // 2^60 φ = 1865466180814546881.37… (50-digit decimal arithmetic).
        assert_eq!(PHI_2_60, 1_865_466_180_814_546_881);
        assert_eq!(PHI_2_60, 0x19E3_779B_97F4_A7C1);
    }

    /// The multiplication and the root agree on every k ≤ 10^6 and at
    /// random k up to 10^18; the root-free test takes ⌊kφ⌋ and refuses its
    /// neighbours.
    #[test]
    fn multiplication_agrees_with_the_root() {
        let mut rng = XorShift(0xf100e);
        let random = (0..1_000_000).map(|_| rng.next() % (MAX_PILE + 1));
        for k in (0..=1_000_000).chain(random).chain([MAX_PILE]) {
            let a = lower_by_root(k);
            assert_eq!(lower(k), a, "k = {}", k);
            assert!(is_lower(a, k), "k = {}", k);
            assert!(
                !is_lower(a + 1, k) && (a == 0 || !is_lower(a - 1, k)),
                "k = {}",
                k
            );
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
