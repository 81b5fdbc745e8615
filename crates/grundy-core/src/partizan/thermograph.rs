//! Thermographs: what a game is worth on average (its mean, or mast) and
//! how much a move in it is worth (its temperature).
//!
//! Cooling G by t taxes every move t (Winning Ways ch. 6; Siegel,
//! *Combinatorial Game Theory*, II.5): for t > −1,
//!
//! ```text
//! G_t = { G^L_t − t | G^R_t + t },
//! ```
//!
//! unless some t' < t already made `G_t'` infinitely close to a number x
//! (its stops equal), and then `G_t = x`. The **thermograph** draws the
//! stops of G_t against t: its left wall `L(G_t)` and right wall `R(G_t)`
//! are [`Trajectory`]s. They are built from the options' walls without
//! cooling anything: the *left scaffold* is the highest of the Left
//! options' right walls, each tilted by −t, the *right scaffold* the
//! lowest of the Right options' left walls tilted by +t; the walls follow
//! the scaffolds from t = −1 up to the first temperature τ where they meet
//! (at x), and are the vertical **mast** x above it. Then τ is the
//! **temperature** of G and x its **mean**: `G + G + … (n copies) = n·x +
//! O(1)`, and the mean of a sum is the sum of the means.
//!
//! An integer's walls are its value all the way down (temperature −1); a
//! number p/2^k with k ≥ 1 gets the temperature −1/2^k, as in Winning Ways
//! and CGSuite. If the scaffolds start with the left one below the right
//! one (a cave), G_t is a number from the start, the one CGSuite takes: 0
//! if it lies between them at t = −1, else the nearer scaffold's value.

use std::cmp::Ordering;
use std::collections::HashMap;
use std::fmt;

use super::arena::{Arena, GameId};
use super::number::{Dyadic, NumberError};
use super::trajectory::{Trajectory, BASE};
use crate::game::Side;

/// The two walls of a game's thermograph.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Thermograph {
    left: Trajectory,
    right: Trajectory,
}

impl Thermograph {
    /// The left wall: the Left stop of G cooled by t.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let star = arena.star();
    /// let t = arena.thermograph(star);
    /// assert_eq!(t.left_wall().to_string(), "0,[0],[0,-1]");
    /// assert_eq!(t.right_wall().to_string(), "0,[0],[0,1]");
    /// ```
    pub fn left_wall(&self) -> &Trajectory {
        &self.left
    }

    /// The right wall: the Right stop of G cooled by t.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`Thermograph::left_wall`].
    pub fn right_wall(&self) -> &Trajectory {
        &self.right
    }

    /// The mast's value, the mean of the game.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let (three, one) = (arena.number(Dyadic::from_int(3)), arena.number(Dyadic::ONE));
    /// let g = arena.canonical(&[three], &[one]); // {3|1}
    /// assert_eq!(arena.thermograph(g).mast(), Dyadic::from_int(2));
    /// ```
    pub fn mast(&self) -> Dyadic {
        self.left.mast_value()
    }

    /// The temperature: the highest critical temperature of either wall,
    /// −1 if neither has one.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let (three, one) = (arena.number(Dyadic::from_int(3)), arena.number(Dyadic::ONE));
    /// let g = arena.canonical(&[three], &[one]); // {3|1}
    /// assert_eq!(arena.thermograph(g).temperature(), Dyadic::ONE);
    /// ```
    pub fn temperature(&self) -> Dyadic {
        let top = |w: &Trajectory| w.critical_temperatures().first().copied().unwrap_or(BASE);
        top(&self.left).max(top(&self.right))
    }

    /// The thermograph of a number's walls meeting at once: `x` all the
    /// way down.
    fn constant(x: Dyadic) -> Thermograph {
        Thermograph {
            left: Trajectory::constant(x),
            right: Trajectory::constant(x),
        }
    }

