//! Canonical forms: removing dominated options, bypassing reversible ones;
//! and the sum of games, the one operation a position of several
//! components needs.
//!
//! Given any options (each already canonical), the game `G = {L | R}` is
//! simplified by two rules that keep its value (Conway, ONAG ch. 10;
//! Winning Ways ch. 3), until neither applies:
//!
//! - **dominated**: a Left option `A ≤ B` for another Left option B is
//!   dropped (Left never prefers it); a Right option `A ≥ B` likewise;
//! - **reversible**: a Left option A with a Right option `A^R ≤ G` is
//!   replaced by all the Left options of `A^R` (Right would answer A at
//!   once with A^R, so Left may as well move there); a Right option B with
//!   `B^L ≥ G` by all the Right options of `B^L`.
//!
//! What remains is the canonical form, unique (two equal games simplify to
//! the same form), and it is filed in the [`Arena`] once. Comparisons of the
//! pending `G` with the arena's games use the definition of `≤` directly,
//! with a memo for the whole simplification (the value of G does not change
//! as it simplifies).
//!
//! The sum is the definition `G + H = {G^L + H, G + H^L | G^R + H, G + H^R}`
//! with three shortcuts: numbers add as numbers, nimbers as nimbers
//! (`*a + *b = *(a ⊕ b)`), and a number x plus a game G that is not a
//! number is `{G^L + x | G^R + x}` (number translation, ONAG ch. 8), which
//! never expands x.

use crate::hashing::WordMap;
use std::collections::HashMap;

use super::arena::{Arena, GameId};
use super::simplicity::simplest_in;
use crate::game::{Game, Side};

/// The comparisons of one pending game `G = {L | R}` with arena games.
struct Pending {
    left: Vec<GameId>,
    right: Vec<GameId>,
    /// `G ≤ h`, by h.
    below: WordMap<GameId, bool>,
    /// `h ≤ G`, by h.
    above: WordMap<GameId, bool>,
}

impl Arena {
    /// The canonical form of `{left | right}`, the options being canonical
    /// games of this arena, in any order, repeated, dominated or
    /// reversible.
    ///
    /// # Complexity
    /// Polynomial in the sizes of the options' game trees, with every
    /// comparison memoized; recursion depth their birthday.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let (zero, star) = (arena.zero(), arena.star());
    /// let one = arena.number(Dyadic::ONE);
    /// // {0|1} = 1/2, {0,*|0} = ^*, {*,0|0,0} is the same game.
    /// assert_eq!(arena.canonical(&[zero], &[one]), arena.number(Dyadic::new(1, 1).unwrap()));
    /// let up_star = arena.canonical(&[zero, star], &[zero]);
    /// assert_eq!(arena.canonical(&[star, zero], &[zero, zero]), up_star);
    /// // {*|*} = 0: each option reverses through 0.
    /// assert_eq!(arena.canonical(&[star], &[star]), zero);
    /// ```
    pub fn canonical(&mut self, left: &[GameId], right: &[GameId]) -> GameId {
        // Fast path: options all numbers, every Left one below every Right one.
        let numbers = |a: &Arena, s: &[GameId]| s.iter().map(|&g| a.as_number(g)).collect();
        let ln: Option<Vec<_>> = numbers(self, left);
        let rn: Option<Vec<_>> = numbers(self, right);
        if let (Some(ln), Some(rn)) = (ln, rn) {
            let lo = ln.into_iter().max();
            let hi = rn.into_iter().min();
            if let Ok(x) = simplest_in(lo, hi) {
                return self.number(x);
            }
        }
        let mut p = Pending {
            left: left.to_vec(),
            right: right.to_vec(),
            below: WordMap::default(),
            above: WordMap::default(),
        };
        loop {
            p.left = self.undominated(&p.left, Side::Left);
            p.right = self.undominated(&p.right, Side::Right);
            let mut changed = false;
            let mut left = Vec::new();
            for a in p.left.clone() {
                let ar = self.options(a, Side::Right);
                match ar.into_iter().find(|&x| self.pending_above(&mut p, x)) {
                    Some(x) => {
                        left.extend(self.options(x, Side::Left));
                        changed = true;
                    }
                    None => left.push(a),
                }
            }
            let mut right = Vec::new();
            for b in p.right.clone() {
                let bl = self.options(b, Side::Left);
                match bl.into_iter().find(|&x| self.pending_below(&mut p, x)) {
                    Some(x) => {
                        right.extend(self.options(x, Side::Right));
                        changed = true;
                    }
                    None => right.push(b),
                }
            }
            p.left = left;
            p.right = right;
            if !changed {
                break;
            }
        }
        self.make(p.left, p.right)
    }

