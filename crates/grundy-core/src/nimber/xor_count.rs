//! Counting choices of components by the XOR of their values, modulo a
//! prime: the Walsh–Hadamard transform.
//!
//! A position made of components is lost for the mover exactly when the
//! XOR of their Grundy values is 0, so "how many positions are lost" is a
//! count of choices by XOR. Over the group of B-bit values under XOR, the
//! characters are χ_w(v) = (−1)^popcount(v & w), and the Walsh–Hadamard
//! transform f̂(w) = Σ_v f(v)·χ_w(v) turns XOR convolution into a
//! pointwise product (f ⊕ g)^ = f̂·ĝ; applying it twice multiplies by 2^B.
//! So, with c(v) the number of components of value v (`weights`) and
//! ĉ(w) = a − b, a (b) the number with χ_w = +1 (−1):
//!
//! - **subsets** (each component taken or not): Π (1 + χ_w(v)) = 2^n when
//!   b = 0, else 0 ([`subsets`]);
//! - **sequences** of k components, repetition allowed, order counting:
//!   ĉ(w)^k ([`sequences`]);
//! - **multisets** of k components, repetition allowed, order not counting
//!   (only the parity of each multiplicity reaches the XOR): the coefficient
//!   of x^k in Π 1/(1 − χ_w(v)·x) = (1 − x)^(−a)·(1 + x)^(−b)
//!   ([`multisets`]);
//!
//! then one inverse transform gives the count for every XOR at once, in
//! O(B·2^B) plus the pointwise work. [`distinct_nonzero`] counts ordered
//! choices of k *distinct* non-zero B-bit values (Project Euler 409) by a
//! recurrence in k instead: 2^B values are too many to transform there.
//!
//! It lives in [`nimber`](crate::nimber) beside
//! [`xor_basis`](crate::nimber::xor_basis): both are the algebra of the
//! nimbers under addition (which XORs a choice can make, and how many
//! choices make each), knowing nothing of any game.
//!
//! The modulus is an odd prime below 2^31 (10^9 + 7 and 998 244 353 are),
//! so sums of two residues fit a `u32` and 2 and every k ≤ 10^8 are
//! invertible. The tests hold every count to the enumeration of all choices
//! on small inputs.

use crate::numbers::factor::is_prime;
use std::collections::HashMap;
use std::fmt;

/// The widest transform: values below 2^28 (a table of 2^28 `u32`).
pub const MAX_BITS: u32 = 28;

/// Why a count is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum XorCountError {
    /// The modulus is not an odd prime below 2^31.
    Modulus {
        /// The modulus given.
        p: u64,
    },
    /// A value needs more than [`MAX_BITS`] bits: the table would have
    /// 2^bits entries.
    TooWide {
        /// The bits the largest value needs.
        bits: u32,
    },
    /// k is at least the modulus: k! is 0 modulo p, and the multiset counts
    /// divide by it.
    KNotBelowModulus {
        /// The k given.
        k: u64,
    },
}

impl fmt::Display for XorCountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            XorCountError::Modulus { p } => {
                write!(f, "the modulus {} is not an odd prime below 2^31", p)
            }
            XorCountError::TooWide { bits } => write!(
                f,
                "values of {} bits need a table of 2^{} counts (at most 2^{})",
                bits, bits, MAX_BITS
            ),
            XorCountError::KNotBelowModulus { k } => {
                write!(f, "k = {} is not below the modulus", k)
            }
        }
    }
}

impl std::error::Error for XorCountError {}

/// Counts modulo p of the choices by their XOR: `get(x)` for each XOR x.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ByXor {
    /// Residues below p < 2^31.
    counts: Vec<u32>,
    p: u32,
}

impl ByXor {
    /// The number of choices whose XOR is `x`, modulo p (0 past the table:
    /// no choice of smaller values makes a larger XOR).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::nimber::xor_count::subsets;
    /// let c = subsets(&[1, 2, 3], 1_000_000_007).unwrap();
    /// assert_eq!((c.get(0), c.get(3), c.get(99)), (2, 2, 0)); // {}, {1,2,3}; {3}, {1,2}
    /// ```
    pub fn get(&self, x: u64) -> u64 {
        usize::try_from(x)
            .ok()
            .and_then(|i| self.counts.get(i))
            .map_or(0, |&c| u64::from(c))
    }

