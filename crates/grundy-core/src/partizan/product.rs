//! Products of games: Norton's multiplication by a unit, and Conway's
//! product.
//!
//! - **Norton multiplication** `G.U` (ONAG ch. 15; Winning Ways ch. 8;
//!   Siegel, *Combinatorial Game Theory*, II.?): for an integer n, n copies
//!   of U (`−n` copies of −U for n < 0); otherwise, with I ranging over the
//!   incentives of U ([`Arena::incentives`]),
//!   `G.U = {G^L.U + U + I | G^R.U − U − I}`. It depends on the form of G
//!   (here its canonical form) and, for U > 0, maps numbers to multiples
//!   of U: `1/2.^ = {^^* | v*}`.
//! - **Conway's product** (ONAG ch. 1): `G·H` has the Left options
//!   `G^L·H + G·H^L − G^L·H^L` and `G^R·H + G·H^R − G^R·H^R`, and the Right
//!   options `G^L·H + G·H^R − G^L·H^R` and `G^R·H + G·H^L − G^R·H^L`; on
//!   numbers it is their product, on nimbers the nim product. Like CGSuite
//!   it is computed on canonical forms.

use super::arena::{Arena, GameId, Op};
use crate::game::Side;
use crate::nimber::Nimber;
use std::convert::TryFrom;

impl Arena {
    /// The Norton product `G.U`.
    ///
    /// # Panics
    /// If a sum of numbers leaves the [`super::number::Dyadic`] range.
    ///
    /// # Complexity
    /// For an integer n, O(log |n|) sums (by doubling); otherwise one
    /// canonical form per subgame of G, each with (options × incentives of
    /// U) options; memoized by (G, U).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::notation::{parse, Limits};
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let up = arena.up_multiple(1);
    /// let six = arena.number(Dyadic::from_int(6));
    /// assert_eq!(arena.norton_product(six, up), arena.up_multiple(6));
    /// let half = arena.number(Dyadic::new(1, 1).unwrap());
    /// let h = arena.norton_product(half, up);
    /// assert_eq!(h, parse(&mut arena, "{^2*|v*}", Limits::STATEMENT).unwrap());
    /// ```
    pub fn norton_product(&mut self, g: GameId, u: GameId) -> GameId {
        if let Some(&p) = self.op_memo.get(&(Op::Norton, g, u)) {
            return p;
        }
        let p = match self.as_number(g) {
            Some(x) if x.is_integer() => {
                let n = x.numerator();
                let mut power = if n < 0 { self.neg(u) } else { u };
                let mut m = n.unsigned_abs();
                let mut total = self.zero();
                while m > 0 {
                    if m & 1 == 1 {
                        total = self.add(total, power);
                    }
                    m >>= 1;
                    if m > 0 {
                        power = self.add(power, power);
                    }
                }
                total
            }
            _ => {
                let shifts: Vec<GameId> = self
                    .incentives(u)
                    .into_iter()
                    .map(|i| self.add(u, i))
                    .collect();
                let mut sides = [Vec::new(), Vec::new()];
                for (k, &side) in [Side::Left, Side::Right].iter().enumerate() {
                    for o in self.options(g, side) {
                        let base = self.norton_product(o, u);
                        for &s in &shifts {
                            let x = match side {
                                Side::Left => self.add(base, s),
                                Side::Right => self.sub(base, s),
                            };
                            sides[k].push(x);
                        }
                    }
                }
                self.canonical(&sides[0], &sides[1])
            }
        };
        self.op_memo.insert((Op::Norton, g, u), p);
        p
    }

    /// Conway's product `G·H` of canonical forms.
    ///
    /// # Panics
    /// If a value leaves the [`super::number::Dyadic`] range, or a nimber
    /// above 2^32 is reached.
    ///
    /// # Complexity
    /// One canonical form per pair of subgames, memoized; numbers multiply
    /// as numbers and nimbers as nimbers at once. The recursion descends
    /// the game trees (a number's included, unless both are numbers).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::notation::{parse, Limits};
    /// let mut arena = Arena::new();
    /// let star4 = arena.nimber(4);
    /// assert_eq!(arena.conway_product(star4, star4), arena.nimber(6));
    /// let g = parse(&mut arena, "{3|1}", Limits::STATEMENT).unwrap();
    /// let h = arena.up_multiple(2);
    /// let p = arena.conway_product(g, h);
    /// assert_eq!(p, parse(&mut arena, "{^6|^2}", Limits::STATEMENT).unwrap());
    /// ```
    pub fn conway_product(&mut self, g: GameId, h: GameId) -> GameId {
        if let (Some(x), Some(y)) = (self.as_number(g), self.as_number(h)) {
            return self.number(x.checked_mul(y).expect("a product in range"));
        }
        if let (Some(a), Some(b)) = (self.nim_value(g), self.nim_value(h)) {
            let m = Nimber(u64::from(a)) * Nimber(u64::from(b));
            return self.nimber(u32::try_from(m.0).expect("a nimber below 2^32"));
        }
        let key = (Op::Conway, g.min(h), g.max(h));
        if let Some(&p) = self.op_memo.get(&key) {
            return p;
        }
        let (gl, gr) = (self.options(g, Side::Left), self.options(g, Side::Right));
        let (hl, hr) = (self.options(h, Side::Left), self.options(h, Side::Right));
        // a·H + G·b − a·b for a an option of G and b one of H.
        let term = |arena: &mut Arena, a: GameId, b: GameId| {
            let ah = arena.conway_product(a, h);
            let gb = arena.conway_product(g, b);
            let ab = arena.conway_product(a, b);
            let s = arena.add(ah, gb);
            arena.sub(s, ab)
        };
        let mut left = Vec::new();
        let mut right = Vec::new();
        let pairs = [
            (&gl, &hl, true),
            (&gr, &hr, true),
            (&gl, &hr, false),
            (&gr, &hl, false),
        ];
        for &(ga, hb, to_left) in pairs.iter() {
            for &a in ga.iter() {
                for &b in hb.iter() {
                    let x = term(self, a, b);
                    if to_left {
                        left.push(x);
                    } else {
                        right.push(x);
                    }
                }
            }
        }
        let p = self.canonical(&left, &right);
        self.op_memo.insert(key, p);
        p
    }
}
