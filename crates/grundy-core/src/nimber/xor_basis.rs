//! A linear basis over GF(2): 64-bit vectors under XOR.
//!
//! A Nim position is a list of heaps and its value their XOR, so questions
//! of the kind "which XORs can a choice of heaps make" are linear algebra
//! over the field of two elements, each `u64` a vector of 64 bits. This
//! module keeps a basis in *echelon form*: at most one vector per leading
//! bit, `rows[b]` the one whose highest set bit is b (or 0 when there is
//! none). Inserting v reduces it by the rows from the top bit down: when
//! v's highest bit b already leads a row, `v ^= rows[b]` clears it, and the
//! loop goes on with a smaller highest bit; if v reaches 0 it was in the
//! span (dependent), otherwise it becomes the row of its highest bit.
//!
//! From the echelon form:
//!
//! - the **rank** is the number of rows, and the span has 2^rank vectors;
//! - **reduce** (the same loop) maps v to a fixed representative of the
//!   coset v + span, and v is **in the span** exactly when that is 0;
//! - the **largest XOR** of x with the span: from the top bit down, take a
//!   row when it makes the running value larger. A row leading at bit b
//!   changes bit b and nothing above it, so the choice at b fixes bit b for
//!   good and the greedy result is the maximum;
//! - the independent subsets of any list of vectors form a **matroid**
//!   (the linear matroid over GF(2)), so the greedy rule (heaviest first,
//!   keep a vector when it is independent of those kept) gives an
//!   independent set of maximum total weight (Rado–Edmonds).
//!
//! The tests check all of it against Gaussian elimination written
//! separately and against enumeration of every subset. Used by
//! [`games::gambling_nim`](crate::games::gambling_nim).
//!
//! It lives in [`nimber`](crate::nimber): the nimbers under addition alone
//! are this vector space, and the basis is the algebra under several games
//! rather than a Grundy engine or a game itself.

/// A linear basis of 64-bit vectors over GF(2), in echelon form: at most
/// one vector per leading bit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XorBasis {
    /// `rows[b]` has highest set bit b, or is 0 when no vector leads at b.
    rows: [u64; 64],
    rank: u32,
}

/// The index of v's highest set bit (v ≠ 0).
fn top_bit(v: u64) -> usize {
    63 - v.leading_zeros() as usize
}

impl XorBasis {
    /// The empty basis: rank 0, its span only the zero vector.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::nimber::xor_basis::XorBasis;
    /// let basis = XorBasis::new();
    /// assert_eq!(basis.rank(), 0);
    /// assert!(basis.contains(0));
    /// ```
    pub fn new() -> Self {
        XorBasis {
            rows: [0; 64],
            rank: 0,
        }
    }

    /// Adds `v` to the spanned set; true when the rank grew (v was not in
    /// the span), false when v was already a XOR of earlier vectors (0
    /// included).
    ///
    /// # Complexity
    /// O(64).
    ///
    /// # Example
    /// ```
    /// use grundy_core::nimber::xor_basis::XorBasis;
    /// let mut basis = XorBasis::new();
    /// assert!(basis.insert(0b110));
    /// assert!(basis.insert(0b011));
    /// assert!(!basis.insert(0b101)); // 110 ^ 011
    /// assert_eq!(basis.rank(), 2);
    /// ```
    pub fn insert(&mut self, v: u64) -> bool {
        let r = self.reduce(v);
        if r == 0 {
            return false;
        }
        self.rows[top_bit(r)] = r;
        self.rank += 1;
        true
    }

    /// `v` reduced by the basis from the top bit down: the member of the
    /// coset v + span whose bits at every leading bit of the basis are 0.
    /// Two vectors have the same reduction exactly when their XOR is in the
    /// span.
    ///
    /// # Complexity
    /// O(64).
    ///
    /// # Example
    /// ```
    /// use grundy_core::nimber::xor_basis::XorBasis;
    /// let basis = XorBasis::from_vectors([0b100, 0b011]);
    /// assert_eq!(basis.reduce(0b111), 0);
    /// assert_eq!(basis.reduce(0b110), 0b001); // 110 ^ 100 ^ 011
    /// ```
    pub fn reduce(&self, mut v: u64) -> u64 {
        for b in (0..64).rev() {
            if v >> b & 1 == 1 {
                v ^= self.rows[b];
            }
        }
        v
    }

    /// Whether `v` is the XOR of some subset of the inserted vectors (0 is,
    /// by the empty subset).
    ///
    /// # Complexity
    /// O(64).
    ///
    /// # Example
    /// ```
    /// use grundy_core::nimber::xor_basis::XorBasis;
    /// let basis = XorBasis::from_vectors([5, 3]);
    /// assert!(basis.contains(6) && basis.contains(0));
    /// assert!(!basis.contains(1));
    /// ```
    pub fn contains(&self, v: u64) -> bool {
        self.reduce(v) == 0
    }

