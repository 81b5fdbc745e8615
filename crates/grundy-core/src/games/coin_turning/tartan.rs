//! The Tartan theorem: in the product of two coin-turning games a head is
//! worth the nim product of its two coordinates' values.
//!
//! The product G × H of two coin-turning games (Winning Ways ch. 14,
//! "Tartans"; Ferguson §5.5) is played on a grid: a move picks a move of G
//! turning the set A of columns (its last column a) and a move of H turning
//! the set B of rows (its last row b), and turns every cell of A × B; the
//! cell (a, b), the lower-right corner, must go from heads to tails. By the
//! Tartan theorem a head on (x, y) is then worth `g_G(x) ⊗ g_H(y)`, the nim
//! product ([`crate::nimber`]), and three factors give `g1 ⊗ g2 ⊗ g3`.
//!
//! Turning Corners turns the corners of a rectangle, the product of a row
//! game with itself: Twins × Twins (a proper rectangle; coins from 0,
//! g(x) = x) or Turning Turtles × Turning Turtles (degenerate rectangles
//! allowed, a distinct corner turned once; coins from 1, g(x) = x, as in
//! HDU 3404). Both give `x ⊗ y` in their own numbering.

use crate::nimber::Nimber;

/// The value of a lone head on (`x`, `y`) in a product game whose factors
/// give a lone head on x and on y the values `gx` and `gy`: `gx ⊗ gy`.
///
/// # Complexity
/// O(1): one nim product.
///
/// # Example
/// ```
/// use grundy_core::games::coin_turning::tartan::tartan;
/// use grundy_core::games::coin_turning::{mock_turtles, ruler};
/// // Mock Turtles × Ruler: a head on Mock Turtles' coin 3 (worth 7) and
/// // the Ruler's coin 2 (worth 2): 7 ⊗ 2 = 9.
/// assert_eq!(tartan(mock_turtles::grundy(3), ruler::grundy(2)), 9);
/// ```
pub fn tartan(gx: u64, gy: u64) -> u64 {
    (Nimber(gx) * Nimber(gy)).0
}

/// The value of a lone head on (`x`, `y`) in Turning Corners: `x ⊗ y`,
/// with coordinates from 0 when a move turns a proper rectangle's four
/// corners, or from 1 when a rectangle may be a segment or one cell (each
/// distinct corner turned once).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy_core::games::coin_turning::tartan::turning_corners;
/// assert_eq!(turning_corners(2, 2), 3);
/// assert_eq!(turning_corners(3, 5), 15);
/// // HDU 3404's sample: heads on (1, 2) and (2, 1) cancel; (1, 1) and
/// // (2, 2) leave 1 ⊕ 3.
/// assert_eq!(turning_corners(1, 2) ^ turning_corners(2, 1), 0);
/// assert_eq!(turning_corners(1, 1) ^ turning_corners(2, 2), 2);
/// ```
pub fn turning_corners(x: u64, y: u64) -> u64 {
    tartan(x, y)
}

/// The value of a lone head on (`x`, `y`, `z`) in Turning Corners in three
/// dimensions (the eight corners of a box): `x ⊗ y ⊗ z`, numbered as in
/// [`turning_corners`].
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy_core::games::coin_turning::tartan::turning_corners_3d;
/// assert_eq!(turning_corners_3d(2, 2, 2), 1); // 2 ⊗ 2 = 3, 3 ⊗ 2 = 1
/// assert_eq!(turning_corners_3d(1, 5, 7), 13);
/// ```
pub fn turning_corners_3d(x: u64, y: u64, z: u64) -> u64 {
    (Nimber(x) * Nimber(y) * Nimber(z)).0
}

#[cfg(test)]
mod tests {
    use super::super::testing::{assert_sum_of_heads, Rule};
    use super::super::{head_values, mock_turtles, ruler};
    use super::*;

    /// A row game's rule on 0-based coins (the brute force's numbering).
    type RowRule = fn(usize) -> Vec<Vec<usize>>;

    /// A closed form on 0-based coins.
    type Values = fn(u64) -> u64;

    fn twins(c: usize) -> Vec<Vec<usize>> {
        (0..c).map(|a| vec![a]).collect()
    }

    fn turtles(c: usize) -> Vec<Vec<usize>> {
        std::iter::once(vec![])
            .chain((0..c).map(|a| vec![a]))
            .collect()
    }

    fn mock(c: usize) -> Vec<Vec<usize>> {
        let mut sets = vec![vec![]];
        for a in 0..c {
            sets.push(vec![a]);
            sets.extend((0..a).map(|b| vec![b, a]));
        }
        sets
    }

    fn runs(c: usize) -> Vec<Vec<usize>> {
        (0..=c).map(|start| (start..c).collect()).collect()
    }

