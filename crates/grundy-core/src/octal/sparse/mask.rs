//! Which values are rare: the mask, and how it is learned.
//!
//! A value v is rare under a mask M when popcount(v & M) is even, common
//! when odd. The engine's work grows with the number of rare heaps, so it
//! wants the mask under which the fewest heaps so far are rare.

/// Whether `v` is rare under `mask`: `popcount(v & mask)` is even.
pub(super) fn is_rare(mask: u32, v: u32) -> bool {
    (v & mask).count_ones() & 1 == 0
}

/// The mask to use next, given `count[v]`, the number of heaps ≥ 1 with
/// value v (a power-of-two length), and the `current` mask.
///
/// For a mask M, Σ_v count[v]·(−1)^popcount(v & M) is the Walsh–Hadamard
/// transform of the counts, and the number of rare heaps is
/// (heaps + transform[M]) / 2, so one transform prices every mask. Mask 0
/// (every value rare: no listing, a scan for every candidate) is chosen when
/// more than 1 heap in 4 would be rare under the best other mask (measured:
/// listing a rare heap costs several times more than one pair of a
/// vectorized scan). The mask changes only for a clear gain, since the
/// engine then rebuilds its list of rare heaps in O(heaps).
pub(super) fn best_mask(count: &[u64], current: u32) -> u32 {
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
    let best = (1..w.len()).min_by_key(|&m| (rare(m), m)).unwrap_or(0);
    let best = if best != 0 && rare(best) * 4 <= heaps {
        best
    } else {
        0
    };
    let now = if current == 0 {
        heaps
    } else {
        rare(current as usize)
    };
    let wanted = if best == 0 { heaps } else { rare(best) };
    if best as u32 != current && (wanted * 10 < now * 9 || best == 0) {
        best as u32
    } else {
        current
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The transform's count of rare heaps equals a direct count, for every
    /// mask over random value counts.
    #[test]
    fn best_mask_minimizes_the_direct_count() {
        let mut rng = crate::test_rng::XorShift(0x1234_5678_9abc_def1);
        for _ in 0..200 {
            let count: Vec<u64> = (0..16).map(|_| rng.next() % 50).collect();
            let heaps: u64 = count.iter().sum();
            let direct = |m: u32| -> u64 {
                (0..16u32)
                    .filter(|&v| is_rare(m, v))
                    .map(|v| count[v as usize])
                    .sum()
            };
            let chosen = best_mask(&count, 0);
            let least = (1..16).map(direct).min().unwrap();
            if chosen == 0 {
                assert!(least * 4 > heaps || heaps == 0);
            } else {
                assert_eq!(direct(chosen), least);
            }
        }
    }
}
