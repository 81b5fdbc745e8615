//! The reduced canonical form: a game up to infinitesimals.
//!
//! Two games are *infinitesimally close*, `G ≡ H (mod Inf)`, when `G − H`
//! is infinitesimal (smaller than every positive number, larger than every
//! negative one); comparison modulo Inf is `G ≥_Inf H` exactly when
//! `R(G − H) ≥ 0`, the Right stop of the difference (Calistrate; Grossman
//! and Siegel, *Reductions of partizan games*; Siegel, *Combinatorial Game
//! Theory*, II.6). Every short game is infinitesimally close to a unique
//! simplest one, its **reduced canonical form** rcf(G): a number x if G is
//! x plus an infinitesimal (its stops agree), and otherwise the game left
//! when, with its options reduced first, options dominated modulo Inf are
//! dropped and options reversible modulo Inf are bypassed:
//!
//! - a Left option A is dropped for another Left option B with `B ≥_Inf A`;
//! - a Left option A reverses through its Right option `A^R ≤_Inf G`, and is
//!   replaced by A^R's Left options (and symmetrically for Right);
//!
//! then the canonical form of what remains. So `rcf({3||2*|1*}) =
//! {3||2|1}` and `rcf(^) = 0`.

use super::arena::{Arena, GameId, Op};
use crate::game::Side;

impl Arena {
    /// The reduced canonical form of G.
    ///
    /// # Panics
    /// If a sum of numbers leaves the [`super::number::Dyadic`] range.
    ///
    /// # Complexity
    /// Stops of differences for each pair of options of each subgame,
    /// memoized by G.
    ///
    /// # Example
    /// ```
    /// use grundy_core::partizan::arena::Arena;
    /// use grundy_core::partizan::notation::{parse, Limits};
    /// let mut arena = Arena::new();
    /// let g = parse(&mut arena, "{3|{2*|1*}}", Limits::STATEMENT).unwrap();
    /// let r = arena.reduced(g);
    /// assert_eq!(r, parse(&mut arena, "{3|{2|1}}", Limits::STATEMENT).unwrap());
    /// let up = arena.up_multiple(1);
    /// assert_eq!(arena.reduced(up), arena.zero());
    /// ```
    pub fn reduced(&mut self, g: GameId) -> GameId {
        if self.as_number(g).is_some() {
            return g;
        }
        let zero = self.zero();
        if let Some(&r) = self.op_memo.get(&(Op::Reduced, g, zero)) {
            return r;
        }
        let (ls, rs) = self.stops(g);
        let r = if ls == rs {
            self.number(ls)
        } else {
            let mut sides = [Vec::new(), Vec::new()];
            for (i, &side) in [Side::Left, Side::Right].iter().enumerate() {
                for o in self.options(g, side) {
                    let x = self.reduced(o);
                    sides[i].push(x);
                }
            }
            let [mut left, mut right] = sides;
            loop {
                left = self.inf_undominated(left, Side::Left);
                right = self.inf_undominated(right, Side::Right);
                let mut changed = false;
                let mut new_left = Vec::new();
                for a in left {
                    let reversing = self
                        .options(a, Side::Right)
                        .into_iter()
                        .find(|&x| self.inf_le(x, g));
                    match reversing {
                        Some(x) => {
                            new_left.extend(self.options(x, Side::Left));
                            changed = true;
                        }
                        None => new_left.push(a),
                    }
                }
                let mut new_right = Vec::new();
                for b in right {
                    let reversing = self
                        .options(b, Side::Left)
                        .into_iter()
                        .find(|&x| self.inf_le(g, x));
                    match reversing {
                        Some(x) => {
                            new_right.extend(self.options(x, Side::Right));
                            changed = true;
                        }
                        None => new_right.push(b),
                    }
                }
                left = new_left;
                right = new_right;
                if !changed {
                    break;
                }
            }
            self.canonical(&left, &right)
        };
        self.op_memo.insert((Op::Reduced, g, zero), r);
        r
    }

    /// `G ≤_Inf H`: the Right stop of `H − G` is at least 0.
    pub fn inf_le(&mut self, g: GameId, h: GameId) -> bool {
        let d = self.sub(h, g);
        self.stops(d).1 >= super::number::Dyadic::ZERO
    }

    /// The options of `side` that no other one dominates modulo Inf (of
    /// two infinitesimally close ones, the one with the smaller id stays).
    fn inf_undominated(&mut self, mut options: Vec<GameId>, side: Side) -> Vec<GameId> {
        options.sort_unstable();
        options.dedup();
        let all = options.clone();
        options.retain(|&a| {
            !all.iter().any(|&b| {
                b != a && {
                    let (worse, better) = match side {
                        Side::Left => (a, b),
                        Side::Right => (b, a),
                    };
                    self.inf_le(worse, better) && (!self.inf_le(better, worse) || b < a)
                }
            })
        });
        options
    }
}
