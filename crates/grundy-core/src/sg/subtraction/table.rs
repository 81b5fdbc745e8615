//! The Grundy table of a subtraction game, by the recurrence.
//!
//! g(x) is at most the number d of distinct moves (a mex of d values is at
//! most d), so the table is [`Narrow`]: one byte per pile size for every set
//! of fewer than 256 moves.

use super::MoveSet;
use crate::sg::narrow::{self, Cell, Fill, Narrow};

/// The recurrence g(x) = mex{ g(x − s) : s ∈ S, s ≤ x }, extending a table
/// in place: the one routine behind [`grundy_table`] and the period search.
#[derive(Debug, Clone)]
pub(super) struct Recurrence {
    /// The distinct moves, ascending (moves beyond the table never apply
    /// and need not be here).
    moves: Vec<usize>,
    /// For 64 moves or more: stamp[v] == x + 1 when v is an option of x.
    stamp: Vec<usize>,
}

impl Recurrence {
    /// The recurrence for `moves` (distinct, ascending, each ≥ 1).
    pub(super) fn new(moves: Vec<usize>) -> Recurrence {
        let stamp = if moves.len() < 64 {
            Vec::new()
        } else {
            vec![0; moves.len() + 1]
        };
        Recurrence { moves, stamp }
    }

    /// The largest value the recurrence can produce: the number of moves.
    pub(super) fn bound(&self) -> u64 {
        self.moves.len() as u64
    }

    /// g(x) from the values g[..x] already in `g`, for moves `moves` (the
    /// ones that apply).
    #[inline]
    fn mex_at<T: Cell>(moves: &[usize], stamp: &mut [usize], g: &[T], x: usize) -> usize {
        if stamp.is_empty() {
            // Fewer than 64 moves: values are below 64, a bit mask is the
            // option set.
            let mut mask = 0u64;
            for &s in moves {
                mask |= 1 << g[x - s].index();
            }
            (!mask).trailing_zeros() as usize
        } else {
            for &s in moves {
                stamp[g[x - s].index()] = x + 1;
            }
            stamp
                .iter()
                .position(|&t| t != x + 1)
                .unwrap_or(stamp.len())
        }
    }

    /// Extends `g` (which holds g[0..g.len()) of this recurrence) to `len`
    /// values. The caller reserves the memory.
    pub(super) fn extend<T: Cell>(&mut self, g: &mut Vec<T>, len: usize) {
        let start = g.len();
        if len <= start {
            return;
        }
        if start == 0 && g.capacity() < len {
            // A zeroed allocation: pages the system clears as they are
            // first written, instead of a pass writing zeros.
            *g = vec![T::default(); len];
        } else {
            g.resize(len, T::default());
        }
        let largest = self.moves.last().copied().unwrap_or(0);
        // Below max(S) only a prefix of the sorted moves applies.
        let mut x = start;
        while x < len && x < largest {
            let usable = self.moves.partition_point(|&s| s <= x);
            let v = Recurrence::mex_at(&self.moves[..usable], &mut self.stamp, g, x);
            g[x] = T::of(v as u64);
            x += 1;
        }
        // The steady state: every move applies. A few moves (the common
        // case) get a loop with their count known, which unrolls.
        let m = &self.moves;
        match m.len() {
            1 => steady(g, x, [m[0]]),
            2 => steady(g, x, [m[0], m[1]]),
            3 => steady(g, x, [m[0], m[1], m[2]]),
            4 => steady(g, x, [m[0], m[1], m[2], m[3]]),
            _ => {
                for x in x..len {
                    let v = Recurrence::mex_at(m, &mut self.stamp, g, x);
                    g[x] = T::of(v as u64);
                }
            }
        }
    }
}

/// The steady state of the recurrence for N moves (all of them applying
/// from `from` on): g(x) is the least value missing from the bit mask of
/// the N options.
///
/// When every move is at most 8 (and so every value below 256), the last
/// eight values ride in one register, a byte each, shifted in as they are
/// found: the next value depends on the last through that register instead
/// of a store and a load, and the table is only written.
#[inline(always)]
fn steady<T: Cell, const N: usize>(g: &mut [T], from: usize, moves: [usize; N]) {
    if moves.iter().all(|&s| (1..=8).contains(&s)) {
        // Byte k of `last` is g(x − 1 − k).
        let mut last =
            (from.saturating_sub(8)..from).fold(0u64, |w, y| (w << 8) | g[y].index() as u64);
        for cell in &mut g[from..] {
            let mask = moves.iter().fold(0u64, |mask, &s| {
                mask | 1 << ((last >> (8 * (s - 1))) & 0xff)
            });
            // Counted, not computed: the count follows the branch the
            // processor predicts, so the next value need not wait for this
            // one's mask (the values of a few moves repeat in a short
            // pattern the predictor learns).
            let mut v = 0;
            while mask >> v & 1 != 0 {
                v += 1;
            }
            last = (last << 8) | v;
            *cell = T::of(v);
        }
    } else {
        for x in from..g.len() {
            let mask = moves
                .iter()
                .fold(0u64, |mask, &s| mask | 1 << g[x - s].index());
            g[x] = T::of(u64::from((!mask).trailing_zeros()));
        }
    }
}

/// The Grundy values g(0), …, g(n) of one subtraction game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GrundyTable {
    cells: Narrow,
}

/// g[0..len) by the recurrence, as a [`Fill`].
struct Table {
    recurrence: Recurrence,
    len: usize,
}

impl Fill for Table {
    fn fill<T: Cell>(mut self, out: &mut Vec<T>) {
        self.recurrence.extend(out, self.len);
    }
}