    /// The factors, each with its values on 0-based coins by its own closed
    /// form (Twins: x; Turtles: x + 1; Mock Turtles; the Ruler from 1).
    fn factors() -> Vec<(RowRule, Values)> {
        vec![
            (twins, |x| x),
            (turtles, |x| x + 1),
            (mock, mock_turtles::grundy),
            (runs, |x| ruler::grundy(x + 1)),
        ]
    }

    /// The product rule on a grid of `cols` columns numbered row by row:
    /// every pair of a row move and a column move, its cells A × B less the
    /// corner.
    fn product(rows_rule: RowRule, cols_rule: RowRule, cols: usize) -> Box<Rule> {
        Box::new(move |cell| {
            let (r, c) = (cell / cols, cell % cols);
            let mut sets = Vec::new();
            for a in rows_rule(r) {
                let a: Vec<usize> = a.into_iter().chain([r]).collect();
                for b in cols_rule(c) {
                    let b: Vec<usize> = b.into_iter().chain([c]).collect();
                    let cells = a.iter().flat_map(|&i| b.iter().map(move |&j| i * cols + j));
                    sets.push(cells.filter(|&x| x != cell).collect());
                }
            }
            sets
        })
    }

    /// Every configuration of every grid up to 4 × 4, for every pair of
    /// factors: the brute force's value is the XOR of the nim products.
    #[test]
    fn every_product_on_every_grid_up_to_4_by_4() {
        for (row_rule, row_value) in factors() {
            for (col_rule, col_value) in factors() {
                for rows in 1..=4 {
                    for cols in 1..=4 {
                        let want: Vec<u64> = (0..rows * cols)
                            .map(|cell| {
                                let (r, c) = ((cell / cols) as u64, (cell % cols) as u64);
                                tartan(row_value(r), col_value(c))
                            })
                            .collect();
                        let rule = product(row_rule, col_rule, cols);
                        assert_sum_of_heads(rows * cols, &rule, &want);
                    }
                }
            }
        }
    }

    /// Turning Corners both ways: proper rectangles from 0 (Twins²) and
    /// HDU 3404's degenerate ones from 1 (Turtles²), `x ⊗ y` on the
    /// one-head table of a 20 × 20 grid.
    #[test]
    fn turning_corners_on_a_20_by_20_table() {
        for (rule, from) in [(twins as RowRule, 0u64), (turtles as RowRule, 1)] {
            let g = head_values(400, product(rule, rule, 20));
            for (cell, &got) in g.iter().enumerate() {
                let (x, y) = ((cell / 20) as u64 + from, (cell % 20) as u64 + from);
                assert_eq!(got, turning_corners(x, y), "({x}, {y}) from {from}");
            }
        }
    }

    /// Three dimensions: every configuration of the boxes of 16 cells
    /// (2 × 2 × 4 in each order, and 2 × 2 × 3) with corners of a box,
    /// degenerate boxes allowed (coordinates from 1).
    #[test]
    fn turning_corners_3d_on_every_configuration() {
        for dims in [[2, 2, 4], [2, 4, 2], [4, 2, 2], [2, 2, 3], [1, 3, 4]] {
            let [dx, dy, dz] = dims;
            let cell_of = move |x: usize, y: usize, z: usize| (x * dy + y) * dz + z;
            let rule: Box<Rule> = Box::new(move |cell| {
                let (x, y, z) = (cell / (dy * dz), cell / dz % dy, cell % dz);
                let mut sets = Vec::new();
                for a in turtles(x) {
                    for b in turtles(y) {
                        for c in turtles(z) {
                            let xs: Vec<usize> = a.iter().copied().chain([x]).collect();
                            let ys: Vec<usize> = b.iter().copied().chain([y]).collect();
                            let zs: Vec<usize> = c.iter().copied().chain([z]).collect();
                            let mut others = Vec::new();
                            for &i in &xs {
                                for &j in &ys {
                                    for &k in &zs {
                                        if (i, j, k) != (x, y, z) {
                                            others.push(cell_of(i, j, k));
                                        }
                                    }
                                }
                            }
                            sets.push(others);
                        }
                    }
                }
                sets
            });
            let cells = dx * dy * dz;
            let want: Vec<u64> = (0..cells)
                .map(|cell| {
                    let (x, y, z) = (cell / (dy * dz), cell / dz % dy, cell % dz);
                    turning_corners_3d(x as u64 + 1, y as u64 + 1, z as u64 + 1)
                })
                .collect();
            assert_sum_of_heads(cells, &rule, &want);
        }
    }

    #[test]
    fn known_products() {
        // Winning Ways' table: 2 ⊗ 2 = 3, 2 ⊗ 3 = 1, 4 ⊗ 4 = 6, 8 ⊗ 8 = 13.
        assert_eq!(turning_corners(2, 2), 3);
        assert_eq!(turning_corners(2, 3), 1);
        assert_eq!(turning_corners(4, 4), 6);
        assert_eq!(turning_corners(8, 8), 13);
        assert_eq!(turning_corners(10_000, 1), 10_000);
        assert_eq!(turning_corners_3d(1, 1, 9), 9);
    }
}
