//! Atomic weight: how many ups an infinitesimal is worth.
//!
//! An all-small game (every follower has a Left option exactly when it has
//! a Right one) is infinitesimal, and behaves like a multiple of up: its
//! **atomic weight** aw(G) is the game w with G close to `w.^` (the Norton
//! product), close meaning
//!
//! ```text
//! −(^* + *N:−1)  ≤  G − w.^  ≤  ^* + *N:−1,
//! ```
//!
//! *N a remote star (N a power of two above every nimber among G's
//! followers, `*N:−1` the ordinal sum). It is computed by the **atomic
//! weight calculus** (Winning Ways ch. 8; Siegel, *Combinatorial Game
//! Theory*, II.7; CGSuite's `AtomicWeight`):
//!
//! ```text
//! aw(x + n.^ + *m) = n;   otherwise  G' = {aw(G^L) − 2 | aw(G^R) + 2},
//! ```
//!
//! and aw(G) = G' unless G' is an integer, when the *eccentric* case
//! decides: if G < ✶ (the far star, *M for M above every nimber of G's
//! followers) aw(G) is the least integer n with `n ⊳ aw(G^L) − 2` for every
//! Left option (0 if there is none); if G > ✶ the greatest n with
//! `n ⊲ aw(G^R) + 2` for every Right option; otherwise G' itself. Additive
//! (`aw(G + H) = aw(G) + aw(H)`), and the two-ahead rule follows: aw(G) ≥ 2
//! makes G > 0.
//!
//! The calculus gives an answer for every game, but the answer means the
//! above only for all-small games and some other infinitesimals: for a
//! game that is not infinitesimal, or an infinitesimal that is not within
//! the bounds of `w.^`, there is no atomic weight, and
//! [`Arena::atomic_weight`] says so with an [`AtomicWeightError`] instead of
//! guessing.

use std::fmt;

use super::arena::{Arena, GameId, Op};
use super::number::Dyadic;
use crate::game::Side;

/// Why a game has no atomic weight.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AtomicWeightError {
    /// The game is not infinitesimal (its stops are not both 0).
    NotInfinitesimal,
    /// An infinitesimal that is not close to any multiple of up (the
    /// atomic-weight calculus does not apply to it).
    NotAtomic,
}

impl fmt::Display for AtomicWeightError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AtomicWeightError::NotInfinitesimal => write!(f, "the game is not infinitesimal"),
            AtomicWeightError::NotAtomic => {
                write!(
                    f,
                    "the game is not atomic: no multiple of up is close to it"
                )
            }
        }
    }
}

impl std::error::Error for AtomicWeightError {}

impl Arena {
    /// The atomic weight of G (see the module's summary).
    ///
    /// # Errors
    /// [`AtomicWeightError::NotInfinitesimal`] if a stop of G is not 0;
    /// [`AtomicWeightError::NotAtomic`] for an infinitesimal that is not
    /// all-small and not close to `w.^` for the calculus' w.
    ///
    /// # Complexity
    /// One canonical form per follower (memoized), plus for a game that is
    /// not all-small one Norton product and two comparisons.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::atomic_weight::AtomicWeightError;
    /// use grundy_core::partizan::notation::{parse, Limits, Printer};
    /// use grundy_core::partizan::number::Dyadic;
    /// let mut arena = Arena::new();
    /// let up = arena.up_multiple(1);
    /// let one = arena.number(Dyadic::ONE);
    /// assert_eq!(arena.atomic_weight(up), Ok(one));
    /// let g = parse(&mut arena, "{^3|v2}", Limits::STATEMENT).unwrap();
    /// let w = arena.atomic_weight(g).unwrap();
    /// assert_eq!(Printer::new().print(&mut arena, w), "{1|0}");
    /// assert_eq!(arena.atomic_weight(one), Err(AtomicWeightError::NotInfinitesimal));
    /// ```
    pub fn atomic_weight(&mut self, g: GameId) -> Result<GameId, AtomicWeightError> {
        if self.stops(g) != (Dyadic::ZERO, Dyadic::ZERO) {
            return Err(AtomicWeightError::NotInfinitesimal);
        }
        let w = self.naive_atomic_weight(g);
        if self.is_all_small(g) {
            return Ok(w);
        }
        // Within ^* + *N:−1 of w.^, N a power of two at least the far star.
        let up = self.up_multiple(1);
        let wu = self.norton_product(w, up);
        let diff = self.sub(g, wu);
        let n = self.far_star(g).next_power_of_two().max(2);
        let remote = self.nimber(n);
        let minus_one = self.number(Dyadic::from_int(-1));
        let kite = self.ordinal_sum(remote, minus_one);
        let up_star = self.add(up, self.star());
        let eps = self.add(up_star, kite);
        let minus_eps = self.neg(eps);
        if self.le(diff, eps) && self.le(minus_eps, diff) {
            Ok(w)
        } else {
            Err(AtomicWeightError::NotAtomic)
        }
    }