    /// The number of choices whose XOR is 0 (the mover loses), modulo p.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::nimber::xor_count::subsets;
    /// assert_eq!(subsets(&[5, 5], 1_000_000_007).unwrap().zero(), 2); // {} and both
    /// ```
    pub fn zero(&self) -> u64 {
        u64::from(self.counts[0])
    }

    /// The number of choices whose XOR is not 0 (the mover wins), modulo p.
    ///
    /// # Complexity
    /// O(2^B) for a table of 2^B XORs.
    ///
    /// # Example
    /// ```
    /// use grundy_core::nimber::xor_count::subsets;
    /// assert_eq!(subsets(&[5, 5], 1_000_000_007).unwrap().nonzero(), 2);
    /// ```
    pub fn nonzero(&self) -> u64 {
        let p = u64::from(self.p);
        self.counts[1..]
            .iter()
            .fold(0, |s, &c| (s + u64::from(c)) % p)
    }

    /// The counts in order of the XOR, 0 first: one per value below 2^B
    /// for values of B bits.
    ///
    /// # Complexity
    /// O(1) per count.
    ///
    /// # Example
    /// ```
    /// use grundy_core::nimber::xor_count::subsets;
    /// let c = subsets(&[1, 2], 1_000_000_007).unwrap();
    /// assert_eq!(c.counts().collect::<Vec<_>>(), [1, 1, 1, 1]);
    /// ```
    pub fn counts(&self) -> impl ExactSizeIterator<Item = u64> + '_ {
        self.counts.iter().map(|&c| u64::from(c))
    }
}

/// The modulus as a `u32`, if it is an odd prime below 2^31.
fn modulus(p: u64) -> Result<u32, XorCountError> {
    match u32::try_from(p) {
        Ok(q) if q < 1 << 31 && q > 2 && is_prime(p) => Ok(q),
        _ => Err(XorCountError::Modulus { p }),
    }
}

/// The bits of the widest value (at least 1), if at most [`MAX_BITS`].
fn width(values: impl Iterator<Item = u64>) -> Result<u32, XorCountError> {
    let bits = values.map(|v| 64 - v.leading_zeros()).max().unwrap_or(0);
    if bits > MAX_BITS {
        return Err(XorCountError::TooWide { bits });
    }
    Ok(bits)
}

fn mul(a: u32, b: u32, p: u32) -> u32 {
    (u64::from(a) * u64::from(b) % u64::from(p)) as u32
}

fn pow(mut a: u32, mut e: u64, p: u32) -> u32 {
    let mut r = 1;
    while e > 0 {
        if e & 1 == 1 {
            r = mul(r, a, p);
        }
        a = mul(a, a, p);
        e >>= 1;
    }
    r
}

/// The Walsh–Hadamard transform of `a` in place, modulo p: a[w] becomes
/// Σ_v a[v]·(−1)^popcount(v & w). `a.len()` is a power of two and every
/// entry below p < 2^31.
fn transform(a: &mut [u32], p: u32) {
    let mut h = 1;
    while h < a.len() {
        for block in a.chunks_exact_mut(2 * h) {
            let (lo, hi) = block.split_at_mut(h);
            for (x, y) in lo.iter_mut().zip(hi.iter_mut()) {
                let (u, v) = (*x, *y);
                let s = u + v;
                let d = u + p - v;
                *x = if s >= p { s - p } else { s };
                *y = if d >= p { d - p } else { d };
            }
        }
        h *= 2;
    }
}

/// The inverse transform: the transform, then a division by the length.
fn inverse(a: &mut [u32], p: u32) {
    transform(a, p);
    let scale = pow((p + 1) / 2, a.len().trailing_zeros().into(), p);
    for x in a.iter_mut() {
        *x = mul(*x, scale, p);
    }
}

/// The table of `weights` (index = value, entry = how many components have
/// that value), padded to a power of two, modulo p.
fn table(weights: &[u64], p: u32) -> Result<Vec<u32>, XorCountError> {
    let bits = width(
        weights
            .iter()
            .enumerate()
            .filter(|&(_, &c)| c != 0)
            .map(|(v, _)| v as u64),
    )?;
    let mut a = vec![0u32; 1 << bits];
    for (v, &c) in weights.iter().enumerate().take(a.len()) {
        a[v] = (c % u64::from(p)) as u32;
    }
    Ok(a)
}

