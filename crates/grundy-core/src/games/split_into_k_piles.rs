//! Split into k piles (Codeforces 603C, Lieges of Legendre): piles of cows and a fixed k; a
//! move takes one cow from a pile, or replaces a pile of 2x cows (x > 0) by
//! k piles of x. The player who takes the last cow wins (normal play).
//!
//! **The split is worth g(x) or 0.** The k new piles are a sum, worth g(x)
//! XOR-ed k times: g(x) when k is odd, 0 when k is even. So only the parity
//! of k matters, and
//!
//! ```text
//! g(0) = 0,   g(x) = mex { g(x − 1), [x even] (k odd ? g(x/2) : 0) }.
//! ```
//!
//! **The closed forms** (found by running that recurrence, then proved in
//! the tests against it to 2^17 for k = 0 … 7 with the k copies really
//! XOR-ed, and against the brute-force search of the piles themselves):
//!
//! ```text
//! k even:  g = 0, 1, 2 for x = 0, 1, 2;  then 1 for even x, 0 for odd x
//! k odd:   g = 0, 1, 0, 1, 2 for x = 0 … 4;  then 0 for odd x, and for
//!          even x: mex{0, g(x/2)} = 2 if g(x/2) = 1, else 1
//! ```
//!
//! Why, for x past the small cases: an odd x has the one move to x − 1,
//! which is even and (past 4) worth 1 or 2, so g(x) = 0; an even x has the
//! move to x − 1, worth 0, and the split, worth 0 (k even) or g(x/2) (k
//! odd). For odd k the value follows the chain x, x/2, x/4, … down to an odd
//! number or one at most 4: O(log x) steps, a loop, no recursion.

use crate::game::{Canonical, Game, Impartial, Side};

/// The Grundy value of a pile of `x` cows when a split makes `k` piles.
///
/// k = 0 (a split that removes the pile) is even and follows the even rule.
///
/// # Complexity
/// O(1) for even k; O(log x) for odd k (the halving chain).
///
/// # Example
/// ```
/// use grundy_core::games::split_into_k_piles::grundy;
/// assert_eq!(grundy(2, 2), 2); // two piles of 1 cancel: the split is worth 0
/// assert_eq!(grundy(4, 1), 2);
/// assert_eq!(grundy(6, 3), 2); // g(3) = 1, so mex{0, 1} = 2
/// assert_eq!(grundy(1_000_000_000_000_000_000, 1_000_000_000), 1);
/// ```
pub fn grundy(x: u64, k: u64) -> u64 {
    if k % 2 == 0 {
        return match x {
            0..=2 => x,
            _ if x % 2 == 0 => 1,
            _ => 0,
        };
    }
    // Odd k: walk down the halvings of even x above 4, then back up, each
    // level mapping the value below it, v, to mex{0, v}.
    let mut halvings = 0u32;
    let mut y = x;
    while y > 4 && y % 2 == 0 {
        y /= 2;
        halvings += 1;
    }
    let mut v = match y {
        0..=4 => [0, 1, 0, 1, 2][y as usize],
        _ => 0, // odd, above 4
    };
    for _ in 0..halvings {
        v = if v == 1 { 2 } else { 1 };
    }
    v
}

/// Whether the player to move (Kevin, first, in Codeforces 603C) wins with these piles: the
/// XOR of their values is not 0.
///
/// # Complexity
/// O(n) for even k, O(n log A) for odd k, for n piles up to A.
///
/// # Example
/// ```
/// use grundy_core::games::split_into_k_piles::mover_wins;
/// assert!(mover_wins(&[3, 4], 1)); // the judge's first sample: Kevin
/// assert!(!mover_wins(&[3], 2)); // the second: Nicky
/// ```
pub fn mover_wins(piles: &[u64], k: u64) -> bool {
    piles.iter().fold(0, |acc, &x| acc ^ grundy(x, k)) != 0
}

/// The game itself, with positions: a position is a list of piles, keyed
/// as the sorted list of its non-empty piles, and a split really makes `k`
/// piles (a description for brute force and the generic engine, for small
/// `k`; [`grundy`] is the closed form).
///
/// # Example
/// ```
/// use grundy_core::game::Impartial;
/// use grundy_core::games::split_into_k_piles::SplitIntoKPiles;
/// let game = SplitIntoKPiles { k: 3 };
/// assert_eq!(game.moves(&vec![2]), vec![vec![1], vec![1, 1, 1]]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SplitIntoKPiles {
    /// How many piles a split makes.
    pub k: u64,
}

impl Canonical for SplitIntoKPiles {
    type Key = Vec<u64>;

