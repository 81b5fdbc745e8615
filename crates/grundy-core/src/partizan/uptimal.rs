//! Uptimals: the games `x + *m + a_1.↑ + a_2.↑² + … + a_k.↑^k`, a number,
//! a nimber and whole multiples of the powers of up (`↑^n`, up-nth: the
//! [`Arena::pow`] of `↑ = {0|*}`), and their expansions `x*m.a_1a_2…a_k`
//! as CGSuite writes them.
//!
//! Recognition follows the shape of an uptimal's canonical form (as
//! CGSuite's `CanonicalShortGameOps` states it): every option of an uptimal is an uptimal, and
//! one whose last coefficient is positive has exactly one Right option,
//! `*(m⊕1).(a_1−1)(a_2−1)…(a_k−1)`. So the expansion of `G` is the Right
//! option's with every coefficient raised by one, up to the length `k`,
//! and the star toggled: `k` is the Right option's length when its last
//! coefficient is positive (then `a_k ≥ 2`), and otherwise one more than
//! the longest expansion among all options (`a_k = 1`). Each such
//! candidate is built ([`Arena::uptimal`]) and kept only if it is `G`
//! itself (canonical forms are unique, so that is one id compared); a game
//! whose last coefficient is negative is the negative of one whose last is
//! positive.

use std::collections::HashMap;
use std::fmt;

use super::arena::{Arena, GameId};
use super::number::Dyadic;
use super::nus::Nus;

/// An uptimal expansion `x*m.a_1a_2…a_k`: the game `x + *m + Σ a_n.↑^n`.
/// No trailing zero coefficient is held: `len` is the largest `n` with
/// `a_n ≠ 0`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct UptimalExpansion {
    number: Dyadic,
    nimber: u32,
    coefficients: Vec<i64>,
}

impl UptimalExpansion {
    /// The expansion `number*nimber.a_1a_2…` with `coefficients[i] =
    /// a_(i+1)` (trailing zeros dropped).
    ///
    /// # Complexity
    /// O(k).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::number::Dyadic;
    /// use grundy_core::partizan::uptimal::UptimalExpansion;
    /// let e = UptimalExpansion::new(Dyadic::ONE, 0, vec![1, -2, 0]);
    /// assert_eq!(e.len(), 2);
    /// assert_eq!(e.to_string(), "1.12-");
    /// ```
    pub fn new(number: Dyadic, nimber: u32, mut coefficients: Vec<i64>) -> UptimalExpansion {
        while coefficients.last() == Some(&0) {
            coefficients.pop();
        }
        UptimalExpansion {
            number,
            nimber,
            coefficients,
        }
    }

    /// The number part x.
    pub fn number(&self) -> Dyadic {
        self.number
    }

    /// The nimber part m.
    pub fn nimber(&self) -> u32 {
        self.nimber
    }

    /// The coefficients `a_1, a_2, …, a_k`, the last nonzero.
    pub fn coefficients(&self) -> &[i64] {
        &self.coefficients
    }

    /// The length k: the largest n with `a_n ≠ 0` (0 for `x + *m`).
    pub fn len(&self) -> usize {
        self.coefficients.len()
    }

    /// Whether the expansion has no coefficient (the game is `x + *m`).
    pub fn is_empty(&self) -> bool {
        self.coefficients.is_empty()
    }

    /// The expansion with each of `a_1 … a_to` raised by one (those past the
    /// length become 1) and the star toggled.
    fn raised(&self, to: usize) -> UptimalExpansion {
        let mut c = self.coefficients.clone();
        c.resize(to.max(c.len()), 0);
        for a in &mut c[..to] {
            *a += 1;
        }
        UptimalExpansion::new(self.number, self.nimber ^ 1, c)
    }

    /// The expansion of the negative game, or None where the number part's
    /// negative does not fit.
    fn negated(&self) -> Option<UptimalExpansion> {
        let number = self.number.checked_neg().ok()?;
        let c = self.coefficients.iter().map(|&a| -a).collect();
        Some(UptimalExpansion::new(number, self.nimber, c))
    }
}