    /// The options of `side` not dominated by another of them.
    fn undominated(&mut self, options: &[GameId], side: Side) -> Vec<GameId> {
        let mut opts = options.to_vec();
        opts.sort_unstable();
        opts.dedup();
        let mut keep = Vec::with_capacity(opts.len());
        for &a in &opts {
            let dominated = opts.iter().any(|&b| {
                b != a
                    && match side {
                        Side::Left => self.le(a, b),
                        Side::Right => self.le(b, a),
                    }
            });
            if !dominated {
                keep.push(a);
            }
        }
        keep
    }

    /// `G ≤ h` for the pending G: no G^L ≥ h and no h^R ≤ G.
    fn pending_below(&mut self, p: &mut Pending, h: GameId) -> bool {
        if let Some(&r) = p.below.get(&h) {
            return r;
        }
        let mut r = !p.left.clone().into_iter().any(|l| self.le(h, l));
        if r {
            let hr = self.options(h, Side::Right);
            r = !hr.into_iter().any(|x| self.pending_above(p, x));
        }
        p.below.insert(h, r);
        r
    }

    /// `h ≤ G` for the pending G: no G^R ≤ h and no h^L ≥ G.
    fn pending_above(&mut self, p: &mut Pending, h: GameId) -> bool {
        if let Some(&r) = p.above.get(&h) {
            return r;
        }
        let mut r = !p.right.clone().into_iter().any(|x| self.le(x, h));
        if r {
            let hl = self.options(h, Side::Left);
            r = !hl.into_iter().any(|x| self.pending_below(p, x));
        }
        p.above.insert(h, r);
        r
    }

    /// The canonical form of `G + H`.
    ///
    /// # Panics
    /// If a sum of numbers leaves the [`super::number::Dyadic`] range.
    ///
    /// # Complexity
    /// One canonical form per pair of subpositions, memoized by the pair.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let mut arena = Arena::new();
    /// let (zero, star) = (arena.zero(), arena.star());
    /// assert_eq!(arena.add(star, star), zero); // * + * = 0
    /// let up = arena.up_multiple(1);
    /// let up_star = arena.canonical(&[zero, star], &[zero]);
    /// assert_eq!(arena.add(up, star), up_star);
    /// ```
    pub fn add(&mut self, g: GameId, h: GameId) -> GameId {
        let zero = self.zero();
        if g == zero {
            return h;
        }
        if h == zero {
            return g;
        }
        let key = (g.min(h), g.max(h));
        if let Some(&s) = self.add_memo.get(&key) {
            return s;
        }
        // x + n.^ + *m by parts, where Arena::nus built both: a sum of
        // large ups and nimbers costs no canonical form.
        if self.nus_parts.contains_key(&g) || self.nus_parts.contains_key(&h) {
            if let (Some(a), Some(b)) = (self.known_nus(g), self.known_nus(h)) {
                let s = self.nus(a.checked_add(b).expect("a sum in range"));
                self.add_memo.insert(key, s);
                return s;
            }
        }
        let nimbers = match (self.nim_value(g), self.nim_value(h)) {
            (Some(a), Some(b)) => Some(a ^ b),
            _ => None,
        };
        let s = match (self.as_number(g), self.as_number(h)) {
            _ if nimbers.is_some() => self.nimber(nimbers.unwrap_or_default()),
            (Some(x), Some(y)) => self.number(x.checked_add(y).expect("a sum in range")),
            (Some(_), None) | (None, Some(_)) => {
                let (x, game) = if self.as_number(g).is_some() {
                    (g, h)
                } else {
                    (h, g)
                };
                let gl = self.stored(game, Side::Left).to_vec();
                let gr = self.stored(game, Side::Right).to_vec();
                let left: Vec<_> = gl.into_iter().map(|o| self.add(o, x)).collect();
                let right: Vec<_> = gr.into_iter().map(|o| self.add(o, x)).collect();
                self.canonical(&left, &right)
            }
            (None, None) => {
                let mut left = Vec::new();
                let mut right = Vec::new();
                for (a, b, out, side) in [
                    (g, h, &mut left, Side::Left),
                    (g, h, &mut right, Side::Right),
                ] {
                    let ga = self.stored(a, side).to_vec();
                    let hb = self.stored(b, side).to_vec();
                    out.extend(ga.into_iter().map(|o| self.add(o, b)));
                    out.extend(hb.into_iter().map(|o| self.add(a, o)));
                }
                self.canonical(&left, &right)
            }
        };
        self.add_memo.insert(key, s);
        s
    }

