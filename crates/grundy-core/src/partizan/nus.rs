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
//!
//! Built the other way, from (x, n, m), the canonical form is a chain
//! (Winning Ways, ch. 3): with k_i = m ⊕ (n mod 2) ⊕ (i mod 2), the game
//! `x + i.^ + *k_i` is `{x | x + (i−1).^ + *k_(i−1)}` for i = 1 … n, but
//! `x + ^*` = `{x, x + * | x}`; it starts from `x + *k_0` =
//! `{x, x + *, …, x + *(k_0 − 1) | the same}`, and down mirrors up.
//! [`Arena::nus`] builds it in O(|n| + m) and remembers what it built, so
//! that [`Arena::add`] adds two such games by adding their parts.

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

impl Nus {
    /// The sum `(x + x') + (n + n').^ + *(m ⊕ m')`, or `None` if a part
    /// leaves its range.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::nus::Nus;
    /// use grundy_core::partizan::number::Dyadic;
    /// let up_star = Nus { number: Dyadic::ZERO, ups: 1, nimber: 1 };
    /// let two_down_star = Nus { number: Dyadic::ONE, ups: -2, nimber: 3 };
    /// let sum = Nus { number: Dyadic::ONE, ups: -1, nimber: 2 };
    /// assert_eq!(up_star.checked_add(two_down_star), Some(sum));
    /// let many = Nus { number: Dyadic::ZERO, ups: i64::MAX, nimber: 0 };
    /// assert_eq!(many.checked_add(up_star), None);
    /// ```
    pub fn checked_add(self, other: Nus) -> Option<Nus> {
        Some(Nus {
            number: self.number.checked_add(other.number).ok()?,
            ups: self.ups.checked_add(other.ups)?,
            nimber: self.nimber ^ other.nimber,
        })
    }

    /// The negative `−x + (−n).^ + *m`, or `None` if a part leaves its
    /// range.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::nus::Nus;
    /// use grundy_core::partizan::number::Dyadic;
    /// let g = Nus { number: Dyadic::ONE, ups: 2, nimber: 5 };
    /// let minus_g = Nus { number: Dyadic::from_int(-1), ups: -2, nimber: 5 };
    /// assert_eq!(g.checked_neg(), Some(minus_g));
    /// ```
    pub fn checked_neg(self) -> Option<Nus> {
        Some(Nus {
            number: self.number.checked_neg().ok()?,
            ups: self.ups.checked_neg()?,
            nimber: self.nimber,
        })
    }