/// CGSuite's order (its `UptimalExpansion.compareTo`): by the number part,
/// then the coefficients where both have one, then the length, then the
/// nimber.
impl Ord for UptimalExpansion {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.number
            .cmp(&other.number)
            .then_with(|| {
                let pairs = self.coefficients.iter().zip(&other.coefficients);
                pairs
                    .map(|(a, b)| a.cmp(b))
                    .find(|o| o.is_ne())
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
            .then_with(|| self.len().cmp(&other.len()))
            .then_with(|| self.nimber.cmp(&other.nimber))
    }
}

impl PartialOrd for UptimalExpansion {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// CGSuite's form: the number part (left out for `*m` with x = 0), `*m`
/// (`*` for m = 1), a point, and the coefficients, each a digit (`A` for
/// 10 … `Z` for 35, `(36)` beyond), a negative one followed by `-`; `0`
/// where there is none.
impl fmt::Display for UptimalExpansion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.nimber == 0 || self.number != Dyadic::ZERO {
            write!(f, "{}", self.number)?;
        }
        match self.nimber {
            0 => {}
            1 => f.write_str("*")?,
            m => write!(f, "*{m}")?,
        }
        f.write_str(".")?;
        if self.coefficients.is_empty() {
            f.write_str("0")?;
        }
        for &a in &self.coefficients {
            let d = a.unsigned_abs();
            match d {
                0..=9 => write!(f, "{d}")?,
                10..=35 => write!(f, "{}", char::from(b'A' + (d - 10) as u8))?,
                _ => write!(f, "({d})")?,
            }
            if a < 0 {
                f.write_str("-")?;
            }
        }
        Ok(())
    }
}

impl Arena {
    /// The uptimal `x + *m + Σ a_n.↑^n` of an expansion, `↑^n` being
    /// [`Arena::pow`] of up to n.
    ///
    /// # Complexity
    /// One canonical sum per unit of `|a_n|`, n ≥ 2.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::notation::{cgsuite::parse, Limits};
    /// use grundy_core::partizan::number::Dyadic;
    /// use grundy_core::partizan::uptimal::UptimalExpansion;
    /// let mut arena = Arena::new();
    /// // CGSuite's `*.12`, * + ↑ + 2.↑², is {0||0|v*}.
    /// let e = UptimalExpansion::new(Dyadic::ZERO, 1, vec![1, 2]);
    /// let g = arena.uptimal(&e);
    /// assert_eq!(Some(g), parse(&mut arena, "{0||0|v*}", Limits::CGSUITE).ok());
    /// ```
    pub fn uptimal(&mut self, e: &UptimalExpansion) -> GameId {
        let ups = e.coefficients.first().copied().unwrap_or(0);
        let mut g = self.nus(Nus {
            number: e.number,
            ups,
            nimber: e.nimber,
        });
        if e.len() < 2 {
            return g;
        }
        let up = self.up_multiple(1);
        for (n, &a) in e.coefficients.iter().enumerate().skip(1) {
            if a == 0 {
                continue;
            }
            let power = self
                .pow(up, Dyadic::from_int(n as i64 + 1))
                .expect("up is {0|*}");
            let power = if a < 0 { self.neg(power) } else { power };
            for _ in 0..a.unsigned_abs() {
                g = self.add(g, power);
            }
        }
        g
    }

    /// The uptimal expansion of `g`, or None if `g` is not an uptimal
    /// (CGSuite's `UptimalExpansion`; `IsUptimal` is whether there is one).
    ///
    /// # Complexity
    /// One or two candidates built and compared per follower of `g`
    /// (memoized within the call).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::notation::{cgsuite::parse, Limits};
    /// let mut arena = Arena::new();
    /// let g = parse(&mut arena, "{0|*||*|||*||||*}", Limits::CGSUITE).unwrap();
    /// assert_eq!(arena.uptimal_expansion(g).unwrap().to_string(), "0.1111");
    /// let h = parse(&mut arena, "{0||0|vvv}", Limits::CGSUITE).unwrap();
    /// assert_eq!(arena.uptimal_expansion(h), None);
    /// ```
    pub fn uptimal_expansion(&mut self, g: GameId) -> Option<UptimalExpansion> {
        self.expansion_in(g, &mut HashMap::new())
    }

