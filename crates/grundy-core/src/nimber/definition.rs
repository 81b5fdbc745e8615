//! The nim product by its definition, for the tests: `a ⊗ b` is the mex of
//! `a'⊗b ⊕ a⊗b' ⊕ a'⊗b'` over `a' < a`, `b' < b` (Conway, ONAG ch. 6;
//! Winning Ways ch. 14). It knows nothing of Fermat powers.

/// The table `t[a][b] = a ⊗ b` for `a, b < n` (`n ≤ 256`), each entry the
/// mex of its options: about n^4/4 steps.
pub(crate) fn mex_products(n: usize) -> Vec<Vec<u64>> {
    assert!(n <= 256, "the products below 256 stay below 256");
    let mut t = vec![vec![0u64; n]; n];
    for a in 0..n {
        for b in 0..n {
            // Values below 256, as the products of GF(2^8) are; a larger
            // option would index out of the bitmap and fail the test.
            let mut seen = [false; 256];
            for a2 in 0..a {
                let row = t[a2][b];
                for b2 in 0..b {
                    seen[(row ^ t[a][b2] ^ t[a2][b2]) as usize] = true;
                }
            }
            t[a][b] = seen.iter().position(|&s| !s).unwrap_or(256) as u64;
        }
    }
    t
}
