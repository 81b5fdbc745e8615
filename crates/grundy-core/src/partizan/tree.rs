//! What the canonical form's game tree says: birthday, followers, stop
//! count, all-small, parity and temper, the companion, and misère play.
//!
//! Each is a recursion over the canonical form (memoized where it pays),
//! with numbers answered at once from their value, never by walking a
//! number's own chain of options (the integer n has |n| + 1 followers):
//!
//! - **birthday**: 0 for 0, `1 + max` over the options otherwise (Conway's
//!   day of creation); a number p/2^k (k ≥ 1) between the integers w and
//!   w ± 1 (w the one nearer 0) is born on day `|w| + 1 + k`, n on day |n|.
//! - **followers**: every position of the canonical form, itself included.
//! - **stop count**: the leaves of the tree where the numbers are leaves
//!   (CGSuite's `StopCount`).
//! - **all-small** (Winning Ways ch. 8): every follower has a Left option
//!   exactly when it has a Right option; among numbers only 0.
//! - **even / odd** (ONAG ch. 15): an integer by its parity, another number
//!   neither; a game is even when every option is odd, odd when every
//!   option is even. **Even- / odd-tempered** (Winning Ways ch. 6): a
//!   number is even-tempered, a game whose options are all odd-tempered is
//!   even-tempered and the other way round.
//! - **companion** (Winning Ways ch. 8, as CGSuite defines it): `*` for 0;
//!   for `n.^ + *m` the same with the nimber 0 and 1 swapped (m ≤ 1) or
//!   itself (m ≥ 2); a nonzero number itself; otherwise
//!   `{companions of G^L, 0 if G ≥ 0 | companions of G^R, 0 if G ≤ 0}`.
//! - **misère outcome**: who wins the canonical form when the player who
//!   cannot move *wins*.

use std::collections::{HashMap, HashSet};

use super::arena::{Arena, GameId, Op};
use super::compare::Outcome;
use super::number::Dyadic;
use crate::game::Side;

/// The birthday of the number x.
fn number_birthday(x: Dyadic) -> u64 {
    if x.is_integer() {
        return x.numerator().unsigned_abs();
    }
    // The integer between x and 0 nearest x (truncation towards 0).
    let whole = if x.numerator() > 0 {
        x.floor()
    } else {
        x.floor() + 1
    };
    whole.unsigned_abs() + 1 + u64::from(x.exponent())
}

impl Arena {
    /// The birthday of G: the height of its canonical form's tree.
    ///
    /// # Complexity
    /// O(1) for a number, else one visit per follower, memoized.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let x = arena.number(Dyadic::new(25, 4).unwrap()); // 25/16
    /// assert_eq!(arena.birthday(x), 6);
    /// let big = arena.number(Dyadic::from_int(-1_823_437_481_924));
    /// assert_eq!(arena.birthday(big), 1_823_437_481_924);
    /// let up = arena.up_multiple(1);
    /// assert_eq!(arena.birthday(up), 2);
    /// ```
    pub fn birthday(&mut self, g: GameId) -> u64 {
        if let Some(x) = self.as_number(g) {
            return number_birthday(x);
        }
        if let Some(&b) = self.birthday_memo.get(&g) {
            return b;
        }
        let mut b = 0;
        for &side in &[Side::Left, Side::Right] {
            for o in self.options(g, side) {
                b = b.max(self.birthday(o) + 1);
            }
        }
        self.birthday_memo.insert(g, b);
        b
    }

    /// Every follower of G (G itself, its options, theirs, …), sorted by
    /// id.
    ///
    /// # Complexity
    /// O(followers × options); an integer n has |n| + 1 followers, so
    /// [`Arena::follower_count`] is the way to count those of a large
    /// number.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let mut arena = Arena::new();
    /// let up = arena.up_multiple(1);
    /// let (zero, star) = (arena.zero(), arena.star());
    /// assert_eq!(arena.followers(up), [zero, star, up]);
    /// ```
    pub fn followers(&mut self, g: GameId) -> Vec<GameId> {
        let mut seen = HashSet::new();
        let mut stack = vec![g];
        seen.insert(g);
        while let Some(x) = stack.pop() {
            for &side in &[Side::Left, Side::Right] {
                for o in self.options(x, side) {
                    if seen.insert(o) {
                        stack.push(o);
                    }
                }
            }
        }
        let mut all: Vec<GameId> = seen.into_iter().collect();
        all.sort_unstable();
        all
    }

