//! The positions a table covers, numbered: a box of parameters
//! (`n ≤ 200`, `a, b ≤ 60`), the masks of k bits, or the positions reached
//! from a start (any hashable state).
//!
//! A [`Space`] numbers its positions `0..len()`, so that a table over it is
//! an array, and says its [`Shape`], which tells the pattern finders how to
//! read the array: a line of values by n, a grid by (a, b), a box of three
//! parts, or a bag of positions with no order.
//!
//! | space | positions | number of a position |
//! |---|---|---|
//! | [`Upto`]`(n)` | `0..=n` | the integer itself |
//! | [`Pairs`]`(a, b)` | `(x, y)`, `x ≤ a`, `y ≤ b` | `x·(b + 1) + y` |
//! | [`Triples`]`(a, b, c)` | `(x, y, z)` in the box | row-major, `z` fastest |
//! | [`Bits`]`(k)` | the masks `0..2^k` | the mask itself |
//! | [`Reached`] | what a search from the starts met | the search's order |
//!
//! In every numbered box a move that lowers one coordinate leads to a
//! smaller number, so a game whose moves only lower coordinates (most heap
//! games) is tabled in the order of the numbers, with no search.

use crate::game::{Game, Impartial, Side};
use crate::loopy::explore::explore;
use std::collections::HashMap;
use std::convert::TryFrom;
use std::hash::Hash;
use std::marker::PhantomData;

/// How a table over a space is read by the pattern finders.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// One parameter: the value of position number i is the value at n = i.
    Line,
    /// Two parameters: number `x·cols + y` is the cell (x, y).
    Grid {
        /// The number of rows (values of the first parameter).
        rows: usize,
        /// The number of columns (values of the second parameter).
        cols: usize,
    },
    /// Three parameters, row-major with the last fastest.
    Cube {
        /// The number of values of each parameter.
        sides: [usize; 3],
    },
    /// Positions with no order the finders could read (a hashed state).
    Free,
}

/// Finitely many positions numbered `0..len()`, and how a table over them
/// is laid out.
///
/// # Laws
/// `index(&position(i)) == Some(i)` for every `i < len()`, and `index` is
/// `None` for a value of the position type outside the space.
pub trait Space {
    /// A position.
    type Position: Clone + Eq + Hash;

    /// How many positions there are.
    fn len(&self) -> usize;

    /// Whether the space is empty.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The number of `p`, or `None` if `p` is outside the space.
    fn index(&self, p: &Self::Position) -> Option<usize>;

    /// The position numbered `i < len()`.
    fn position(&self, i: usize) -> Self::Position;

    /// How the pattern finders read a table over the space.
    fn shape(&self) -> Shape;

    /// The position as the binary `explore` reads it: its coordinates
    /// (`n`, or `a b`), or `None` for a hashed state.
    fn coordinates(&self, p: &Self::Position) -> Option<Vec<u64>>;
}

/// The count `(a + 1)·(b + 1)·…` of a box, refused past `usize`.
fn box_len(sides: &[u64]) -> usize {
    sides
        .iter()
        .try_fold(1usize, |acc, &s| {
            usize::try_from(s).ok()?.checked_add(1)?.checked_mul(acc)
        })
        .expect("a box of at most usize::MAX positions")
}

/// The integers `0..=n`: one parameter.
///
/// # Example
/// ```
/// use grundy_core::explore::space::{Space, Upto};
/// assert_eq!(Upto(200).len(), 201);
/// assert_eq!(Upto(200).index(&7), Some(7));
/// assert_eq!(Upto(200).index(&201), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Upto(pub u64);

impl Space for Upto {
    type Position = u64;
    /// # Panics
    /// If `n + 1` does not fit a `usize`.
    #[inline]
    fn len(&self) -> usize {
        box_len(&[self.0])
    }
    #[inline]
    fn index(&self, &p: &u64) -> Option<usize> {
        (p <= self.0).then_some(p as usize)
    }
    #[inline]
    fn position(&self, i: usize) -> u64 {
        i as u64
    }
    fn shape(&self) -> Shape {
        Shape::Line
    }
    fn coordinates(&self, &p: &u64) -> Option<Vec<u64>> {
        Some(vec![p])
    }
}

/// The pairs `(x, y)` with `x ≤ a` and `y ≤ b`: two parameters.
///
/// # Example
/// ```
/// use grundy_core::explore::space::{Pairs, Space};
/// let grid = Pairs(2, 3);
/// assert_eq!(grid.len(), 12);
/// assert_eq!(grid.index(&(1, 2)), Some(6));
/// assert_eq!(grid.position(6), (1, 2));
/// assert_eq!(grid.index(&(3, 0)), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pairs(pub u64, pub u64);

