//! ⌊√n⌋ for every `u128`, in integers only: what makes ⌊kφ⌋ exact.

/// ⌊√n⌋, exactly, for every `u128`.
///
/// Newton's method in integers: for any x > 0, the step
/// x ← ⌊(x + ⌊n / x⌋) / 2⌋ lands at or above ⌊√n⌋ (the mean of x and n/x
/// is at least √n), and from above ⌊√n⌋ it strictly decreases; so the first
/// step that does not decrease stops at ⌊√n⌋. The first step starts from
/// s = 2^h, h = ⌊bits / 2⌋, within a factor 2 of √n, where ⌊n / s⌋ is a
/// shift; it lands within 3% of √n, and each later step squares the
/// error. Values below 2^64 take the same steps in `u64`, whose division is
/// faster.
///
/// # Complexity
/// O(log log n) steps, each one division: at most 5 for any `u128`.
///
/// # Example
/// ```
/// use grundy_core::games::wythoff::isqrt;
/// assert_eq!(isqrt(99), 9);
/// assert_eq!(isqrt(100), 10);
/// assert_eq!(isqrt(u128::MAX), u64::MAX); // (2^64 - 1)^2 < 2^128
/// ```
pub const fn isqrt(n: u128) -> u64 {
    if n <= u64::MAX as u128 {
        return isqrt_u64(n as u64);
    }
    // h ≤ 64, so 2^h + n / 2^h ≤ 2^65 fits.
    let h = (128 - n.leading_zeros()) / 2;
    let mut x: u128 = ((1 << h) + (n >> h)) / 2;
    loop {
        let next = (x + n / x) / 2;
        if next >= x {
            // x = ⌊√n⌋ < 2^64.
            return x as u64;
        }
        x = next;
    }
}

/// [`isqrt`] for a value that fits in 64 bits.
const fn isqrt_u64(n: u64) -> u64 {
    if n == 0 {
        return 0;
    }
    let h = (64 - n.leading_zeros()) / 2;
    let mut x: u64 = ((1 << h) + (n >> h)) / 2;
    loop {
        let next = (x + n / x) / 2;
        if next >= x {
            return x;
        }
        x = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::XorShift;
    use rstest::rstest;

    #[rstest]
    #[case(0, 0)]
    #[case(1, 1)]
    #[case(2, 1)]
    #[case(3, 1)]
    #[case(4, 2)]
    #[case(99, 9)]
    #[case(100, 10)]
    #[case(u64::MAX as u128, (1 << 32) - 1)]
    #[case(1 << 64, 1 << 32)]
    #[case((1 << 64) + 1, 1 << 32)]
    #[case((u64::MAX as u128) * (u64::MAX as u128), u64::MAX)]
    #[case((u64::MAX as u128) * (u64::MAX as u128) - 1, u64::MAX - 1)]
    #[case(u128::MAX, u64::MAX)]
    // 5 · 10^36 (k = 10^18): √5 · 10^18 = 2236067977499789696.4…
    #[case(
        5_000_000_000_000_000_000_000_000_000_000_000_000,
        2_236_067_977_499_789_696
    )]
    fn known_values(#[case] n: u128, #[case] root: u64) {
        assert_eq!(isqrt(n), root, "isqrt({})", n);
    }

    /// r = ⌊√n⌋ exactly when r² ≤ n < (r + 1)².
    fn is_floor_sqrt(n: u128, r: u64) -> bool {
        let r = u128::from(r);
        r * r <= n && (r + 1).checked_mul(r + 1).map_or(true, |above| n < above)
    }

    #[test]
    fn counts_up_to_a_million() {
        let mut root = 0u64;
        for n in 0..=1_000_000u128 {
            if u128::from(root + 1) * u128::from(root + 1) == n {
                root += 1;
            }
            assert_eq!(isqrt(n), root, "isqrt({})", n);
        }
    }

    /// Random values of every bit length, and the squares around them.
    #[test]
    fn random_values_of_every_size() {
        let mut rng = XorShift(0x15_9e37_79b9);
        for bits in 1..=128u32 {
            for _ in 0..2000 {
                let wide = u128::from(rng.next()) << 64 | u128::from(rng.next());
                let n = wide >> (128 - bits);
                assert!(is_floor_sqrt(n, isqrt(n)), "isqrt({})", n);
                let r = u128::from(isqrt(n));
                for m in [r * r, (r * r).saturating_sub(1), r * r + 2 * r] {
                    assert!(is_floor_sqrt(m, isqrt(m)), "isqrt({})", m);
                }
            }
        }
    }
}
