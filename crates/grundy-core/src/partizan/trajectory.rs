//! A trajectory: a continuous, piecewise-linear function of the temperature
//! t ≥ −1 with exact dyadic breakpoints, the shape of a thermograph's wall.
//!
//! It is stored as its segments from the top down: the critical
//! temperatures `c_1 > c_2 > … > c_k > −1` where the slope changes, and on
//! each segment the line `v(t) = b_i + s_i·t` (its slope and its value at
//! t = 0), segment 0 above c_1 and segment k between −1 and c_k.
//! Consecutive segments have different slopes, so the form is unique.
//!
//! Thermography needs four operations on walls: the value at t, tilting
//! (adding r·t), and the pointwise maximum and minimum of two trajectories;
//! [`super::thermograph`] builds the walls from them. Every slope it makes
//! is −1, 0 or 1, so two lines always cross at a dyadic temperature.
//! (CGSuite's `Trajectory` is the model: its printed form is the mast
//! value, the critical temperatures and the slopes, as [`fmt::Display`]
//! writes them here.)

use std::cmp::Ordering;
use std::fmt;

use super::number::{Dyadic, NumberError};

/// A continuous piecewise-linear function of the temperature t ≥ −1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trajectory {
    /// Where the slope changes, strictly decreasing, all above −1.
    critical: Vec<Dyadic>,
    /// The slope of each segment from the top down: one more than the
    /// critical temperatures.
    slopes: Vec<Dyadic>,
    /// The value at t = 0 of each segment's line.
    intercepts: Vec<Dyadic>,
}

/// The temperature every trajectory starts from.
pub(crate) const BASE: Dyadic = Dyadic::from_int(-1);

impl Trajectory {
    /// The constant function `x` (a vertical mast at x, all the way down).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::number::Dyadic;
    /// use grundy_core::partizan::trajectory::Trajectory;
    /// let t = Trajectory::constant(Dyadic::from_int(5));
    /// assert_eq!(t.to_string(), "5,[],[0]");
    /// ```
    pub fn constant(x: Dyadic) -> Trajectory {
        Trajectory {
            critical: Vec::new(),
            slopes: vec![Dyadic::ZERO],
            intercepts: vec![x],
        }
    }

    /// The critical temperatures (where the slope changes), from the top
    /// down.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let half = arena.number(Dyadic::new(1, 1).unwrap());
    /// let t = arena.thermograph(half);
    /// assert_eq!(t.left_wall().critical_temperatures(), [Dyadic::new(-1, 1).unwrap()]);
    /// ```
    pub fn critical_temperatures(&self) -> &[Dyadic] {
        &self.critical
    }

    /// The slope d(value)/dt of each segment from the top down, one more
    /// than the critical temperatures.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let half = arena.number(Dyadic::new(1, 1).unwrap());
    /// let t = arena.thermograph(half);
    /// assert_eq!(t.left_wall().slopes(), [Dyadic::ZERO, Dyadic::from_int(-1)]);
    /// ```
    pub fn slopes(&self) -> &[Dyadic] {
        &self.slopes
    }

    /// The value at the highest critical temperature (the mast's value
    /// when the top segment is vertical), or at t = 0 if there is none.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::number::Dyadic;
    /// use grundy_core::partizan::trajectory::Trajectory;
    /// assert_eq!(Trajectory::constant(Dyadic::ONE).mast_value(), Dyadic::ONE);
    /// ```
    pub fn mast_value(&self) -> Dyadic {
        match self.critical.first() {
            Some(&c) => self.line(0, c).expect("a wall's values are in range"),
            None => self.intercepts[0],
        }
    }

