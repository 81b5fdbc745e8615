//! Recognising the games written `x + n.^ + *m`: a number, a multiple of
//! up and a nimber (the "nus" of CGSuite), which most small values are.
//!
//! For a canonical G that is not a number, the Left stop (the number
//! reached when both play in G, Left first, until a number remains) and
//! the Right stop must agree at some x, and then H = G − x is
//! infinitesimal. Since `j.^ + *m > 0` for every j ≥ 2 (and for j = 1 with
//! m ≠ 1), the largest k with `H > k.^` is n − 1 or n − 2 when
//! H = n.^ + *m; so two candidates for n remain, and `H − n.^` must then be
//! a nimber, recognised by its canonical shape `{0,…,*(m−1) | 0,…,*(m−1)}`.
//! The representation is unique when it exists.

use super::arena::{Arena, GameId};
use super::number::Dyadic;
use crate::game::Side;

/// A game `x + n.^ + *m`: number, multiple of up, nimber.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Nus {
    /// The number part x.
    pub number: Dyadic,
    /// The multiple n of up (negative for down).
    pub ups: i64,
    /// The nimber m.
    pub nimber: u32,
}

/// How many multiples of up [`Arena::as_nus`] tries before it gives up on
/// a game: one far beyond any input of the notation's limits.
pub const UP_SEARCH_LIMIT: i64 = 600;

impl Arena {
    /// The Left and Right stops of G: `(max over G^L of the Right stop of
    /// G^L, min over G^R of the Left stop of G^R)`, and `(x, x)` for a
    /// number x.
    ///
    /// # Complexity
    /// O(size of G), memoized.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let (one, minus_one) = (arena.number(Dyadic::ONE), arena.number(Dyadic::from_int(-1)));
    /// let switch = arena.canonical(&[one], &[minus_one]); // {1|-1}
    /// assert_eq!(arena.stops(switch), (Dyadic::ONE, Dyadic::from_int(-1)));
    /// ```
    pub fn stops(&mut self, g: GameId) -> (Dyadic, Dyadic) {
        if let Some(x) = self.as_number(g) {
            return (x, x);
        }
        if let Some(&s) = self.stop_memo.get(&g) {
            return s;
        }
        let left = self.stored(g, Side::Left).to_vec();
        let right = self.stored(g, Side::Right).to_vec();
        // A canonical game with an empty side is an integer: both sides
        // are non-empty here.
        let ls = left.into_iter().map(|l| self.stops(l).1).max();
        let rs = right.into_iter().map(|r| self.stops(r).0).min();
        let s = (
            ls.expect("a non-number has Left options"),
            rs.expect("a non-number has Right options"),
        );
        self.stop_memo.insert(g, s);
        s
    }

    /// `Some(m)` if G is the nimber *m.
    ///
    /// # Complexity
    /// O(size of G), memoized.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let mut arena = Arena::new();
    /// let star3 = arena.nimber(3);
    /// assert_eq!(arena.nim_value(star3), Some(3));
    /// let up = arena.up_multiple(1);
    /// assert_eq!(arena.nim_value(up), None);
    /// ```
    pub fn nim_value(&mut self, g: GameId) -> Option<u32> {
        if g == self.zero() {
            return Some(0);
        }
        if let Some(&m) = self.nim_memo.get(&g) {
            return m;
        }
        let mut m = None;
        if self.as_number(g).is_none() && self.stored(g, Side::Left) == self.stored(g, Side::Right)
        {
            let opts = self.stored(g, Side::Left).to_vec();
            let mut values: Vec<Option<u32>> =
                opts.into_iter().map(|o| self.nim_value(o)).collect();
            values.sort_unstable();
            if values.iter().enumerate().all(|(i, &v)| v == Some(i as u32)) {
                m = Some(values.len() as u32);
            }
        }
        self.nim_memo.insert(g, m);
        m
    }

    /// Whether `G > H`.
    fn greater(&mut self, g: GameId, h: GameId) -> bool {
        self.le(h, g) && !self.le(g, h)
    }

    /// `Some(x + n.^ + *m)` if G equals such a sum, else `None`.
    ///
    /// # Complexity
    /// Up to |n| + 2 comparisons of G − x with multiples of up (at most
    /// [`UP_SEARCH_LIMIT`]).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::nus::Nus;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let (zero, up) = (arena.zero(), arena.up_multiple(1));
    /// let g = arena.canonical(&[zero], &[up]); // {0|^} = ^2*
    /// let nus = Nus { number: Dyadic::ZERO, ups: 2, nimber: 1 };
    /// assert_eq!(arena.as_nus(g), Some(nus));
    /// let one = arena.number(Dyadic::ONE);
    /// let minus_one = arena.number(Dyadic::from_int(-1));
    /// let switch = arena.canonical(&[one], &[minus_one]);
    /// assert_eq!(arena.as_nus(switch), None);
    /// ```
    pub fn as_nus(&mut self, g: GameId) -> Option<Nus> {
        if let Some(x) = self.as_number(g) {
            return Some(Nus {
                number: x,
                ups: 0,
                nimber: 0,
            });
        }
        let (ls, rs) = self.stops(g);
        if ls != rs {
            return None;
        }
        let minus_x = self.number(ls.checked_neg().expect("−x in range"));
        let h = self.add(g, minus_x);
        let zero = self.zero();
        let mut a: i64;
        if self.greater(h, zero) {
            a = 0;
            while a < UP_SEARCH_LIMIT {
                let u = self.up_multiple(a + 1);
                if !self.greater(h, u) {
                    break;
                }
                a += 1;
            }
        } else {
            a = -1;
            while a > -UP_SEARCH_LIMIT {
                let u = self.up_multiple(a);
                if self.greater(h, u) {
                    break;
                }
                a -= 1;
            }
        }
        for n in [a + 1, a + 2] {
            let u = self.up_multiple(-n);
            let rest = self.add(h, u);
            if let Some(m) = self.nim_value(rest) {
                return Some(Nus {
                    number: ls,
                    ups: n,
                    nimber: m,
                });
            }
        }
        None
    }
}