impl Space for Pairs {
    type Position = (u64, u64);
    /// # Panics
    /// If the box has more than `usize::MAX` positions.
    #[inline]
    fn len(&self) -> usize {
        box_len(&[self.0, self.1])
    }
    #[inline]
    fn index(&self, &(x, y): &(u64, u64)) -> Option<usize> {
        (x <= self.0 && y <= self.1).then(|| (x * (self.1 + 1) + y) as usize)
    }
    #[inline]
    fn position(&self, i: usize) -> (u64, u64) {
        let cols = self.1 + 1;
        // A 32-bit division where both fit: the tables' case, and a few
        // times faster than a 64-bit one on some machines.
        match (u32::try_from(i), u32::try_from(cols)) {
            (Ok(i), Ok(cols)) => (u64::from(i / cols), u64::from(i % cols)),
            _ => (i as u64 / cols, i as u64 % cols),
        }
    }
    fn shape(&self) -> Shape {
        Shape::Grid {
            rows: box_len(&[self.0]),
            cols: box_len(&[self.1]),
        }
    }
    fn coordinates(&self, &(x, y): &(u64, u64)) -> Option<Vec<u64>> {
        Some(vec![x, y])
    }
}

/// The triples `(x, y, z)` with `x ≤ a`, `y ≤ b`, `z ≤ c`: three
/// parameters (a position of three parts).
///
/// # Example
/// ```
/// use grundy_core::explore::space::{Space, Triples};
/// let cube = Triples(1, 2, 3);
/// assert_eq!(cube.len(), 24);
/// assert_eq!(cube.position(cube.index(&(1, 1, 2)).unwrap()), (1, 1, 2));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Triples(pub u64, pub u64, pub u64);

impl Space for Triples {
    type Position = (u64, u64, u64);
    /// # Panics
    /// If the box has more than `usize::MAX` positions.
    #[inline]
    fn len(&self) -> usize {
        box_len(&[self.0, self.1, self.2])
    }
    #[inline]
    fn index(&self, &(x, y, z): &(u64, u64, u64)) -> Option<usize> {
        (x <= self.0 && y <= self.1 && z <= self.2)
            .then(|| ((x * (self.1 + 1) + y) * (self.2 + 1) + z) as usize)
    }
    #[inline]
    fn position(&self, i: usize) -> (u64, u64, u64) {
        let (i, c, b) = (i as u64, self.2 + 1, self.1 + 1);
        (i / c / b, i / c % b, i % c)
    }
    fn shape(&self) -> Shape {
        Shape::Cube {
            sides: [box_len(&[self.0]), box_len(&[self.1]), box_len(&[self.2])],
        }
    }
    fn coordinates(&self, &(x, y, z): &(u64, u64, u64)) -> Option<Vec<u64>> {
        Some(vec![x, y, z])
    }
}

/// The masks of `k ≤ 32` bits, `0..2^k`: a set of small numbers as the
/// position, read by the finders as the integer it is (its popcount, its
/// lowest bit, …).
///
/// # Example
/// ```
/// use grundy_core::explore::space::{Bits, Space};
/// assert_eq!(Bits(20).len(), 1 << 20);
/// assert_eq!(Bits(3).index(&0b101), Some(5));
/// assert_eq!(Bits(3).index(&0b1000), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bits(pub u32);

impl Space for Bits {
    type Position = u64;
    /// # Panics
    /// If `k` is above 32.
    #[inline]
    fn len(&self) -> usize {
        assert!(self.0 <= 32, "masks of at most 32 bits");
        1usize << self.0
    }
    #[inline]
    fn index(&self, &p: &u64) -> Option<usize> {
        (p >> self.0 == 0).then_some(p as usize)
    }
    #[inline]
    fn position(&self, i: usize) -> u64 {
        i as u64
    }
    fn shape(&self) -> Shape {
        Shape::Line
    }
    fn coordinates(&self, &p: &u64) -> Option<Vec<u64>> {
        Some(vec![p])
    }
}