    /// The walls grown from the two scaffolds (see the module's summary).
    fn from_scaffolds(sl: Trajectory, sr: Trajectory) -> Result<Thermograph, NumberError> {
        let (a, b) = (sl.value_at(BASE)?, sr.value_at(BASE)?);
        let cave = a < b || (a == b && sl.bottom_slope() <= sr.bottom_slope());
        if cave {
            let x = if a > Dyadic::ZERO {
                a
            } else if b < Dyadic::ZERO {
                b
            } else {
                Dyadic::ZERO
            };
            return Ok(Thermograph::constant(x));
        }
        let tau = sl
            .first_meeting(&sr)?
            .expect("the scaffolds of a short game meet: slopes −1 and 1 at the top");
        let x = sl.value_at(tau)?;
        Ok(Thermograph {
            left: sl.up_to(tau, x),
            right: sr.up_to(tau, x),
        })
    }
}

/// `Thermograph(left wall,right wall)`, each wall as its mast value, its
/// critical temperatures and its slopes: CGSuite's printed form, e.g.
/// `Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])`.
impl fmt::Display for Thermograph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Thermograph({},{})", self.left, self.right)
    }
}

impl Arena {
    /// The thermograph of G.
    ///
    /// # Panics
    /// If a wall's value leaves the [`Dyadic`] range; see
    /// [`Arena::checked_thermograph`].
    ///
    /// # Complexity
    /// One merge of walls per option of each subgame, memoized for the
    /// call (a wall has at most a few critical points per level of the
    /// game tree); not kept between calls.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::notation::{parse, Limits};
    /// let mut arena = Arena::new();
    /// let g = parse(&mut arena, "{3|{2*|1*}}", Limits::STATEMENT).unwrap();
    /// assert_eq!(
    ///     arena.thermograph(g).to_string(),
    ///     "Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])"
    /// );
    /// ```
    pub fn thermograph(&mut self, g: GameId) -> Thermograph {
        self.checked_thermograph(g)
            .expect("a thermograph's values in the Dyadic range")
    }

    /// The thermograph of G, or an overflow.
    ///
    /// # Errors
    /// [`NumberError::Overflow`] if a wall's value leaves the [`Dyadic`]
    /// range.
    ///
    /// # Complexity
    /// As [`Arena::thermograph`].
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let five = arena.number(Dyadic::from_int(5));
    /// let t = arena.checked_thermograph(five).unwrap();
    /// assert_eq!(t.to_string(), "Thermograph(5,[],[0],5,[],[0])");
    /// ```
    pub fn checked_thermograph(&mut self, g: GameId) -> Result<Thermograph, NumberError> {
        self.thermograph_in(g, &mut HashMap::new())
    }

    /// The thermograph of G, with the thermographs of its subgames
    /// remembered in `memo` (one computation shares one memo).
    pub(crate) fn thermograph_in(
        &mut self,
        g: GameId,
        memo: &mut HashMap<GameId, Thermograph>,
    ) -> Result<Thermograph, NumberError> {
        if let Some(x) = self.as_number(g) {
            if x.is_integer() {
                return Ok(Thermograph::constant(x));
            }
        }
        if let Some(t) = memo.get(&g) {
            return Ok(t.clone());
        }
        // x + n.^ + *m (built by Arena::nus) has the thermograph of its
        // thermal twin, x + ^, x + v or x + *: no walk down its chain.
        if let Some(&v) = self.nus_parts.get(&g) {
            let twin = v.thermal_twin();
            if twin != v {
                let h = self.nus(twin);
                return self.thermograph_in(h, memo);
            }
        }
        let mut sl: Option<Trajectory> = None;
        for l in self.options(g, Side::Left) {
            let wall = self
                .thermograph_in(l, memo)?
                .right
                .tilt(Dyadic::from_int(-1))?;
            sl = Some(match sl {
                Some(s) => s.pointwise(&wall, Ordering::Greater)?,
                None => wall,
            });
        }
        let mut sr: Option<Trajectory> = None;
        for r in self.options(g, Side::Right) {
            let wall = self.thermograph_in(r, memo)?.left.tilt(Dyadic::ONE)?;
            sr = Some(match sr {
                Some(s) => s.pointwise(&wall, Ordering::Less)?,
                None => wall,
            });
        }
        // Only an integer has a side without options.
        let t = Thermograph::from_scaffolds(
            sl.expect("a game that is not an integer has Left options"),
            sr.expect("a game that is not an integer has Right options"),
        )?;
        memo.insert(g, t.clone());
        Ok(t)
    }

