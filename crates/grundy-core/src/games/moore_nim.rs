//! Moore's Nim_k: a move lowers between 1 and k heaps at once (each to any
//! smaller size, independently). With k = 1 it is Nim.
//!
//! **Moore's theorem** (1910): the player to move loses exactly when, for
//! every bit position, the number of heaps with that bit set is divisible
//! by k + 1. A move from such a position changes at most k heaps; at the
//! highest bit where a changed heap changes, that heap goes from 1 to 0
//! and the other changed heaps move by at most k ones, so that bit's count
//! moves by 1 to k and is no longer divisible. From any other position,
//! [`winning_move`] reaches one.
//!
//! Not a sum of independent heaps: no Grundy value per heap decides it
//! (three heaps of 1 with k = 2 lose, while one heap of 1 wins).

/// Whether the player to move wins Moore's Nim_k with these heaps: some
/// bit's count of ones is not divisible by k + 1.
///
/// # Complexity
/// O(64 · n) for n heaps.
///
/// # Panics
/// If `k` is 0 (a move must lower at least one heap).
///
/// # Example
/// ```
/// use grundy_core::games::moore_nim::mover_wins;
/// assert!(!mover_wins(&[1, 2, 3], 1)); // Nim: 1 ⊕ 2 ⊕ 3 = 0
/// assert!(mover_wins(&[1, 2, 3], 2)); // bits 0 and 1 are set twice each
/// assert!(!mover_wins(&[7, 7, 7], 2));
/// ```
pub fn mover_wins(heaps: &[u64], k: u64) -> bool {
    assert!(k > 0, "Moore's Nim_k needs k >= 1");
    (0..64).any(|bit| count_ones(heaps, bit) % (k + 1) != 0)
}

/// How many heaps have `bit` set.
fn count_ones(heaps: &[u64], bit: u32) -> u64 {
    heaps.iter().filter(|&&h| h >> bit & 1 == 1).count() as u64
}

