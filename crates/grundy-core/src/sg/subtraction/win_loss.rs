//! Who wins a subtraction game from each pile, by a bitset sweep.
//!
//! When only the winner is asked, the Grundy values are more than needed: a
//! pile x is lost for the player to move exactly when no move reaches a lost
//! pile,
//!
//! ```text
//! lost(x) ⇔ for every s ∈ S with s ≤ x: not lost(x − s),
//! ```
//!
//! the statement g(x) = 0 of the Grundy recurrence. Keeping the lost piles
//! as bits, 64 piles are decided together: every move s ≥ 64 reaches back
//! into piles already decided, so one shifted word of the bitset marks all
//! 64 piles it wins at once; the moves below 64 reach inside the block too
//! and are followed bit by bit. O(n + n·|S|/64) word operations instead of
//! the table's O(n·|S|), and n/8 bytes.

use super::MoveSet;

/// The lost piles 0..=n of a subtraction game, one bit each.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WinLoss {
    lost: Vec<u64>,
    len: usize,
}

impl WinLoss {
    /// The table of `len` piles whose lost ones are the set bits of `lost`
    /// (bit x of word x / 64), for the other sweeps that decide them.
    pub(crate) fn from_lost_bits(lost: Vec<u64>, len: usize) -> WinLoss {
        debug_assert!(lost.len() * 64 >= len);
        WinLoss { lost, len }
    }

    /// Whether the player to move wins from a pile of `x` (`None` beyond
    /// the table).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::subtraction::{win_loss_table, MoveSet};
    /// let t = win_loss_table(&MoveSet::new(&[2, 3]).unwrap(), 10);
    /// assert_eq!(t.mover_wins(4), Some(true));
    /// assert_eq!(t.mover_wins(5), Some(false));
    /// assert_eq!(t.mover_wins(11), None);
    /// ```
    pub fn mover_wins(&self, x: u64) -> Option<bool> {
        let x = usize::try_from(x).ok().filter(|&x| x < self.len)?;
        Some(self.lost[x / 64] >> (x % 64) & 1 == 0)
    }

    /// The number of piles in the table, n + 1.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::subtraction::{win_loss_table, MoveSet};
    /// assert_eq!(win_loss_table(&MoveSet::new(&[1]).unwrap(), 9).len(), 10);
    /// ```
    pub fn len(&self) -> usize {
        self.len
    }

    /// Always false: the table holds at least the empty pile.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::subtraction::{win_loss_table, MoveSet};
    /// assert!(!win_loss_table(&MoveSet::new(&[1]).unwrap(), 0).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// Which piles 0..=n the player to move wins in the subtraction game with
/// moves `moves`, by the bitset sweep of the module docs.
///
/// # Complexity
/// O(n + n·d/64) time for the d moves of at most n, n/8 + O(1) bytes.
///
/// # Panics
/// If n + 1 bits cannot be allocated.
///
/// # Example
/// ```
/// use grundy_core::sg::subtraction::{win_loss_table, MoveSet};
/// // CSES 1729's sample: S = {1, 3, 4}, piles 1..=10.
/// let t = win_loss_table(&MoveSet::new(&[1, 3, 4]).unwrap(), 10);
/// let row: String = (1..=10).map(|x| if t.mover_wins(x).unwrap() { 'W' } else { 'L' }).collect();
/// assert_eq!(row, "WLWWWWLWLW");
/// ```
pub fn win_loss_table(moves: &MoveSet, n: usize) -> WinLoss {
    let len = n.checked_add(1).expect("table length overflows usize");
    let moves = moves.usable(n);
    // Bit s set for every move s < 64: the piles a lost pile wins inside
    // its own block, shifted to it.
    let near = moves
        .iter()
        .filter(|&&s| s < 64)
        .fold(0u64, |m, &s| m | 1 << s);
    let blocks = len / 64 + usize::from(len % 64 != 0); // div_ceil needs Rust 1.73
    let mut lost: Vec<u64> = Vec::with_capacity(blocks);
    for b in 0..blocks {
        // Piles 64b + i (i < 64) won by a move into a lost pile of an
        // earlier block: the 64 bits of `lost` from 64b − s, for each s.
        let mut won = 0u64;
        for &s in &moves {
            won |= bits_before(&lost, 64 * b, s);
        }
        let mut here = 0u64;
        for i in 0..64 {
            if won >> i & 1 == 0 {
                here |= 1 << i;
                won |= near << i;
            }
        }
        lost.push(here);
    }
    // Bits past n are meaningless; clear them so equal tables compare equal.
    if len % 64 != 0 {
        if let Some(last) = lost.last_mut() {
            *last &= (1 << (len % 64)) - 1;
        }
    }
    WinLoss { lost, len }
}

/// The 64 bits of `bits` from position `start − s` on, as far as they lie
/// before `start` (a multiple of 64, where `bits` ends): bit i of the result
/// is bit start − s + i of `bits`, or 0.
fn bits_before(bits: &[u64], start: usize, s: usize) -> u64 {
    let Some(from) = start.checked_sub(s) else {
        // The window begins before pile 0: only its part from 0 on.
        let skip = s - start;
        return if skip >= 64 || start == 0 {
            0
        } else {
            bits[0] << skip
        };
    };
    let (q, r) = (from / 64, from % 64);
    let low = bits[q] >> r;
    match bits.get(q + 1) {
        Some(&high) if r > 0 => low | high << (64 - r),
        _ => low,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::subtraction::grundy_table;
    use crate::test_rng::XorShift;
    use itertools::Itertools;

    /// The sweep against the Grundy table (zero exactly where lost), which
    /// the table's own tests hold to the brute-force oracle: every
    /// non-empty S ⊆ {1..7} (the empty S below), then random sets mixing
    /// moves below and above 64.
    #[test]
    fn lost_exactly_where_the_grundy_value_is_zero() {
        let check = |s: &[u64], n: usize| {
            let moves = MoveSet::new(s).unwrap();
            let sweep = win_loss_table(&moves, n);
            let table = grundy_table(&moves, n);
            assert_eq!(sweep.len(), n + 1);
            for (x, g) in table.values().enumerate() {
                assert_eq!(
                    sweep.mover_wins(x as u64),
                    Some(g != 0),
                    "S = {:?}, x = {}",
                    s,
                    x
                );
            }
            assert_eq!(sweep.mover_wins(n as u64 + 1), None);
        };
        for s in (1..=7u64).powerset().filter(|s| !s.is_empty()) {
            check(&s, 300);
        }
        let mut rng = XorShift(0x7f4a_7c15_9e37_79b9);
        for _ in 0..200 {
            let k = 1 + (rng.next() % 12) as usize;
            let s: Vec<u64> = (0..k).map(|_| 1 + rng.next() % 200).collect();
            let n = (rng.next() % 1500) as usize;
            check(&s, n);
        }
        check(&[], 100);
        check(&[64, 128], 1000);
        check(&[63, 64, 65], 1000);
    }
}
