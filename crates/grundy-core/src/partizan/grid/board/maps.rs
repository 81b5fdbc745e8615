//! The board flipped, transposed, or with Left's and Right's pieces exchanged.

use super::{low_bits, Board};

impl Board {
    /// The board upside down: row r becomes row `rows − 1 − r`.
    pub(crate) fn flip_rows(&self) -> Board {
        let cols = self.cols();
        let mask = low_bits(cols);
        let flip = |x: u64| {
            let mut y = 0;
            for r in 0..self.rows() {
                y |= ((x >> (r * cols)) & mask) << ((self.rows() - 1 - r) * cols);
            }
            y
        };
        Board {
            cells: flip(self.cells),
            left: flip(self.left),
            right: flip(self.right),
            ..*self
        }
    }

    /// The board in a mirror: column c becomes column `cols − 1 − c`.
    pub(crate) fn flip_cols(&self) -> Board {
        let cols = self.cols();
        let mask = low_bits(cols);
        let flip = |x: u64| {
            let mut y = 0;
            for r in 0..self.rows() {
                let row = (x >> (r * cols)) & mask;
                y |= (row.reverse_bits() >> (64 - cols)) << (r * cols);
            }
            y
        };
        Board {
            cells: flip(self.cells),
            left: flip(self.left),
            right: flip(self.right),
            ..*self
        }
    }

    /// The board transposed: cell (r, c) becomes (c, r) of a cols × rows
    /// board.
    pub(crate) fn transpose(&self) -> Board {
        let (rows, cols) = (self.rows(), self.cols());
        let (mut cells, mut left, mut right) = (0u64, 0u64, 0u64);
        for r in 0..rows {
            let mut row = (self.cells >> (r * cols)) & low_bits(cols);
            while row != 0 {
                let c = row.trailing_zeros() as usize;
                row &= row - 1;
                let from = 1u64 << (r * cols + c);
                let to = 1u64 << (c * rows + r);
                cells |= to;
                if self.left & from != 0 {
                    left |= to;
                } else if self.right & from != 0 {
                    right |= to;
                }
            }
        }
        Board {
            rows: self.cols,
            cols: self.rows,
            cells,
            left,
            right,
        }
    }

    /// The board with Left's and Right's pieces exchanged.
    pub(crate) fn swap_sides(&self) -> Board {
        Board {
            left: self.right,
            right: self.left,
            ..*self
        }
    }
}