/// A winning move of Moore's Nim_k: the heaps it changes, as
/// `(index, new size)` by increasing index (at most k of them, each
/// strictly smaller), or `None` when the player to move loses.
///
/// The construction fixes the bits from the highest down, keeping a set
/// C of chosen heaps, each already lowered at a higher bit and so free in
/// every bit below it (all set to 0 at first). At a bit where the heaps
/// outside C hold c ones and d = c mod (k + 1) is not 0:
///
/// - if k + 1 − d ≤ |C|, set that bit in k + 1 − d chosen heaps (the count
///   becomes c + k + 1 − d);
/// - else |C| + d ≤ k: choose the first d heaps outside C with the bit set
///   and clear it there (the count becomes c − d); each is now lower than
///   before, whatever its lower bits.
///
/// Either way |C| stays at most k, and every count ends divisible by k + 1.
/// At the highest bit with d ≠ 0, C is empty, so at least one heap is
/// chosen.
///
/// # Complexity
/// O(64 · n) for n heaps.
///
/// # Panics
/// If `k` is 0.
///
/// # Example
/// ```
/// use grundy_core::games::moore_nim::winning_move;
/// // k = 2: 1 2 3 -> 1 1 1 (bits 1 then 0 fixed).
/// assert_eq!(winning_move(&[1, 2, 3], 2), Some(vec![(1, 1), (2, 1)]));
/// assert_eq!(winning_move(&[7, 7, 7, 1], 2), Some(vec![(0, 6)]));
/// assert_eq!(winning_move(&[5, 5], 1), None);
/// ```
pub fn winning_move(heaps: &[u64], k: u64) -> Option<Vec<(usize, u64)>> {
    assert!(k > 0, "Moore's Nim_k needs k >= 1");
    let modulus = k + 1;
    // The chosen heaps, by index, with their new sizes so far.
    let mut chosen: Vec<(usize, u64)> = Vec::new();
    let mut is_chosen = vec![false; heaps.len()];
    for bit in (0..64).rev() {
        let outside = heaps
            .iter()
            .zip(&is_chosen)
            .filter(|&(&h, &c)| !c && h >> bit & 1 == 1)
            .count() as u64;
        let d = outside % modulus;
        if d == 0 {
            continue;
        }
        let give = modulus - d;
        if give <= chosen.len() as u64 {
            for (_, size) in chosen.iter_mut().take(give as usize) {
                *size |= 1 << bit;
            }
        } else {
            let mut take = d;
            for (i, &h) in heaps.iter().enumerate() {
                if take == 0 {
                    break;
                }
                if !is_chosen[i] && h >> bit & 1 == 1 {
                    is_chosen[i] = true;
                    // The bits above stay, this one clears, those below
                    // are free (0 until set).
                    chosen.push((i, h >> bit >> 1 << 1 << bit));
                    take -= 1;
                }
            }
        }
    }
    if chosen.is_empty() {
        return None;
    }
    chosen.sort_unstable();
    Some(chosen)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::XorShift;
    use itertools::Itertools;

    /// Every position of `n` heaps with sizes to `max`, by its code in
    /// base max + 1 (heap 0 the lowest digit).
    fn decode(code: usize, n: usize, max: u64) -> Vec<u64> {
        let base = max as usize + 1;
        (0..n)
            .map(|i| (code / base.pow(i as u32) % base) as u64)
            .collect()
    }

    fn encode(heaps: &[u64], max: u64) -> usize {
        let base = max as usize + 1;
        heaps.iter().rev().fold(0, |c, &h| c * base + h as usize)
    }

    /// The positions one move away, from the rules alone: 1 to k distinct
    /// non-empty heaps, each to any smaller size.
    fn moves(heaps: &[u64], k: u64) -> Vec<Vec<u64>> {
        let n = heaps.len();
        let mut out = Vec::new();
        for m in 1..=(k as usize).min(n) {
            for set in (0..n).combinations(m) {
                if set.iter().any(|&i| heaps[i] == 0) {
                    continue;
                }
                for sizes in set.iter().map(|&i| 0..heaps[i]).multi_cartesian_product() {
                    let mut next = heaps.to_vec();
                    for (&i, &s) in set.iter().zip(&sizes) {
                        next[i] = s;
                    }
                    out.push(next);
                }
            }
        }
        out
    }

    /// Win or loss of every position of n heaps to `max`, by a plain search
    /// over the rules: every move lowers the code, so increasing codes
    /// meet every option first.
    fn search(n: usize, max: u64, k: u64) -> Vec<bool> {
        let total = (max as usize + 1).pow(n as u32);
        let mut wins = vec![false; total];
        for code in 0..total {
            let heaps = decode(code, n, max);
            wins[code] = moves(&heaps, k).iter().any(|next| !wins[encode(next, max)]);
        }
        wins
    }

    /// Applies a move after checking it against the rules.
    fn apply(heaps: &[u64], k: u64, changes: &[(usize, u64)]) -> Vec<u64> {
        assert!(
            !changes.is_empty() && changes.len() as u64 <= k,
            "{changes:?}"
        );
        assert!(changes.windows(2).all(|w| w[0].0 < w[1].0), "{changes:?}");
        let mut next = heaps.to_vec();
        for &(i, v) in changes {
            assert!(v < heaps[i], "{heaps:?} {changes:?}");
            next[i] = v;
        }
        next
    }

    /// Moore's rule and the winning move against the plain search on every
    /// position of 1 to 4 heaps (sizes to 15, 9, 7, 5) and k from 1 to 5.
    #[test]
    fn every_small_position_against_the_search() {
        for (n, max) in [(1, 15), (2, 9), (3, 7), (4, 5)] {
            for k in 1..=5u64 {
                let wins = search(n, max, k);
                for (code, &won) in wins.iter().enumerate() {
                    let heaps = decode(code, n, max);
                    assert_eq!(mover_wins(&heaps, k), won, "{heaps:?} k {k}");
                    match winning_move(&heaps, k) {
                        None => assert!(!won, "{heaps:?} k {k}"),
                        Some(changes) => {
                            let next = apply(&heaps, k, &changes);
                            assert!(!wins[encode(&next, max)], "{heaps:?} k {k}");
                        }
                    }
                }
            }
        }
    }

    /// Large random positions: the move is legal and leaves every bit
    /// count divisible by k + 1, including moves that must give bits back
    /// to chosen heaps.
    #[test]
    fn random_large_positions() {
        let mut rng = XorShift(0x3004);
        for _ in 0..2000 {
            let n = 1 + (rng.next() % 12) as usize;
            let k = 1 + rng.next() % 6;
            let width = 1 + rng.next() % 60;
            let heaps: Vec<u64> = (0..n).map(|_| rng.next() >> (64 - width)).collect();
            match winning_move(&heaps, k) {
                None => assert!(!mover_wins(&heaps, k)),
                Some(changes) => {
                    assert!(mover_wins(&heaps, k));
                    let next = apply(&heaps, k, &changes);
                    assert!(!mover_wins(&next, k), "{heaps:?} k {k}");
                }
            }
        }
        // k at least the number of heaps: only all-empty loses.
        assert!(mover_wins(&[0, 0, 1], 1_000_000_000));
        assert_eq!(
            winning_move(&[3, 1 << 59, 5], 3),
            Some(vec![(0, 0), (1, 0), (2, 0)])
        );
        assert_eq!(winning_move(&[0, 0], 7), None);
        assert_eq!(winning_move(&[], 1), None);
    }

    /// The sample of the moore_nim_k statement, with the answers it shows.
    #[test]
    fn the_statement_sample() {
        assert_eq!(winning_move(&[1, 2, 3], 1), None);
        assert_eq!(winning_move(&[1, 2, 3], 2), Some(vec![(1, 1), (2, 1)]));
        assert_eq!(winning_move(&[5, 5], 1), None);
        assert_eq!(winning_move(&[7, 7, 7, 1], 2), Some(vec![(0, 6)]));
    }
}