    /// The mean of G: the value of its mast (x for a number x).
    ///
    /// # Panics
    /// As [`Arena::thermograph`].
    ///
    /// # Complexity
    /// O(1) for a number, else one thermograph.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let (a, b) = (arena.number(Dyadic::from_int(5)), arena.number(Dyadic::from_int(-2)));
    /// let switch = arena.canonical(&[a], &[b]); // {5|-2}: mean 3/2
    /// assert_eq!(arena.mean(switch), Dyadic::new(3, 1).unwrap());
    /// ```
    pub fn mean(&mut self, g: GameId) -> Dyadic {
        match self.as_number(g) {
            Some(x) => x,
            None => self.thermograph(g).mast(),
        }
    }

    /// The temperature of G: where its thermograph's walls meet the mast;
    /// −1/2^k for a number p/2^k in lowest terms (−1 for an integer).
    ///
    /// # Panics
    /// As [`Arena::thermograph`].
    ///
    /// # Complexity
    /// O(1) for a number, else one thermograph.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let (a, b) = (arena.number(Dyadic::from_int(5)), arena.number(Dyadic::from_int(-2)));
    /// let switch = arena.canonical(&[a], &[b]); // {5|-2}: temperature 7/2
    /// assert_eq!(arena.temperature(switch), Dyadic::new(7, 1).unwrap());
    /// let quarter = arena.number(Dyadic::new(3, 2).unwrap());
    /// assert_eq!(arena.temperature(quarter), Dyadic::new(-1, 2).unwrap());
    /// ```
    pub fn temperature(&mut self, g: GameId) -> Dyadic {
        match self.as_number(g) {
            Some(x) => Dyadic::new(-1, x.exponent()).expect("−1/2^k in range"),
            None => self.thermograph(g).temperature(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::notation::{parse, Limits};
    use rstest::rstest;

    const WIDE: Limits = Limits {
        max_len: 1000,
        max_depth: 20,
        max_number: 64,
        max_denominator: 64,
        max_ups: 20,
        max_nimber: 20,
        max_multiple: 0,
        max_height: 100,
    };

    #[rstest]
    #[case("0", "Thermograph(0,[],[0],0,[],[0])")]
    #[case("5", "Thermograph(5,[],[0],5,[],[0])")]
    #[case("-1/2", "Thermograph(-1/2,[-1/2],[0,-1],-1/2,[-1/2],[0,1])")]
    #[case(
        "25/16",
        "Thermograph(25/16,[-1/16,-1/2],[0,-1,0],25/16,[-1/16,-1/8,-1/2],[0,1,0,1])"
    )]
    #[case("*8", "Thermograph(0,[0],[0,-1],0,[0],[0,1])")]
    #[case(
        "9/8*",
        "Thermograph(9/8,[0,-1/8,-1/4],[0,-1,0,-1],9/8,[0,-1/8],[0,1,0])"
    )]
    #[case("^", "Thermograph(0,[0],[0,-1],0,[],[0])")]
    #[case("v*", "Thermograph(0,[0],[0,-1],0,[0],[0,1])")]
    #[case("6^*", "Thermograph(6,[0],[0,-1],6,[0],[0,1])")]
    #[case("^*6", "Thermograph(0,[0],[0,-1],0,[],[0])")]
    #[case(
        "73/16v9*8",
        "Thermograph(73/16,[-1/16,-1/2],[0,-1,0],73/16,[0,-1/16,-1/2],[0,1,0,1])"
    )]
    #[case(
        "{3|{2*|1*}}",
        "Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])"
    )]
    #[case(
        "{{3/2*|1/2}|{0|-3},{-1*,{-1/2|-1*}|-5/2}}",
        "Thermograph(-5/16,[21/16,1/2,-1/2],[0,-1,0,-1],-5/16,[21/16,7/8,1/4,0],[0,1,0,1,0])"
    )]
    fn cgsuite_thermographs(#[case] text: &str, #[case] expected: &str) {
        let mut arena = Arena::new();
        let g = parse(&mut arena, text, WIDE).unwrap();
        assert_eq!(arena.thermograph(g).to_string(), expected, "{text}");
    }
}