/// The Grundy table g[0..=n] of the subtraction game with move set `moves`.
///
/// g(x) = mex{ g(x − s) : s ∈ S, s ≤ x }; moves larger than n never apply.
///
/// # Complexity
/// O(n·d) time for d distinct moves of at most n, and one allocation of
/// n + 1 cells (one byte each when d < 256) plus O(d) scratch.
///
/// # Panics
/// If n + 1 cells cannot be allocated.
///
/// # Example
/// ```
/// use grundy_core::sg::subtraction::{grundy_table, MoveSet};
/// let g = grundy_table(&MoveSet::new(&[1, 3, 4]).unwrap(), 9);
/// assert_eq!(g.values().collect::<Vec<_>>(), [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
/// assert_eq!(g.get(4), Some(2));
/// ```
pub fn grundy_table(moves: &MoveSet, n: usize) -> GrundyTable {
    let len = n.checked_add(1).expect("table length overflows usize");
    let recurrence = Recurrence::new(moves.usable(n));
    let bound = recurrence.bound();
    GrundyTable {
        cells: Narrow::filled(bound, Table { recurrence, len }),
    }
}

impl GrundyTable {
    /// The number of values, n + 1.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::subtraction::{grundy_table, MoveSet};
    /// assert_eq!(grundy_table(&MoveSet::new(&[1, 2]).unwrap(), 0).len(), 1);
    /// ```
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Always false: a table holds at least g(0).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::subtraction::{grundy_table, MoveSet};
    /// assert!(!grundy_table(&MoveSet::new(&[1]).unwrap(), 0).is_empty());
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
    /// use grundy_core::sg::subtraction::{grundy_table, MoveSet};
    /// let g = grundy_table(&MoveSet::new(&[1, 2]).unwrap(), 6);
    /// assert_eq!(g.get(5), Some(2));
    /// assert_eq!(g.get(7), None);
    /// ```
    pub fn get(&self, x: u64) -> Option<u64> {
        self.cells.get(usize::try_from(x).ok()?)
    }

    /// The values g(0), g(1), …, g(n) in order.
    ///
    /// # Complexity
    /// O(1) per value.
    ///
    /// # Example
    /// ```
    /// use grundy_core::sg::subtraction::{grundy_table, MoveSet};
    /// let g = grundy_table(&MoveSet::new(&[1, 2, 3]).unwrap(), 7);
    /// assert_eq!(g.values().collect::<Vec<_>>(), [0, 1, 2, 3, 0, 1, 2, 3]);
    /// ```
    #[inline]
    pub fn values(&self) -> narrow::Iter<'_> {
        self.cells.iter()
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
    /// use grundy_core::sg::subtraction::{grundy_table, MoveSet};
    /// let g = grundy_table(&MoveSet::new(&[1, 2, 3]).unwrap(), 7);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::{mover_wins, sum_moves};
    use crate::sg::mex::mex;
    use crate::test_rng::XorShift;
    use itertools::Itertools;
    use rstest::rstest;

    fn table(moves: &[u64], n: usize) -> Vec<u64> {
        grundy_table(&MoveSet::new(moves).unwrap(), n)
            .values()
            .collect()
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
    fn n_zero_has_one_value() {
        let g = grundy_table(&MoveSet::new(&[1, 2]).unwrap(), 0);
        assert_eq!(g.len(), 1);
        assert_eq!(g.get(0), Some(0));
        assert_eq!(g.get(1), None);
        assert_eq!(g.get(u64::MAX), None);
    }

    /// Sets of 64 moves or more use the stamp scratch, and of 256 or more
    /// need wider cells; the values must still be the definition's.
    #[test]
    fn wide_values_are_stored_exactly() {
        for k in [63u64, 64, 100, 300] {
            let moves: Vec<u64> = (1..=k).collect();
            let g = grundy_table(&MoveSet::new(&moves).unwrap(), 700);
            assert_eq!(matches!(g.cells, Narrow::U16(_)), k >= 256, "k = {}", k);
            assert_eq!(g.get(k), Some(k));
            assert_eq!(g.get(k + 1), Some(0));
            assert_eq!(g.values().collect::<Vec<_>>(), naive(&moves, 700));
            assert_eq!(g.values().len(), 701);
        }
    }

    /// For every S ⊆ {1..6} and every x ≤ 40: the table is the definition,
    /// and g(x) == 0 exactly when the brute-force search says the mover
    /// loses.
    #[test]
    fn every_small_set_matches_the_oracle() {
        for moves in (1..=6u64).powerset() {
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
        let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
        for _ in 0..300 {
            let mask = rng.next() % 63 + 1;
            let moves: Vec<u64> = (1..=6).filter(|s| mask >> (s - 1) & 1 == 1).collect();
            let g = grundy_table(&MoveSet::new(&moves).unwrap(), 12);
            let count = 2 + (rng.next() % 2) as usize;
            let piles: Vec<u64> = (0..count).map(|_| rng.next() % 13).collect();
            let single = pile_moves(&moves);
            let wins = mover_wins(piles.clone(), |p| sum_moves(p, &single));
            let x = g.nim_sum(&piles).unwrap();
            assert_eq!(x != 0, wins, "S = {:?}, piles = {:?}", moves, piles);
        }
    }

    #[test]
    fn nim_sum_of_a_pile_beyond_the_table_is_none() {
        let g = grundy_table(&MoveSet::new(&[1, 2, 3]).unwrap(), 7);
        assert_eq!(g.nim_sum(&[]), Some(0));
        assert_eq!(g.nim_sum(&[5, 6, 7]), Some(0));
        assert_eq!(g.nim_sum(&[4, 5]), Some(1));
        assert_eq!(g.nim_sum(&[1, 8]), None);
    }
}