fn by_xor(a: Vec<u32>, p: u32) -> ByXor {
    ByXor { counts: a, p }
}

/// The number of subsets of the components whose values are `values`
/// (each component taken or not, components distinguishable) by the XOR
/// of their values, modulo `p`.
///
/// In the transform, Π (1 + χ_w(v)) is 2^n when no chosen-or-not value has
/// χ_w = −1 and 0 otherwise; that test is the exact (integer) transform of
/// the value counts, b(w) = (n − ĉ(w)) / 2.
///
/// # Errors
/// [`XorCountError::Modulus`] unless p is an odd prime below 2^31;
/// [`XorCountError::TooWide`] for a value of more than [`MAX_BITS`] bits.
///
/// # Complexity
/// O(n + B·2^B) for n values of at most B bits.
///
/// # Example
/// ```
/// use grundy_core::nimber::xor_count::subsets;
/// // Luogu P5675's count for one designated heap: the others' subsets by XOR.
/// let c = subsets(&[4, 5], 1_000_000_007).unwrap();
/// assert_eq!(c.counts().collect::<Vec<_>>(), [1, 1, 0, 0, 1, 1, 0, 0]);
/// ```
pub fn subsets(values: &[u64], p: u64) -> Result<ByXor, XorCountError> {
    let q = modulus(p)?;
    let bits = width(values.iter().copied())?;
    let len = 1usize << bits;
    // The exact transform of the counts: ĉ(w) = a(w) − b(w), a + b = n.
    let mut c = vec![0i64; len];
    for &v in values {
        c[v as usize] += 1;
    }
    let mut h = 1;
    while h < len {
        for block in c.chunks_exact_mut(2 * h) {
            let (lo, hi) = block.split_at_mut(h);
            for (x, y) in lo.iter_mut().zip(hi.iter_mut()) {
                let (u, v) = (*x, *y);
                *x = u + v;
                *y = u - v;
            }
        }
        h *= 2;
    }
    let n = values.len() as i64;
    let all = pow(2, values.len() as u64, q);
    let mut a: Vec<u32> = c.iter().map(|&t| if t == n { all } else { 0 }).collect();
    inverse(&mut a, q);
    Ok(by_xor(a, q))
}

/// The number of sequences of `k` components (order counting, repetition
/// allowed) by the XOR of their values, modulo `p`; `weights[v]` is how
/// many components have value v.
///
/// # Errors
/// As [`subsets`].
///
/// # Complexity
/// O(B·2^B + 2^B·log k) for values of at most B bits.
///
/// # Example
/// ```
/// use grundy_core::nimber::xor_count::sequences;
/// // Two piles, each of 1, 2 or 3 counters (Nim): 3 of the 9 pairs lose.
/// let c = sequences(&[0, 1, 1, 1], 2, 1_000_000_007).unwrap();
/// assert_eq!((c.zero(), c.nonzero()), (3, 6));
/// ```
pub fn sequences(weights: &[u64], k: u64, p: u64) -> Result<ByXor, XorCountError> {
    let q = modulus(p)?;
    let mut a = table(weights, q)?;
    transform(&mut a, q);
    for x in a.iter_mut() {
        *x = pow(*x, k, q);
    }
    inverse(&mut a, q);
    Ok(by_xor(a, q))
}