    fn key(&self, p: &Vec<u64>) -> Vec<u64> {
        let mut q: Vec<u64> = p.iter().copied().filter(|&x| x > 0).collect();
        q.sort_unstable();
        q
    }
}

impl Impartial for SplitIntoKPiles {}

impl Game for SplitIntoKPiles {
    type Position = Vec<u64>;

    fn options(&self, p: &Vec<u64>, _: Side, next: &mut Vec<Vec<u64>>) {
        for (i, &x) in p.iter().enumerate() {
            let rest = || {
                p.iter()
                    .enumerate()
                    .filter(move |&(j, _)| j != i)
                    .map(|(_, &y)| y)
            };
            if x > 0 {
                next.push(rest().chain([x - 1]).collect());
            }
            if x > 0 && x % 2 == 0 {
                next.push(rest().chain((0..self.k).map(|_| x / 2)).collect());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Canonical, Impartial};
    use crate::oracle;
    use crate::sg::engine::Engine;
    use crate::sg::mex::mex;
    use itertools::Itertools;
    use rstest::rstest;

    /// The table g(0..=n) by the recurrence, the split worth the XOR of k
    /// real copies of g(x/2) (no parity shortcut).
    fn recurrence_table(n: usize, k: u64) -> Vec<u64> {
        let mut g = vec![0u64];
        for x in 1..=n {
            let mut options = vec![g[x - 1]];
            if x % 2 == 0 {
                options.push((0..k).fold(0, |acc, _| acc ^ g[x / 2]));
            }
            g.push(mex(&options));
        }
        g
    }

    #[rstest]
    #[case(0, 2, 0)]
    #[case(1, 2, 1)]
    #[case(2, 2, 2)]
    #[case(3, 2, 0)]
    #[case(4, 2, 1)]
    #[case(2, 0, 2)]
    #[case(3, 1, 1)]
    #[case(4, 1, 2)]
    #[case(5, 1, 0)]
    #[case(6, 1, 2)]
    #[case(8, 1, 1)]
    #[case(12, 1, 1)] // g(6) = 2, so mex{0, 2} = 1
    #[case(1 << 40, 3, 2)] // 38 halvings from g(4) = 2: back to 2
    #[case(u64::MAX, 1, 0)]
    #[case(u64::MAX - 1, u64::MAX, 1)]
    fn known_values(#[case] x: u64, #[case] k: u64, #[case] want: u64) {
        assert_eq!(grundy(x, k), want);
    }

    /// The closed form against the recurrence with k real copies, for
    /// k = 0 … 7 and every pile up to 2^17 (past the 10^4 the closed form
    /// must hold to, and through 17 levels of halving).
    #[test]
    fn closed_form_matches_the_recurrence() {
        for k in 0..=7u64 {
            let table = recurrence_table(1 << 17, k);
            for (x, &g) in table.iter().enumerate() {
                assert_eq!(grundy(x as u64, k), g, "x = {} k = {}", x, k);
            }
        }
    }

    /// Positions of one to three piles, the piles game itself, no Grundy
    /// theory in its moves: the generic engine's value of the whole
    /// position is the XOR of the closed forms (piles up to 8 for
    /// k = 0 … 3, up to 6 for k = 4, 5), and the brute-force search says the
    /// mover wins exactly when it is not 0 (piles up to 6, k = 0 … 3).
    #[test]
    fn sums_match_the_piles_game() {
        for k in 0..=5u64 {
            let top = if k <= 3 { 8 } else { 6 };
            let game = SplitIntoKPiles { k };
            let mut engine = Engine::new(game);
            for len in 1..=3 {
                for piles in (0..=top).combinations_with_replacement(len) {
                    let xor = piles.iter().fold(0, |a, &x| a ^ grundy(x, k));
                    assert_eq!(engine.grundy(&piles), xor, "{:?} k = {}", piles, k);
                    if k > 3 || piles.iter().any(|&x| x > 6) {
                        continue;
                    }
                    let wins = oracle::mover_wins(game.key(&piles), |p| {
                        game.moves(p).iter().map(|q| game.key(q)).collect()
                    });
                    assert_eq!(mover_wins(&piles, k), wins, "{:?} k = {}", piles, k);
                }
            }
        }
    }

    /// Only the parity of k matters, for any size of k.
    #[test]
    fn only_the_parity_of_k_matters() {
        let mut rng = crate::test_rng::XorShift(0x603c);
        for _ in 0..10_000 {
            let x = rng.next() >> (rng.next() % 64);
            let k = rng.next() >> 1;
            assert_eq!(grundy(x, 2 * k), grundy(x, 2));
            assert_eq!(grundy(x, 2 * k + 1), grundy(x, 1));
        }
    }
}
