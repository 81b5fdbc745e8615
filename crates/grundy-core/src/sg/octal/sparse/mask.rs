//! Which heaps are rare: the mask, and how it is learned.
//!
//! A heap n of value v is *rare* under a mask when popcount(v & M) plus
//! s · (n − j) is even, where M masks value bits, s ∈ {0, 1} says whether the
//! heap's parity counts, and j is a split distance (Flammenkamp's
//! classes). With e(n) = (v << 1) | ((n − j) mod 2), the *extended value*,
//! that is popcount(e(n) & mask) even for mask = (M << 1) | s.
//!
//! Why it works: a split of m = x − j into (a, b) has a + b = m, so
//! e(a) ⊕ e(b) = e of the option value g(a) ⊕ g(b) taken at heap x. Two rare
//! or two common parts give an option that is rare at x; a rare and a common
//! part, one that is common at x. Listing every split with a rare part
//! therefore lists every option that is common at x, the engine's invariant.
//! The parity only holds that way when every split distance has the parity
//! of j; for other rules s stays 0. (The parity is what 0.104 and 0.106
//! need: under value bits alone about half their heaps are rare.)
//!
//! The engine's work grows with the number of rare heaps, so it wants the
//! mask under which the fewest heaps so far are rare.

/// The rare/common classes of heaps: see the module docs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Mask {
    /// (M << 1) | s. Zero makes every heap rare.
    bits: u32,
    /// The parity of a split distance j.
    offset: usize,
}

impl Mask {
    /// The mask under which every heap is rare, for a rule whose split
    /// distances have the parity of `offset` (any value if they do not
    /// share one: the learner then never sets s).
    pub(super) fn every_heap_rare(offset: usize) -> Mask {
        Mask {
            bits: 0,
            offset: offset & 1,
        }
    }

    /// Whether heap `n` with value `v` is rare; equally, whether an option
    /// value `v` of heap `n` is one that two common parts can make.
    pub(super) fn rare(self, n: usize, v: u32) -> bool {
        even(self.bits, extended(n, v, self.offset))
    }

    /// (M << 1) | s.
    #[cfg(test)]
    pub(super) fn bits(self) -> u32 {
        self.bits
    }

    /// Whether heap `n` with value `v` belongs in the engine's list of rare
    /// heaps: n ≥ 1 (heap 0 is no part of a split), and some heap is
    /// common (else every heap is rare and nothing is listed).
    pub(super) fn listed(self, n: usize, v: u32) -> bool {
        n >= 1 && self.lists() && self.rare(n, v)
    }

    /// Whether some heap is common (else nothing is listed).
    pub(super) fn lists(self) -> bool {
        self.bits != 0
    }

    /// The index of heap `n` with value `v` in the learner's counts.
    pub(super) fn slot(self, n: usize, v: u32) -> usize {
        extended(n, v, self.offset) as usize
    }

    /// The mask to use next, given `count[e]`, the number of heaps ≥ 1 of
    /// extended value e (a power-of-two length); `parity` says whether the
    /// heap's parity may count.
    ///
    /// For a mask K, Σ_e count[e]·(−1)^popcount(e & K) is the
    /// Walsh–Hadamard transform of the counts, and the number of rare heaps
    /// is (heaps + transform[K]) / 2, so one transform prices every mask.
    /// Mask 0 (every heap rare: no listing, a scan for every candidate) is
    /// chosen when more than 1 heap in 4 would be rare under the best other
    /// mask (listing a rare heap costs several times more than
    /// one pair of a vectorized scan). The mask changes only for a clear
    /// gain, since the engine then rebuilds its list of rare heaps in
    /// O(heaps).
    pub(super) fn learned(self, count: &[u64], parity: bool) -> Mask {
        let mut w: Vec<i64> = count.iter().map(|&c| c as i64).collect();
        let mut h = 1;
        while h < w.len() {
            for i in (0..w.len()).step_by(2 * h) {
                for k in i..i + h {
                    let (a, b) = (w[k], w[k + h]);
                    w[k] = a + b;
                    w[k + h] = a - b;
                }
            }
            h *= 2;
        }
        let heaps = w[0];
        let rare = |m: usize| (heaps + w[m]) / 2;
        let best = (1..w.len())
            .filter(|&m| parity || m & 1 == 0)
            .min_by_key(|&m| (rare(m), m))
            .unwrap_or(0);
        let best = if best != 0 && rare(best) * 4 <= heaps {
            best
        } else {
            0
        };
        let now = if self.bits == 0 {
            heaps
        } else {
            rare(self.bits as usize)
        };
        let wanted = if best == 0 { heaps } else { rare(best) };
        if best as u32 != self.bits && (wanted * 10 < now * 9 || best == 0) {
            Mask {
                bits: best as u32,
                offset: self.offset,
            }
        } else {
            self
        }
    }
}

/// (v << 1) | ((n − offset) mod 2).
fn extended(n: usize, v: u32, offset: usize) -> u32 {
    (v << 1) | ((n ^ offset) & 1) as u32
}

/// Whether popcount(e & bits) is even.
fn even(bits: u32, e: u32) -> bool {
    (e & bits).count_ones() & 1 == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The transform's count of rare heaps equals a direct count, for every
    /// mask over random counts, with and without the parity bit.
    #[test]
    fn learned_mask_minimizes_the_direct_count() {
        let mut rng = crate::test_rng::XorShift(0x1234_5678_9abc_def1);
        for round in 0..200 {
            let parity = round % 2 == 0;
            let count: Vec<u64> = (0..32).map(|_| rng.next() % 50).collect();
            let heaps: u64 = count.iter().sum();
            let direct = |m: u32| -> u64 {
                (0..32u32)
                    .filter(|&e| even(m, e))
                    .map(|e| count[e as usize])
                    .sum()
            };
            let chosen = Mask::every_heap_rare(0).learned(&count, parity).bits;
            let least = (1..32)
                .filter(|m| parity || m % 2 == 0)
                .map(direct)
                .min()
                .unwrap();
            if chosen == 0 {
                assert!(least * 4 > heaps || heaps == 0);
            } else {
                assert_eq!(direct(chosen), least);
                assert!(parity || chosen % 2 == 0);
            }
        }
    }

    /// The algebra the engine relies on: for a + b = m = x − j, the option
    /// value g(a) ⊕ g(b) is rare at x exactly when both parts are in the
    /// same class.
    #[test]
    fn two_parts_of_one_class_make_a_rare_option() {
        for offset in 0..4 {
            for bits in 0..64 {
                let mask = Mask {
                    bits,
                    offset: offset & 1,
                };
                for (a, b) in [(1, 2), (2, 2), (3, 8), (5, 6), (7, 7)] {
                    for (u, v) in [(0, 1), (3, 5), (7, 7), (12, 30)] {
                        let x = a + b + offset;
                        let same = mask.rare(a, u) == mask.rare(b, v);
                        assert_eq!(mask.rare(x, u ^ v), same);
                    }
                }
            }
        }
    }
}
