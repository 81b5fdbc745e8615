//! Listing the splits with a rare part for a block of heaps at once.
//!
//! Every common option value of a heap comes from a split with a rare part,
//! so the engine marks, for each heap, r ⊕ g(m − a) for every rare heap a
//! (value r) and every split digit. Heap by heap, those reads would be
//! scattered over the whole table; for a block of consecutive heaps and one
//! rare a, the other parts are consecutive too, so the block reads the table
//! forward and writes into rows (one per heap) that stay in the L1 cache.

use super::super::Rule;
use crate::sg::narrow::Cell;
use std::ops::Range;

/// How many option marks a block of heaps lists at once (so many bytes:
/// half of a typical 32 KiB L1 data cache), and the most heaps in a block
/// (under Miri, a few, so that its short tables still take many blocks and
/// the helper thread many turns).
pub(super) const BLOCK_MARKS: usize = 1 << 14;
pub(super) const MAX_BLOCK: usize = if cfg!(miri) { 16 } else { 256 };

/// A block of heaps start.. listed together while all values were below
/// 2^bits; it covered the rare heaps `rare[lo..hi]`.
#[derive(Debug, Clone, Copy)]
pub(super) struct Block {
    pub(super) start: usize,
    pub(super) bits: u32,
    pub(super) lo: usize,
    pub(super) hi: usize,
}

impl Block {
    /// Cells per heap in the marks.
    pub(super) fn width(&self) -> usize {
        Block::width_for(self.bits)
    }

    /// Cells per heap while all values are below 2^bits: every option of a
    /// heap is below 2^bits, so its mex is at most 2^bits.
    pub(super) fn width_for(bits: u32) -> usize {
        (1 << bits) + 1
    }
}

/// Marks r ⊕ g(m − a) in `row` for each (a, r) of `rare` (a increasing)
/// with a < m, where m = g.len(), skipping a = m − a when the parts must
/// differ.
pub(super) fn mark_splits<T: Cell>(row: &mut [u8], g: &[T], rare: &[(u32, u32)], unequal: bool) {
    let m = g.len();
    for &(a, r) in rare {
        let a = a as usize;
        if a >= m {
            break;
        }
        if !(unequal && 2 * a == m) {
            row[(T::of(u64::from(r)) ^ g[m - a]).index()] = 1;
        }
    }
}

/// Marks, for each (a, r) of `rare` and each heap x of `heaps`, the value
/// r ⊕ g(m − a) of the splits (a, m − a) of m = x − j, in the row of x in
/// `marks` (`width` cells per heap). Every part m − a must be below
/// `heaps.start` (the block reads `g` forward, a cache line at a time; the
/// narrower its type, the fewer lines).
pub(super) fn list_rare<T: Cell>(
    g: &[T],
    rule: &Rule,
    rare: &[(u32, u32)],
    heaps: Range<usize>,
    width: usize,
    marks: &mut [u8],
) {
    let (start, size) = (heaps.start, heaps.len());
    for &(a, r) in rare {
        let a = a as usize;
        let r = T::try_from(u64::from(r))
            .ok()
            .expect("the mirror holds every value");
        for &j in &rule.split {
            // Heap x = start + i splits m = x − j into (a, m − a) when
            // m > a, that is from i = first on, except at x = 2a + j when
            // the parts must differ. The part m − a of heap start + i is
            // g[start + i − j − a].
            let first = (a + j + 1).max(start) - start;
            if first >= size {
                continue;
            }
            let equal = match (2 * a + j).checked_sub(start) {
                Some(e) if rule.unequal && e >= first && e < size => e,
                _ => size,
            };
            for rows in [first..equal, equal + 1..size] {
                if rows.start >= rows.end {
                    continue;
                }
                let parts = &g[start + rows.start - j - a..];
                debug_assert!(parts.len() >= rows.len(), "a part is not known yet");
                let cells = &mut marks[rows.start * width..rows.end * width];
                match width {
                    65 => mark_rows::<T, 65>(cells, parts, r, width),
                    129 => mark_rows::<T, 129>(cells, parts, r, width),
                    257 => mark_rows::<T, 257>(cells, parts, r, width),
                    513 => mark_rows::<T, 513>(cells, parts, r, width),
                    _ => mark_rows::<T, 0>(cells, parts, r, width),
                }
            }
        }
    }
}

/// Marks r ⊕ parts[i] in row i of `cells` (rows of `W` cells, 2^bits + 1,
/// or of `width` when `W` is 0). The loop is a load, an xor and a store
/// per mark; with the width a constant, the row index needs no bounds check
/// and the rows no division (the widths: 0.1777's, 0.054's and 0.104's
/// values stay below 64 to 2·10^7, Grundy's game's below 512 to 10^7).
/// Every value is below 2^bits = width − 1, so masking the index by
/// 2^bits − 1 changes nothing.
fn mark_rows<T: Cell, const W: usize>(cells: &mut [u8], parts: &[T], r: T, width: usize) {
    let width = if W == 0 { width } else { W };
    let below = width - 2;
    for (row, &v) in cells.chunks_exact_mut(width).zip(parts) {
        row[(r ^ v).index() & below] = 1;
    }
}