    /// The value at temperature `t` (t ≥ −1).
    ///
    /// # Errors
    /// [`NumberError::Overflow`] if the value leaves the [`Dyadic`] range.
    ///
    /// # Complexity
    /// O(critical temperatures).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let (one, minus_one) = (arena.number(Dyadic::ONE), arena.number(Dyadic::from_int(-1)));
    /// let switch = arena.canonical(&[one], &[minus_one]); // ±1
    /// let t = arena.thermograph(switch);
    /// let half = Dyadic::new(1, 1).unwrap();
    /// assert_eq!(t.left_wall().value_at(half), Ok(half));
    /// assert_eq!(t.right_wall().value_at(Dyadic::from_int(7)), Ok(Dyadic::ZERO));
    /// ```
    pub fn value_at(&self, t: Dyadic) -> Result<Dyadic, NumberError> {
        let i = self.critical.iter().take_while(|&&c| t < c).count();
        self.line(i, t)
    }

    /// Segment i's line at t.
    fn line(&self, i: usize, t: Dyadic) -> Result<Dyadic, NumberError> {
        self.slopes[i]
            .checked_mul(t)?
            .checked_add(self.intercepts[i])
    }

    /// The slope just above t (the top slope above every critical point).
    fn slope_above(&self, t: Dyadic) -> Dyadic {
        self.slopes[self.segment_above(t)]
    }

    /// `v(t) + r·t`.
    pub(crate) fn tilt(&self, r: Dyadic) -> Result<Trajectory, NumberError> {
        let slopes = self
            .slopes
            .iter()
            .map(|s| s.checked_add(r))
            .collect::<Result<_, _>>()?;
        Ok(Trajectory {
            critical: self.critical.clone(),
            slopes,
            intercepts: self.intercepts.clone(),
        })
    }

    /// The pointwise maximum (`Ordering::Greater`) or minimum (`Less`).
    pub(crate) fn pointwise(
        &self,
        other: &Trajectory,
        keep: Ordering,
    ) -> Result<Trajectory, NumberError> {
        // Every breakpoint of either, and every crossing between them,
        // from the bottom up; on each piece one of the two is kept.
        let cuts = self.cuts(other);
        let mut pieces = Vec::new();
        for (j, &a) in cuts.iter().enumerate() {
            let b = cuts.get(j + 1).copied();
            let (i1, i2) = (self.segment_above(a), other.segment_above(a));
            let (s1, c1) = (self.slopes[i1], self.intercepts[i1]);
            let (s2, c2) = (other.slopes[i2], other.intercepts[i2]);
            let at_a = |s: Dyadic, c: Dyadic| s.checked_mul(a)?.checked_add(c);
            let d_a = at_a(s1, c1)?.checked_sub(at_a(s2, c2)?)?;
            let ds = s1.checked_sub(s2)?;
            // The winner just above a, then a crossing inside (a, b) if
            // the difference changes sign there.
            let first_wins = match d_a.cmp(&Dyadic::ZERO) {
                Ordering::Equal => ds.cmp(&Dyadic::ZERO) != keep.reverse(),
                o => o == keep,
            };
            let pick = |first: bool| if first { (s1, c1) } else { (s2, c2) };
            pieces.push((a, pick(first_wins)));
            if ds != Dyadic::ZERO && d_a != Dyadic::ZERO && (d_a.signum() < 0) == (ds.signum() > 0)
            {
                // d(t) = d_a + ds·(t − a) vanishes at t = a − d_a/ds.
                let cross = a.checked_sub(divide(d_a, ds)?)?;
                if b.map_or(true, |b| cross < b) {
                    pieces.push((cross, pick(!first_wins)));
                }
            }
        }
        Ok(Trajectory::from_pieces(pieces))
    }

    /// The index of the segment just above temperature t.
    fn segment_above(&self, t: Dyadic) -> usize {
        self.critical.iter().take_while(|&&c| t < c).count()
    }

