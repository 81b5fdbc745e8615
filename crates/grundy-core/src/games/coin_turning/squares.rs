//! Squares of side at most k on a grid (Sharti, Codeforces 494E): a move
//! turns over every cell of a square whose lower-right cell is a head.
//!
//! Not a product of two row games (a square is not every rectangle), so the
//! Tartan theorem does not apply; the value of a cell is still simple:
//! `min(lowbit i, lowbit j, K)` with K the largest power of two ≤ k, cells
//! numbered from 1. A set of heads is then worth a power-of-two XOR that
//! only the parities of a few counts decide: [`union_value`] takes heads
//! given as a union of rectangles in a grid of 10^9 × 10^9 and more.

/// The value of a lone head on cell (`i`, `j`) (row and column from 1) when
/// a move turns a square of side at most `k` whose lower-right cell is the
/// head: `min(lowbit i, lowbit j, K)`, K the largest power of two ≤ k.
///
/// With m = min(lowbit i, lowbit j, K), the square of side s ≤ m turns the
/// cells at offsets (a, b) up and left of the head, worth min(lowbit a,
/// lowbit b) (lowbit 0 read as infinite) as m divides i and j; the cells
/// off the diagonal cancel in pairs, the diagonal XORs to the Gray code of
/// s − 1, so every value below m is reached. That no square reaches m
/// itself the tests check against the game (every configuration of every grid up to 4×4 for every k, and the
/// one-head table on a 24 × 24 grid for every k ≤ 24).
///
/// # Complexity
/// O(1).
///
/// # Panics
/// If `i`, `j` or `k` is 0.
///
/// # Example
/// ```
/// use grundy_core::games::coin_turning::squares::square_value;
/// assert_eq!(square_value(4, 8, 10), 4);
/// assert_eq!(square_value(8, 8, 10), 8);
/// assert_eq!(square_value(8, 8, 7), 4);
/// assert_eq!(square_value(2, 3, 10), 1);
/// ```
pub fn square_value(i: u64, j: u64, k: u64) -> u64 {
    assert!(i > 0 && j > 0, "cells are numbered from 1");
    assert!(k > 0, "a move turns a square of side at least 1");
    let lowbit = |x: u64| x & x.wrapping_neg();
    let largest_power = 1 << (63 - k.leading_zeros());
    lowbit(i).min(lowbit(j)).min(largest_power)
}

/// A rectangle of cells, rows `top..=bottom` and columns `left..=right`,
/// numbered from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rect {
    /// The first row.
    pub top: u64,
    /// The first column.
    pub left: u64,
    /// The last row.
    pub bottom: u64,
    /// The last column.
    pub right: u64,
}