    /// The dimension of the span: the size of any maximal independent
    /// subset of the inserted vectors. The span has 2^rank vectors.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::nimber::xor_basis::XorBasis;
    /// assert_eq!(XorBasis::from_vectors([1, 2, 3, 4]).rank(), 3);
    /// ```
    pub fn rank(&self) -> u32 {
        self.rank
    }

    /// The largest XOR of a subset of the inserted vectors (0 for the empty
    /// basis).
    ///
    /// # Complexity
    /// O(64).
    ///
    /// # Example
    /// ```
    /// use grundy_core::nimber::xor_basis::XorBasis;
    /// assert_eq!(XorBasis::from_vectors([9, 12, 6]).max_xor(), 15); // 9 ^ 6
    /// ```
    pub fn max_xor(&self) -> u64 {
        self.max_xor_with(0)
    }

    /// The largest `x ^ s` over the vectors s of the span.
    ///
    /// # Complexity
    /// O(64).
    ///
    /// # Example
    /// ```
    /// use grundy_core::nimber::xor_basis::XorBasis;
    /// let basis = XorBasis::from_vectors([0b100, 0b010]);
    /// assert_eq!(basis.max_xor_with(0b101), 0b111);
    /// ```
    pub fn max_xor_with(&self, x: u64) -> u64 {
        self.rows
            .iter()
            .rev()
            .fold(x, |best, &row| best.max(best ^ row))
    }

    /// The basis vectors, highest leading bit first (`rank` of them).
    ///
    /// # Complexity
    /// O(64).
    ///
    /// # Example
    /// ```
    /// use grundy_core::nimber::xor_basis::XorBasis;
    /// let basis = XorBasis::from_vectors([3, 1, 2]);
    /// assert_eq!(basis.vectors().collect::<Vec<_>>(), [3, 1]);
    /// ```
    pub fn vectors(&self) -> impl Iterator<Item = u64> + '_ {
        self.rows.iter().rev().copied().filter(|&r| r != 0)
    }

    /// The basis of every vector in `vectors`, inserted in order.
    ///
    /// # Complexity
    /// O(64 n) for n vectors.
    ///
    /// # Example
    /// ```
    /// use grundy_core::nimber::xor_basis::XorBasis;
    /// assert_eq!(XorBasis::from_vectors([6, 10, 12]).rank(), 2);
    /// ```
    pub fn from_vectors<I: IntoIterator<Item = u64>>(vectors: I) -> Self {
        let mut basis = XorBasis::new();
        for v in vectors {
            basis.insert(v);
        }
        basis
    }
}

impl Default for XorBasis {
    /// The empty basis ([`XorBasis::new`]).
    fn default() -> Self {
        XorBasis::new()
    }
}