    /// The trajectory equal to this one up to `top` and to the constant
    /// `x` above it (a wall that meets its mast at `top`, value x).
    pub(crate) fn up_to(&self, top: Dyadic, x: Dyadic) -> Trajectory {
        let mut pieces: Vec<(Dyadic, (Dyadic, Dyadic))> = Vec::new();
        let mut lower = BASE;
        for i in (0..self.slopes.len()).rev() {
            if lower >= top {
                break;
            }
            pieces.push((lower, (self.slopes[i], self.intercepts[i])));
            lower = if i > 0 { self.critical[i - 1] } else { top };
        }
        pieces.push((top.max(BASE), (Dyadic::ZERO, x)));
        Trajectory::from_pieces(pieces)
    }

    /// Builds a trajectory from pieces `(lower end, (slope, intercept))`
    /// listed from the bottom up, merging neighbours of equal slope.
    fn from_pieces(pieces: Vec<(Dyadic, (Dyadic, Dyadic))>) -> Trajectory {
        let mut critical = Vec::new();
        let mut slopes: Vec<Dyadic> = Vec::new();
        let mut intercepts = Vec::new();
        for (lower, (s, c)) in pieces {
            match slopes.last() {
                Some(&last) if last == s => {}
                Some(_) => {
                    critical.push(lower);
                    slopes.push(s);
                    intercepts.push(c);
                }
                None => {
                    slopes.push(s);
                    intercepts.push(c);
                }
            }
        }
        critical.reverse();
        slopes.reverse();
        intercepts.reverse();
        Trajectory {
            critical,
            slopes,
            intercepts,
        }
    }

    /// The slope of the lowest segment, just above the base.
    pub(crate) fn bottom_slope(&self) -> Dyadic {
        self.slopes[self.slopes.len() - 1]
    }

    /// The breakpoints of this trajectory and `other`, with the base −1,
    /// sorted and without repeats: the pieces on which both are linear.
    fn cuts(&self, other: &Trajectory) -> Vec<Dyadic> {
        let mut cuts: Vec<Dyadic> = self
            .critical
            .iter()
            .chain(&other.critical)
            .copied()
            .chain([BASE])
            .collect();
        cuts.sort_unstable();
        cuts.dedup();
        cuts
    }

    /// The first temperature t ≥ −1 where this trajectory is at most
    /// `other` (`None` if it stays above), when it starts above it.
    pub(crate) fn first_meeting(&self, other: &Trajectory) -> Result<Option<Dyadic>, NumberError> {
        let cuts = self.cuts(other);
        for (j, &a) in cuts.iter().enumerate() {
            let d_a = self.value_at(a)?.checked_sub(other.value_at(a)?)?;
            if d_a <= Dyadic::ZERO && a > BASE {
                return Ok(Some(a));
            }
            let ds = self.slope_above(a).checked_sub(other.slope_above(a))?;
            if ds < Dyadic::ZERO {
                let cross = a.checked_sub(divide(d_a, ds)?)?;
                if cuts.get(j + 1).map_or(true, |&b| cross <= b) {
                    return Ok(Some(cross));
                }
            }
        }
        Ok(None)
    }
}

/// `a / d` for a slope difference d = ±2^j (j may be negative): exact.
fn divide(a: Dyadic, d: Dyadic) -> Result<Dyadic, NumberError> {
    let (p, k) = (d.numerator(), d.exponent());
    let a = if p < 0 { a.checked_neg()? } else { a };
    let p = p.unsigned_abs();
    assert!(p.is_power_of_two(), "a slope difference of ±2^j");
    let j = p.trailing_zeros();
    // a / (2^j / 2^k) = a · 2^k / 2^j
    let shifted = a.checked_shl(k)?;
    Dyadic::new(shifted.numerator(), shifted.exponent() + j)
}

/// `m,[c1,…],[s0,…]`: the mast value, the critical temperatures and the
/// slopes, as CGSuite prints a wall.
impl fmt::Display for Trajectory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |v: &[Dyadic]| {
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        write!(
            f,
            "{},[{}],[{}]",
            self.mast_value(),
            list(&self.critical),
            list(&self.slopes)
        )
    }
}
