//! The fast path for sums whose components are each a number plus a
//! nimber, `x + *m`: no game trees, two machine words a component.
//!
//! `(x + *a) + (y + *b) = (x + y) + *(a ⊕ b)`: the numbers add and only
//! the nimbers combine by XOR. The outcome of `x + *m` is read off at once:
//! Left wins if x > 0, Right if x < 0, and for x = 0 the player to move
//! wins exactly when m ≠ 0 (Winning Ways vol. 1, ch. 2–3). A judge whose
//! components are such values (No-capture Lance Game, ABC 265 Ex) needs
//! only this; [`super::arena::Arena`] computes the same values as games,
//! which the tests compare.

use super::compare::Outcome;
use super::number::{Dyadic, NumberError};

/// A value `x + *m`: a number plus a nimber.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct NumberNimber {
    /// The number part x.
    pub number: Dyadic,
    /// The nimber m.
    pub nimber: u64,
}

impl NumberNimber {
    /// The sum `(x + y) + *(a ⊕ b)`.
    ///
    /// # Errors
    /// [`NumberError::Overflow`] if `x + y` leaves the [`Dyadic`] range.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::number::Dyadic;
    /// use grundy_core::partizan::number_nimber::NumberNimber;
    /// let a = NumberNimber { number: Dyadic::new(1, 1).unwrap(), nimber: 3 };
    /// let b = NumberNimber { number: Dyadic::new(-1, 1).unwrap(), nimber: 1 };
    /// assert_eq!(a.checked_add(b), Ok(NumberNimber { number: Dyadic::ZERO, nimber: 2 }));
    /// ```
    pub fn checked_add(self, other: NumberNimber) -> Result<NumberNimber, NumberError> {
        Ok(NumberNimber {
            number: self.number.checked_add(other.number)?,
            nimber: self.nimber ^ other.nimber,
        })
    }

    /// The outcome class: L if x > 0, R if x < 0, N if x = 0 and m ≠ 0,
    /// P if both are 0.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::compare::Outcome;
    /// use grundy_core::partizan::number::Dyadic;
    /// use grundy_core::partizan::number_nimber::NumberNimber;
    /// let star = NumberNimber { number: Dyadic::ZERO, nimber: 1 };
    /// assert_eq!(star.outcome(), Outcome::Next);
    /// let one_star = NumberNimber { number: Dyadic::ONE, nimber: 1 };
    /// assert_eq!(one_star.outcome(), Outcome::Left);
    /// ```
    pub fn outcome(self) -> Outcome {
        match (self.number.signum(), self.nimber) {
            (1, _) => Outcome::Left,
            (-1, _) => Outcome::Right,
            (_, 0) => Outcome::Previous,
            _ => Outcome::Next,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::arena::Arena;
    use crate::test_rng::XorShift;

    fn random(rng: &mut XorShift) -> NumberNimber {
        let p = (rng.next() % 33) as i64 - 16;
        let k = (rng.next() % 4) as u32;
        NumberNimber {
            number: Dyadic::new(p, k).unwrap(),
            nimber: rng.next() % 8,
        }
    }

    /// Sums of up to four random `x + *m` against the canonical-form
    /// engine: the same sum, the same outcome.
    #[test]
    fn agrees_with_the_arena() {
        let mut rng = XorShift(0x5eed_1234_abcd_0001);
        let mut arena = Arena::new();
        let mut outcomes = [0usize; 4];
        for _ in 0..500 {
            let terms: Vec<NumberNimber> =
                (0..1 + rng.next() % 4).map(|_| random(&mut rng)).collect();
            let fast = terms
                .iter()
                .try_fold(NumberNimber::default(), |acc, &t| acc.checked_add(t))
                .unwrap();
            let games: Vec<_> = terms
                .iter()
                .map(|t| {
                    let x = arena.number(t.number);
                    let m = arena.nimber(t.nimber as u32);
                    arena.add(x, m)
                })
                .collect();
            let slow = arena.sum(&games);
            let expected = {
                let x = arena.number(fast.number);
                let m = arena.nimber(fast.nimber as u32);
                arena.add(x, m)
            };
            assert_eq!(slow, expected);
            assert_eq!(arena.outcome(slow), fast.outcome());
            outcomes[fast.outcome() as usize] += 1;
        }
        // Every class occurs.
        assert!(outcomes.iter().all(|&n| n > 0), "{outcomes:?}");
    }
}