/// The value of the heads on every cell of the union of `rects` (a cell in
/// two rectangles is one head), squares of side at most `k`: the XOR of
/// [`square_value`] over the union.
///
/// Every cell's value is a power of two 2^s, s ≤ t where K = 2^t, and a
/// cell is worth at least 2^s exactly when 2^s divides both its row and its
/// column. So with c_s the number of heads on such cells, bit s of the XOR
/// is the parity of c_s − c_(s+1) for s < t, and of c_t for s = t. All the
/// parities come from one sweep over the rows with a segment tree over the
/// columns (the union's area, as in Klee's measure problem), measuring
/// lengths not as numbers but as the bit mask of parities "how many of
/// these columns are multiples of 2^s": for columns lo..=hi that mask is
/// `hi ⊕ (lo − 1)` (bit s of ⌊hi / 2^s⌋ − ⌊(lo − 1) / 2^s⌋), masks of
/// disjoint parts add by XOR, and a block of rows times a set of columns
/// has the AND of the two masks.
///
/// # Complexity
/// O(m log m) for m rectangles, O(m) memory.
///
/// # Panics
/// If `k` is 0, or a rectangle has a coordinate 0 or `u64::MAX`, or ends
/// before it starts.
///
/// # Example
/// ```
/// use grundy_core::games::coin_turning::squares::{union_value, Rect};
/// let rect = |top, left, bottom, right| Rect { top, left, bottom, right };
/// // Codeforces 494E's first sample: k = 1, two 3 × 3 squares overlapping
/// // in 2 × 2, so 14 cells each worth 1: a loss for the mover.
/// assert_eq!(union_value(1, &[rect(1, 1, 3, 3), rect(2, 2, 4, 4)]), 0);
/// // One head on (2, 2), one on (4, 4), k = 3: 2 ⊕ 2.
/// assert_eq!(union_value(3, &[rect(2, 2, 2, 2), rect(4, 4, 4, 4)]), 0);
/// assert_eq!(union_value(3, &[rect(2, 2, 2, 2), rect(3, 4, 3, 4)]), 3);
/// ```
pub fn union_value(k: u64, rects: &[Rect]) -> u64 {
    assert!(k > 0, "a move turns a square of side at least 1");
    for r in rects {
        assert!(
            0 < r.top && r.top <= r.bottom && r.bottom < u64::MAX,
            "rows {}..={} of {r:?}",
            r.top,
            r.bottom
        );
        assert!(
            0 < r.left && r.left <= r.right && r.right < u64::MAX,
            "columns {}..={} of {r:?}",
            r.left,
            r.right
        );
    }
    // Column boundaries: the elementary column blocks lie between them.
    let mut cols: Vec<u64> = rects.iter().flat_map(|r| [r.left, r.right + 1]).collect();
    cols.sort_unstable();
    cols.dedup();
    // Row events: at `top` the rectangle's columns start counting, at
    // `bottom + 1` they stop.
    let mut events: Vec<(u64, i32, usize, usize)> = Vec::with_capacity(2 * rects.len());
    for r in rects {
        let lo = cols.partition_point(|&x| x < r.left);
        let hi = cols.partition_point(|&x| x < r.right + 1);
        events.push((r.top, 1, lo, hi));
        events.push((r.bottom + 1, -1, lo, hi));
    }
    events.sort_unstable();
    let mut tree = CoverTree::new(&cols);
    // Bit s of `counts`: the parity of c_s, heads with both coordinates
    // multiples of 2^s.
    let mut counts = 0u64;
    let mut row = 0;
    for (at, delta, lo, hi) in events {
        if at > row && row > 0 {
            counts ^= multiples_mask(row, at - 1) & tree.covered_mask();
        }
        row = at;
        tree.add(lo, hi, delta);
    }
    let t = 63 - k.leading_zeros();
    let counts = counts & (u64::MAX >> (63 - t));
    counts ^ (counts >> 1)
}

/// Bit s set when an odd number of `lo..=hi` are multiples of 2^s.
fn multiples_mask(lo: u64, hi: u64) -> u64 {
    hi ^ (lo - 1)
}

/// A segment tree over the column blocks `cols[i]..cols[i + 1]`, keeping in
/// each node how many rectangles cover it whole and the multiples mask of
/// the columns covered below it.
struct CoverTree<'a> {
    cols: &'a [u64],
    cover: Vec<i32>,
    mask: Vec<u64>,
}

impl<'a> CoverTree<'a> {
    fn new(cols: &'a [u64]) -> Self {
        let nodes = 4 * cols.len().max(1);
        CoverTree {
            cols,
            cover: vec![0; nodes],
            mask: vec![0; nodes],
        }
    }

    fn covered_mask(&self) -> u64 {
        self.mask[1]
    }

    /// Adds `delta` to the cover of blocks `lo..hi`.
    fn add(&mut self, lo: usize, hi: usize, delta: i32) {
        if self.cols.len() >= 2 {
            self.update(1, 0, self.cols.len() - 1, lo, hi, delta);
        }
    }

    /// Node `node` spans blocks `l..r`; the depth is O(log m).
    fn update(&mut self, node: usize, l: usize, r: usize, lo: usize, hi: usize, delta: i32) {
        if hi <= l || r <= lo {
            return;
        }
        if lo <= l && r <= hi {
            self.cover[node] += delta;
        } else {
            let mid = (l + r) / 2;
            self.update(2 * node, l, mid, lo, hi, delta);
            self.update(2 * node + 1, mid, r, lo, hi, delta);
        }
        self.mask[node] = if self.cover[node] > 0 {
            multiples_mask(self.cols[l], self.cols[r] - 1)
        } else if r - l == 1 {
            0
        } else {
            self.mask[2 * node] ^ self.mask[2 * node + 1]
        };
    }
}

#[cfg(test)]
mod tests {
    use super::super::head_values;
    use super::super::testing::{assert_sum_of_heads, grid_rule, Rule};
    use super::*;
    use crate::test_rng::XorShift;