/// The number of multisets of `k` components (order not counting,
/// repetition allowed) by the XOR of their values, modulo `p`;
/// `weights[v]` is how many components have value v.
///
/// For each w, with a (b) the components of χ_w = +1 (−1), the transform
/// of the count is [x^k] (1 − x)^(−a)·(1 + x)^(−b)
/// = Σ_j C(a + j − 1, j)·(−1)^(k − j)·C(b + k − j − 1, k − j),
/// computed once per distinct a.
///
/// # Errors
/// As [`subsets`], and [`XorCountError::KNotBelowModulus`] if k ≥ p.
///
/// # Complexity
/// O(B·2^B + D·k) for values of at most B bits and D distinct a over the
/// 2^B characters (D ≤ min(2^B, n + 1) for n components).
///
/// # Example
/// ```
/// use grundy_core::nimber::xor_count::multisets;
/// // Components of values 1 and 2; multisets of two: {1,1}, {2,2} XOR to 0, {1,2} to 3.
/// let c = multisets(&[0, 1, 1], 2, 1_000_000_007).unwrap();
/// assert_eq!((c.get(0), c.get(3)), (2, 1));
/// ```
pub fn multisets(weights: &[u64], k: u64, p: u64) -> Result<ByXor, XorCountError> {
    let q = modulus(p)?;
    if k >= p {
        return Err(XorCountError::KNotBelowModulus { k });
    }
    let mut a = table(weights, q)?;
    let total = weights.iter().fold(0u64, |s, &c| (s + c % p) % p) as u32;
    transform(&mut a, q);
    // a(w) = (n + ĉ(w)) / 2 and b(w) = (n − ĉ(w)) / 2, modulo p.
    let half = (q + 1) / 2;
    let inverses = inverses_up_to(k as usize, q);
    let mut memo: HashMap<u32, u32> = HashMap::new();
    for x in a.iter_mut() {
        let plus = mul((total + *x) % q, half, q);
        let minus = (plus + q - *x) % q;
        *x = *memo
            .entry(plus)
            .or_insert_with(|| coefficient(plus, minus, k as usize, &inverses, q));
    }
    inverse(&mut a, q);
    Ok(by_xor(a, q))
}

/// 1/1, …, 1/k modulo p (k < p), by inv(i) = −⌊p/i⌋·inv(p mod i).
fn inverses_up_to(k: usize, p: u32) -> Vec<u32> {
    let mut inv = vec![0u32; k + 1];
    if k >= 1 {
        inv[1] = 1;
    }
    for i in 2..=k {
        let r = inv[p as usize % i];
        inv[i] = mul(p - p / i as u32, r, p);
    }
    inv
}

/// [x^k] (1 − x)^(−a)·(1 + x)^(−b) modulo p.
fn coefficient(a: u32, b: u32, k: usize, inverses: &[u32], p: u32) -> u32 {
    // up[j] = C(a + j − 1, j), and C(b + j − 1, j)·(−1)^j the same for b.
    let series = |n: u32| -> Vec<u32> {
        let mut s = vec![1u32; k + 1];
        for j in 1..=k {
            let top = (u64::from(n) + j as u64 - 1) % u64::from(p);
            s[j] = mul(mul(s[j - 1], top as u32, p), inverses[j], p);
        }
        s
    };
    let (up, down) = (series(a), series(b));
    (0..=k).fold(0u32, |acc, j| {
        let term = mul(up[j], down[k - j], p);
        if (k - j) % 2 == 0 {
            (acc + term) % p
        } else {
            (acc + p - term) % p
        }
    })
}

/// Products modulo an odd p < 2^31 without a division: for x < p², the
/// quotient is ⌊x·⌊2^64/p⌋ / 2^64⌋ or one less (Barrett 1986).
struct Barrett {
    p: u64,
    inverse: u64,
}

impl Barrett {
    fn new(p: u64) -> Barrett {
        Barrett {
            p,
            inverse: u64::MAX / p,
        }
    }

    /// (a·b) mod p for a, b < p.
    #[inline]
    fn mul(&self, a: u64, b: u64) -> u64 {
        let x = a * b;
        let q = ((u128::from(x) * u128::from(self.inverse)) >> 64) as u64;
        let r = x - q * self.p;
        if r >= self.p {
            r - self.p
        } else {
            r
        }
    }
}

/// Ordered choices of k pairwise distinct non-zero values below 2^`bits`,
/// split by XOR: (`zero`, `nonzero`) modulo p.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Split {
    /// Those whose XOR is 0 (the mover loses).
    pub zero: u64,
    /// Those whose XOR is not 0 (the mover wins).
    pub nonzero: u64,
}

