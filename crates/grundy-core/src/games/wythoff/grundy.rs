//! Wythoff's game for the generic engine: its Grundy values, which have no
//! known closed form, for small piles.

use crate::game::{Canonical, Game, Impartial, Side};
use crate::games::two_pile_nim::TwoPileNim;

/// Wythoff's game as an [`Impartial`] game for the generic engine: two-pile
/// Nim's moves ([`TwoPileNim`]) and the same amount from both piles; a
/// position is the pair of piles, keyed as two-pile Nim keys it (the smaller
/// first).
///
/// # Example
/// ```
/// use grundy_core::games::wythoff::Wythoff;
/// use grundy_core::sg::engine::Engine;
/// let mut engine = Engine::new(Wythoff);
/// assert_eq!(engine.grundy(&(1, 1)), 2);
/// assert_eq!(engine.grundy(&(2, 1)), 0);
/// assert_eq!(engine.grundy(&(3, 3)), 6);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Wythoff;

impl Game for Wythoff {
    type Position = (u64, u64);

    fn options(&self, &(a, b): &(u64, u64), side: Side, out: &mut Vec<(u64, u64)>) {
        TwoPileNim.options(&(a, b), side, out);
        out.extend((1..=a.min(b)).map(|d| (a - d, b - d)));
    }
}

impl Impartial for Wythoff {}

impl Canonical for Wythoff {
    type Key = (u64, u64);

    fn key(&self, p: &(u64, u64)) -> (u64, u64) {
        TwoPileNim.key(p)
    }
}

#[cfg(test)]
mod tests {
    use super::super::is_losing;
    use super::*;
    use crate::sg::engine::Engine;
    use itertools::iproduct;

    /// OEIS A317205: the triangle G(n, m), 0 ≤ m ≤ n ≤ 11 (Blass and
    /// Fraenkel 1990, Table 2).
    #[test]
    fn grundy_values_match_oeis_a317205() {
        let triangle = [
            0, 1, 2, 2, 0, 1, 3, 4, 5, 6, 4, 5, 3, 2, 7, 5, 3, 4, 0, 6, 8, 6, 7, 8, 1, 9, 10, 3, 7,
            8, 6, 9, 0, 1, 4, 5, 8, 6, 7, 10, 1, 2, 5, 3, 4, 9, 10, 11, 12, 8, 7, 13, 14, 15, 16,
            10, 11, 9, 8, 13, 12, 0, 15, 16, 17, 14, 11, 9, 10, 7, 12, 14, 2, 13, 17, 6, 18, 15,
        ];
        let mut engine = Engine::new(Wythoff);
        let got: Vec<u64> = (0..12u64)
            .flat_map(|n| (0..=n).map(move |m| (n, m)))
            .map(|p| engine.grundy(&p))
            .collect();
        assert_eq!(got, triangle);
    }

    /// The diagonal G(n, n), n = 0..=70: OEIS A047708.
    #[test]
    fn diagonal_matches_oeis_a047708() {
        let diagonal = [
            0, 2, 1, 6, 7, 8, 3, 5, 4, 16, 14, 15, 10, 9, 11, 20, 13, 21, 12, 25, 17, 18, 19, 30,
            31, 38, 35, 36, 22, 23, 43, 45, 48, 49, 24, 26, 27, 28, 29, 33, 60, 32, 61, 57, 66, 37,
            63, 34, 64, 67, 40, 39, 41, 42, 82, 44, 74, 79, 47, 46, 87, 86, 50, 95, 96, 52, 101,
            51, 102, 53, 54,
        ];
        let mut engine = Engine::new(Wythoff);
        for (n, &g) in diagonal.iter().enumerate() {
            assert_eq!(engine.grundy(&(n as u64, n as u64)), g, "G({0}, {0})", n);
        }
    }

    /// Every row of the table is additively periodic (Dress, Flammenkamp
    /// and Pink 1999; Landman): row 1 from the start, with period 3,
    /// G(1, n + 3) = G(1, n) + 3, its first block being 1, 2, 0 (A317205).
    /// Checked to n = 300.
    #[test]
    fn row_one_comes_in_blocks_of_three() {
        let mut engine = Engine::new(Wythoff);
        for n in 0..=300u64 {
            let j = n / 3 * 3;
            let want = [j + 1, j + 2, j][(n % 3) as usize];
            assert_eq!(engine.grundy(&(1, n)), want, "G(1, {})", n);
        }
    }

    /// The engine's zeros are the losing pairs, on all piles up to 100.
    #[test]
    fn zeros_are_the_losing_pairs() {
        let mut engine = Engine::new(Wythoff);
        for (a, b) in iproduct!(0..=100u64, 0..=100u64) {
            assert_eq!(
                engine.grundy(&(a, b)) == 0,
                is_losing(a, b),
                "({}, {})",
                a,
                b
            );
        }
    }
}
