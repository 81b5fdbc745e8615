//! A set of cells split into connected components, and cropped to its box.

use super::{low_bits, shl, shr, Board};

impl Board {
    /// The orthogonally connected components of `set` (a set of this
    /// board's cells), each as a mask, in the order of their lowest cells.
    ///
    /// # Complexity
    /// O(cells of `set` · longest path inside a component) word operations,
    /// a few per cell in practice.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::grid::Board;
    /// let b = Board::new(2, 3).unwrap();
    /// // ■ □ ■
    /// // ■ □ □   two components: the left column, and the right cell above.
    /// let set = b.bit(0, 0) | b.bit(1, 0) | b.bit(0, 2);
    /// assert_eq!(b.components(set), vec![b.bit(0, 0) | b.bit(1, 0), b.bit(0, 2)]);
    /// ```
    pub fn components(&self, set: u64) -> Vec<u64> {
        let mut out = Vec::new();
        self.each_component(set, |c| out.push(c));
        out
    }

    /// Calls `f` on each orthogonally connected component of `set`.
    pub(crate) fn each_component<F: FnMut(u64)>(&self, set: u64, mut f: F) {
        let cols = self.cols();
        let all = low_bits(self.len());
        let starts = self.row_starts();
        // A step right may land in column 0 of the next row, a step left
        // in the last column of the row before: masked off.
        let not_first = all & !starts;
        let not_last = all & !(starts << (cols - 1));
        let mut rest = set & all;
        while rest != 0 {
            let mut comp = rest & rest.wrapping_neg();
            loop {
                let grown = (comp
                    | shl(comp, cols)
                    | shr(comp, cols)
                    | ((comp << 1) & not_first)
                    | ((comp >> 1) & not_last))
                    & rest;
                if grown == comp {
                    break;
                }
                comp = grown;
            }
            f(comp);
            rest &= !comp;
        }
    }

    /// The part of the board on the cells of `set`, cropped to their
    /// bounding box: every other cell off.
    ///
    /// # Panics
    /// If `set` has no cell of the board.
    ///
    /// # Complexity
    /// O(rows).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::grid::Board;
    /// let b = Board::new(3, 3).unwrap();
    /// let part = b.crop(b.bit(1, 1) | b.bit(1, 2) | b.bit(2, 2));
    /// assert_eq!((part.rows(), part.cols()), (2, 2));
    /// assert_eq!(part.cells(), 0b1011);
    /// ```
    pub fn crop(&self, set: u64) -> Board {
        let set = set & self.cells;
        assert!(set != 0, "crop of no cell");
        let cols = self.cols();
        let row_mask = low_bits(cols);
        let r0 = set.trailing_zeros() as usize / cols;
        let r1 = (63 - set.leading_zeros() as usize) / cols;
        let mut fold = 0;
        for r in r0..=r1 {
            fold |= (set >> (r * cols)) & row_mask;
        }
        let c0 = fold.trailing_zeros() as usize;
        let c1 = 63 - fold.leading_zeros() as usize;
        let w = c1 - c0 + 1;
        let wmask = low_bits(w);
        let (mut cells, mut left, mut right) = (0, 0, 0);
        for r in r0..=r1 {
            let at = r * cols + c0;
            let to = (r - r0) * w;
            cells |= ((set >> at) & wmask) << to;
            left |= ((self.left & set) >> at & wmask) << to;
            right |= ((self.right & set) >> at & wmask) << to;
        }
        Board {
            rows: (r1 - r0 + 1) as u8,
            cols: w as u8,
            cells,
            left,
            right,
        }
    }
}
