//! Tinies and minies: the games `x + Tiny(G) = {x || x | x − G}` and
//! `x + Miny(G) = {x + G | x || x}`.
//!
//! For G > 0 (a number, or any game whose mean is positive), `Tiny(G) =
//! {0 || 0 | −G}` is a positive infinitesimal smaller than every positive
//! multiple of up, and `Miny(G)` is its negative (Winning Ways ch. 5;
//! Siegel, *Combinatorial Game Theory*, II.4). CGSuite writes a canonical
//! form of that shape, `{x || x | K}` with K's mean below x, as
//! `x+Tiny(x − K)` (and the mirror image as `Miny`), which
//! [`super::notation::cgsuite::Printer`] follows.

use super::arena::{Arena, GameId};
use super::number::Dyadic;
use crate::game::Side;

/// A canonical form `x + Tiny(G)` or `x + Miny(G)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NumberTiny {
    /// The number x.
    pub number: Dyadic,
    /// The subscript G.
    pub subscript: GameId,
    /// `Side::Left` for a tiny (`{x || x | x − G}`, Left's option the
    /// number), `Side::Right` for a miny.
    pub side: Side,
}

impl Arena {
    /// `Tiny(G) = {0 || 0 | −G}`.
    ///
    /// # Complexity
    /// Two canonical forms.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let two = arena.number(Dyadic::from_int(2));
    /// let t = arena.tiny(two);
    /// let up = arena.up_multiple(1);
    /// assert!(arena.le(arena.zero(), t) && arena.le(t, up)); // 0 < Tiny(2) < ^
    /// ```
    pub fn tiny(&mut self, g: GameId) -> GameId {
        let zero = self.zero();
        let minus = self.neg(g);
        let inner = self.canonical(&[zero], &[minus]);
        self.canonical(&[zero], &[inner])
    }

    /// `Miny(G) = {G | 0 || 0} = −Tiny(G)`.
    ///
    /// # Complexity
    /// Two canonical forms.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let two = arena.number(Dyadic::from_int(2));
    /// let (t, m) = (arena.tiny(two), arena.miny(two));
    /// assert_eq!(arena.neg(t), m);
    /// ```
    pub fn miny(&mut self, g: GameId) -> GameId {
        let zero = self.zero();
        let inner = self.canonical(&[g], &[zero]);
        self.canonical(&[inner], &[zero])
    }

    /// `Some` if G's canonical form is `{x || x | K}` with the mean of K
    /// below x (then G = x + Tiny(x − K)), or the mirror image
    /// `{K | x || x}` with K's mean above x (G = x + Miny(K − x)).
    ///
    /// # Complexity
    /// Up to one thermograph and two canonical forms.
    ///
    /// # Example
    /// ```
    /// use grundy_core::game::Side;
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let half = arena.number(Dyadic::new(3, 1).unwrap());
    /// let t = arena.tiny(half);
    /// let one = arena.number(Dyadic::ONE);
    /// let g = arena.add(t, one);
    /// let found = arena.as_number_tiny(g).unwrap();
    /// assert_eq!((found.number, found.subscript, found.side), (Dyadic::ONE, half, Side::Left));
    /// ```
    pub fn as_number_tiny(&mut self, g: GameId) -> Option<NumberTiny> {
        let (l, r) = (self.left(g), self.right(g));
        if l.len() != 1 || r.len() != 1 {
            return None;
        }
        let (a, b) = (l[0], r[0]);
        if let Some(x) = self.as_number(a) {
            let (bl, br) = (self.left(b), self.right(b));
            if bl == [a] && br.len() == 1 && self.mean(br[0]) < x {
                let minus = self.neg(br[0]);
                let subscript = self.add(minus, a);
                return Some(NumberTiny {
                    number: x,
                    subscript,
                    side: Side::Left,
                });
            }
        }
        if let Some(x) = self.as_number(b) {
            let (al, ar) = (self.left(a), self.right(a));
            if ar == [b] && al.len() == 1 && self.mean(al[0]) > x {
                let minus = self.neg(b);
                let subscript = self.add(al[0], minus);
                return Some(NumberTiny {
                    number: x,
                    subscript,
                    side: Side::Right,
                });
            }
        }
        None
    }

    /// CGSuite's `IsNumberTiny`: a number, or a game `x + Tiny(G)` or
    /// `x + Miny(G)` ([`Arena::as_number_tiny`]).
    ///
    /// # Complexity
    /// As [`Arena::as_number_tiny`].
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let mut arena = Arena::new();
    /// assert!(arena.is_number_tiny(arena.zero()));
    /// let up = arena.up_multiple(1);
    /// assert!(!arena.is_number_tiny(up));
    /// ```
    pub fn is_number_tiny(&mut self, g: GameId) -> bool {
        self.as_number(g).is_some() || self.as_number_tiny(g).is_some()
    }
}
