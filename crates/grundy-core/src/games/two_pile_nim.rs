//! Two-pile Nim as a game with positions: the demonstration game of the
//! generic engine ([`Engine`](crate::sg::engine::Engine)), whose key files
//! `(a, b)` and `(b, a)` as one position.

use crate::game::{Canonical, Game, Impartial, Side};

/// Nim with two piles `(a, b)`: a move takes any positive number of tokens
/// from one pile. The key is the pair with the smaller pile first.
///
/// # Example
/// ```
/// use grundy_core::game::Impartial;
/// use grundy_core::games::two_pile_nim::TwoPileNim;
/// assert_eq!(TwoPileNim.moves(&(1, 2)), vec![(0, 2), (1, 0), (1, 1)]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TwoPileNim;

impl Game for TwoPileNim {
    type Position = (u64, u64);

    fn options(&self, &(a, b): &(u64, u64), _: Side, out: &mut Vec<(u64, u64)>) {
        out.extend((0..a).map(|x| (x, b)));
        out.extend((0..b).map(|y| (a, y)));
    }
}

impl Impartial for TwoPileNim {}

impl Canonical for TwoPileNim {
    type Key = (u64, u64);

    fn key(&self, &(a, b): &(u64, u64)) -> (u64, u64) {
        (a.min(b), a.max(b))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::wins;
    use itertools::iproduct;

    /// The mover loses exactly on equal piles (Bouton, for two piles), by
    /// the brute-force search of the game itself; the key names one class.
    #[test]
    fn the_mover_loses_on_equal_piles() {
        for (a, b) in iproduct!(0..8u64, 0..8u64) {
            assert_eq!(wins(&TwoPileNim, (a, b)), a != b, "({}, {})", a, b);
            assert_eq!(TwoPileNim.key(&(a, b)), TwoPileNim.key(&(b, a)));
        }
    }
}