    /// The far star's index: 1 + the largest m such that *m is a follower
    /// of G (so *M with M at least this exceeds every nimber in G).
    fn far_star(&mut self, g: GameId) -> u32 {
        let mut far = 1;
        for f in self.followers_short(g) {
            if let Some(m) = self.nim_value(f) {
                far = far.max(m + 1);
            }
        }
        far
    }

    /// The followers of G that are not numbers (the nimber 0 stands for
    /// every number: far_star needs no more).
    fn followers_short(&mut self, g: GameId) -> Vec<GameId> {
        let mut seen = std::collections::HashSet::new();
        let mut stack = vec![g];
        seen.insert(g);
        let mut out = Vec::new();
        while let Some(x) = stack.pop() {
            if self.as_number(x).is_some() {
                continue;
            }
            out.push(x);
            for &side in &[Side::Left, Side::Right] {
                for o in self.options(x, side) {
                    if seen.insert(o) {
                        stack.push(o);
                    }
                }
            }
        }
        out
    }

    /// The atomic-weight calculus, whether or not its answer means
    /// anything for G.
    fn naive_atomic_weight(&mut self, g: GameId) -> GameId {
        if let Some(nus) = self.as_nus(g) {
            return self.number(Dyadic::from_int(nus.ups));
        }
        let zero = self.zero();
        if let Some(&w) = self.op_memo.get(&(Op::NaiveAtomicWeight, g, zero)) {
            return w;
        }
        let two = self.number(Dyadic::from_int(2));
        let minus_two = self.number(Dyadic::from_int(-2));
        let mut sides = [Vec::new(), Vec::new()];
        for (i, &(side, shift)) in [(Side::Left, minus_two), (Side::Right, two)]
            .iter()
            .enumerate()
        {
            for o in self.options(g, side) {
                let w = self.naive_atomic_weight(o);
                sides[i].push(self.add(w, shift));
            }
        }
        let [left, right] = sides;
        let g0 = self.canonical(&left, &right);
        let w = if self.as_number(g0).is_some_and(Dyadic::is_integer) {
            let far = self.far_star(g);
            let star = self.nimber(far);
            let (below, above) = (self.le(g, star), self.le(star, g));
            if below && !above {
                // The least integer n with n ⊳ every new Left option.
                let mut least: Option<i64> = None;
                for &l in &left {
                    let mut n = self.stops(l).1.ceil();
                    let ng = self.number(Dyadic::from_int(n));
                    if self.le(ng, l) {
                        n += 1;
                    }
                    least = Some(least.map_or(n, |m| m.max(n)));
                }
                self.number(Dyadic::from_int(least.unwrap_or(0)))
            } else if above && !below {
                // The greatest integer n with n ⊲ every new Right option.
                let mut greatest: Option<i64> = None;
                for &r in &right {
                    let mut n = self.stops(r).0.floor();
                    let ng = self.number(Dyadic::from_int(n));
                    if self.le(r, ng) {
                        n -= 1;
                    }
                    greatest = Some(greatest.map_or(n, |m| m.min(n)));
                }
                self.number(Dyadic::from_int(greatest.unwrap_or(0)))
            } else {
                g0
            }
        } else {
            g0
        };
        self.op_memo.insert((Op::NaiveAtomicWeight, g, zero), w);
        w
    }
}