    /// How many followers G has, G included.
    ///
    /// # Complexity
    /// One visit per follower that is not a number, plus O(62) per number
    /// met: a number's followers are its ancestors in the tree of numbers
    /// (the integers from 0 to it, then the halvings towards it), counted
    /// from their extent, not one by one.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let big = arena.number(Dyadic::from_int(-1_823_437_481_924));
    /// assert_eq!(arena.follower_count(big), 1_823_437_481_925);
    /// let star8 = arena.nimber(8);
    /// assert_eq!(arena.follower_count(star8), 9);
    /// ```
    pub fn follower_count(&mut self, g: GameId) -> u64 {
        let mut seen = HashSet::new();
        let mut stack = vec![g];
        seen.insert(g);
        let (mut lowest, mut highest) = (0i64, 0i64);
        let mut fractions = HashSet::new();
        let mut count = 0u64;
        while let Some(x) = stack.pop() {
            if let Some(v) = self.as_number(x) {
                // Its ancestors: the integers from 0 to ⌈v⌉ (or ⌊v⌋ below
                // 0), then the fractions halving down towards v.
                let (lo, hi) = if v.is_integer() {
                    (v.numerator(), v.numerator())
                } else {
                    (v.floor(), v.floor() + 1)
                };
                lowest = lowest.min(lo);
                highest = highest.max(hi);
                if !v.is_integer() {
                    let (mut a, mut b) = (Dyadic::from_int(lo), Dyadic::from_int(hi));
                    loop {
                        let mid = a
                            .checked_add(b)
                            .and_then(Dyadic::checked_halve)
                            .expect("a number's ancestors are in range");
                        fractions.insert(mid);
                        match mid.cmp(&v) {
                            std::cmp::Ordering::Less => a = mid,
                            std::cmp::Ordering::Greater => b = mid,
                            std::cmp::Ordering::Equal => break,
                        }
                    }
                }
                continue;
            }
            count += 1;
            for &side in &[Side::Left, Side::Right] {
                for o in self.options(x, side) {
                    if seen.insert(o) {
                        stack.push(o);
                    }
                }
            }
        }
        let integers = (i128::from(highest) - i128::from(lowest) + 1) as u64;
        count + integers + fractions.len() as u64
    }

    /// How many stops G's canonical form has: leaves of its tree, counting
    /// each number as a leaf.
    ///
    /// # Panics
    /// If the count passes 2^128.
    ///
    /// # Complexity
    /// One visit per follower, memoized for the call.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let mut arena = Arena::new();
    /// let star8 = arena.nimber(8);
    /// assert_eq!(arena.stop_count(star8), 4374); // 2·3^7
    /// ```
    pub fn stop_count(&mut self, g: GameId) -> u128 {
        let mut memo = HashMap::new();
        self.stop_count_memo(g, &mut memo)
    }

    fn stop_count_memo(&mut self, g: GameId, memo: &mut HashMap<GameId, u128>) -> u128 {
        if self.as_number(g).is_some() {
            return 1;
        }
        if let Some(&c) = memo.get(&g) {
            return c;
        }
        let mut c: u128 = 0;
        for &side in &[Side::Left, Side::Right] {
            for o in self.options(g, side) {
                let k = self.stop_count_memo(o, memo);
                c = c.checked_add(k).expect("a stop count below 2^128");
            }
        }
        memo.insert(g, c);
        c
    }

    /// Whether G is all-small: every follower has a Left option exactly
    /// when it has a Right option.
    ///
    /// # Complexity
    /// One visit per follower, but none below a game [`Arena::nus`] built
    /// (answered by its number part).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let up = arena.up_multiple(1);
    /// assert!(arena.is_all_small(up));
    /// let half = arena.number(Dyadic::new(1, 1).unwrap());
    /// assert!(!arena.is_all_small(half));
    /// ```
    pub fn is_all_small(&mut self, g: GameId) -> bool {
        self.all_followers(g, |arena, x| match arena.nus_parts.get(&x) {
            // x + n.^ + *m, built by its parts: all-small exactly when x = 0
            // (n.^ and *m are; a number other than 0 is not).
            Some(v) => Some(v.number == Dyadic::ZERO),
            None => arena.as_number(x).map(|v| v == Dyadic::ZERO),
        })
    }

    /// Whether every follower passes `leaf` where it answers, searching
    /// the options of those where it does not.
    fn all_followers(
        &mut self,
        g: GameId,
        mut leaf: impl FnMut(&mut Arena, GameId) -> Option<bool>,
    ) -> bool {
        let mut seen = HashSet::new();
        let mut stack = vec![g];
        seen.insert(g);
        while let Some(x) = stack.pop() {
            match leaf(self, x) {
                Some(false) => return false,
                Some(true) => {}
                None => {
                    for &side in &[Side::Left, Side::Right] {
                        for o in self.options(x, side) {
                            if seen.insert(o) {
                                stack.push(o);
                            }
                        }
                    }
                }
            }
        }
        true
    }

    /// The parity of G: `Some(true)` if even, `Some(false)` if odd, `None`
    /// if neither.
    ///
    /// # Complexity
    /// One visit per follower, memoized for the call.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let five = arena.number(Dyadic::from_int(5));
    /// assert_eq!(arena.parity(five), Some(false));
    /// assert_eq!(arena.parity(arena.star()), Some(false));
    /// let up = arena.up_multiple(1);
    /// assert_eq!(arena.parity(up), None);
    /// ```
    pub fn parity(&mut self, g: GameId) -> Option<bool> {
        let mut memo = HashMap::new();
        self.alternation(g, &mut memo, |x| {
            x.is_integer().then(|| x.numerator() % 2 == 0)
        })
    }