    /// Squares of side at most k with lower-right cell (r, c), 0-based, as
    /// the other cells they turn.
    fn squares_rule(cols: usize, k: usize) -> Box<Rule> {
        grid_rule(cols, move |r, c| {
            (1..=k.min(r + 1).min(c + 1))
                .map(|side| {
                    let mut others = Vec::new();
                    for i in r + 1 - side..=r {
                        for j in c + 1 - side..=c {
                            if (i, j) != (r, c) {
                                others.push((i, j));
                            }
                        }
                    }
                    others
                })
                .collect()
        })
    }

    fn grid_values(rows: usize, cols: usize, k: u64) -> Vec<u64> {
        (0..rows * cols)
            .map(|cell| square_value((cell / cols + 1) as u64, (cell % cols + 1) as u64, k))
            .collect()
    }

    #[test]
    fn every_configuration_of_every_grid_up_to_4_by_4() {
        for rows in 1..=4 {
            for cols in 1..=4 {
                for k in 1..=4 {
                    let g = grid_values(rows, cols, k as u64);
                    assert_sum_of_heads(rows * cols, &squares_rule(cols, k), &g);
                }
            }
        }
    }

    #[test]
    fn one_head_table_on_24_by_24() {
        for k in 1..=24 {
            let want = head_values(24 * 24, squares_rule(24, k));
            assert_eq!(grid_values(24, 24, k as u64), want, "k = {k}");
        }
    }

    /// Not Turning Corners' nim product of the lowbits: (2, 2) is 2 here,
    /// 2 ⊗ 2 = 3 there.
    #[test]
    fn not_a_product() {
        assert_eq!(square_value(2, 2, 4), 2);
        assert_eq!(square_value(2, 4, 4), 2);
        assert_eq!(square_value(12, 40, u64::MAX), 4);
    }

    /// The sweep against painting the rectangles on a small grid.
    #[test]
    fn union_value_matches_painting() {
        let mut rng = XorShift(0x5a17_1494);
        for case in 0..3000 {
            let n = 1 + rng.next() % 40;
            let k = 1 + rng.next() % n;
            let m = 1 + rng.next() % 6;
            let mut painted = vec![false; (n * n) as usize];
            let rects: Vec<Rect> = (0..m)
                .map(|_| {
                    let (a, c) = {
                        let x = 1 + rng.next() % n;
                        let y = 1 + rng.next() % n;
                        (x.min(y), x.max(y))
                    };
                    let (b, d) = {
                        let x = 1 + rng.next() % n;
                        let y = 1 + rng.next() % n;
                        (x.min(y), x.max(y))
                    };
                    for i in a..=c {
                        for j in b..=d {
                            painted[((i - 1) * n + j - 1) as usize] = true;
                        }
                    }
                    Rect {
                        top: a,
                        left: b,
                        bottom: c,
                        right: d,
                    }
                })
                .collect();
            let want = (0..n * n)
                .filter(|&cell| painted[cell as usize])
                .fold(0, |x, cell| x ^ square_value(cell / n + 1, cell % n + 1, k));
            assert_eq!(
                union_value(k, &rects),
                want,
                "case {case}: k = {k}, {rects:?}"
            );
        }
    }

    #[test]
    fn union_value_on_large_boards() {
        let rect = |top, left, bottom, right| Rect {
            top,
            left,
            bottom,
            right,
        };
        // The whole board of side 2^20: c_s = 4^(20 − s) cells have both
        // coordinates multiples of 2^s, so one cell is worth 2^20, three
        // 2^19, and every other value has an even count.
        let n = 1 << 20;
        assert_eq!(union_value(n, &[rect(1, 1, n, n)]), 3 << 19);
        assert_eq!(union_value(n - 1, &[rect(1, 1, n, n)]), 0);
        // One cell at (2^29, 3·2^28): worth 2^28 once k reaches it.
        let (i, j) = (1 << 29, 3 << 28);
        assert_eq!(union_value(1_000_000_000, &[rect(i, j, i, j)]), 1 << 28);
        assert_eq!(union_value(1 << 27, &[rect(i, j, i, j)]), 1 << 27);
        assert_eq!(union_value(5, &[]), 0);
        // 5·10^4 copies of one rectangle are one.
        let copies = vec![rect(2, 2, 2, 2); 50_000];
        assert_eq!(union_value(2, &copies), 2);
    }

    #[test]
    #[should_panic(expected = "rows 3..=2")]
    fn an_empty_rectangle_panics() {
        union_value(
            1,
            &[Rect {
                top: 3,
                left: 1,
                bottom: 2,
                right: 1,
            }],
        );
    }
}
