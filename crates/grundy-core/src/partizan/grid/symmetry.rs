//! The symmetries of a board that a ruleset allows, and the normal form of
//! a region under them.
//!
//! A symmetry maps a board to another whose value is the same, or the
//! negative: the eight maps of the square (the dihedral group: identity,
//! the two flips, the half turn, the two transpositions, the quarter turns),
//! each possibly with Left's and Right's pieces exchanged. Which of them a
//! game allows, and which negate, is the game's to say: turning a
//! Domineering board a quarter turn makes vertical dominoes horizontal, so
//! the transposed board is the *negative* (Left and Right exchange roles);
//! a Clobber board keeps its value under all eight maps and negates when
//! the colours are exchanged; a Toads-and-Frogs strip read backwards, toads
//! and frogs exchanged, is the negative.
//!
//! The normal form of a board is the least of its images in one fixed
//! order, with whether that image is the negative: equal normal forms mean
//! values equal up to that sign, so one table entry serves the whole class.

use super::board::Board;

/// One of the eight maps of a rectangle onto itself or its transpose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dihedral {
    /// (r, c) stays.
    Identity,
    /// Upside down: (r, c) to (R−1−r, c).
    FlipRows,
    /// In a mirror: (r, c) to (r, C−1−c).
    FlipCols,
    /// A half turn: (r, c) to (R−1−r, C−1−c).
    HalfTurn,
    /// About the main diagonal: (r, c) to (c, r).
    Transpose,
    /// About the other diagonal: (r, c) to (C−1−c, R−1−r).
    AntiTranspose,
    /// A quarter turn clockwise: (r, c) to (c, R−1−r).
    QuarterTurn,
    /// Three quarter turns clockwise: (r, c) to (C−1−c, r).
    ThreeQuarterTurn,
}

impl Dihedral {
    /// All eight maps, the identity first.
    pub const ALL: [Dihedral; 8] = [
        Dihedral::Identity,
        Dihedral::FlipRows,
        Dihedral::FlipCols,
        Dihedral::HalfTurn,
        Dihedral::Transpose,
        Dihedral::AntiTranspose,
        Dihedral::QuarterTurn,
        Dihedral::ThreeQuarterTurn,
    ];

    /// Whether the map exchanges rows and columns (the last four).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::grid::Dihedral;
    /// assert!(Dihedral::QuarterTurn.transposes());
    /// assert!(!Dihedral::HalfTurn.transposes());
    /// ```
    pub fn transposes(self) -> bool {
        matches!(
            self,
            Dihedral::Transpose
                | Dihedral::AntiTranspose
                | Dihedral::QuarterTurn
                | Dihedral::ThreeQuarterTurn
        )
    }

    /// The image of `board` under the map.
    ///
    /// # Complexity
    /// O(rows) word operations, and O(cells) for the four that transpose.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::grid::{Board, Cell, Dihedral};
    /// let mut b = Board::new(2, 3).unwrap();
    /// b.set(0, 0, Cell::Off);
    /// let t = Dihedral::QuarterTurn.apply(&b);
    /// assert_eq!((t.rows(), t.cols()), (3, 2));
    /// assert_eq!(t.get(0, 1), Cell::Off);
    /// ```
    pub fn apply(self, board: &Board) -> Board {
        match self {
            Dihedral::Identity => *board,
            Dihedral::FlipRows => board.flip_rows(),
            Dihedral::FlipCols => board.flip_cols(),
            Dihedral::HalfTurn => board.flip_rows().flip_cols(),
            // Each transposing map is the transpose followed by one of the
            // first four.
            Dihedral::Transpose => board.transpose(),
            Dihedral::AntiTranspose => board.transpose().flip_rows().flip_cols(),
            Dihedral::QuarterTurn => board.transpose().flip_cols(),
            Dihedral::ThreeQuarterTurn => board.transpose().flip_rows(),
        }
    }
}

/// A symmetry a ruleset allows: a map of the board, whether it exchanges
/// Left's and Right's pieces, and whether the image's value is the
/// negative of the board's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Symmetry {
    /// The map of the cells.
    pub map: Dihedral,
    /// Whether Left's pieces become Right's and Right's Left's.
    pub swap: bool,
    /// Whether the image is worth the negative of the board.
    pub negates: bool,
}

impl Symmetry {
    /// The identity: every board is itself.
    pub const IDENTITY: Symmetry = Symmetry {
        map: Dihedral::Identity,
        swap: false,
        negates: false,
    };

