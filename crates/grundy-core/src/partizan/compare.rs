//! The order of games: `G ≤ H` by its recursive definition, and the outcome
//! class of a game from its comparison with 0.
//!
//! ```text
//! G ≤ H  ⇔  no Left option G^L of G has H ≤ G^L,
//!           and no Right option H^R of H has H^R ≤ G.
//! ```
//!
//! (Conway, ONAG ch. 1.) Two games are equal when each is ≤ the other,
//! and `G ≥ 0` means Left wins when Right starts, `G ≤ 0` that Right wins
//! when Left starts. Numbers are compared as numbers, and a number x with a
//! game G that is not one by number avoidance (ONAG ch. 9: if Right has a
//! winning first move in `G − x`, he has one in G): `x ≤ G` exactly when no
//! `G^R ≤ x`, and `G ≤ x` exactly when no `G^L ≥ x`, so a number's options
//! are never looked at. Every answer is memoized by the pair of ids.

use super::arena::{Arena, GameId};
use crate::game::Side;

/// Who wins a game, from its comparison with 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Left wins whoever starts: G > 0.
    Left,
    /// Right wins whoever starts: G < 0.
    Right,
    /// The player to move wins: G is fuzzy with 0 (G ‖ 0).
    Next,
    /// The player to move loses: G = 0.
    Previous,
}

impl Outcome {
    /// The letter of the outcome class: `L`, `R`, `N` or `P`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::compare::Outcome;
    /// assert_eq!(Outcome::Next.letter(), 'N');
    /// ```
    pub fn letter(self) -> char {
        match self {
            Outcome::Left => 'L',
            Outcome::Right => 'R',
            Outcome::Next => 'N',
            Outcome::Previous => 'P',
        }
    }
}

impl Arena {
    /// Whether `G ≤ H`.
    ///
    /// # Complexity
    /// At most one evaluation per pair of games in the two trees, each
    /// O(options); memoized. Recursion depth: the sum of the birthdays.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let mut arena = Arena::new();
    /// let (zero, star, up) = (arena.zero(), arena.star(), arena.up_multiple(1));
    /// assert!(arena.le(zero, up) && !arena.le(up, zero)); // ^ > 0
    /// assert!(!arena.le(zero, star) && !arena.le(star, zero)); // * ‖ 0
    /// ```
    pub fn le(&mut self, g: GameId, h: GameId) -> bool {
        if g == h {
            return true;
        }
        let (x, y) = (self.as_number(g), self.as_number(h));
        if let (Some(x), Some(y)) = (x, y) {
            return x <= y;
        }
        // The stops keep the order: G ≤ H needs LS(G) ≤ LS(H) and
        // RS(G) ≤ RS(H), which refutes most pairs without a search.
        let (gs, hs) = (self.stops(g), self.stops(h));
        if gs.0 > hs.0 || gs.1 > hs.1 {
            return false;
        }
        if let Some(&r) = self.le_memo.get(&(g, h)) {
            return r;
        }
        // By number avoidance, a number's own options never decide: with G
        // a number, G ≤ H needs only that no H^R ≤ G, and with H a number,
        // only that no G^L ≥ H.
        let mut r = true;
        if x.is_none() {
            for i in 0..self.stored(g, Side::Left).len() {
                let gl = self.stored(g, Side::Left)[i];
                if self.le(h, gl) {
                    r = false;
                    break;
                }
            }
        }
        if r && y.is_none() {
            for i in 0..self.stored(h, Side::Right).len() {
                let hr = self.stored(h, Side::Right)[i];
                if self.le(hr, g) {
                    r = false;
                    break;
                }
            }
        }
        self.le_memo.insert((g, h), r);
        r
    }

    /// Whether `G ≥ H`.
    ///
    /// # Complexity
    /// As [`Arena::le`].
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let mut arena = Arena::new();
    /// let (zero, up) = (arena.zero(), arena.up_multiple(1));
    /// assert!(arena.ge(up, zero));
    /// ```
    pub fn ge(&mut self, g: GameId, h: GameId) -> bool {
        self.le(h, g)
    }

    /// The outcome class of `G`: L if G > 0, R if G < 0, P if G = 0, N if
    /// G ‖ 0.
    ///
    /// # Complexity
    /// Two comparisons with 0.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::compare::Outcome;
    /// let mut arena = Arena::new();
    /// let (zero, star) = (arena.zero(), arena.star());
    /// assert_eq!(arena.outcome(zero), Outcome::Previous);
    /// assert_eq!(arena.outcome(star), Outcome::Next);
    /// let down = arena.up_multiple(-1);
    /// assert_eq!(arena.outcome(down), Outcome::Right);
    /// ```
    pub fn outcome(&mut self, g: GameId) -> Outcome {
        let zero = self.zero();
        match (self.le(zero, g), self.le(g, zero)) {
            (true, true) => Outcome::Previous,
            (true, false) => Outcome::Left,
            (false, true) => Outcome::Right,
            (false, false) => Outcome::Next,
        }
    }
}