/// The indices of an independent subset of `items` (vector, weight) of the
/// largest total weight, by the greedy rule: heaviest first (ties by
/// index), kept when independent of those kept. Returned in increasing
/// order. A zero vector is never independent, so never kept.
///
/// # Complexity
/// O(n log n + 64 n).
///
/// # Example
/// ```
/// use grundy_core::nimber::xor_basis::max_weight_independent;
/// // 3 = 1 ^ 2: of the three only two can stay; drop the lightest.
/// assert_eq!(max_weight_independent(&[(1, 5), (2, 1), (3, 4)]), [0, 2]);
/// ```
pub fn max_weight_independent(items: &[(u64, u64)]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..items.len()).collect();
    order.sort_by(|&i, &j| items[j].1.cmp(&items[i].1).then(i.cmp(&j)));
    let mut basis = XorBasis::new();
    let mut kept: Vec<usize> = order
        .into_iter()
        .filter(|&i| basis.insert(items[i].0))
        .collect();
    kept.sort_unstable();
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::XorShift;

    /// Gaussian elimination written separately: pivots chosen from the
    /// lowest bit up, each pivot column cleared in every other row (reduced
    /// row echelon form). Returns the nonzero rows.
    fn eliminate(vectors: &[u64]) -> Vec<u64> {
        let mut rows: Vec<u64> = vectors.to_vec();
        let mut done = 0;
        for bit in 0..64 {
            let Some(p) = (done..rows.len()).find(|&i| rows[i] >> bit & 1 == 1) else {
                continue;
            };
            rows.swap(done, p);
            for i in 0..rows.len() {
                if i != done && rows[i] >> bit & 1 == 1 {
                    rows[i] ^= rows[done];
                }
            }
            done += 1;
        }
        rows.truncate(done);
        rows
    }

    /// Every XOR of a subset of `vectors` (n ≤ 12).
    fn all_xors(vectors: &[u64]) -> Vec<u64> {
        (0..1u32 << vectors.len())
            .map(|mask| {
                (0..vectors.len())
                    .filter(|&i| mask >> i & 1 == 1)
                    .fold(0, |x, i| x ^ vectors[i])
            })
            .collect()
    }

    /// Random vectors confined to `bits` low bits, so dependencies happen.
    fn random_vectors(rng: &mut XorShift, n: usize, bits: u32) -> Vec<u64> {
        let mask = if bits == 64 {
            u64::MAX
        } else {
            (1 << bits) - 1
        };
        (0..n).map(|_| rng.next() & mask).collect()
    }

    #[test]
    fn rank_span_and_max_match_elimination_and_enumeration() {
        let mut rng = XorShift(0x662a);
        for round in 0..3000 {
            let n = round % 11;
            let bits = [1, 3, 5, 8, 64][round % 5];
            let vs = random_vectors(&mut rng, n, bits);
            let basis = XorBasis::from_vectors(vs.iter().copied());
            let rows = eliminate(&vs);
            assert_eq!(basis.rank() as usize, rows.len(), "{:?}", vs);
            let xors = all_xors(&vs);
            assert_eq!(basis.max_xor(), *xors.iter().max().unwrap(), "{:?}", vs);
            let x = rng.next()
                & if bits == 64 {
                    u64::MAX
                } else {
                    (1 << bits) - 1
                };
            let best = xors.iter().map(|s| x ^ s).max().unwrap();
            assert_eq!(basis.max_xor_with(x), best, "{:?} with {}", vs, x);
            for probe in xors
                .iter()
                .copied()
                .chain(random_vectors(&mut rng, 8, bits))
            {
                let inside = xors.contains(&probe);
                assert_eq!(basis.contains(probe), inside, "{:?} {}", vs, probe);
                // The span test by elimination: the rank does not grow.
                let mut more = vs.clone();
                more.push(probe);
                assert_eq!(eliminate(&more).len() == rows.len(), inside);
                // Reduction is a coset invariant.
                assert_eq!(
                    basis.reduce(probe ^ xors[probe as usize % xors.len()]),
                    basis.reduce(probe)
                );
            }
            // The span has 2^rank distinct elements.
            let mut distinct = xors.clone();
            distinct.sort_unstable();
            distinct.dedup();
            assert_eq!(distinct.len(), 1 << basis.rank());
            assert_eq!(basis.vectors().count() as u32, basis.rank());
        }
    }

    #[test]
    fn insert_reports_growth() {
        let mut rng = XorShift(41);
        for _ in 0..500 {
            let vs = random_vectors(&mut rng, 10, 6);
            let mut basis = XorBasis::new();
            for (i, &v) in vs.iter().enumerate() {
                let grew = eliminate(&vs[..=i]).len() > eliminate(&vs[..i]).len();
                assert_eq!(basis.insert(v), grew);
            }
        }
    }

    #[test]
    fn full_rank_in_64_bits() {
        let basis = XorBasis::from_vectors((0..64).map(|b| (1u64 << b) | 1));
        assert_eq!(basis.rank(), 64);
        assert_eq!(basis.max_xor(), u64::MAX);
        assert!(basis.contains(u64::MAX));
    }

    /// The greedy set against every subset: independent (its XORs are
    /// distinct, by elimination's rank) and of the largest weight.
    #[test]
    fn greedy_is_a_maximum_weight_independent_set() {
        let mut rng = XorShift(0x5eed);
        for round in 0..2000 {
            let n = round % 10;
            let vs = random_vectors(&mut rng, n, 4);
            let items: Vec<(u64, u64)> = vs.iter().map(|&v| (v, rng.next() % 6)).collect();
            let best = (0..1u32 << n)
                .filter(|&mask| {
                    let chosen: Vec<u64> = (0..n)
                        .filter(|&i| mask >> i & 1 == 1)
                        .map(|i| vs[i])
                        .collect();
                    eliminate(&chosen).len() == chosen.len()
                })
                .map(|mask| {
                    (0..n)
                        .filter(|&i| mask >> i & 1 == 1)
                        .map(|i| items[i].1)
                        .sum::<u64>()
                })
                .max()
                .unwrap();
            let kept = max_weight_independent(&items);
            let chosen: Vec<u64> = kept.iter().map(|&i| vs[i]).collect();
            assert_eq!(eliminate(&chosen).len(), chosen.len(), "{:?}", items);
            assert_eq!(
                kept.iter().map(|&i| items[i].1).sum::<u64>(),
                best,
                "{:?}",
                items
            );
            assert!(kept.windows(2).all(|w| w[0] < w[1]));
        }
    }
}