    /// The image of `board`.
    ///
    /// # Complexity
    /// As [`Dihedral::apply`].
    ///
    /// # Example
    /// ```
    /// use grundy_core::game::Side;
    /// use grundy_core::partizan::grid::{Board, Cell, Dihedral, Symmetry};
    /// let mut b = Board::new(1, 2).unwrap();
    /// b.set(0, 0, Cell::Piece(Side::Left));
    /// let s = Symmetry { map: Dihedral::FlipCols, swap: true, negates: true };
    /// assert_eq!(s.apply(&b).get(0, 1), Cell::Piece(Side::Right));
    /// ```
    pub fn apply(&self, board: &Board) -> Board {
        let image = self.map.apply(board);
        if self.swap {
            image.swap_sides()
        } else {
            image
        }
    }
}

/// The normal form of `board` under `symmetries`: the least image in a
/// fixed order of boards, and whether it is worth the negative of `board`.
/// The identity counts whether it is listed or not.
///
/// Only the images whose shape can be least are made: a board with fewer
/// rows than columns is never least transposed. A board of at most 8 rows
/// and 8 columns is laid in an 8 × 8 frame, where every map is a few word
/// operations.
///
/// # Complexity
/// O(rows) word operations and O(1) a symmetry on boards within 8 × 8;
/// one [`Symmetry::apply`] a symmetry on others.
///
/// # Example
/// ```
/// use grundy_core::partizan::grid::{normal_form, Board, Cell, Dihedral, Symmetry};
/// let negating = Symmetry { map: Dihedral::Transpose, swap: false, negates: true };
/// let mut tall = Board::new(3, 1).unwrap();
/// tall.set(2, 0, Cell::Off);
/// let (wide, negated) = normal_form(&tall, &[negating]);
/// assert_eq!((wide.rows(), wide.cols(), negated), (1, 3, true));
/// ```
pub fn normal_form(board: &Board, symmetries: &[Symmetry]) -> (Board, bool) {
    if board.rows() <= 8 && board.cols() <= 8 {
        return framed_normal_form(board, symmetries);
    }
    let (rows, cols) = (board.rows(), board.cols());
    let mut best = (*board, false);
    for s in symmetries {
        let t = s.map.transposes();
        if (t && cols > rows) || (!t && rows > cols) {
            continue;
        }
        let image = s.apply(board);
        if image < best.0 {
            best = (image, s.negates);
        }
    }
    best
}

/// The three planes of a board (cells, Left's, Right's) in an 8 × 8 frame:
/// cell (r, c) at bit 8r + c.
type Planes = [u64; 3];

/// Upside down in the frame, for a board of `rows` rows.
fn frame_flip_rows(x: u64, rows: usize) -> u64 {
    x.swap_bytes() >> (8 * (8 - rows))
}

/// In a mirror in the frame, for a board of `cols` columns: each byte's
/// bits reversed, then moved down to the low `cols` bits.
fn frame_flip_cols(x: u64, cols: usize) -> u64 {
    x.reverse_bits().swap_bytes() >> (8 - cols)
}

/// Transposed in the frame: (r, c) to (c, r), by three exchanges of
/// blocks (the 8 × 8 bit-matrix transposition).
fn frame_transpose(mut x: u64) -> u64 {
    let t = 0x0f0f_0f0f_0000_0000 & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    let t = 0x3333_0000_3333_0000 & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    let t = 0x5500_5500_5500_5500 & (x ^ (x << 7));
    x ^= t ^ (t >> 7);
    x
}

