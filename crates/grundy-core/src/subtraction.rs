//! Subtraction games: one pile, a move removes some s ∈ S tokens.
//!
//! The Grundy value of a pile of x tokens is
//!
//! ```text
//! g(x) = mex{ g(x − s) : s ∈ S, s ≤ x }
//! ```
//!
//! so g(0) = 0 (no move applies) and the table fills left to right in
//! O(n·|S|). A pile whose only applicable moves lead to non-zero values has
//! g = 0: the player to move loses. A sum of piles has the XOR of their
//! values (Sprague-Grundy), never their sum.
//!
//! g(x) is at most the number of distinct moves (a mex of d values is at
//! most d), so the table stores each value in the narrowest unsigned type
//! that holds that bound: one byte per pile size for every set of fewer than
//! 256 moves.

use std::fmt;

/// Why a move of 0 is refused, in words: shared by [`SubtractionError`] and
/// the binaries that read a move set.
pub const ZERO_MOVE: &str = "removing nothing is a pass, and the game would be loopy";

/// Why a subtraction set does not define a finite game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SubtractionError {
    /// The move at this 0-based index of S removes 0 tokens: a pass, which
    /// makes the game loopy (the position repeats forever).
    ZeroMove {
        /// Where in S the zero stands.
        index: usize,
    },
}

impl fmt::Display for SubtractionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SubtractionError::ZeroMove { index } => {
                write!(f, "element {} of S is 0: {}", index, ZERO_MOVE)
            }
        }
    }
}

impl std::error::Error for SubtractionError {}

/// The Grundy values g(0), …, g(n) of one subtraction game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GrundyTable {
    cells: Cells,
}

/// The values, each stored in the narrowest type that holds the largest
/// possible value (the number of distinct moves).
#[derive(Debug, Clone, PartialEq, Eq)]
enum Cells {
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
    U64(Vec<u64>),
}

/// A storage type for Grundy values. `from_usize` is only called with values
/// that fit: the table picks the type from the bound on the values first.
trait Cell: Copy + Into<u64> {
    fn from_usize(v: usize) -> Self;
    fn to_usize(self) -> usize;
}

macro_rules! cell {
    ($t:ty) => {
        impl Cell for $t {
            fn from_usize(v: usize) -> Self {
                v as $t
            }
            fn to_usize(self) -> usize {
                self as usize
            }
        }
    };
}
cell!(u8);
cell!(u16);
cell!(u32);
cell!(u64);

/// Fills g[0..=n] for `moves`, which are distinct, sorted ascending, and all
/// in 1..=n. Every value is at most `moves.len()`, so a stamp array of
/// `moves.len() + 1` cells is the whole mex scratch: `stamp[v] == x` means
/// "v is the value of some option of x", and nothing is ever cleared.
fn fill<T: Cell>(moves: &[usize], n: usize) -> Vec<T> {
    let len = n.checked_add(1).expect("table length overflows usize");
    let mut g: Vec<T> = Vec::with_capacity(len);
    let mut stamp = vec![usize::MAX; moves.len() + 1];
    // The moves that apply to x are a prefix of the sorted list.
    let mut applicable = 0;
    for x in 0..len {
        while applicable < moves.len() && moves[applicable] <= x {
            applicable += 1;
        }
        for &s in &moves[..applicable] {
            stamp[g[x - s].to_usize()] = x;
        }
        // At most `applicable` values are marked, so one of 0..=applicable
        // is missing.
        let mex = (0..=applicable)
            .find(|&v| stamp[v] != x)
            .unwrap_or(applicable);
        g.push(T::from_usize(mex));
    }
    g
}

/// The Grundy table g[0..=n] of the subtraction game with move set `moves`.
///
/// g(x) = mex{ g(x − s) : s ∈ S, s ≤ x }. Duplicates in `moves` are allowed
/// (they add nothing), and moves larger than n never apply.
///
/// # Errors
/// [`SubtractionError::ZeroMove`] if some move is 0.
///
/// # Complexity
/// O(n·d + |S| log |S|) time for d distinct moves of at most n, and one
/// allocation of n + 1 cells (one byte each when d < 256) plus O(d) scratch.
///
/// # Panics
/// If n + 1 cells cannot be allocated.
///
/// # Example
/// ```
/// use grundy_core::subtraction::grundy_table;
/// let g = grundy_table(&[1, 3, 4], 9).unwrap();
/// assert_eq!(g.values().collect::<Vec<_>>(), [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
/// assert_eq!(g.get(4), Some(2));
/// assert!(grundy_table(&[2, 0], 5).is_err());
/// ```
pub fn grundy_table(moves: &[u64], n: usize) -> Result<GrundyTable, SubtractionError> {
    if let Some(index) = moves.iter().position(|&s| s == 0) {
        return Err(SubtractionError::ZeroMove { index });
    }
    let mut applicable: Vec<usize> = moves
        .iter()
        .filter(|&&s| s <= n as u64)
        .map(|&s| s as usize)
        .collect();
    applicable.sort_unstable();
    applicable.dedup();
    let bound = applicable.len() as u64;
    let cells = if bound <= u64::from(u8::MAX) {
        Cells::U8(fill(&applicable, n))
    } else if bound <= u64::from(u16::MAX) {
        Cells::U16(fill(&applicable, n))
    } else if bound <= u64::from(u32::MAX) {
        Cells::U32(fill(&applicable, n))
    } else {
        Cells::U64(fill(&applicable, n))
    };
    Ok(GrundyTable { cells })
}