    fn expansion_in(
        &mut self,
        g: GameId,
        memo: &mut HashMap<GameId, Option<UptimalExpansion>>,
    ) -> Option<UptimalExpansion> {
        if let Some(e) = memo.get(&g) {
            return e.clone();
        }
        let e = match self.as_nus(g) {
            Some(v) => Some(UptimalExpansion::new(v.number, v.nimber, vec![v.ups])),
            None => self.rising_expansion(g, memo).or_else(|| {
                let minus = self.neg(g);
                self.rising_expansion(minus, memo)?.negated()
            }),
        };
        memo.insert(g, e.clone());
        e
    }

    /// The expansion of `g` if it is an uptimal whose last coefficient is
    /// positive (see the [module](self)).
    fn rising_expansion(
        &mut self,
        g: GameId,
        memo: &mut HashMap<GameId, Option<UptimalExpansion>>,
    ) -> Option<UptimalExpansion> {
        let right = self.right(g);
        let [r] = right[..] else {
            return None;
        };
        let below = self.expansion_in(r, memo)?;
        let mut longest = below.len();
        for l in self.left(g) {
            let e = self.expansion_in(l, memo)?;
            if e.number != below.number {
                return None;
            }
            longest = longest.max(e.len());
        }
        let mut candidates = Vec::with_capacity(2);
        if below.coefficients.last().is_some_and(|&a| a > 0) {
            candidates.push(below.raised(below.len()));
        }
        candidates.push(below.raised(longest + 1));
        candidates.into_iter().find(|e| self.uptimal(e) == g)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::notation::{cgsuite::parse, Limits};

    /// Every expansion with x in {0, −3/2, 2}, m ≤ 3 and coefficients in
    /// −2..=2 up to length 3: built, then recognised as itself.
    #[test]
    fn recognises_every_small_expansion_it_builds() {
        let mut arena = Arena::new();
        let numbers = [
            Dyadic::ZERO,
            Dyadic::new(-3, 1).unwrap(),
            Dyadic::from_int(2),
        ];
        let mut seen = 0;
        for &x in &numbers {
            for m in 0..4 {
                for code in 0..125 {
                    let c: Vec<i64> = (0..3).map(|i| (code / 5i64.pow(i)) % 5 - 2).collect();
                    let e = UptimalExpansion::new(x, m, c);
                    let g = arena.uptimal(&e);
                    assert_eq!(arena.uptimal_expansion(g), Some(e.clone()), "{e}");
                    seen += 1;
                }
            }
        }
        assert_eq!(seen, 3 * 4 * 125);
    }

    /// Games that are no uptimal: a switch, a tiny, `{0||0|vvv}`.
    #[test]
    fn refuses_what_is_no_uptimal() {
        let mut arena = Arena::new();
        for text in ["{1|-1}", "{0||0|-1}", "{0||0|vvv}", "{^^^|vv}"] {
            let g = parse(&mut arena, text, Limits::CGSUITE).unwrap();
            assert_eq!(arena.uptimal_expansion(g), None, "{text}");
        }
    }

    #[test]
    fn writes_as_cgsuite() {
        let e = |x: i64, m: u32, c: Vec<i64>| UptimalExpansion::new(Dyadic::from_int(x), m, c);
        assert_eq!(e(0, 0, vec![]).to_string(), "0.0");
        assert_eq!(e(0, 1, vec![-1]).to_string(), "*.1-");
        assert_eq!(e(6, 1, vec![1]).to_string(), "6*.1");
        assert_eq!(e(0, 4, vec![0, 2, 0, 2]).to_string(), "*4.0202");
        assert_eq!(e(-2, 0, vec![10, -35, 36]).to_string(), "-2.AZ-(36)");
    }
}