fn framed_normal_form(board: &Board, symmetries: &[Symmetry]) -> (Board, bool) {
    let (rows, cols) = (board.rows(), board.cols());
    let row_mask = (1u64 << cols) - 1;
    let pack = |x: u64| {
        let mut f = 0;
        if x != 0 {
            for r in 0..rows {
                f |= ((x >> (r * cols)) & row_mask) << (8 * r);
            }
        }
        f
    };
    let base: Planes = [
        pack(board.cells()),
        pack(board.pieces(crate::game::Side::Left)),
        pack(board.pieces(crate::game::Side::Right)),
    ];
    let mut transposed: Option<Planes> = None;
    // The least key (shape, then planes), and its sign.
    let mut best = ((rows, cols), base, false);
    for s in symmetries {
        let t = s.map.transposes();
        if (t && cols > rows) || (!t && rows > cols) {
            continue;
        }
        let (from, (r, c)) = if t {
            (
                *transposed.get_or_insert_with(|| base.map(frame_transpose)),
                (cols, rows),
            )
        } else {
            (base, (rows, cols))
        };
        let map = |x: u64| match s.map {
            Dihedral::Identity | Dihedral::Transpose => x,
            Dihedral::FlipRows | Dihedral::ThreeQuarterTurn => frame_flip_rows(x, r),
            Dihedral::FlipCols | Dihedral::QuarterTurn => frame_flip_cols(x, c),
            Dihedral::HalfTurn | Dihedral::AntiTranspose => {
                frame_flip_cols(frame_flip_rows(x, r), c)
            }
        };
        let cells = map(from[0]);
        // The cells decide almost always: the pieces only on a tie.
        if (r, c) > best.0 || ((r, c) == best.0 && cells > best.1[0]) {
            continue;
        }
        let (mut left, mut right) = (map(from[1]), map(from[2]));
        if s.swap {
            std::mem::swap(&mut left, &mut right);
        }
        let key = ((r, c), [cells, left, right], s.negates);
        if (key.0, key.1) < (best.0, best.1) {
            best = key;
        }
    }
    let ((r, c), planes, negated) = best;
    let unpack = |f: u64| {
        let mut x = 0;
        if f != 0 {
            for i in 0..r {
                x |= ((f >> (8 * i)) & 0xff) << (i * c);
            }
        }
        x
    };
    let normal = Board::new(r, c)
        .expect("a shape of the board's")
        .with_masks(unpack(planes[0]), unpack(planes[1]), unpack(planes[2]));
    (normal, negated)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::grid::Cell;

    /// Each map moves cell (r, c) where its doc says.
    #[test]
    fn maps_move_cells_as_documented() {
        let (rows, cols) = (2usize, 3usize);
        for map in Dihedral::ALL {
            for r in 0..rows {
                for c in 0..cols {
                    let mut b = Board::new(rows, cols).unwrap();
                    b.set(r, c, Cell::Off);
                    let (rr, cc) = (rows - 1 - r, cols - 1 - c);
                    let want = match map {
                        Dihedral::Identity => (r, c),
                        Dihedral::FlipRows => (rr, c),
                        Dihedral::FlipCols => (r, cc),
                        Dihedral::HalfTurn => (rr, cc),
                        Dihedral::Transpose => (c, r),
                        Dihedral::AntiTranspose => (cc, rr),
                        Dihedral::QuarterTurn => (c, rr),
                        Dihedral::ThreeQuarterTurn => (cc, r),
                    };
                    let image = map.apply(&b);
                    assert_eq!(image.get(want.0, want.1), Cell::Off, "{map:?}");
                    assert_eq!(image.cells().count_ones() as usize, rows * cols - 1);
                }
            }
        }
    }

    /// The maps in the 8 × 8 frame are the maps of the board.
    #[test]
    fn frame_maps_are_the_maps() {
        let mut seed = 0x0123_4567_89ab_cdefu64;
        for rows in 1..=8 {
            for cols in 1..=8 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let full = Board::new(rows, cols).unwrap();
                let b = Board::from_masks(rows, cols, seed & full.cells(), 0, 0).unwrap();
                let frame = |x: &Board| {
                    let mut f = 0u64;
                    for r in 0..x.rows() {
                        for c in 0..x.cols() {
                            if x.get(r, c) != Cell::Off {
                                f |= 1 << (8 * r + c);
                            }
                        }
                    }
                    f
                };
                let f = frame(&b);
                assert_eq!(frame_flip_rows(f, rows), frame(&b.flip_rows()));
                assert_eq!(frame_flip_cols(f, cols), frame(&b.flip_cols()));
                assert_eq!(frame_transpose(f), frame(&b.transpose()));
            }
        }
    }

    /// The normal form is the same for every image of a board, and its sign
    /// is the composed sign.
    #[test]
    fn normal_form_is_shared_by_every_image() {
        let all: Vec<Symmetry> = Dihedral::ALL
            .iter()
            .flat_map(|&map| {
                [false, true].map(|swap| Symmetry {
                    map,
                    swap,
                    negates: map.transposes() != swap,
                })
            })
            .collect();
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for &(rows, cols) in &[
            (2, 3),
            (3, 2),
            (3, 3),
            (4, 4),
            (1, 5),
            (8, 8),
            (2, 12),
            (9, 3),
        ] {
            for _ in 0..100 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let base = Board::new(rows, cols).unwrap();
                let cells = seed & base.cells();
                let left = cells & (seed >> 17);
                let right = cells & !left & (seed >> 31);
                let b = Board::from_masks(rows, cols, cells, left, right).unwrap();
                let (nf, neg) = normal_form(&b, &all);
                for s in &all {
                    let (nf2, neg2) = normal_form(&s.apply(&b), &all);
                    assert_eq!(nf2, nf);
                    // A board equal to a negating image of itself is worth its
                    // own negative, and either sign is right; otherwise the
                    // signs compose.
                    let ambiguous = all.iter().any(|t| t.negates && t.apply(&nf) == nf);
                    assert!(ambiguous || neg2 == (neg != s.negates));
                }
            }
        }
    }
}
