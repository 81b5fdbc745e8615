//! Cooling, heating and overheating: the games a thermograph describes.
//!
//! - **Cooling** by t > −1 (Winning Ways ch. 6; Siegel, *Combinatorial
//!   Game Theory*, II.5): `G_t = {G^L_t − t | G^R_t + t}`, except that G_t
//!   is the mean of G once t passes G's temperature, and an integer is
//!   never cooled. Its stops are the walls of [`super::thermograph`] at t.
//!   **Freezing** is cooling by the temperature itself.
//! - **Heating** by a game T undoes cooling on hot games: `∫^T G = G` for a
//!   number G, else `{∫^T G^L + T | ∫^T G^R − T}` (Winning Ways ch. 6).
//! - **Overheating** from s to t (Berlekamp; Siegel II.5, as CGSuite
//!   computes it): `n.s` (the Norton product, n copies of s) for an
//!   integer n, else `{G^L overheated + t | G^R overheated − t}`.
//!
//! All three act on the canonical form and are memoized by their
//! arguments.

use std::collections::HashMap;
use std::fmt;

use super::arena::{Arena, GameId, Op};
use super::number::{Dyadic, NumberError};
use super::thermograph::Thermograph;
use crate::game::Side;

/// Why a game could not be cooled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CoolingError {
    /// Cooling is defined for temperatures above −1 only: this one is not.
    TooCold(Dyadic),
    /// A value left the [`Dyadic`] range.
    Number(NumberError),
}

