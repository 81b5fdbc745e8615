//! Compounds beside the disjunctive sum: ordinal, conjunctive and
//! selective (Winning Ways ch. 9 and 14; ONAG ch. 15; CGSuite's
//! `CompoundGame`).
//!
//! In the disjunctive sum ([`Arena::add`]) a player moves in one component.
//! The others:
//!
//! - **ordinal sum** `G:H = {G^L, G:H^L | G^R, G:H^R}`: a move in G (the
//!   base) wipes H out, a move in H keeps G. It depends on G's form (here
//!   its canonical form), not only on its value: `{*|*} : 3 ≠ 0 : 3`.
//! - **conjunctive compound** `G ∧ H = {G^L ∧ H^L | G^R ∧ H^R}`: a player
//!   moves in every component at once, and cannot move when one of them
//!   is over.
//! - **selective compound** `G ∨ H` (Winning Ways): a player moves in any
//!   nonempty set of the components: `{G^L ∨ H, G ∨ H^L, G^L ∨ H^L | …}`;
//!   CGSuite's `SelectiveSum` lets only the first move be so chosen, play
//!   going on as a disjunctive sum or a conjunctive compound after it
//!   (`{G^L + H, G + H^L, G^L ∧ H^L | …}`), and both are here.
//!
//! Like CGSuite's, each is computed on the canonical forms of its
//! arguments, memoized, and returned in canonical form; the recursion
//! descends both game trees (a number's options included). On forms that
//! are not canonical, and for the ordinal product, see [`super::form`].

use super::arena::{Arena, GameId, Op};
use crate::game::Side;

impl Arena {
    /// The ordinal sum `G:H = {G^L, G:H^L | G^R, G:H^R}` with the base G in
    /// canonical form.
    ///
    /// # Complexity
    /// One canonical form per subgame of H, memoized by (G, H).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let (half, quarter) = (arena.number(Dyadic::new(1, 1).unwrap()), arena.number(Dyadic::new(1, 2).unwrap()));
    /// let s = arena.ordinal_sum(half, quarter);
    /// assert_eq!(arena.as_number(s), Some(Dyadic::new(9, 4).unwrap())); // 9/16
    /// let (s5, s6) = (arena.nimber(5), arena.nimber(6));
    /// assert_eq!(arena.ordinal_sum(s5, s6), arena.nimber(11));
    /// ```
    pub fn ordinal_sum(&mut self, g: GameId, h: GameId) -> GameId {
        let (gl, gr) = (self.options(g, Side::Left), self.options(g, Side::Right));
        self.ordinal_sum_of(&gl, &gr, h)
    }

    /// The ordinal sum `G:H` with the base G given by its options, in any
    /// form: `{G^L, G:H^L | G^R, G:H^R}`.
    ///
    /// # Complexity
    /// One canonical form per subgame of H.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// use grundy_core::partizan::notation::{parse, Limits};
    /// let mut arena = Arena::new();
    /// let (star, three) = (arena.star(), arena.number(Dyadic::from_int(3)));
    /// // {*|*} = 0, but {*|*} : 3 is up-to-the-third, {{^|*}|*}.
    /// let s = arena.ordinal_sum_of(&[star], &[star], three);
    /// assert_eq!(s, parse(&mut arena, "{{^|*}|*}", Limits::STATEMENT).unwrap());
    /// ```
    pub fn ordinal_sum_of(&mut self, left: &[GameId], right: &[GameId], h: GameId) -> GameId {
        let mut memo = std::collections::HashMap::new();
        self.ordinal_sum_memo(left, right, h, &mut memo)
    }

    fn ordinal_sum_memo(
        &mut self,
        left: &[GameId],
        right: &[GameId],
        h: GameId,
        memo: &mut std::collections::HashMap<GameId, GameId>,
    ) -> GameId {
        if h == self.zero() {
            return self.canonical(left, right);
        }
        if let Some(&s) = memo.get(&h) {
            return s;
        }
        let mut sides = [left.to_vec(), right.to_vec()];
        for (i, &side) in [Side::Left, Side::Right].iter().enumerate() {
            for o in self.options(h, side) {
                let x = self.ordinal_sum_memo(left, right, o, memo);
                sides[i].push(x);
            }
        }
        let s = self.canonical(&sides[0], &sides[1]);
        memo.insert(h, s);
        s
    }