    /// The canonical form of `G − H = G + (−H)`.
    ///
    /// # Complexity
    /// As [`Arena::add`].
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let mut arena = Arena::new();
    /// let up = arena.up_multiple(1);
    /// assert_eq!(arena.sub(up, up), arena.zero());
    /// ```
    pub fn sub(&mut self, g: GameId, h: GameId) -> GameId {
        let minus_h = self.neg(h);
        self.add(g, minus_h)
    }

    /// The canonical form of the sum of several games (0 for none).
    ///
    /// # Complexity
    /// `terms.len()` sums.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// let mut arena = Arena::new();
    /// let up = arena.up_multiple(1);
    /// let three_ups = arena.up_multiple(3);
    /// assert_eq!(arena.sum(&[up, up, up]), three_ups);
    /// ```
    pub fn sum(&mut self, terms: &[GameId]) -> GameId {
        terms.iter().fold(self.zero(), |acc, &t| self.add(acc, t))
    }

    /// The canonical form of position `p` of any partizan [`Game`]: the
    /// canonical form of `{ its Left options | its Right options }`,
    /// memoized in `memo` by position.
    ///
    /// The game must be finite and acyclic (every play ends).
    ///
    /// # Complexity
    /// One canonical form per reachable position; recursion depth the
    /// length of the longest play from `p`, so a game whose plays are long
    /// (a stalk of 10^5 edges) needs a closed form, not this.
    ///
    /// # Example
    /// ```
    /// use std::collections::HashMap;
    /// use grundy_core::game::Side::{Left as B, Right as R};
    /// use grundy_core::games::blue_red_hackenbush::Stalk;
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let g = arena.value_of(&Stalk(vec![B, R]), &2, &mut HashMap::new());
    /// assert_eq!(arena.as_number(g), Some(Dyadic::new(1, 1).unwrap()));
    /// ```
    pub fn value_of<G: Game>(
        &mut self,
        game: &G,
        p: &G::Position,
        memo: &mut HashMap<G::Position, GameId>,
    ) -> GameId {
        if let Some(&g) = memo.get(p) {
            return g;
        }
        let mut sides = [Vec::new(), Vec::new()];
        for (i, side) in [Side::Left, Side::Right].iter().copied().enumerate() {
            let mut opts = Vec::new();
            game.options(p, side, &mut opts);
            sides[i] = opts.iter().map(|q| self.value_of(game, q, memo)).collect();
        }
        let g = self.canonical(&sides[0], &sides[1]);
        memo.insert(p.clone(), g);
        g
    }
}