/// The ordered choices of `k` pairwise distinct non-zero values below
/// 2^`bits` (k heaps of different sizes, each below 2^bits), split by
/// whether their XOR is 0, modulo `p`.
///
/// With N = 2^bits − 1 and Z_k the ordered choices of XOR 0: choose the
/// first k − 1 values (N·(N − 1)⋯(N − k + 2) ways); the last must be their
/// XOR x, which fails when x = 0 (Z_(k−1) ways) or when x repeats one of
/// them (the others then XOR to 0: (k − 1)·(N − k + 2)·Z_(k−2) ways), so
///
/// ```text
/// Z_k = N^(k−1 falling) − Z_(k−1) − (k − 1)·(N − k + 2)·Z_(k−2),  Z_0 = 1, Z_1 = 0.
/// ```
///
/// # Errors
/// [`XorCountError::Modulus`] unless p is an odd prime below 2^31.
///
/// # Complexity
/// O(k + log bits) time, O(1) memory.
///
/// # Example
/// ```
/// use grundy_core::nimber::xor_count::distinct_nonzero;
/// // Project Euler 409: W(3) = 168, W(5) = 19 764 360.
/// assert_eq!(distinct_nonzero(3, 3, 1_000_000_007).unwrap().nonzero, 168);
/// assert_eq!(distinct_nonzero(5, 5, 1_000_000_007).unwrap().nonzero, 19_764_360);
/// ```
pub fn distinct_nonzero(bits: u64, k: u64, p: u64) -> Result<Split, XorCountError> {
    let q = u64::from(modulus(p)?);
    // N = 2^bits − 1 modulo p; when bits < 64 and k > N, no choice exists.
    if bits < 64 && k > (1u64 << bits) - 1 {
        return Ok(Split {
            zero: 0,
            nonzero: 0,
        });
    }
    let n = (u64::from(pow(2, bits, q as u32)) + q - 1) % q;
    if k == 0 {
        return Ok(Split {
            zero: 1,
            nonzero: 0,
        });
    }
    let r = Barrett::new(q);
    // At the top of step i: falling = N(N−1)⋯(N−i+2), before = Z_(i−2),
    // z = Z_(i−1); i1 = (i − 1) mod p and top = (N − i + 2) mod p.
    let (mut falling, mut before, mut z) = (n, 1u64, 0u64);
    let (mut i1, mut top) = (1 % q, n);
    for _ in 2..=k {
        let repeat = r.mul(r.mul(i1, top), before);
        // falling − z − repeat, brought into [0, p) from [0, 3p).
        let mut next = falling + 2 * q - z - repeat;
        if next >= q {
            next -= q;
        }
        if next >= q {
            next -= q;
        }
        before = z;
        z = next;
        // N − i + 1 for the next falling factor, then step i.
        top = if top == 0 { q - 1 } else { top - 1 };
        falling = r.mul(falling, top);
        i1 = if i1 + 1 == q { 0 } else { i1 + 1 };
    }
    Ok(Split {
        zero: z,
        nonzero: (falling + q - z) % q,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::XorShift;
    use itertools::Itertools;

    const P: u64 = 1_000_000_007;

    /// Counts by XOR of every subset, by enumeration.
    fn brute_subsets(values: &[u64]) -> Vec<u64> {
        let mut counts: Vec<u64> = Vec::new();
        for mask in 0..1u64 << values.len() {
            let x = (0..values.len())
                .filter(|&i| mask >> i & 1 == 1)
                .fold(0, |x, i| x ^ values[i]) as usize;
            if counts.len() <= x {
                counts.resize(x + 1, 0);
            }
            counts[x] += 1;
        }
        counts
    }

    /// The components as a list of values, one per component.
    fn components(weights: &[u64]) -> Vec<u64> {
        weights
            .iter()
            .enumerate()
            .flat_map(|(v, &c)| std::iter::repeat(v as u64).take(c as usize))
            .collect()
    }

    fn agree(got: &ByXor, want: &[u64]) {
        for (x, &w) in want.iter().enumerate() {
            assert_eq!(got.get(x as u64), w % P, "XOR {}", x);
        }
        for x in want.len()..got.counts().len() {
            assert_eq!(got.get(x as u64), 0, "XOR {}", x);
        }
    }

    #[test]
    fn subsets_match_enumeration() {
        let mut rng = XorShift(0x5851_f42d_4c95_7f2d);
        for _ in 0..200 {
            let n = (rng.next() % 11) as usize;
            let values: Vec<u64> = (0..n).map(|_| rng.next() % 20).collect();
            agree(&subsets(&values, P).unwrap(), &brute_subsets(&values));
        }
        assert_eq!(subsets(&[], P).unwrap().counts().collect::<Vec<_>>(), [1]);
        assert_eq!(
            subsets(&[0, 0, 0], P).unwrap().counts().collect::<Vec<_>>(),
            [8]
        );
    }

    #[test]
    fn sequences_match_enumeration() {
        let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
        for _ in 0..100 {
            let weights: Vec<u64> = (0..1 + rng.next() % 9).map(|_| rng.next() % 3).collect();
            let items = components(&weights);
            for k in 0..=4u64 {
                let mut want: Vec<u64> = vec![0; 16];
                if k == 0 {
                    want[0] = 1; // the empty sequence
                } else {
                    for seq in (0..k).map(|_| items.iter()).multi_cartesian_product() {
                        want[seq.into_iter().fold(0, |x, &v| x ^ v) as usize] += 1;
                    }
                }
                agree(&sequences(&weights, k, P).unwrap(), &want);
            }
        }
    }

    #[test]
    fn multisets_match_enumeration() {
        let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
        for _ in 0..100 {
            let weights: Vec<u64> = (0..1 + rng.next() % 9).map(|_| rng.next() % 3).collect();
            let items = components(&weights);
            for k in 0..=5usize {
                let mut want: Vec<u64> = vec![0; 16];
                // A multiset of component indices: non-decreasing index lists.
                for pick in (0..items.len()).combinations_with_replacement(k) {
                    want[pick.iter().fold(0, |x, &i| x ^ items[i]) as usize] += 1;
                }
                agree(&multisets(&weights, k as u64, P).unwrap(), &want);
            }
        }
    }

    #[test]
    fn distinct_nonzero_matches_enumeration_and_project_euler() {
        for bits in 1..=4u64 {
            let values: Vec<u64> = (1..1 << bits).collect();
            for k in 0..=6usize {
                let (mut zero, mut nonzero) = (0u64, 0u64);
                for pick in values.iter().permutations(k) {
                    if pick.into_iter().fold(0, |x, &v| x ^ v) == 0 {
                        zero += 1;
                    } else {
                        nonzero += 1;
                    }
                }
                let got = distinct_nonzero(bits, k as u64, P).unwrap();
                assert_eq!(
                    (got.zero, got.nonzero),
                    (zero, nonzero),
                    "bits {} k {}",
                    bits,
                    k
                );
            }
        }
        // Project Euler 409's published values.
        for (n, w) in [
            (1u64, 1u64),
            (2, 6),
            (3, 168),
            (5, 19_764_360),
            (100, 384_777_056),
        ] {
            assert_eq!(distinct_nonzero(n, n, P).unwrap().nonzero, w, "W({})", n);
        }
        // Three values XOR to 0 when the third is the XOR of the first two:
        // N·(N − 1) ordered choices, N = 2^64 − 1.
        let n = u128::from(u64::MAX) % u128::from(P);
        let want = (n * ((n + u128::from(P) - 1) % u128::from(P)) % u128::from(P)) as u64;
        assert_eq!(distinct_nonzero(64, 3, P).unwrap().zero, want);
        assert_eq!(
            distinct_nonzero(2, 4, P).unwrap(),
            Split {
                zero: 0,
                nonzero: 0
            }
        );
    }

    #[test]
    fn errors_are_typed() {
        assert_eq!(subsets(&[1], 4), Err(XorCountError::Modulus { p: 4 }));
        assert_eq!(subsets(&[1], 2), Err(XorCountError::Modulus { p: 2 }));
        assert_eq!(
            subsets(&[1], 4_294_967_291),
            Err(XorCountError::Modulus { p: 4_294_967_291 })
        );
        assert_eq!(
            subsets(&[1 << 40], P),
            Err(XorCountError::TooWide { bits: 41 })
        );
        assert_eq!(
            multisets(&[1], 7, 7),
            Err(XorCountError::KNotBelowModulus { k: 7 })
        );
        assert_eq!(
            XorCountError::TooWide { bits: 41 }.to_string(),
            "values of 41 bits need a table of 2^41 counts (at most 2^28)"
        );
        assert_eq!(
            XorCountError::Modulus { p: 4 }.to_string(),
            "the modulus 4 is not an odd prime below 2^31"
        );
    }
}
