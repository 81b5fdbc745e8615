//! Every winning move of a Wythoff position: at most one of each kind.

use super::{losing_pair, partner, MAX_PILE};

/// The winning first moves from a position, each given as the position it
/// leaves, smaller pile first. There is at most one of each kind: a move
/// must leave a losing pair, and a pair is fixed by one of its piles, or by
/// its difference.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct WinningMoves {
    /// Taking the same number from both piles: to (A_k, B_k) with k the
    /// difference, when A_k is below the smaller pile.
    pub from_both: Option<(u64, u64)>,
    /// Taking from the smaller pile (from either, when they are equal): to
    /// the larger pile's partner, when that is below the smaller pile.
    pub from_smaller: Option<(u64, u64)>,
    /// Taking from the larger pile, when the piles differ: to the smaller
    /// pile's partner, when that is below the larger pile (it may fall
    /// below the smaller one too).
    pub from_larger: Option<(u64, u64)>,
}

impl WinningMoves {
    /// The moves in the order HDU 2177 prints them: from both piles, from
    /// the smaller, from the larger. Two moves can leave the same position
    /// (from (5, 7), taking 2 from both or 4 from the 7 both leave (3, 5));
    /// both are listed.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::wythoff::winning_moves;
    /// let moves: Vec<_> = winning_moves(5, 8).iter().collect();
    /// assert_eq!(moves, [(4, 7), (3, 5)]);
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = (u64, u64)> {
        // Chained, not an array's into_iter: a bundle may build in edition 2018.
        self.from_both
            .into_iter()
            .chain(self.from_smaller)
            .chain(self.from_larger)
    }

    /// Whether there is no winning move: the position is a losing pair.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::games::wythoff::winning_moves;
    /// assert!(winning_moves(3, 5).is_empty());
    /// assert!(!winning_moves(3, 4).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.iter().next().is_none()
    }
}

/// Every winning first move from piles (a, b), in either order: none
/// exactly when the position is a losing pair.
///
/// With a ≤ b and k = b − a: taking from both keeps k, so it can only reach
/// (A_k, B_k), and does when A_k < a; taking from a keeps b, so it can only
/// reach (partner(b), b), and does when partner(b) < a; taking from b keeps
/// a, so it can only reach a and partner(a), and does when partner(a) < b
/// (for a < b; with a = b that is the move from a again).
///
/// # Complexity
/// O(1): a few multiplications of `u128`s.
///
/// # Panics
/// If a or b is above [`MAX_PILE`] (10^18).
///
/// # Example
/// ```
/// use grundy_core::games::wythoff::{winning_moves, WinningMoves};
/// assert_eq!(
///     winning_moves(2, 2),
///     WinningMoves { from_both: Some((0, 0)), from_smaller: Some((1, 2)), from_larger: None }
/// );
/// ```
pub fn winning_moves(a: u64, b: u64) -> WinningMoves {
    let (a, b) = (a.min(b), a.max(b));
    assert!(b <= MAX_PILE, "pile {} is above 10^18", b);
    let (x, y) = losing_pair(b - a);
    let p = partner(b);
    let q = partner(a);
    WinningMoves {
        from_both: (x < a).then_some((x, y)),
        from_smaller: (p < a).then_some((p, b)),
        from_larger: (a < b && q < b).then_some((a.min(q), a.max(q))),
    }
}

#[cfg(test)]
mod tests {
    use super::super::{is_losing, Wythoff};
    use super::*;
    use crate::game::Impartial;
    use crate::oracle::mover_wins;
    use crate::test_rng::XorShift;
    use itertools::iproduct;

    /// win[a][b] by plain search over every move (no theory): the mover
    /// wins when some move reaches a position where the mover loses.
    fn win_table(n: usize) -> Vec<Vec<bool>> {
        let mut win = vec![vec![false; n + 1]; n + 1];
        for (a, b) in iproduct!(0..=n, 0..=n) {
            win[a][b] = (0..a).any(|x| !win[x][b])
                || (0..b).any(|y| !win[a][y])
                || (1..=a.min(b)).any(|d| !win[a - d][b - d]);
        }
        win
    }

    /// The losing test and every winning move, against the plain search on
    /// all 301 × 301 positions: each kind of move is tried in full and its
    /// losing results collected.
    #[test]
    fn matches_a_plain_search_up_to_300() {
        const N: usize = 300;
        let win = win_table(N);
        let sorted = |x: usize, y: usize| (x.min(y) as u64, x.max(y) as u64);
        for (a, b) in iproduct!(0..=N, 0..=N) {
            assert_eq!(is_losing(a as u64, b as u64), !win[a][b], "({}, {})", a, b);
            let (s, l) = (a.min(b), a.max(b));
            let only = |found: Vec<(u64, u64)>| {
                assert!(found.len() <= 1, "({}, {}): {:?}", a, b, found);
                found.first().copied()
            };
            let both = (1..=s).filter(|&d| !win[s - d][l - d]);
            let smaller = (0..s).filter(|&x| !win[x][l]);
            let larger = (0..l).filter(|&y| s < l && !win[s][y]);
            let want = WinningMoves {
                from_both: only(both.map(|d| sorted(s - d, l - d)).collect()),
                from_smaller: only(smaller.map(|x| sorted(x, l)).collect()),
                from_larger: only(larger.map(|y| sorted(s, y)).collect()),
            };
            assert_eq!(winning_moves(a as u64, b as u64), want, "({}, {})", a, b);
            assert_eq!(want.is_empty(), !win[a][b], "({}, {})", a, b);
        }
    }

    /// The losing test against the crate's oracle, which searches the game
    /// from each start.
    #[test]
    fn matches_the_oracle() {
        for (a, b) in iproduct!(0..=25u64, 0..=25u64) {
            let wins = mover_wins((a, b), |p| Wythoff.moves(p));
            assert_eq!(is_losing(a, b), !wins, "({}, {})", a, b);
        }
    }

    /// Every listed move is legal and leaves a losing pair, and only losing
    /// pairs have none, at random piles up to 10^18 (near losing pairs and
    /// near the diagonal too).
    #[test]
    fn moves_are_legal_and_win_up_to_the_limit() {
        let mut rng = XorShift(0x1527);
        for i in 0..100_000 {
            let (a, b) = match i % 3 {
                0 => (rng.next() % (MAX_PILE + 1), rng.next() % (MAX_PILE + 1)),
                1 => {
                    let (x, y) = losing_pair(rng.next() % (MAX_PILE / 3));
                    (x + rng.next() % 3, y.saturating_sub(rng.next() % 3))
                }
                _ => {
                    let x = rng.next() % (MAX_PILE - 10);
                    (x, x + rng.next() % 10)
                }
            };
            let moves = winning_moves(a, b);
            assert_eq!(moves.is_empty(), is_losing(a, b), "({}, {})", a, b);
            let (s, l) = (a.min(b), a.max(b));
            for (x, y) in moves.iter() {
                assert!(
                    x <= y && is_losing(x, y),
                    "({}, {}) -> ({}, {})",
                    a,
                    b,
                    x,
                    y
                );
            }
            if let Some((x, y)) = moves.from_both {
                assert!(x < s && y - x == l - s, "({}, {})", a, b);
            }
            if let Some((x, y)) = moves.from_smaller {
                assert!(x < s && y == l, "({}, {})", a, b);
            }
            if let Some((x, y)) = moves.from_larger {
                let kept_smaller = x == s && y < l || y == s && x < s;
                assert!(s < l && kept_smaller, "({}, {})", a, b);
            }
        }
    }
}
