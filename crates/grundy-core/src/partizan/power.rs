//! Powers of a game `{0 | H}`: up-nth and up-to-the-n, and subordination,
//! as CGSuite defines them (`Pow`, `PowTo`, `Subordinate`; Siegel,
//! *Combinatorial Game Theory*, II.7 for up-nth and up-to-the-n of ^).
//!
//! - **Subordination** of G to a base B: G with every option that is an
//!   option of B (on the same side) removed, all the way down. It is
//!   defined only when each of B's Left options B^L is answered in G
//!   (some `G^L ≥ B^L`, or some `B^{LR} ≤ G`), and symmetrically for
//!   Right. A number x subordinated to 1 is the number x has on the birth
//!   tree below 1: `(1/8)` becomes −3, `(7/4)` becomes 3/4.
//! - **G to the x** (`PowTo`, for x a number): 0 for x = 0, else the
//!   ordinal sum `G : (x subordinated to 1)`. `^[n]` is ^ to the n,
//!   `{^[n−1] | *}`.
//! - **G to the x-th** (`Pow`, for G = `{0 | H}`): `{0 | H − G^[x − 1]}`,
//!   `^<n>` being ^ to the n-th, `{0 | v[n−1]*}`.

use std::fmt;

use super::arena::{Arena, GameId};
use super::number::Dyadic;
use crate::game::Side;

/// Why a power or a subordination is not defined.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PowerError {
    /// The game cannot be subordinated to the base: an option of the base
    /// has no answer in it.
    NotSubordinate,
    /// `Pow` needs a base `{0 | H}` (one option a side, the Left one 0).
    InvalidBase,
}

impl fmt::Display for PowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PowerError::NotSubordinate => {
                write!(f, "the game cannot be subordinated to the base")
            }
            PowerError::InvalidBase => write!(f, "the base of a power must be {{0|H}}"),
        }
    }
}

impl std::error::Error for PowerError {}

impl Arena {
    /// G subordinated to the base with these Left and Right options (any
    /// form).
    ///
    /// # Errors
    /// [`PowerError::NotSubordinate`] if an option of the base has no
    /// answer in G, at any level.
    ///
    /// # Complexity
    /// One canonical form per follower of G, with a comparison per option
    /// of the base.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let g = arena.number(Dyadic::new(1, 3).unwrap()); // 1/8
    /// let zero = arena.zero();
    /// let s = arena.subordinate(g, &[zero], &[]).unwrap(); // to 1 = {0|}
    /// assert_eq!(arena.as_number(s), Some(Dyadic::from_int(-3)));
    /// ```
    pub fn subordinate(
        &mut self,
        g: GameId,
        base_left: &[GameId],
        base_right: &[GameId],
    ) -> Result<GameId, PowerError> {
        let (lo, ro) = (self.options(g, Side::Left), self.options(g, Side::Right));
        for &b in base_left {
            let answered = lo.iter().any(|&a| self.le(b, a))
                || self
                    .options(b, Side::Right)
                    .into_iter()
                    .any(|x| self.le(x, g));
            if !answered {
                return Err(PowerError::NotSubordinate);
            }
        }
        for &b in base_right {
            let answered = ro.iter().any(|&a| self.le(a, b))
                || self
                    .options(b, Side::Left)
                    .into_iter()
                    .any(|x| self.le(g, x));
            if !answered {
                return Err(PowerError::NotSubordinate);
            }
        }
        let mut sides = [Vec::new(), Vec::new()];
        for (i, options) in [lo, ro].iter().enumerate() {
            let base = if i == 0 { base_left } else { base_right };
            for &o in options {
                if !base.contains(&o) {
                    sides[i].push(self.subordinate(o, base_left, base_right)?);
                }
            }
        }
        Ok(self.canonical(&sides[0], &sides[1]))
    }

    /// G to the x: 0 for x = 0, else `G : (x subordinated to 1)`.
    ///
    /// # Complexity
    /// One subordination of x and one ordinal sum.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::notation::{cgsuite, Limits};
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let up = arena.up_multiple(1);
    /// let g = arena.pow_to(up, Dyadic::from_int(3));
    /// assert_eq!(g, cgsuite::parse(&mut arena, "^[3]", Limits::CGSUITE).unwrap());
    /// ```
    pub fn pow_to(&mut self, g: GameId, x: Dyadic) -> GameId {
        if x == Dyadic::ZERO {
            return self.zero();
        }
        let xg = self.number(x);
        let zero = self.zero();
        let exponent = self
            .subordinate(xg, &[zero], &[])
            .expect("every number can be subordinated to 1");
        self.ordinal_sum(g, exponent)
    }

    /// G to the x-th, for G = `{0 | H}`: `{0 | H − G^(x − 1)}` (with
    /// `G^(x−1)` from [`Arena::pow_to`]).
    ///
    /// # Errors
    /// [`PowerError::InvalidBase`] unless G has one option a side and the
    /// Left one is 0.
    ///
    /// # Complexity
    /// One [`Arena::pow_to`] and a sum.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::notation::{cgsuite, Limits};
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let up = arena.up_multiple(1);
    /// let g = arena.pow(up, Dyadic::from_int(3)).unwrap();
    /// assert_eq!(g, cgsuite::parse(&mut arena, "^<3>", Limits::CGSUITE).unwrap());
    /// ```
    pub fn pow(&mut self, g: GameId, x: Dyadic) -> Result<GameId, PowerError> {
        let (lo, ro) = (self.options(g, Side::Left), self.options(g, Side::Right));
        let zero = self.zero();
        if lo != [zero] || ro.len() != 1 {
            return Err(PowerError::InvalidBase);
        }
        let below = self.pow_to(g, x.checked_sub(Dyadic::ONE).expect("x − 1 in range"));
        let minus = self.neg(below);
        let right = self.add(minus, ro[0]);
        Ok(self.canonical(&[zero], &[right]))
    }
}
