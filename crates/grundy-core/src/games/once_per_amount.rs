//! Nim where each amount may be taken from a pile at most once.

/// The Grundy value of a pile of `s` in Nim where each amount may be taken
/// from a pile at most once (Codeforces 768E): the largest k with
/// 1 + 2 + … + k ≤ s.
///
/// This closed form is not proved here but derived: the tests compute the
/// game by its definition (a state is the pile and the amounts it has used)
/// with the generic engine for every pile up to [`ONCE_PER_AMOUNT_CHECKED`]
/// and find exactly these values. Beyond that bound the function still
/// answers by the formula; callers that need certainty keep to the bound.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy_core::games::once_per_amount::grundy;
/// // 1 ≤ s < 3: one; 3 ≤ s < 6: two; 6 ≤ s < 10: three.
/// let values: Vec<u64> = (0..11).map(grundy).collect();
/// assert_eq!(values, [0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4]);
/// ```
pub fn grundy(s: u64) -> u64 {
    // k(k + 1)/2 ≤ s  ⇔  k ≤ (√(8s + 1) − 1)/2; the square root in floating
    // point is only a first guess, corrected exactly.
    let fits = |k: u64| u128::from(k) * (u128::from(k) + 1) / 2 <= u128::from(s);
    let mut k = ((((8.0 * s as f64) + 1.0).sqrt() - 1.0) / 2.0) as u64;
    while k > 0 && !fits(k) {
        k -= 1;
    }
    while fits(k + 1) {
        k += 1;
    }
    k
}

/// The largest pile for which the tests derive [`grundy`]
/// from the game's definition: 60, the bound of Codeforces 768E.
pub const ONCE_PER_AMOUNT_CHECKED: u64 = 60;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Canonical, Game, Impartial, Side};
    use crate::oracle::{mover_wins, sum_moves};
    use crate::sg::engine::Engine;

    use itertools::iproduct;

    /// Nim with each amount once per pile, by its definition: a state is
    /// the pile and the set of amounts used (a bit mask), and only the used
    /// amounts up to the pile matter, which is the canonical form.
    #[derive(Clone, Copy)]
    struct OncePerAmount;

    impl Game for OncePerAmount {
        type Position = (u64, u64);

        fn options(&self, &(pile, used): &(u64, u64), _: Side, out: &mut Vec<(u64, u64)>) {
            out.extend(
                (1..=pile)
                    .filter(|&a| used >> a & 1 == 0)
                    .map(|a| (pile - a, used | 1 << a)),
            );
        }
    }

    impl Impartial for OncePerAmount {}

    impl Canonical for OncePerAmount {
        type Key = (u64, u64);

        fn key(&self, &(pile, used): &(u64, u64)) -> (u64, u64) {
            let up_to_pile = if pile >= 63 { !0 } else { (2u64 << pile) - 1 };
            (pile, used & up_to_pile)
        }
    }

    /// The closed form, derived: the engine's values of piles 0..=60 are
    /// exactly the largest k with k(k + 1)/2 ≤ s. And g = 0 exactly when
    /// the mover loses, on sums of two small piles, by the oracle.
    #[test]
    fn once_per_amount_closed_form_is_the_definition() {
        let mut engine = Engine::new(OncePerAmount);
        for s in 0..=ONCE_PER_AMOUNT_CHECKED {
            assert_eq!(engine.grundy(&(s, 0)), grundy(s), "pile {}", s);
        }
        for (a, b) in iproduct!(0..=9u64, 0..=9u64) {
            let start = vec![(a, 0u64), (b, 0u64)];
            let wins = mover_wins(start, |p| sum_moves(p, |q| OncePerAmount.moves(q)));
            let x = grundy(a) ^ grundy(b);
            assert_eq!(x != 0, wins, "piles {} {}", a, b);
        }
        for s in [u64::MAX, u64::MAX / 2, 1 << 62, 5_000_050_000] {
            let k = grundy(s);
            let t = |k: u128| k * (k + 1) / 2;
            assert!(
                t(k as u128) <= s as u128 && t(k as u128 + 1) > s as u128,
                "{}",
                s
            );
        }
    }
}