impl GrundyTable {
    /// The number of values, n + 1.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::subtraction::grundy_table;
    /// assert_eq!(grundy_table(&[1, 2], 0).unwrap().len(), 1);
    /// ```
    pub fn len(&self) -> usize {
        match &self.cells {
            Cells::U8(v) => v.len(),
            Cells::U16(v) => v.len(),
            Cells::U32(v) => v.len(),
            Cells::U64(v) => v.len(),
        }
    }

    /// Always false: a table holds at least g(0).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::subtraction::grundy_table;
    /// assert!(!grundy_table(&[1], 0).unwrap().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// g(x), or `None` if x is beyond the table.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::subtraction::grundy_table;
    /// let g = grundy_table(&[1, 2], 6).unwrap();
    /// assert_eq!(g.get(5), Some(2));
    /// assert_eq!(g.get(7), None);
    /// ```
    pub fn get(&self, x: u64) -> Option<u64> {
        let x = usize::try_from(x).ok()?;
        match &self.cells {
            Cells::U8(v) => v.get(x).map(|&c| c.into()),
            Cells::U16(v) => v.get(x).map(|&c| c.into()),
            Cells::U32(v) => v.get(x).map(|&c| c.into()),
            Cells::U64(v) => v.get(x).copied(),
        }
    }

    /// The values g(0), g(1), …, g(n) in order.
    ///
    /// # Complexity
    /// O(1) per value.
    ///
    /// # Example
    /// ```
    /// use grundy_core::subtraction::grundy_table;
    /// let g = grundy_table(&[1, 2, 3], 7).unwrap();
    /// assert_eq!(g.values().collect::<Vec<_>>(), [0, 1, 2, 3, 0, 1, 2, 3]);
    /// ```
    pub fn values(&self) -> Values<'_> {
        Values(match &self.cells {
            Cells::U8(v) => ValuesInner::U8(v.iter()),
            Cells::U16(v) => ValuesInner::U16(v.iter()),
            Cells::U32(v) => ValuesInner::U32(v.iter()),
            Cells::U64(v) => ValuesInner::U64(v.iter()),
        })
    }

    /// The Grundy value of a sum of piles: the XOR (nim-sum) of g(pile)
    /// over the piles, or `None` if some pile is beyond the table.
    ///
    /// The player to move wins the sum exactly when this is non-zero.
    ///
    /// # Complexity
    /// O(m) for m piles.
    ///
    /// # Example
    /// ```
    /// use grundy_core::subtraction::grundy_table;
    /// let g = grundy_table(&[1, 2, 3], 7).unwrap();
    /// // g = 1, 2, 3 and 1 ^ 2 ^ 3 = 0: the mover loses.
    /// assert_eq!(g.nim_sum(&[5, 6, 7]), Some(0));
    /// assert_eq!(g.nim_sum(&[4, 5]), Some(1));
    /// assert_eq!(g.nim_sum(&[8]), None);
    /// ```
    pub fn nim_sum(&self, piles: &[u64]) -> Option<u64> {
        piles
            .iter()
            .try_fold(0, |acc, &pile| self.get(pile).map(|g| acc ^ g))
    }
}

/// The values of a [`GrundyTable`] in order, as `u64`.
#[derive(Debug, Clone)]
pub struct Values<'a>(ValuesInner<'a>);