impl fmt::Display for CoolingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CoolingError::TooCold(t) => {
                write!(f, "cooling temperature {t} is not above -1")
            }
            CoolingError::Number(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for CoolingError {}

impl From<NumberError> for CoolingError {
    fn from(e: NumberError) -> CoolingError {
        CoolingError::Number(e)
    }
}

impl Arena {
    /// G cooled by t: `{G^L_t − t | G^R_t + t}` up to G's temperature, its
    /// mean above it; an integer stays itself.
    ///
    /// # Errors
    /// [`CoolingError::TooCold`] for t ≤ −1; [`CoolingError::Number`] if
    /// the thermograph leaves the [`Dyadic`] range.
    ///
    /// # Panics
    /// If a sum of numbers leaves the [`Dyadic`] range (as [`Arena::add`]).
    ///
    /// # Complexity
    /// One thermograph, then one canonical form per subgame, memoized by
    /// (G, t).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::notation::{parse, Limits, Printer};
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let g = parse(&mut arena, "{3|{2*|1*}}", Limits::STATEMENT).unwrap();
    /// let cooled = arena.cool(g, Dyadic::new(1, 1).unwrap()).unwrap();
    /// assert_eq!(Printer::new().print(&mut arena, cooled), "{5/2|2*}");
    /// let frozen = arena.cool(g, Dyadic::from_int(70)).unwrap();
    /// assert_eq!(arena.as_number(frozen), Some(Dyadic::new(9, 2).unwrap())); // 9/4
    /// assert!(arena.cool(g, Dyadic::from_int(-1)).is_err());
    /// ```
    pub fn cool(&mut self, g: GameId, t: Dyadic) -> Result<GameId, CoolingError> {
        if t <= Dyadic::from_int(-1) {
            return Err(CoolingError::TooCold(t));
        }
        self.cool_in(g, t, &mut HashMap::new())
    }

    fn cool_in(
        &mut self,
        g: GameId,
        t: Dyadic,
        thermographs: &mut HashMap<GameId, Thermograph>,
    ) -> Result<GameId, CoolingError> {
        if self.as_number(g).is_some_and(Dyadic::is_integer) {
            return Ok(g);
        }
        let tg = self.number(t);
        if let Some(&c) = self.op_memo.get(&(Op::Cool, g, tg)) {
            return Ok(c);
        }
        let thermograph = self.thermograph_in(g, thermographs)?;
        let c = if thermograph.temperature() < t {
            self.number(thermograph.mast())
        } else {
            let minus_t = self.number(t.checked_neg()?);
            let mut sides = [Vec::new(), Vec::new()];
            for (i, &(side, shift)) in [(Side::Left, minus_t), (Side::Right, tg)]
                .iter()
                .enumerate()
            {
                for o in self.options(g, side) {
                    let cooled = self.cool_in(o, t, thermographs)?;
                    sides[i].push(self.add(cooled, shift));
                }
            }
            self.canonical(&sides[0], &sides[1])
        };
        self.op_memo.insert((Op::Cool, g, tg), c);
        Ok(c)
    }

    /// G frozen: cooled by its own temperature; a number stays itself.
    ///
    /// # Panics
    /// If a value leaves the [`Dyadic`] range.
    ///
    /// # Complexity
    /// As [`Arena::cool`].
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::notation::{parse, Limits, Printer};
    /// let mut arena = Arena::new();
    /// let g = parse(&mut arena, "{3|{2*|1*}}", Limits::STATEMENT).unwrap();
    /// let frozen = arena.freeze(g);
    /// assert_eq!(Printer::new().print(&mut arena, frozen), "9/4*");
    /// ```
    pub fn freeze(&mut self, g: GameId) -> GameId {
        if self.as_number(g).is_some() {
            return g;
        }
        let t = self.temperature(g);
        self.cool(g, t)
            .expect("a temperature is at least −1, values in range")
    }

    /// G heated by the game T: G for a number G, else
    /// `{∫^T G^L + T | ∫^T G^R − T}`.
    ///
    /// # Panics
    /// If a sum of numbers leaves the [`Dyadic`] range.
    ///
    /// # Complexity
    /// One canonical form per subgame of G, memoized by (G, T).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::notation::{parse, Limits, Printer};
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let g = parse(&mut arena, "{3|{2*|1*}}", Limits::STATEMENT).unwrap();
    /// let one = arena.number(Dyadic::ONE);
    /// let hot = arena.heat(g, one);
    /// assert_eq!(Printer::new().print(&mut arena, hot), "{4|{{3|1}|{0|-2}}}");
    /// ```
    pub fn heat(&mut self, g: GameId, t: GameId) -> GameId {
        if self.as_number(g).is_some() {
            return g;
        }
        if let Some(&h) = self.op_memo.get(&(Op::Heat, g, t)) {
            return h;
        }
        let minus_t = self.neg(t);
        let h = self.rebuild(g, |arena, o, side| {
            let heated = arena.heat(o, t);
            match side {
                Side::Left => arena.add(heated, t),
                Side::Right => arena.add(heated, minus_t),
            }
        });
        self.op_memo.insert((Op::Heat, g, t), h);
        h
    }

    /// G overheated from s to t: the Norton product `n.s` for an integer
    /// n, else `{G^L overheated + t | G^R overheated − t}`.
    ///
    /// # Panics
    /// If a sum of numbers leaves the [`Dyadic`] range.
    ///
    /// # Complexity
    /// One canonical form per subgame of G, memoized by (G, s, t).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// use grundy_core::partizan::notation::{parse, Limits, Printer};
    /// let mut arena = Arena::new();
    /// let g = arena.number(Dyadic::new(7, 4).unwrap()); // 7/16
    /// let zero = arena.zero();
    /// let h = arena.overheat(g, zero, zero);
    /// // ^[3] = {{^|*}|*} (CGSuite's up-to-the-third)
    /// let expected = parse(&mut arena, "{{^|*}|*}", Limits::STATEMENT).unwrap();
    /// assert_eq!(h, expected);
    /// ```
    pub fn overheat(&mut self, g: GameId, s: GameId, t: GameId) -> GameId {
        if self.as_number(g).is_some_and(Dyadic::is_integer) {
            return self.norton_product(g, s);
        }
        if let Some(&h) = self.op_memo.get(&(Op::Overheat(s), g, t)) {
            return h;
        }
        let minus_t = self.neg(t);
        let h = self.rebuild(g, |arena, o, side| {
            let hot = arena.overheat(o, s, t);
            match side {
                Side::Left => arena.add(hot, t),
                Side::Right => arena.add(hot, minus_t),
            }
        });
        self.op_memo.insert((Op::Overheat(s), g, t), h);
        h
    }

    /// The canonical form of `{f(G^L) | f(G^R)}`: each option of G mapped
    /// by `f(arena, option, side)`.
    pub(crate) fn rebuild(
        &mut self,
        g: GameId,
        mut f: impl FnMut(&mut Arena, GameId, Side) -> GameId,
    ) -> GameId {
        let mut sides = [Vec::new(), Vec::new()];
        for (i, &side) in [Side::Left, Side::Right].iter().enumerate() {
            for o in self.options(g, side) {
                let x = f(self, o, side);
                sides[i].push(x);
            }
        }
        self.canonical(&sides[0], &sides[1])
    }
}
