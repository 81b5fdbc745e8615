//! Split games: a move turns one heap into a sum of at most two heaps.
//!
//! A heap of size `x` may become the pair `(a, b)` that a rule allows, where
//! either part may be 0 (that part is empty). The two parts are independent
//! games played side by side, so by the Sprague-Grundy theorem the pair is
//! worth `g(a) ⊕ g(b)`, and
//!
//! ```text
//! g(x) = mex { g(a) ⊕ g(b) : x may become (a, b) }.
//! ```
//!
//! The mex ranges over the XOR of the two parts, never over single parts.
//! [`split_table`] is the one naive routine; Grundy's game
//! ([`grundys_game_splits`]) is one rule handed to it, and
//! [`octal`](crate::sg::octal) hands it every octal game (Kayles is the code
//! 0.77) and runs the same rules through its fast sparse-space engine. A
//! position of several heaps is worth the XOR of its heaps' values.
//!
//! Known values (`docs/theory.md`): Grundy's game g(0..8) =
//! 0,0,0,1,0,2,1,0,2 and has no known period.

use super::Grundy;
use crate::sg::mex::MexScratch;

/// The Grundy values g[0..=n] of the split game whose rule lists, for a heap
/// of size `x`, the pairs `(a, b)` it may become.
///
/// `rule(x)` must yield only pairs with `a < x` and `b < x` (a move makes
/// the game smaller), which is what makes the game finite and acyclic. A
/// heap with no allowed pair is terminal and gets mex{} = 0.
///
/// # Complexity
/// O(n + S) time for S pairs yielded in total (O(n²) for Grundy's game and
/// octal games), O(n + max pairs of one heap) space.
///
/// # Panics
/// If the rule yields a part that is not smaller than its heap.
///
/// # Example
/// ```
/// use grundy_core::sg::split::split_table;
/// // Split a heap into two non-empty heaps of any sizes.
/// let g = split_table(5, |x| (1..x).map(move |a| (a, x - a)));
/// assert_eq!(g, vec![0, 0, 1, 0, 1, 0]);
/// ```
pub fn split_table<F, I>(n: usize, mut rule: F) -> Vec<Grundy>
where
    F: FnMut(usize) -> I,
    I: IntoIterator<Item = (usize, usize)>,
{
    let mut g: Vec<u64> = Vec::with_capacity(n.saturating_add(1));
    let mut options: Vec<u64> = Vec::new();
    let mut scratch = MexScratch::new();
    for x in 0..=n {
        options.clear();
        for (a, b) in rule(x) {
            assert!(
                a < x && b < x,
                "split rule: heap {} cannot become ({}, {})",
                x,
                a,
                b
            );
            options.push(g[a] ^ g[b]);
        }
        g.push(scratch.mex(&options));
    }
    g
}

/// The moves of Grundy's game from a heap of `x`: split it into two
/// non-empty heaps of different sizes, listed as `(a, x - a)` with `a < x - a`.
///
/// # Complexity
/// O(1) to create; yields ⌈x/2⌉ − 1 pairs for x ≥ 1.
///
/// # Example
/// ```
/// use grundy_core::sg::split::grundys_game_splits;
/// assert_eq!(grundys_game_splits(7).collect::<Vec<_>>(), vec![(1, 6), (2, 5), (3, 4)]);
/// assert_eq!(grundys_game_splits(2).count(), 0); // 1 + 1 is not allowed
/// ```
pub fn grundys_game_splits(x: usize) -> impl Iterator<Item = (usize, usize)> {
    (1..x).map(move |a| (a, x - a)).filter(|&(a, b)| a < b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::{mover_wins, sum_moves};
    use itertools::Itertools;
    use rstest::rstest;

    #[rstest]
    #[case(0, 0)]
    #[case(1, 0)]
    #[case(2, 0)]
    #[case(3, 1)]
    #[case(4, 0)]
    #[case(5, 2)]
    #[case(6, 1)]
    #[case(7, 0)]
    #[case(8, 2)]
    fn grundys_game_known_values(#[case] n: usize, #[case] want: u64) {
        assert_eq!(naive_grundys_game(8)[n], want);
    }

    fn naive_grundys_game(n: usize) -> Vec<u64> {
        split_table(n, grundys_game_splits)
    }

    /// A split rule that never applies leaves every heap terminal.
    #[test]
    fn no_moves_means_all_zero() {
        assert_eq!(split_table(4, |_| std::iter::empty()), vec![0; 5]);
    }

    #[test]
    #[should_panic(expected = "cannot become")]
    fn a_rule_that_does_not_shrink_panics() {
        split_table(3, |x| std::iter::once((x, 0)));
    }

    // The brute force below knows the games only by their definitions. A
    // component is what one starting heap has become: a sorted multiset of
    // heaps; a move acts on one heap of one component. Components are
    // combined by `sum_moves`, and the whole position is sorted so that
    // equal positions share one memo entry.

    type Component = Vec<usize>;

    /// Every result of one move inside a component, given what a single heap
    /// may become (parts of size 0 vanish).
    fn component_moves(c: &Component, heap_moves: fn(usize) -> Vec<Vec<usize>>) -> Vec<Component> {
        let mut out = Vec::new();
        for (i, &h) in c.iter().enumerate() {
            for parts in heap_moves(h) {
                let mut next: Component = c[..i].iter().chain(&c[i + 1..]).copied().collect();
                next.extend(parts.into_iter().filter(|&p| p > 0));
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    }

    /// Grundy's game by definition: a + b = h with a ≠ b, both at least 1.
    fn grundy_heap_moves(h: usize) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        for a in 1..h {
            if a != h - a {
                out.push(vec![a, h - a]);
            }
        }
        out
    }

    fn check_against_brute_force(
        table: &[u64],
        max_heap: usize,
        heap_moves: fn(usize) -> Vec<Vec<usize>>,
    ) {
        let mut positions = 0;
        // Every three heaps a ≤ b ≤ c.
        for heaps in (0..=max_heap).combinations_with_replacement(3) {
            let start: Vec<Component> =
                heaps.iter().filter(|&&h| h > 0).map(|&h| vec![h]).collect();
            let wins = mover_wins(start, |p| {
                sum_moves(p, |c| component_moves(c, heap_moves))
                    .into_iter()
                    .map(|mut q| {
                        q.sort();
                        q
                    })
                    .collect()
            });
            let x = heaps.iter().fold(0, |x, &h| x ^ table[h]);
            assert_eq!(wins, x != 0, "heaps {:?}", heaps);
            positions += 1;
        }
        assert_eq!(
            positions,
            (max_heap + 1) * (max_heap + 2) * (max_heap + 3) / 6
        );
    }

    #[test]
    fn grundys_game_matches_brute_force_on_three_heaps() {
        check_against_brute_force(&naive_grundys_game(9), 9, grundy_heap_moves);
    }

    /// Single heaps further out: g(x) == 0 exactly when the mover loses.
    #[rstest]
    #[case::grundy(grundy_heap_moves as fn(usize) -> Vec<Vec<usize>>, naive_grundys_game(22))]
    fn single_heaps_match_brute_force(
        #[case] heap_moves: fn(usize) -> Vec<Vec<usize>>,
        #[case] table: Vec<u64>,
    ) {
        for (h, &g) in table.iter().enumerate() {
            let wins = mover_wins(vec![h], |c| component_moves(c, heap_moves));
            assert_eq!(wins, g != 0, "heap {}", h);
        }
    }
}