    /// The conjunctive compound `G ∧ H = {G^L ∧ H^L | G^R ∧ H^R}`.
    ///
    /// # Complexity
    /// One canonical form per pair of subgames, memoized.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let (half, quarter) = (arena.number(Dyadic::new(1, 1).unwrap()), arena.number(Dyadic::new(1, 2).unwrap()));
    /// let c = arena.conjunctive_sum(half, quarter);
    /// assert_eq!(c, half);
    /// ```
    pub fn conjunctive_sum(&mut self, g: GameId, h: GameId) -> GameId {
        self.compound(Op::Conjunctive, g, h)
    }

    /// CGSuite's `SelectiveSum`: a first move in G, in H, or in both, after
    /// which play goes on as a disjunctive sum or a conjunctive compound:
    /// `{G^L + H, G + H^L, G^L ∧ H^L | …}`. (Winning Ways' selective
    /// compound, in which every move may again be in either or both, is
    /// [`Arena::selective_compound`]; CGSuite's suite fixes this one.)
    ///
    /// # Panics
    /// If a sum of numbers leaves the [`super::number::Dyadic`] range.
    ///
    /// # Complexity
    /// One canonical form per pair of subgames, memoized.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let (half, quarter) = (arena.number(Dyadic::new(1, 1).unwrap()), arena.number(Dyadic::new(1, 2).unwrap()));
    /// let s = arena.selective_sum(half, quarter);
    /// assert_eq!(arena.as_number(s), Some(Dyadic::new(3, 2).unwrap())); // 3/4
    /// let (s5, s6) = (arena.nimber(5), arena.nimber(6));
    /// assert_eq!(arena.selective_sum(s5, s6), arena.nimber(8));
    /// ```
    pub fn selective_sum(&mut self, g: GameId, h: GameId) -> GameId {
        let key = (Op::SelectiveSum, g.min(h), g.max(h));
        if let Some(&c) = self.op_memo.get(&key) {
            return c;
        }
        let mut sides = [Vec::new(), Vec::new()];
        for (i, &side) in [Side::Left, Side::Right].iter().enumerate() {
            let (go, ho) = (self.options(g, side), self.options(h, side));
            for &a in &go {
                let x = self.add(a, h);
                sides[i].push(x);
            }
            for &b in &ho {
                let x = self.add(g, b);
                sides[i].push(x);
            }
            for &a in &go {
                for &b in &ho {
                    let x = self.conjunctive_sum(a, b);
                    sides[i].push(x);
                }
            }
        }
        let c = self.canonical(&sides[0], &sides[1]);
        self.op_memo.insert(key, c);
        c
    }

    /// Winning Ways' selective compound `G ∨ H`: every move is in G, in H,
    /// or in both, `{G^L ∨ H, G ∨ H^L, G^L ∨ H^L | …}`.
    ///
    /// # Complexity
    /// One canonical form per pair of subgames, memoized.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let mut arena = Arena::new();
    /// let (s1, s2) = (arena.star(), arena.nimber(2));
    /// // Nim heaps of 1 and 2, taking from either or both: the mover
    /// // wins (take both to 0).
    /// let g = arena.selective_compound(s1, s2);
    /// assert_eq!(arena.outcome(g), grundy_core::partizan::compare::Outcome::Next);
    /// ```
    pub fn selective_compound(&mut self, g: GameId, h: GameId) -> GameId {
        self.compound(Op::Selective, g, h)
    }

    /// The conjunctive or selective compound (both are symmetric in G, H).
    fn compound(&mut self, op: Op, g: GameId, h: GameId) -> GameId {
        let key = (op, g.min(h), g.max(h));
        if let Some(&c) = self.op_memo.get(&key) {
            return c;
        }
        let mut sides = [Vec::new(), Vec::new()];
        for (i, &side) in [Side::Left, Side::Right].iter().enumerate() {
            let (go, ho) = (self.options(g, side), self.options(h, side));
            if op == Op::Selective {
                for &a in &go {
                    let x = self.compound(op, a, h);
                    sides[i].push(x);
                }
                for &b in &ho {
                    let x = self.compound(op, g, b);
                    sides[i].push(x);
                }
            }
            for &a in &go {
                for &b in &ho {
                    let x = self.compound(op, a, b);
                    sides[i].push(x);
                }
            }
        }
        let c = self.canonical(&sides[0], &sides[1]);
        self.op_memo.insert(key, c);
        c
    }
}