#[derive(Debug, Clone)]
enum ValuesInner<'a> {
    U8(std::slice::Iter<'a, u8>),
    U16(std::slice::Iter<'a, u16>),
    U32(std::slice::Iter<'a, u32>),
    U64(std::slice::Iter<'a, u64>),
}

impl Iterator for Values<'_> {
    type Item = u64;

    fn next(&mut self) -> Option<u64> {
        match &mut self.0 {
            ValuesInner::U8(it) => it.next().map(|&c| c.into()),
            ValuesInner::U16(it) => it.next().map(|&c| c.into()),
            ValuesInner::U32(it) => it.next().map(|&c| c.into()),
            ValuesInner::U64(it) => it.next().copied(),
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        match &self.0 {
            ValuesInner::U8(it) => it.size_hint(),
            ValuesInner::U16(it) => it.size_hint(),
            ValuesInner::U32(it) => it.size_hint(),
            ValuesInner::U64(it) => it.size_hint(),
        }
    }
}

impl ExactSizeIterator for Values<'_> {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mex::mex;
    use crate::oracle::{mover_wins, sum_moves};
    use rstest::rstest;

    fn table(moves: &[u64], n: usize) -> Vec<u64> {
        grundy_table(moves, n).unwrap().values().collect()
    }

    /// The definition, written as plainly as possible.
    fn naive(moves: &[u64], n: usize) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::new();
        for x in 0..=n as u64 {
            let options: Vec<u64> = moves
                .iter()
                .filter(|&&s| s <= x)
                .map(|&s| g[(x - s) as usize])
                .collect();
            g.push(mex(&options));
        }
        g
    }

    fn pile_moves(moves: &[u64]) -> impl Fn(&u64) -> Vec<u64> + '_ {
        move |&x| moves.iter().filter(|&&s| s <= x).map(|&s| x - s).collect()
    }

    #[rstest]
    #[case::take_1_2_3(&[1, 2, 3], &[0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3])]
    #[case::one_three_four(&[1, 3, 4], &[0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2, 0])]
    #[case::two_three_seven(&[2, 3, 7], &[0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2])]
    #[case::take_1_2(&[1, 2], &[0, 1, 2, 0, 1, 2, 0, 1, 2, 0])]
    #[case::no_moves(&[], &[0, 0, 0, 0])]
    #[case::duplicates(&[2, 1, 2, 1, 1], &[0, 1, 2, 0, 1, 2, 0])]
    #[case::moves_beyond_n(&[1, 100, 1000], &[0, 1, 0, 1, 0])]
    #[case::only_big_moves(&[u64::MAX], &[0, 0, 0])]
    fn known_values(#[case] moves: &[u64], #[case] want: &[u64]) {
        assert_eq!(table(moves, want.len() - 1), want);
    }

    /// {1..k}: g(n) = n mod (k + 1).
    #[test]
    fn take_up_to_k_is_n_mod_k_plus_1() {
        for k in 1..=8u64 {
            let moves: Vec<u64> = (1..=k).collect();
            let g = table(&moves, 100);
            for (n, &v) in g.iter().enumerate() {
                assert_eq!(v, n as u64 % (k + 1), "k = {}, n = {}", k, n);
            }
        }
    }

    #[test]
    fn zero_move_is_an_error() {
        assert_eq!(
            grundy_table(&[3, 1, 0, 2], 10),
            Err(SubtractionError::ZeroMove { index: 2 })
        );
        assert_eq!(
            grundy_table(&[0], 0),
            Err(SubtractionError::ZeroMove { index: 0 })
        );
    }

    #[test]
    fn n_zero_has_one_value() {
        let g = grundy_table(&[1, 2], 0).unwrap();
        assert_eq!(g.len(), 1);
        assert_eq!(g.get(0), Some(0));
        assert_eq!(g.get(1), None);
        assert_eq!(g.get(u64::MAX), None);
    }

    /// Sets of 256 or more moves need wider cells; the values must still be
    /// the definition's.
    #[test]
    fn wide_values_are_stored_exactly() {
        let moves: Vec<u64> = (1..=300).collect();
        let g = grundy_table(&moves, 700).unwrap();
        assert!(matches!(g.cells, Cells::U16(_)));
        assert_eq!(g.get(300), Some(300));
        assert_eq!(g.get(301), Some(0));
        assert_eq!(g.values().collect::<Vec<_>>(), naive(&moves, 700));
        assert_eq!(g.values().len(), 701);
    }

    /// For every S ⊆ {1..6} and every x ≤ 40: the table is the definition,
    /// and g(x) == 0 exactly when the brute-force search says the mover
    /// loses.
    #[test]
    fn every_small_set_matches_the_oracle() {
        for mask in 0u32..64 {
            let moves: Vec<u64> = (1..=6).filter(|s| mask >> (s - 1) & 1 == 1).collect();
            let g = table(&moves, 40);
            assert_eq!(g, naive(&moves, 40), "S = {:?}", moves);
            for x in 0..=40u64 {
                let wins = mover_wins(x, pile_moves(&moves));
                assert_eq!(g[x as usize] == 0, !wins, "S = {:?}, x = {}", moves, x);
            }
        }
    }

    /// Sums of two or three piles: the mover wins exactly when the XOR of
    /// the piles' values is non-zero (a + in place of ^ fails here).
    #[test]
    fn sums_of_piles_combine_by_xor() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..300 {
            let mask = next() % 63 + 1;
            let moves: Vec<u64> = (1..=6).filter(|s| mask >> (s - 1) & 1 == 1).collect();
            let g = grundy_table(&moves, 12).unwrap();
            let count = 2 + (next() % 2) as usize;
            let piles: Vec<u64> = (0..count).map(|_| next() % 13).collect();
            let single = pile_moves(&moves);
            let wins = mover_wins(piles.clone(), |p| sum_moves(p, &single));
            let x = g.nim_sum(&piles).unwrap();
            assert_eq!(x != 0, wins, "S = {:?}, piles = {:?}", moves, piles);
        }
    }

    #[test]
    fn nim_sum_of_a_pile_beyond_the_table_is_none() {
        let g = grundy_table(&[1, 2, 3], 7).unwrap();
        assert_eq!(g.nim_sum(&[]), Some(0));
        assert_eq!(g.nim_sum(&[5, 6, 7]), Some(0));
        assert_eq!(g.nim_sum(&[4, 5]), Some(1));
        assert_eq!(g.nim_sum(&[1, 8]), None);
    }
}