    /// The simplest `x + n.^ + *m` with the same thermograph: `x + ^` when
    /// `n.^ + *m` is positive, `x + v` when it is negative, `x + *` when it
    /// is fuzzy, x itself when it is 0. An infinitesimal moves neither
    /// stop of a game cooled by t ≥ 0, and below 0 only its sign class
    /// shapes the walls (checked against the general thermograph for every
    /// |n| ≤ 12, m ≤ 20 and several x).
    pub(crate) fn thermal_twin(self) -> Nus {
        let (ups, nimber) = match (self.ups, self.nimber) {
            (0, 0) => (0, 0),
            (0, _) | (1, 1) | (-1, 1) => (0, 1),
            (n, _) if n > 0 => (1, 0),
            _ => (-1, 0),
        };
        Nus {
            number: self.number,
            ups,
            nimber,
        }
    }
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
    /// O(1): the arena files each game with its stops.
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
    pub fn stops(&self, g: GameId) -> (Dyadic, Dyadic) {
        self.nodes[g.index()].stops
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

    /// The canonical form of `x + n.^ + *m`, built as the chain of the
    /// module's documentation rather than as a sum, and remembered as that
    /// sum for [`Arena::add`].
    ///
    /// # Complexity
    /// O(|n| + m) games made or found, each found or filed by its options;
    /// O(1) for a game built before, and O(|n − n'| + 1) beyond the
    /// highest game of its chain built before (n' its multiple of up).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::nus::Nus;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let up_star = Nus { number: Dyadic::ZERO, ups: 1, nimber: 1 };
    /// let g = arena.nus(up_star);
    /// let (zero, star) = (arena.zero(), arena.star());
    /// assert_eq!((arena.left(g), arena.right(g)), (vec![zero, star], vec![zero]));
    /// assert_eq!(arena.as_nus(g), Some(up_star));
    /// ```
    pub fn nus(&mut self, v: Nus) -> GameId {
        if let Some(&g) = self.nus_games.get(&v) {
            return g;
        }
        let parity = (v.ups & 1) as u32;
        let nimber_at = |i: i64| v.nimber ^ parity ^ (i & 1) as u32;
        let part = |i: i64| Nus {
            number: v.number,
            ups: i,
            nimber: nimber_at(i),
        };
        // The chain's highest game already built, below v: a sum of many
        // such games builds each game of a chain once, not once per
        // partial sum.
        let step = v.ups.signum();
        let mut i = v.ups;
        let mut g = loop {
            if i == 0 {
                break self.number_plus_nimber(v.number, nimber_at(0));
            }
            i -= step;
            if let Some(&g) = self.nus_games.get(&part(i)) {
                break g;
            }
        };
        let x = self.number(v.number);
        while i != v.ups {
            i += step;
            let k = nimber_at(i);
            let (mut left, mut right) = (vec![x], vec![x]);
            if i.abs() == 1 && k == 1 {
                // x + ^* = {x, x + * | x}, and x + v* = {x | x, x + *}.
                let x_star = self.make(vec![x], vec![x]);
                if i > 0 {
                    left.push(x_star)
                } else {
                    right.push(x_star)
                }
            } else if i > 0 {
                right = vec![g];
            } else {
                left = vec![g];
            }
            g = self.make(left, right);
            self.remember(v.number, i, k, g);
        }
        g
    }

    /// `x + *k`, whose options are `x + *j` for j < k on both sides, each
    /// built once and remembered.
    fn number_plus_nimber(&mut self, number: Dyadic, k: u32) -> GameId {
        let key = |j: u32| Nus {
            number,
            ups: 0,
            nimber: j,
        };
        if let Some(&g) = self.nus_games.get(&key(k)) {
            return g;
        }
        let x = self.number(number);
        self.remember(number, 0, 0, x);
        let mut chain = vec![x];
        for j in 1..=k {
            let g = match self.nus_games.get(&key(j)) {
                Some(&g) => g,
                None => {
                    let g = self.make(chain.clone(), chain.clone());
                    self.remember(number, 0, j, g);
                    g
                }
            };
            chain.push(g);
        }
        chain[k as usize]
    }

    /// Files `g` as `x + n.^ + *m` both ways.
    fn remember(&mut self, number: Dyadic, ups: i64, nimber: u32, g: GameId) {
        let v = Nus {
            number,
            ups,
            nimber,
        };
        self.nus_games.insert(v, g);
        self.nus_parts.insert(g, v);
    }

    /// The parts of G if [`Arena::nus`] built it (or G is a number or a
    /// nimber), without a comparison.
    pub(crate) fn known_nus(&mut self, g: GameId) -> Option<Nus> {
        if let Some(&v) = self.nus_parts.get(&g) {
            return Some(v);
        }
        if let Some(x) = self.as_number(g) {
            return Some(Nus {
                number: x,
                ups: 0,
                nimber: 0,
            });
        }
        let m = self.nim_value(g)?;
        Some(Nus {
            number: Dyadic::ZERO,
            ups: 0,
            nimber: m,
        })
    }

    /// `Some(x + n.^ + *m)` if G equals such a sum, else `None`.
    ///
    /// # Complexity
    /// O(1) for a game [`Arena::nus`] built, a number or a nimber
    /// (known by their parts); otherwise up to |n| + 2 comparisons of G − x
    /// with multiples of up (at most [`UP_SEARCH_LIMIT`]).
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
        if let Some(v) = self.known_nus(g) {
            return Some(v);
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

#[cfg(test)]
mod tests {
    use super::*;

    /// `x + n.^ + *m` the general way, in an arena where nothing was built
    /// by [`Arena::nus`] yet: up made from its options, the parts added by
    /// the general sum.
    fn by_sums(arena: &mut Arena, v: Nus) -> GameId {
        let (zero, star) = (arena.zero(), arena.star());
        let up = arena.make(vec![zero], vec![star]);
        let unit = if v.ups < 0 { arena.neg(up) } else { up };
        let mut g = arena.number(v.number);
        for _ in 0..v.ups.unsigned_abs() {
            g = arena.add(g, unit);
        }
        let m = arena.nimber(v.nimber);
        arena.add(g, m)
    }

    fn numbers() -> [Dyadic; 3] {
        [
            Dyadic::ZERO,
            Dyadic::new(1, 1).unwrap(),
            Dyadic::from_int(-3),
        ]
    }

    /// Every x + n.↑ + *m for x in `numbers`, n in `ups`, m in `nimbers`,
    /// in that order.
    fn every_nus(
        numbers: &[Dyadic],
        ups: std::ops::RangeInclusive<i64>,
        nimbers: std::ops::RangeInclusive<u32>,
    ) -> Vec<Nus> {
        let mut all = Vec::new();
        for &number in numbers {
            for ups in ups.clone() {
                for nimber in nimbers.clone() {
                    all.push(Nus {
                        number,
                        ups,
                        nimber,
                    });
                }
            }
        }
        all
    }

    #[test]
    fn the_chain_is_the_sum_of_the_parts() {
        for v in every_nus(&numbers(), -7..=7, 0..=7) {
            let mut arena = Arena::new();
            let want = by_sums(&mut arena, v);
            assert!(arena.nus_parts.is_empty(), "{:?}", v);
            assert_eq!(arena.nus(v), want, "{:?}", v);
            assert_eq!(arena.as_nus(want), Some(v));
        }
    }

    #[test]
    fn sums_by_parts_are_the_general_sums() {
        let parts = every_nus(&numbers(), -3..=3, 0..=3);
        let mut general = Arena::new();
        // Every general sum first, while Arena::nus has built nothing.
        let games: Vec<GameId> = parts.iter().map(|&v| by_sums(&mut general, v)).collect();
        let mut sums = Vec::new();
        for (i, &g) in games.iter().enumerate() {
            for &h in &games[i..] {
                sums.push(general.add(g, h));
            }
        }
        assert!(general.nus_parts.is_empty());
        let mut by_parts = Arena::new();
        let mut k = 0;
        for (i, &a) in parts.iter().enumerate() {
            for &b in &parts[i..] {
                // The general sum is the chain of the parts' sum ...
                assert_eq!(
                    general.nus(a.checked_add(b).unwrap()),
                    sums[k],
                    "{:?} + {:?}",
                    a,
                    b
                );
                // ... which the sum by parts builds.
                let (g, h) = (by_parts.nus(a), by_parts.nus(b));
                let want = by_parts.nus(a.checked_add(b).unwrap());
                assert_eq!(by_parts.add(g, h), want, "{:?} + {:?}", a, b);
                k += 1;
            }
        }
    }

    /// A game built by its parts has the thermograph of its thermal twin
    /// ([`Nus::thermal_twin`]) and is all-small by its number part: both as
    /// the same sum made the general way, in an arena that knows no game
    /// as such a sum, for |n| ≤ 12, m ≤ 20 and six numbers x.
    #[test]
    fn a_sum_by_parts_has_the_thermograph_and_smallness_of_the_general_sum() {
        let mut arena = Arena::new();
        let mut general = Arena::new();
        let numbers = [(0, 0), (1, 0), (-2, 0), (1, 1), (3, 2), (-5, 3)]
            .map(|(p, e)| Dyadic::new(p, e).unwrap());
        for v in every_nus(&numbers, -12..=12, 0..=20) {
            let sum = by_sums(&mut general, v);
            assert!(general.nus_parts.is_empty(), "{:?}", v);
            let g = arena.nus(v);
            let want = general.thermograph(sum).to_string();
            assert_eq!(arena.thermograph(g).to_string(), want, "{:?}", v);
            assert_eq!(arena.is_all_small(g), general.is_all_small(sum), "{:?}", v);
        }
    }

    #[test]
    fn a_number_or_a_nimber_adds_by_parts_too() {
        let mut arena = Arena::new();
        let v = Nus {
            number: Dyadic::ZERO,
            ups: 5,
            nimber: 3,
        };
        let g = arena.nus(v);
        let half = arena.number(Dyadic::new(1, 1).unwrap());
        let down = arena.neg(g);
        assert_eq!(arena.nus_parts.get(&down), Some(&Nus { ups: -5, ..v }));
        let star6 = arena.nimber(6);
        let sum = arena.add(g, half);
        let sum = arena.add(sum, star6);
        let want = Nus {
            number: Dyadic::new(1, 1).unwrap(),
            ups: 5,
            nimber: 5,
        };
        assert_eq!(arena.nus_parts.get(&sum), Some(&want));
        assert_eq!(arena.as_nus(sum), Some(want));
    }
}