    /// The temper of G: `Some(true)` if even-tempered, `Some(false)` if
    /// odd-tempered, `None` if neither.
    ///
    /// # Complexity
    /// One visit per follower, memoized for the call.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let half = arena.number(Dyadic::new(1, 1).unwrap());
    /// assert_eq!(arena.temper(half), Some(true));
    /// let half_star = arena.add(half, arena.star());
    /// assert_eq!(arena.temper(half_star), Some(false));
    /// let up = arena.up_multiple(1);
    /// assert_eq!(arena.temper(up), None);
    /// ```
    pub fn temper(&mut self, g: GameId) -> Option<bool> {
        let mut memo = HashMap::new();
        self.alternation(g, &mut memo, |_| Some(true))
    }

    /// A class "even" / "odd" where a game is even when all its options
    /// are odd and odd when all are even; numbers are classed by `number`.
    fn alternation(
        &mut self,
        g: GameId,
        memo: &mut HashMap<GameId, Option<bool>>,
        number: fn(Dyadic) -> Option<bool>,
    ) -> Option<bool> {
        if let Some(x) = self.as_number(g) {
            return number(x);
        }
        if let Some(&c) = memo.get(&g) {
            return c;
        }
        let mut all_odd = true;
        let mut all_even = true;
        for &side in &[Side::Left, Side::Right] {
            for o in self.options(g, side) {
                match self.alternation(o, memo, number) {
                    Some(true) => all_odd = false,
                    Some(false) => all_even = false,
                    None => {
                        all_odd = false;
                        all_even = false;
                    }
                }
            }
        }
        // A game that is not a number has options on both sides.
        let c = if all_odd {
            Some(true)
        } else if all_even {
            Some(false)
        } else {
            None
        };
        memo.insert(g, c);
        c
    }

    /// The companion of G (see the module's summary).
    ///
    /// # Complexity
    /// One canonical form per follower, memoized.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let mut arena = Arena::new();
    /// let up = arena.up_multiple(1);
    /// let up_star = arena.add(up, arena.star());
    /// assert_eq!(arena.companion(up), up_star);
    /// assert_eq!(arena.companion(arena.zero()), arena.star());
    /// ```
    pub fn companion(&mut self, g: GameId) -> GameId {
        if let Some(x) = self.as_number(g) {
            return if x == Dyadic::ZERO { self.star() } else { g };
        }
        let zero = self.zero();
        if let Some(&c) = self.op_memo.get(&(Op::Companion, g, zero)) {
            return c;
        }
        let c = match self.as_nus(g) {
            Some(n) if n.number == Dyadic::ZERO => {
                if n.nimber >= 2 {
                    g
                } else {
                    let u = self.up_multiple(n.ups);
                    let m = self.nimber(n.nimber ^ 1);
                    self.add(u, m)
                }
            }
            _ => {
                let mut left: Vec<GameId> = self.options(g, Side::Left).into_iter().collect();
                left = left.into_iter().map(|o| self.companion(o)).collect();
                let mut right: Vec<GameId> = self.options(g, Side::Right);
                right = right.into_iter().map(|o| self.companion(o)).collect();
                if self.le(zero, g) {
                    left.push(zero);
                }
                if self.le(g, zero) {
                    right.push(zero);
                }
                self.canonical(&left, &right)
            }
        };
        self.op_memo.insert((Op::Companion, g, zero), c);
        c
    }

    /// The outcome of G in misère play (the player who cannot move wins),
    /// played on its canonical form.
    ///
    /// # Complexity
    /// One visit per follower and side, memoized for the call.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::compare::Outcome;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// assert_eq!(arena.misere_outcome(arena.zero()), Outcome::Next);
    /// let five = arena.number(Dyadic::from_int(5));
    /// assert_eq!(arena.misere_outcome(five), Outcome::Right);
    /// ```
    pub fn misere_outcome(&mut self, g: GameId) -> Outcome {
        let mut memo = HashMap::new();
        let left = self.misere_mover_wins(g, Side::Left, &mut memo);
        let right = self.misere_mover_wins(g, Side::Right, &mut memo);
        match (left, right) {
            (true, true) => Outcome::Next,
            (true, false) => Outcome::Left,
            (false, true) => Outcome::Right,
            (false, false) => Outcome::Previous,
        }
    }

    fn misere_mover_wins(
        &mut self,
        g: GameId,
        side: Side,
        memo: &mut HashMap<(GameId, Side), bool>,
    ) -> bool {
        if let Some(x) = self.as_number(g) {
            if x.is_integer() {
                // The side with no move wins at once; the other must walk
                // the integer down to 0, where the first side cannot move.
                let n = x.numerator();
                return match side {
                    Side::Left => n <= 0,
                    Side::Right => n >= 0,
                };
            }
        }
        if let Some(&w) = memo.get(&(g, side)) {
            return w;
        }
        let options = self.options(g, side);
        let w = options.is_empty()
            || options
                .into_iter()
                .any(|o| !self.misere_mover_wins(o, side.other(), memo));
        memo.insert((g, side), w);
        w
    }
}