/// The positions of any hashable type reached from some starts by the
/// moves of a game, numbered in the order a breadth-first search met them
/// (the starts first), through [`crate::loopy::explore`].
///
/// # Example
/// ```
/// use grundy_core::explore::space::{Reached, Space};
/// // Words shortened by one letter at either end.
/// let words = Reached::from_moves(["abc".to_string()], |w: &String, out: &mut Vec<String>| {
///     if !w.is_empty() {
///         out.push(w[1..].to_string());
///         out.push(w[..w.len() - 1].to_string());
///     }
/// });
/// // abc; bc, ab; c, b, a; and the empty word.
/// assert_eq!(words.len(), 7);
/// assert_eq!(words.index(&"abc".to_string()), Some(0));
/// assert_eq!(words.index(&"ac".to_string()), None);
/// ```
#[derive(Clone, Debug)]
pub struct Reached<P> {
    positions: Vec<P>,
    numbers: HashMap<P, usize>,
}

/// A move function as an [`Impartial`] game, for the search of
/// [`Reached`]: every option, whichever side asks.
struct Every<P, F> {
    moves: F,
    position: PhantomData<fn(&P)>,
}

impl<P: Clone + Eq + Hash, F: Fn(&P, &mut Vec<P>)> Game for Every<P, F> {
    type Position = P;
    #[inline]
    fn options(&self, p: &P, _: Side, out: &mut Vec<P>) {
        (self.moves)(p, out)
    }
}

impl<P: Clone + Eq + Hash, F: Fn(&P, &mut Vec<P>)> Impartial for Every<P, F> {}

impl<P: Clone + Eq + Hash> Reached<P> {
    /// Every position reached from `starts` by `moves` (which appends the
    /// positions one move away to its buffer), numbered.
    ///
    /// # Complexity
    /// One call of `moves` and one hash lookup per move of every position
    /// reached: O(V + E).
    ///
    /// # Panics
    /// If 2^32 or more positions or moves are met.
    ///
    /// # Example
    /// See [`Reached`].
    pub fn from_moves(
        starts: impl IntoIterator<Item = P>,
        moves: impl Fn(&P, &mut Vec<P>),
    ) -> Reached<P> {
        let game = Every {
            moves,
            position: PhantomData,
        };
        let found = explore(&game, starts, |_| false);
        let positions = found.positions().to_vec();
        let numbers = positions
            .iter()
            .enumerate()
            .map(|(i, p)| (p.clone(), i))
            .collect();
        Reached { positions, numbers }
    }

    /// The positions, by number.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::explore::space::Reached;
    /// let r = Reached::from_moves([3u8], |&n: &u8, out: &mut Vec<u8>| out.extend(n.checked_sub(1)));
    /// assert_eq!(r.positions(), &[3, 2, 1, 0]);
    /// ```
    pub fn positions(&self) -> &[P] {
        &self.positions
    }
}

impl<P: Clone + Eq + Hash> Space for Reached<P> {
    type Position = P;
    #[inline]
    fn len(&self) -> usize {
        self.positions.len()
    }
    #[inline]
    fn index(&self, p: &P) -> Option<usize> {
        self.numbers.get(p).copied()
    }
    #[inline]
    fn position(&self, i: usize) -> P {
        self.positions[i].clone()
    }
    fn shape(&self) -> Shape {
        Shape::Free
    }
    fn coordinates(&self, _: &P) -> Option<Vec<u64>> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip<S: Space>(space: &S) {
        for i in 0..space.len() {
            assert_eq!(space.index(&space.position(i)), Some(i), "{}", i);
        }
    }

    #[test]
    fn every_box_numbers_its_positions_both_ways() {
        round_trip(&Upto(30));
        round_trip(&Pairs(4, 7));
        round_trip(&Pairs(0, 0));
        round_trip(&Triples(2, 3, 4));
        round_trip(&Bits(9));
        let r = Reached::from_moves([(2u8, 2u8)], |&(a, b), out: &mut Vec<(u8, u8)>| {
            out.extend(a.checked_sub(1).map(|a| (a, b)));
            out.extend(b.checked_sub(1).map(|b| (a, b)));
        });
        assert_eq!(r.len(), 9);
        round_trip(&r);
    }

    #[test]
    fn lowering_a_coordinate_lowers_the_number() {
        let grid = Pairs(5, 6);
        for i in 0..grid.len() {
            let (x, y) = grid.position(i);
            for (p, q) in [(x.wrapping_sub(1), y), (x, y.wrapping_sub(1))] {
                if let Some(j) = grid.index(&(p, q)) {
                    assert!(j < i);
                }
            }
        }
    }

    #[test]
    fn outside_the_box_has_no_number() {
        assert_eq!(Pairs(2, 2).index(&(0, 3)), None);
        assert_eq!(Triples(1, 1, 1).index(&(0, 2, 0)), None);
        assert_eq!(Bits(0).len(), 1);
        assert_eq!(Bits(0).index(&1), None);
    }
}
